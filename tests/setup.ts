// Every test runs with NODE_ENV=test (fast password hashing, no request logs) and fails on an
// unexpected console.error: an error that was only logged would otherwise pass unnoticed.
import { afterEach, beforeEach, vi } from 'vitest'

process.env.NODE_ENV = 'test'
process.env.LOG_REQUESTS = 'false'
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-at-least-32-characters'

let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
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
