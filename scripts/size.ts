/**
 * `npm run size`: how much JavaScript a first-time visitor of each public page downloads, as the
 * production server sends it (gzip; what is counted: scripts/lib/page-weight.ts). Exits 1 when a
 * page's total is over the budget (150 KB unless `--budget N`, in KB of 1,024 bytes).
 *
 *   npm run size [-- --port 3211] [--budget 150] [--rebuild]
 */
import { option } from './lib/options'
import { JAVASCRIPT_BUDGET_BYTES, kb, measureJavaScript, printJavaScriptWeights } from './lib/page-weight'
import { publicPages, startProductionServer } from './lib/production-server'

async function main() {
  const port = Number(option('port', '3211'))
  const budget = Number(option('budget', String(JAVASCRIPT_BUDGET_BYTES / 1024))) * 1024
  const server = await startProductionServer(port)
  let over = false
  try {
    console.info(`JavaScript per page, gzip as served (budget ${kb(budget)}):\n`)
    const weights = await measureJavaScript(server.origin, await publicPages(server.origin))
    printJavaScriptWeights(weights, budget)
    over = weights.some((w) => w.total > budget)
  } finally {
    await server.stop()
  }
  if (over) {
    console.error(`\nAt least one page sends more than ${kb(budget)} of JavaScript.`)
    process.exit(1)
  }
}

await main()
