// The server Playwright tests: the production build on a fresh embedded database, with a known
// admin account for the admin tests.
//
// Tests also need to read back what a page saved (a contact message, a sign-up's profile). The
// embedded database belongs to this one process, so beside the site this harness (never the
// production server) serves, on 127.0.0.1 port PORT + 1:
//   POST /        { sql, params }           a read-only query as the service role
//   POST /users   { email, password, name }  a built-in account that is not an organisation
//                                            (the site's sign-up makes organisations only)
//   POST /sessions { email }                 a session for that account: the signed cookie, as
//                                            sign-in would set it (tests that are not about
//                                            signing in skip the form and its rate limits)
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import { createCookie } from '@remix-run/node'
import bcrypt from 'bcryptjs'

const port = Number(process.env.PORT ?? 3100)
const dataDir = `.data-e2e-${port}`
fs.rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
process.env.NODE_ENV = 'production'
process.env.SITE_URL ??= `http://localhost:${port}`
process.env.LOG_REQUESTS = 'false'
// Every browser test is its own visitor: e2e/fixtures.ts names an address in X-Forwarded-For,
// which the server believes only from a proxy it trusts. Here that is the test runner, on loopback.
process.env.TRUST_PROXY ??= 'loopback'
process.env.ADMIN_EMAIL ??= 'admin@e2e.test'
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password-1'
await import('../build/server.js')

// The server writes its generated secret on the first sign-in; whoever comes first writes it,
// exclusively, and both then read the same one.
function sessionSecret() {
  const file = `${dataDir}/session-secret`
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch {
    // Already there.
  }
  return fs.readFileSync(file, 'utf8').trim()
}

const probe = http.createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', async () => {
    try {
      const engine = await globalThis.__aiSiteDb
      const input = JSON.parse(body)
      const rows =
        req.url === '/sessions'
          ? await engine.transaction(async (tx) => {
              const { rows } = await tx.query(
                `insert into auth.sessions (user_id, not_after)
                 select id, now() + interval '1 day' from auth.users where lower(email) = lower($1)
                 returning id`,
                [input.email],
              )
              if (!rows[0]) throw new Error(`no user ${input.email}`)
              const secret = sessionSecret()
              const cookie = createCookie('__session', {
                secrets: [secret],
                path: '/',
                httpOnly: true,
                sameSite: 'lax',
              })
              const [pair] = (await cookie.serialize(rows[0].id)).split(';')
              const at = pair.indexOf('=')
              return { name: pair.slice(0, at), value: pair.slice(at + 1) }
            })
          : req.url === '/users'
            ? await engine.transaction(async (tx) => {
                const hash = await bcrypt.hash(input.password, 4)
                return (
                  await tx.query(
                    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
                   values (lower($1), $2, now(), $3) returning id`,
                    [input.email, hash, JSON.stringify(input.name ? { name: input.name } : {})],
                  )
                ).rows
              })
            : await engine.transaction(async (tx) => {
                await tx.query('set transaction read only')
                await tx.query('set local role service_role')
                return (await tx.query(input.sql, input.params ?? [])).rows
              })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows))
    } catch (error) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error))
    }
  })
})
probe.listen(port + 1, '127.0.0.1')
