/** Health check for load balancers: answers 200 only when the database answers. */
import { data } from '@remix-run/node'
import { asCaller, ANON } from '~/.server/db'

export async function loader() {
  try {
    await asCaller(ANON, (tx) => tx.query('select 1'))
    return data({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('[healthz] database check failed:', error)
    return data({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
