/** Health check for load balancers: answers 200 only when the database answers. */
import { asCaller, ANON } from '~/.server/db'

// A resource route answers with a plain Response (Remix's data() here is deprecated for v7).
export async function loader() {
  try {
    await asCaller(ANON, (tx) => tx.query('select 1'))
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('[healthz] database check failed:', error)
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
