// Issue 15: one fleet, one cache (decision 030). Two production servers on one PostgreSQL database
// each keep /models in their page cache; a change to the catalogue, announced by the database
// itself, empties both at once (well before the cache's 5 s lifetime), also after a server's
// LISTEN connection was cut. WEB_CONCURRENCY=2 serves one port from two worker processes; the
// embedded database refuses more than one, saying why.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'
import { createScratchDatabase, type ScratchDatabase } from '../tests/helpers/scratch-database'
import { postgresTemplate } from '../tests/helpers/templates'
import { describeOnPostgres, TEST_DATABASE_URL } from './fixtures'

// Ports of their own: E2E_PORT + 50 to + 53.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 50
/** Well before the page cache's 5 s lifetime, with room for a machine shared with other work. */
const AT_ONCE_MS = 1_000

/** One GET on a connection of its own (a cluster hands each connection to the next worker). */
function get(url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: 10_000 }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
    })
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 10 s`)))
    request.on('error', reject)
  })
}

/** The pids of a process's children that run Node (not the short-lived `flock` that takes the data directory's lock). */
function nodeChildrenOf(pid: number) {
  let listing = ''
  try {
    listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
  } catch {
    // ps exits 1 when there are none
  }
  return listing
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match && /\bnode\b|build\/server\.js/.test(match[2]!))
    .map((match) => Number(match![1]))
}

describeOnPostgres('two servers on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' })
  let scratch: ScratchDatabase
  let servers: ProductionServer[] = []
  let db: pg.Client

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    // Copied from the seeded template: how a fleet starts on one database is the workers' test below.
    scratch = await createScratchDatabase(TEST_DATABASE_URL, 'fleet', {
      template: await postgresTemplate(TEST_DATABASE_URL, 'seeded'),
    })
    const env = {
      DATABASE_URL: scratch.url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_DATABASE: 'true',
      DATABASE_POOL_SIZE: '3',
    }
    servers = await Promise.all([0, 1].map((i) => startProductionServer({ port: BASE_PORT + i, env })))
    db = new pg.Client({ connectionString: scratch.url })
    await db.connect()
  })
  test.afterAll(async () => {
    await db?.end()
    await Promise.all(servers.map((server) => server.stop()))
    await scratch?.drop()
  })

  /** The first model /models lists, renamed in the database; both servers must show the new title at once. */
  async function renameAndWatch() {
    const { rows } = await db.query<{ id: string; title: string }>(
      'select id, title from public.catalogue_models order by is_featured desc, created_at desc, id desc limit 1',
    )
    const { id, title } = rows[0]!
    for (const server of servers) {
      expect((await get(`${server.url}/models`)).body).toContain(title)
      const again = await get(`${server.url}/models`)
      expect(again.headers['x-page-cache'], 'kept in the cache').toBe('hit')
    }
    const renamed = `${title.replace(/ Renamed \w+$/, '')} Renamed ${randomBytes(3).toString('hex')}`
    await db.query('update public.ai_models set title = $2 where id = $1', [id, renamed])
    const changedAt = Date.now()
    for (const server of servers) {
      for (;;) {
        const page = await get(`${server.url}/models`)
        if (page.body.includes(renamed)) break
        expect(Date.now() - changedAt, `${server.url} still shows '${title}'`).toBeLessThan(AT_ONCE_MS)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
    expect(Date.now() - changedAt).toBeLessThan(AT_ONCE_MS)
  }

  test('a change in the database empties the page cache of both at once', async () => {
    await renameAndWatch()
  })

  test('a server whose LISTEN connection was cut listens again and still hears the next change', async () => {
    /** LISTEN connections by what they last ran: the probe each sends itself once it listens (again). */
    const listeners = async (lastQuery: string) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where application_name = 'aivora-listen' and datname = current_database() and query like $1`,
          [`${lastQuery}%`],
        )
      ).rows[0]!.n
    expect(await listeners('')).toBe(2)
    await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'aivora-listen' and datname = current_database()`,
    )
    await expect.poll(() => listeners('select pg_notify'), { timeout: 10_000 }).toBe(2)
    for (const server of servers)
      expect(server.log()).toContain('[db] not hearing public_pages_changed (terminating connection')
    await renameAndWatch()
  })
})

describeOnPostgres('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' })
  let scratch: ScratchDatabase
  let server: ProductionServer

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    scratch = await createScratchDatabase(TEST_DATABASE_URL, 'workers')
    server = await startProductionServer({
      port: BASE_PORT + 2,
      env: {
        DATABASE_URL: scratch.url,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATABASE_POOL_SIZE: '3',
        WEB_CONCURRENCY: '2',
      },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await scratch?.drop()
  })

  test('two worker processes answer on one port', async () => {
    test.setTimeout(120_000)
    const answering = async () => {
      const pids = new Set<number>()
      for (let i = 0; i < 6; i++) pids.add(Number((await get(`${server.url}/healthz`)).headers['x-worker-pid']))
      return [...pids].sort()
    }
    await expect.poll(async () => (await answering()).length, { timeout: 90_000 }).toBe(2)
    const pids = await answering()
    // The primary's two children, each its own process; the primary answers nothing itself.
    expect(nodeChildrenOf(server.pid).sort()).toEqual(pids)
    expect(pids).not.toContain(server.pid)
  })

  test('SIGTERM stops every worker gracefully, and the primary with exit code 0', async () => {
    const workers = nodeChildrenOf(server.pid)
    expect(workers).toHaveLength(2)
    await server.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    for (const pid of workers) expect(() => process.kill(pid, 0), `worker ${pid} is gone`).toThrow()
  })
})

test('the embedded database refuses WEB_CONCURRENCY=2: one process, one line saying why', async () => {
  test.setTimeout(120_000)
  // On a copy of the seeded database: the refusal is read at every start, not only the first.
  const server = await startProductionServer({
    port: BASE_PORT + 3,
    seeded: true,
    env: { WEB_CONCURRENCY: '2' },
    quiet: true,
  })
  try {
    const refusal =
      'WEB_CONCURRENCY asks for 2 processes, but the embedded database (no DATABASE_URL) belongs to one process: ' +
      'serving from one. Set DATABASE_URL to run several.'
    expect(server.log().split(refusal)).toHaveLength(2)
    const health = await get(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(health.headers['x-worker-pid']).toBeUndefined()
    expect(nodeChildrenOf(server.pid), 'no worker processes').toEqual([])
  } finally {
    await server.stop()
  }
})
