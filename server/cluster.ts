/**
 * Several worker processes on one port (WEB_CONCURRENCY, decision 030), with node:cluster: the
 * primary process forks the workers, each of which is the whole server (server.ts), and the
 * primary hands connections to them in turn.
 *
 * - **Start:** one worker first; the others once it is ready (it opened the database: migrations,
 *   the seed and the first admin are done once, before any other process looks). A worker that
 *   exits before it is ready while the fleet is starting stops everything: its reason (a malformed
 *   setting, a failing migration, a port in use) is the same for every worker, and it said it.
 * - **A worker that dies** is replaced. More than `maxRestarts` deaths within `restartWindowMs` is
 *   a crash loop: the primary stops every worker and exits 1 with a sentence saying so.
 * - **Stop:** `stop()` (SIGTERM or SIGINT in the primary) passes SIGTERM to every worker, which
 *   finishes its requests and closes its database; after `stopTimeoutMs` the rest are killed.
 *
 * Background work needs no single owner: every process may sweep (private.sweep_expired lets one
 * sweep at a time, the deletes are idempotent) and send mail (rows are claimed with `skip locked`).
 */
import cluster, { type Worker } from 'node:cluster'

/** What a worker sends the primary once it serves (server.ts). */
export const READY_MESSAGE = 'aivora:ready'

interface FleetOptions {
  workers: number
  /** Deaths within `restartWindowMs` that are still replaced; one more ends the fleet. */
  maxRestarts?: number
  restartWindowMs?: number
  /** How long workers have to finish once told to stop, before they are killed. */
  stopTimeoutMs?: number
  /** The worker's script and Node flags (tests); by default this process's own. */
  exec?: string
  execArgv?: string[]
  /** The workers' environment, beside this process's. */
  env?: Record<string, string>
}

export interface Fleet {
  /** Resolves with the exit code for the primary once every worker has exited. */
  done: Promise<number>
  /** Tells every worker to stop (and starts no more). */
  stop(why: string): void
}

/** How a worker ended, in the words of a log line. */
function howItEnded(code: number | null, signal: string | null) {
  return signal ? `killed by ${signal}` : `exit code ${code}`
}

export function runFleet(options: FleetOptions): Fleet {
  const maxRestarts = options.maxRestarts ?? 5
  const restartWindowMs = options.restartWindowMs ?? 60_000
  const stopTimeoutMs = options.stopTimeoutMs ?? 15_000
  if (options.exec) cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv ?? process.execArgv })

  const alive = new Set<Worker>()
  const ready = new Set<Worker>()
  const deaths: number[] = []
  let forkedRest = false
  let started = false
  let stopping = false
  let exitCode = 0
  let force: NodeJS.Timeout | undefined
  let finish: (code: number) => void = () => {}
  const done = new Promise<number>((resolve) => (finish = resolve))

  const fork = () => {
    const worker = cluster.fork(options.env)
    alive.add(worker)
    worker.on('message', (message: unknown) => {
      if (message !== READY_MESSAGE || ready.has(worker)) return
      ready.add(worker)
      // The first one has opened the database: the others start on it as it is now.
      if (!forkedRest) {
        forkedRest = true
        for (let i = 1; i < options.workers; i++) fork()
      }
      if (!started && ready.size === options.workers) {
        started = true
        console.info(`[cluster] ${options.workers} worker processes serving (WEB_CONCURRENCY)`)
      }
    })
    return worker
  }

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    if (!alive.delete(worker)) return
    const wasReady = ready.delete(worker)
    const how = howItEnded(code, signal)
    if (stopping) {
      // Stopped by our SIGTERM before it could stop itself (it was starting): as asked.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1
      if (alive.size === 0) end()
      return
    }
    if (!wasReady && !started) {
      console.error(`[cluster] a worker process could not start (${how}): stopping the server.`)
      return stop('a worker could not start', 1)
    }
    const now = Date.now()
    deaths.push(now)
    while (deaths[0]! <= now - restartWindowMs) deaths.shift()
    if (deaths.length > maxRestarts) {
      console.error(
        `[cluster] worker processes died ${deaths.length} times within ${restartWindowMs / 1000} s (the last: ${how}): ` +
          'stopping the server rather than restarting them in a loop. Their log above says why.',
      )
      return stop('a crash loop', 1)
    }
    console.warn(`[cluster] worker process ${worker.process.pid} died (${how}): starting another`)
    fork()
  }

  const end = () => {
    clearTimeout(force)
    cluster.off('exit', onExit)
    finish(exitCode)
  }

  const stop = (why: string, code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    if (code === 0) console.info(`${why}: stopping ${alive.size} worker process(es)`)
    if (alive.size === 0) return end()
    for (const worker of alive) worker.process.kill('SIGTERM')
    force = setTimeout(() => {
      console.error(`[cluster] workers still running after ${stopTimeoutMs / 1000} s: killing them`)
      for (const worker of alive) worker.process.kill('SIGKILL')
      exitCode = 1
    }, stopTimeoutMs)
    force.unref()
  }

  cluster.on('exit', onExit)
  fork()
  return { done, stop: (why) => stop(why) }
}
