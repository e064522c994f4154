// Several worker processes on one port (server/cluster.ts, WEB_CONCURRENCY): each answers, a dead
// one is replaced, a crash loop and a worker that cannot start end the fleet with exit code 1, and
// stop() ends them all. The workers here are a stand-in (tests/helpers/fleet-worker.ts); the
// production server's own workers are tried in e2e/fleet.http.spec.ts.
import http from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runFleet, type Fleet } from '../server/cluster'
import { expectLoggedErrors } from './setup'

const PORT = 3591

function fleet(workers: number, mode: 'serve' | 'crash' | 'fail-start', limits: { maxRestarts?: number } = {}) {
  return runFleet({
    workers,
    exec: 'tests/helpers/fleet-worker.ts',
    execArgv: ['--import', 'tsx'],
    env: { FLEET_WORKER: mode, FLEET_PORT: String(PORT) },
    stopTimeoutMs: 5_000,
    ...limits,
  })
}

/** The pid of the worker that answers, on a connection of its own. */
function whoAnswers() {
  return new Promise<number>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: PORT, path: '/', agent: false, timeout: 2_000 }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve(Number(body)))
    })
    request.on('timeout', () => request.destroy(new Error('no answer within 2 s')))
    request.on('error', reject)
  })
}

async function pidsAnswering(times: number) {
  const pids = new Set<number>()
  for (let i = 0; i < times; i++) pids.add(await whoAnswers())
  return pids
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a fleet of worker processes', () => {
  let running: Fleet | undefined
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(async () => {
    running?.stop('the test is over')
    await running?.done
    running = undefined
  })

  it('answers from every worker, replaces one that dies, and stops them all', { timeout: 60_000 }, async () => {
    running = fleet(2, 'serve')
    const first = await until('two workers answering', async () => {
      const pids = await pidsAnswering(6)
      return pids.size === 2 ? pids : undefined
    })
    const [victim, survivor] = [...first]
    process.kill(victim!, 'SIGKILL')
    const second = await until('a replacement', async () => {
      // A connection handed to the worker as it died goes unanswered: asked again.
      const pids = await pidsAnswering(6)
      return pids.size === 2 && !pids.has(victim!) ? pids : undefined
    })
    expect(second).toContain(survivor)
    expect(vi.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
      `worker process ${victim} died (killed by SIGKILL): starting another`,
    )
    running.stop('SIGTERM received')
    expect(await running.done).toBe(0)
    running = undefined
    await expect(whoAnswers()).rejects.toThrow()
  })

  it('ends with exit code 1 on a crash loop, saying so', async () => {
    running = fleet(2, 'crash', { maxRestarts: 3 })
    expect(await running.done).toBe(1)
    running = undefined
    const errors = expectLoggedErrors().flat().join('\n')
    expect(errors).toMatch(
      /worker processes died 4 times within 60 s \(the last: exit code 3\): stopping the server rather than restarting them in a loop/,
    )
  })

  it('ends with exit code 1 when the first worker cannot start, and starts no other', async () => {
    running = fleet(3, 'fail-start')
    expect(await running.done).toBe(1)
    running = undefined
    expect(expectLoggedErrors().flat().join('\n')).toContain(
      'a worker process could not start (exit code 1): stopping the server.',
    )
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled()
  })
})
