// One server program (docs/decisions/043-one-server-program.md): the HTTP server's bundle holds no
// copy of any app module. It reaches the app only through the hooks the Remix build exports, so
// the configuration, the database and the list of caches to empty exist once in the process.
// And what few requests need is not loaded at start (decision 107).
import fs from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** The files esbuild puts in a bundle of `entry`, as `npm run build` bundles server.ts. */
async function bundledFiles(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  return Object.keys(result.metafile.inputs).sort()
}

describe('the server bundle', () => {
  it.each(['server.ts', 'server/dev.ts'])('%s bundles only the server’s own files', async (entry) => {
    const files = await bundledFiles(entry)
    expect(files).toContain(entry)
    expect(files.filter((file) => file !== 'server.ts' && !file.startsWith('server/'))).toEqual([])
  })
})

/**
 * The packages a server start loads with the app: those imported, by import statements alone, from
 * the entry, the root and every route (Remix's server build imports them all), following the app's
 * own files; a dynamic `import()` is followed only when it runs.
 */
async function packagesLoadedAtStart() {
  const routes = fs
    .readdirSync('app/routes')
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => `app/routes/${file}`)
  const entries = ['app/entry.server.tsx', 'app/root.tsx', ...routes]
  const result = await build({
    entryPoints: entries,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    jsx: 'automatic',
    outdir: 'build/never-written',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The stylesheet's address (`app.css?url`) is Vite's to make.
    plugins: [
      { name: 'urls', setup: (b) => b.onResolve({ filter: /\?url$/ }, (a) => ({ path: a.path, external: true })) },
    ],
  })
  const packages = new Set<string>()
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const { path, kind, external } of result.metafile.inputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' && kind !== 'require-call') continue
      if (external) packages.add(path)
      else queue.push(path)
    }
  }
  return packages
}

describe('a server start', () => {
  it('does not load pdfkit, qrcode or the Markdown parser: their first use does', async () => {
    const loaded = [...(await packagesLoadedAtStart())]
    // The app's own packages are found at all (the walk follows the routes' imports).
    expect(loaded).toEqual(expect.arrayContaining(['@remix-run/node', '@nlpjs/nlp']))
    expect(loaded.filter((name) => /^(pdfkit|qrcode|remark-|unified|react-markdown)/.test(name))).toEqual([])
  })
})
