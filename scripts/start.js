// `npm start`: builds the site when no build exists yet, then serves it. So a fresh clone needs
// only `npm install && npm start`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

if (!fs.existsSync('build/server/index.js') || !fs.existsSync('build/server.js')) {
  console.info('No build found: building the site first (this takes about a minute)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
// A deployment must say its public address (the server refuses to start in production without
// it); this is someone running the site on their own machine, so its address is the local one.
if (process.env.NODE_ENV === 'production' && !process.env.SITE_URL?.trim()) {
  const port = /^\d+$/.test(process.env.PORT?.trim() ?? '') ? process.env.PORT.trim() : '3000'
  process.env.SITE_URL = `http://localhost:${port}`
  console.info(`SITE_URL is not set: serving as ${process.env.SITE_URL}. A public deployment must set SITE_URL.`)
}
await import('../build/server.js')
