/**
 * Whether the database answers now: `/healthz` (app/routes/healthz.ts) and the readiness probe
 * (`/healthz/ready`, server/health.ts, through the server hooks) ask the same question.
 */
import { ANON, asCaller } from './db'

export async function databaseAnswers(): Promise<boolean> {
  try {
    await asCaller(ANON, (tx) => tx.query('select 1'))
    return true
  } catch (error) {
    // A 503 Response is an outage the database layer has already logged in one line.
    if (!(error instanceof Response)) console.error('[healthz] database check failed:', error)
    return false
  }
}
