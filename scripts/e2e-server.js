// The server Playwright tests: the production build on a fresh copy of the seeded embedded
// database, with a known admin account for the admin tests.
//
// Tests also need to read back what a page saved (a contact message, a sign-up's profile). The
// embedded database belongs to this one process, so beside the site this harness (never the
// production server) serves, on 127.0.0.1 port PORT + 1:
//   POST /        { sql, params }           a read-only query as the service role
//   POST /users   { email, password, name }  a built-in account that is not an organisation
//                                            (the site's sign-up makes organisations only)
//   POST /enquiries { name, email, phone, message }  a contact enquiry (past the form's rate limits)
//   POST /organizations { names }           organisations, with one new account as their Admin
//   POST /rate-limits/forget { name }      one rate limit's counts forgotten (a test about input
//                                            sending more accepted forms than it allows)
//   POST /sessions { email }                 a session for that account: the signed cookie, as
//                                            sign-in sets it (tests that are not about signing in
//                                            skip the form and its rate limits)
// Each is done by the app's own modules (scripts/lib/e2e-harness.ts), loaded through tsx for that
// one import only: the build itself runs as `npm start` runs it.
//
// Everything the server writes (its request log on stdout, its warnings and errors on stderr) is
// also kept in .data-e2e-PORT.log, which e2e/global-teardown.ts reads once every test has run: no
// line of it may hold an e-mail address or a secret (tests/helpers/log-check.ts). pino writes to
// the file descriptor itself, so this script runs itself as a child whose output it reads.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { tsImport } from 'tsx/esm/api'

const port = Number(process.env.PORT ?? 3100)
const dataDir = `.data-e2e-${port}`

if (!process.env.E2E_SERVER_CHILD) {
  const log = fs.createWriteStream(`${dataDir}.log`)
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
    env: { ...process.env, E2E_SERVER_CHILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(log)
  // Still shown as Playwright shows the server's errors.
  child.stderr.on('data', (chunk) => {
    log.write(chunk)
    process.stderr.write(chunk)
  })
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))))
} else {
  await serve()
}

async function serve() {
  fs.rmSync(dataDir, { recursive: true, force: true })
  // A copy of the seeded data directory made once per schema (tests/helpers/templates.ts): the
  // server then starts as it restarts, with nothing to migrate or seed. Its first start from an
  // empty directory is tested by the specs of starting (operator-start, data-dir).
  const { copySeededDataDir } = await tsImport('../tests/helpers/templates.ts', import.meta.url)
  await copySeededDataDir(dataDir)
  process.env.DATA_DIR = dataDir
  process.env.NODE_ENV = 'production'
  process.env.SITE_URL ??= `http://localhost:${port}`
  process.env.LOG_REQUESTS = 'true'
  // Every browser test is its own visitor: e2e/fixtures.ts names an address in X-Forwarded-For,
  // which the server believes only from a proxy it trusts. Here that is the test runner, on loopback.
  process.env.TRUST_PROXY ??= 'loopback'
  process.env.ADMIN_EMAIL ??= 'admin@e2e.test'
  process.env.ADMIN_PASSWORD ??= 'e2e-admin-password-1'
  // Someone is always on duty, so a visitor who asks for a person waits for one (e2e/handover.spec.ts).
  process.env.STAFF_HOURS ??= 'Mon-Sun 00:00-24:00 UTC'
  // The offline reply still streams word by word, five times faster than a visitor sees it: the
  // suite sends hundreds of messages, and waiting out the visitor's pace cost it 80 s of test time.
  process.env.OFFLINE_REPLY_WORD_MS ??= '5'
  await import('../build/server.js')
  // After the environment above: the app's modules read their configuration once.
  const { endpoints } = await tsImport('./lib/e2e-harness.ts', import.meta.url)

  const probe = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', async () => {
      try {
        const endpoint = endpoints[req.url]
        if (!endpoint) throw new Error(`no endpoint ${req.url}`)
        const result = await endpoint(JSON.parse(body))
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result))
      } catch (error) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error))
      }
    })
  })
  probe.listen(port + 1, '127.0.0.1')
}
