/**
 * The probes an orchestrator or a load balancer asks (docs/decisions/048-logs-and-probes.md),
 * answered by Express before the page cache and Remix:
 *
 * - `GET /healthz/live`: the process is up and its event loop turns (it answered). It asks nothing
 *   of the database: during an outage every process would otherwise be restarted, which mends
 *   nothing and loses the requests in flight.
 * - `GET /healthz/ready`: 200 while the database answers a query and the server is not shutting
 *   down, 503 with Retry-After otherwise, so traffic goes to another process meanwhile.
 *
 * `/healthz` (a Remix route, app/routes/healthz.ts) stays as it was: 200 while the database answers.
 */
import express from 'express'

/** As the app's 503 pages say (app/.server/db/unavailable.ts). */
const RETRY_AFTER_SECONDS = 10
/**
 * A database that does not answer within this is not ready, whatever its own timeouts (20 s for
 * a query on PostgreSQL): a probe must answer before the load balancer gives up on it.
 */
const READY_TIMEOUT_MS = 3_000

export function createProbes(databaseAnswers: () => Promise<boolean>, timeoutMs = READY_TIMEOUT_MS) {
  let shuttingDown = false
  const router = express.Router()
  const noStore = (res: express.Response) => res.setHeader('Cache-Control', 'no-store')

  router.get('/healthz/live', (_req, res) => {
    noStore(res)
    res.json({ status: 'live' })
  })

  router.get('/healthz/ready', (_req, res) => {
    noStore(res)
    const notReady = (reason: string) =>
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS)).json({ status: 'unavailable', reason })
    if (shuttingDown) return notReady('shutting down')
    void answersWithin(databaseAnswers, timeoutMs).then((answers) => {
      if (shuttingDown) notReady('shutting down')
      else if (answers) res.json({ status: 'ready' })
      else notReady('database')
    })
  })

  return {
    router,
    /** From now on `/healthz/ready` answers 503: called as soon as SIGTERM or SIGINT arrives. */
    shuttingDown() {
      shuttingDown = true
    },
  }
}

/** Whether `check` says yes within `ms`; a check that throws or hangs is a no. */
async function answersWithin(check: () => Promise<boolean>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([check().catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}
