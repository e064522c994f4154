// Every test runs with NODE_ENV=test (fast password hashing, no request logs) and fails on an
// unexpected console.error: an error that was only logged would otherwise pass unnoticed.
import { format } from 'node:util'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { forgetCatalogueNames } from '~/.server/chat/architect/catalogue-names'
import { resetConfig } from '~/.server/config'
import { setDb } from '~/.server/db'
import { stopOutbox } from '~/.server/mail/outbox'
import { forgetPublicData } from '~/.server/public-data'
import { stopSweeping } from '~/.server/sweep'
import { leaksIn } from './helpers/log-check'

process.env.NODE_ENV = 'test'
process.env.LOG_REQUESTS = 'false'
// The offline AI Architect's reply all at once: no test here watches it being typed (the browser
// tests do), and its visitor's pace cost chat-leads alone 33 s.
process.env.OFFLINE_REPLY_WORD_MS ??= '0'
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-at-least-32-characters'

/**
 * The files share their worker's modules (vitest.config.ts, `isolate: false`): a file starts where
 * the file before it in that worker left the process. This file runs again before each file is
 * imported, so here each starts from the environment the first one saw, with no configuration
 * read, nothing kept from another file's database and no database chosen; and each stops the loops
 * it may have started. The first environment is kept on the process.
 */
const firstEnv: Record<string, string | undefined> = ((
  globalThis as { __firstTestEnv?: typeof process.env }
).__firstTestEnv ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in firstEnv)) delete process.env[name]
Object.assign(process.env, firstEnv)
resetConfig()
forgetPublicData()
forgetCatalogueNames()
setDb(undefined)

afterAll(() => {
  stopOutbox()
  stopSweeping()
})

let errors: unknown[][] = []
const CONSOLE_METHODS = ['error', 'warn', 'info', 'log'] as const

/**
 * The lines logged through the console during the test, a test's own spy included (spying again on
 * a spy gives the same one, so silenced lines are read too), that hold an e-mail address or a
 * secret (./helpers/log-check.ts).
 */
function leakedLines() {
  return CONSOLE_METHODS.flatMap((method) => {
    const logged = console[method]
    return vi.isMockFunction(logged) ? logged.mock.calls.flatMap((args) => leaksIn(format(...args))) : []
  })
}

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
  // Written as before; spied on only to be read afterwards.
  for (const method of ['warn', 'info', 'log'] as const) vi.spyOn(console, method)
})

afterEach(() => {
  const leaked = leakedLines()
  vi.restoreAllMocks()
  if (leaked.length > 0) throw new Error(`A log line held personal data or a secret:\n${leaked.join('\n')}`)
  const logged = errors
  errors = []
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    )
  }
})

/** Lets a test say that it expects errors to be logged, and read them. */
export function expectLoggedErrors() {
  const taken = errors
  errors = []
  return taken
}
