/**
 * `npm run lighthouse`: Lighthouse's mobile profile (its default: a mid-range phone on a slow 4G
 * link, simulated) on every public page of the production build, served on a fresh embedded
 * database. Prints performance, accessibility, best practices and SEO per page, and exits 1 when
 * any is under the bar (95 unless `--min N`); for such a page it names the audits that cost points.
 *
 *   npm run lighthouse [-- --port 3210] [--min 95] [--only /models] [--rebuild]
 *
 * Chromium is /usr/bin/chromium unless CHROME_PATH says otherwise. The JSON reports are kept in
 * .lighthouse/ for a closer look.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { option } from './lib/options'
import { publicPages, startProductionServer } from './lib/production-server'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // No internet here, and none needed: these stop Chromium from trying.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
  audits: Record<string, { title: string; score: number | null; displayValue?: string }>
}

function runLighthouse(url: string, outputPath: string): Promise<Report> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js')
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with code ${code} on ${url}`))
      resolve(JSON.parse(fs.readFileSync(outputPath, 'utf8')) as Report)
    })
  })
}

/** The audits that cost a category points, heaviest first. */
function losses(report: Report, category: string) {
  return report.categories[category]!.auditRefs.filter(
    (ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1,
  )
    .sort((a, b) => b.weight - a.weight)
    .map((ref) => {
      const audit = report.audits[ref.id]!
      return `    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${Math.round((audit.score ?? 0) * 100)}`
    })
}

async function main() {
  const port = Number(option('port', '3210'))
  const min = Number(option('min', '95'))
  const only = option('only', '')
  const outDir = '.lighthouse'
  fs.mkdirSync(outDir, { recursive: true })

  const server = await startProductionServer(port)
  let failed = false
  try {
    const pages = (await publicPages(server.origin)).filter((page) => !only || page === only)
    console.info(`Lighthouse ${CATEGORIES.join(' / ')} (mobile), bar ${min}:\n`)
    console.info(`${'page'.padEnd(36)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`)
    for (const page of pages) {
      const file = path.join(outDir, `${page === '/' ? 'home' : page.slice(1).replace(/\//g, '_')}.json`)
      // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): that is
      // a failed measurement, not a score, so it is taken once more.
      const url = `${server.origin}${page}`
      const report = await runLighthouse(url, file).catch(() => runLighthouse(url, file))
      const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100))
      console.info(`${page.padEnd(36)}${scores.map((s) => String(s).padStart(16)).join('')}`)
      CATEGORIES.forEach((category, i) => {
        if (scores[i]! >= min) return
        failed = true
        console.info(`  ${category} under ${min}:\n${losses(report, category).join('\n')}`)
      })
    }
  } finally {
    await server.stop()
  }
  if (failed) {
    console.error(`\nAt least one score is under ${min}. Reports: ${outDir}/`)
    process.exit(1)
  }
}

await main()
