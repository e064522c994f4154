/**
 * What must never be in a log line (docs/decisions/056-no-personal-data-in-a-log-line.md): an
 * e-mail address, a configured secret (or the password inside a connection string), a password's
 * hash or a bearer credential. The unit tests check every line written through the console
 * (tests/setup.ts); every server the tests start checks what it wrote when it stops
 * (./production-server.ts, scripts/e2e-server.js with e2e/global-teardown.ts).
 */
import { redactSecrets } from '../../app/.server/config'

/** An address with a domain that has a name at its end (not `postgres@127.0.0.1` of a database URL). */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/

const CREDENTIALS: [string, RegExp][] = [
  ['a password hash', /\$2[aby]\$\d\d\$[./A-Za-z0-9]{20,}/],
  ['a bearer credential', /\bBearer\s+[A-Za-z0-9._~+/-]{8,}/i],
  ['a signed token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}/],
]

/** What a line gives away, or null. `env`: where the secrets it must not hold are set. */
function leakIn(line: string, env: Record<string, string | undefined>): string | null {
  const email = EMAIL_ADDRESS.exec(line)
  if (email) return `the e-mail address ${email[0]}`
  const redacted = redactSecrets(line, env)
  if (redacted !== line) return `a secret (${/\[([A-Z_]+)\]/.exec(redacted)?.[1] ?? 'a configured value'})`
  for (const [what, pattern] of CREDENTIALS) if (pattern.test(line)) return what
  return null
}

/** Each line of `output` that holds personal data or a secret, with what it holds. */
export function leaksIn(output: string, env: Record<string, string | undefined> = process.env): string[] {
  const leaks: string[] = []
  for (const line of output.split('\n')) {
    const leak = leakIn(line, env)
    if (leak) leaks.push(`${leak} in: ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`)
  }
  return leaks
}

/** Throws, naming the lines, if `output` (what `who` logged) holds personal data or a secret. */
export function expectNoLeaks(output: string, who: string, env: Record<string, string | undefined> = process.env) {
  const leaks = leaksIn(output, env)
  if (leaks.length > 0) {
    throw new Error(`${who} logged personal data or a secret:\n${leaks.join('\n')}`)
  }
}
