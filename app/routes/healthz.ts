/** Health check for load balancers: answers 200 only when the database answers. */
import { asCaller, ANON } from '~/.server/db'
import { RETRY_AFTER_SECONDS } from '~/.server/db/unavailable'

// A resource route answers with a plain Response (Remix's data() here is deprecated for v7).
export async function loader() {
  try {
    await asCaller(ANON, (tx) => tx.query('select 1'))
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    // A 503 Response is an outage the database layer has already logged in one line.
    if (!(error instanceof Response)) console.error('[healthz] database check failed:', error)
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    )
  }
}
