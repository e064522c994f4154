// The server killed with SIGKILL in the middle of writes, twenty times, on one embedded database
// (PGlite in DATA_DIR): each time it must open the same data directory again and become healthy,
// and at the end every contact message that was answered with success must be in the database.
// Nothing is shut down cleanly in between: SIGKILL gives the process no chance to close PGlite,
// which is what a crash, an out-of-memory kill or a pulled container does.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { expect, test } from '@playwright/test'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { copySeededDataDir } from '../tests/helpers/templates'
import { dataDirsBase } from '../tests/helpers/data-dirs'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 25
const KILLS = 20
/** Posts kept in flight at once (each waits for its answer before the next). */
const WRITERS = 6

test.describe.configure({ mode: 'serial' })

test(`SIGKILL during writes, ${KILLS} times: the embedded database opens again and keeps every acknowledged enquiry`, async () => {
  // About 2 minutes on a quiet machine; restarts slow down several times over when it is shared.
  test.setTimeout(480_000)
  // The seeded database as a first start leaves it: what is tested is every start after a kill.
  const dataDir = await copySeededDataDir(fs.mkdtempSync(path.join(dataDirsBase(), 'ai-site-crash-')))
  const acknowledged = new Set<string>()
  let postsInFlightAtKills = 0
  const readyMs: number[] = []
  let sequence = 0

  /** One contact-form post, as a visitor without JavaScript sends it; true when it was a success. */
  async function post(server: ProductionServer, marker: string) {
    sequence += 1
    // Each post is its own visitor (the server trusts this process as its proxy): the rate limit stays out.
    const address = `10.${Math.floor(sequence / 65_536) % 256}.${Math.floor(sequence / 256) % 256}.${sequence % 256}`
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
      body: new URLSearchParams({
        name: 'Crash Test',
        email: 'crash@example.com',
        message: `Please call us back. ${marker}`,
      }),
    })
    await response.arrayBuffer()
    return response.status === 302 && (response.headers.get('location') ?? '').startsWith('/contact?sent=1')
  }

  try {
    for (let round = 1; round <= KILLS; round += 1) {
      // Healthy (/healthz answers 200, so the database opened) or this throws. The wait is the
      // helper's generous default: on a shared 2-core machine a start can take most of a minute.
      const t0 = Date.now()
      const server = await startProductionServer({ port: PORT, dataDir, quiet: true, env: VISITORS_VIA_LOOPBACK_PROXY })
      let killed = false
      let inFlight = 0
      const writer = async (w: number) => {
        for (let n = 0; !killed; n += 1) {
          const marker = `crash-${round}-${w}-${n}`
          inFlight += 1
          try {
            if (await post(server, marker)) acknowledged.add(marker)
          } catch {
            // The connection died with the server: not acknowledged, so not promised.
          } finally {
            inFlight -= 1
          }
        }
      }
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w))
      // A random moment once writes are flowing.
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600))
      postsInFlightAtKills += inFlight
      readyMs.push(Date.now() - t0)
      await server.kill('SIGKILL')
      killed = true
      await Promise.all(writers)
    }

    // Once more, to be sure the last kill is survived too, then a clean stop to read the files.
    const last = await startProductionServer({ port: PORT, dataDir, quiet: true, env: VISITORS_VIA_LOOPBACK_PROXY })
    await last.stop()

    test.info().annotations.push({
      type: 'crash',
      description: `${KILLS} kills, ${acknowledged.size} enquiries acknowledged, ${postsInFlightAtKills} posts in flight at the kills, healthy again after ${Math.min(...readyMs)}-${Math.max(...readyMs)} ms`,
    })
    // Writes were really in flight when the server died, and many were acknowledged.
    expect(postsInFlightAtKills).toBeGreaterThanOrEqual(KILLS)
    expect(acknowledged.size).toBeGreaterThan(KILLS * 2)

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm, pgcrypto } })
    try {
      const { rows } = await db.query<{ message: string }>(`select message from public.enquiry`)
      const saved = new Set(rows.map((row) => /crash-\d+-\d+-\d+$/.exec(row.message)?.[0]))
      const lost = [...acknowledged].filter((marker) => !saved.has(marker))
      expect(lost, `${lost.length} of ${acknowledged.size} acknowledged enquiries lost`).toEqual([])
      // The rest of the database is intact too: the seeded catalogue is all there.
      const { rows: models } = await db.query<{ n: number }>(`select count(*)::int as n from public.ai_models`)
      expect(models[0]!.n).toBeGreaterThan(10)
    } finally {
      await db.close()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})
