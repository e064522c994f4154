/**
 * Once every test has run: no line the shared test server wrote (scripts/e2e-server.js keeps it in
 * .data-e2e-PORT.log) holds an e-mail address or a secret. The servers that specs start themselves
 * are checked when each stops (tests/helpers/production-server.ts).
 */
import fs from 'node:fs'
import { expectNoLeaks } from '../tests/helpers/log-check'

export default function globalTeardown() {
  const port = Number(process.env.E2E_PORT ?? 3100)
  const file = `.data-e2e-${port}.log`
  if (!fs.existsSync(file)) return
  // The server's environment: this one, with the admin password scripts/e2e-server.js gives it.
  const env = { ADMIN_PASSWORD: 'e2e-admin-password-1', ...process.env }
  expectNoLeaks(fs.readFileSync(file, 'utf8'), `The test server (${file})`, env)
}
