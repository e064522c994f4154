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
await import('../build/server.js')
