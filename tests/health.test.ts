// The probes (server/health.ts, decision 048): liveness never asks the database; readiness is 200
// only while the database answers in time and the server is not shutting down, 503 with
// Retry-After otherwise. On the wire against the production build in e2e/probes.http.spec.ts.
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createProbes } from '../server/health'

let servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  servers = []
})

async function serve(databaseAnswers: () => Promise<boolean>, timeoutMs?: number) {
  const probes = createProbes(databaseAnswers, timeoutMs)
  const app = express()
  app.use(probes.router)
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, method = 'GET') => {
    const response = await fetch(`${origin}${path}`, { method })
    return { response, body: method === 'HEAD' ? null : ((await response.json()) as Record<string, string>) }
  }
  return { probes, get }
}

describe('/healthz/live', () => {
  it('answers 200 without asking the database, also while shutting down', async () => {
    const databaseAnswers = vi.fn(() => Promise.resolve(false))
    const { probes, get } = await serve(databaseAnswers)
    const { response, body } = await get('/healthz/live')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ status: 'live' })
    probes.shuttingDown()
    expect((await get('/healthz/live')).response.status).toBe(200)
    expect(databaseAnswers).not.toHaveBeenCalled()
  })
})

describe('/healthz/ready', () => {
  it('answers 200 while the database answers', async () => {
    const { get } = await serve(() => Promise.resolve(true))
    const { response, body } = await get('/healthz/ready')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ status: 'ready' })
    expect((await get('/healthz/ready', 'HEAD')).response.status).toBe(200)
  })

  it.each([
    ['says no', () => Promise.resolve(false)],
    ['throws', () => Promise.reject(new Error('connection refused'))],
    ['does not answer in time', () => new Promise<boolean>(() => {})],
  ])('answers 503 with Retry-After when the database %s', async (_case, databaseAnswers) => {
    const { get } = await serve(databaseAnswers, 50)
    const { response, body } = await get('/healthz/ready')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(body).toEqual({ status: 'unavailable', reason: 'database' })
  })

  it('answers 503 from the moment shutdown begins, without asking the database', async () => {
    const databaseAnswers = vi.fn(() => Promise.resolve(true))
    const { probes, get } = await serve(databaseAnswers)
    expect((await get('/healthz/ready')).response.status).toBe(200)
    probes.shuttingDown()
    const { response, body } = await get('/healthz/ready')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
    expect(body).toEqual({ status: 'unavailable', reason: 'shutting down' })
    expect(databaseAnswers).toHaveBeenCalledTimes(1)
  })

  it('answers 503 when shutdown begins while the database is being asked', async () => {
    let answer: (yes: boolean) => void = () => {}
    const databaseAnswers = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    const { probes, get } = await serve(databaseAnswers)
    const pending = get('/healthz/ready')
    await vi.waitFor(() => expect(databaseAnswers).toHaveBeenCalled())
    probes.shuttingDown()
    answer(true)
    const { response, body } = await pending
    expect(response.status).toBe(503)
    expect(body).toEqual({ status: 'unavailable', reason: 'shutting down' })
  })
})
