// One server program (docs/decisions/043-one-server-program.md): the HTTP server's bundle holds no
// copy of any app module. It reaches the app only through the hooks the Remix build exports, so
// the configuration, the database and the list of caches to empty exist once in the process.
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
