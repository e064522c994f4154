/**
 * Health check for load balancers: answers 200 only when the database answers. The server's own
 * probes, `/healthz/live` and `/healthz/ready` (server/health.ts), answer without Remix.
 */
import { databaseAnswers } from '~/.server/health'
import { RETRY_AFTER_SECONDS } from '~/.server/db/unavailable'

// A resource route answers with a plain Response (Remix's data() here is deprecated for v7).
export async function loader() {
  if (await databaseAnswers()) return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  return Response.json(
    { status: 'unavailable' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  )
}
