// The public page cache as the site runs it (server/site.ts's publicPageCache, decision 082): a
// staff write that no public page shows (a lead's status, a note) leaves every kept page warm; a
// model edit empties it, in this process at once and in every process through the database. The
// posts go through the cache's middleware to the real route actions, on both engines.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { publicModel } from '~/.server/models'
import { onPublicPagesChanged } from '~/.server/public-pages-changed'
import { serverHooks } from '~/.server/server-hooks'
import * as editRoute from '~/routes/admin.models_.$id'
import * as requestsRoute from '~/routes/admin.requests'
import { publicPageCache } from '../server/site'
import { cookieFrom, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

async function until(what: string, condition: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describeEachEngine('the public page cache and staff writes on %s', (kind) => {
  let db: TestDatabase
  let dataDir: string
  let origin = ''
  let cookie = ''
  let close = async () => {}
  const ids: Record<string, string> = {}
  const whys: string[] = []
  let unsubscribe = () => {}

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-test-'))
    process.env.DATA_DIR = dataDir
    resetConfig()
    db = await useAppDatabase(kind, { seed: true })
    const admin = await runAsServiceRole(db.engine, 'test fixture: an admin', async (tx) => {
      const user = await createUser(tx, {
        email: `staff-${kind}@example.com`,
        password: 'a-good-password',
        name: 'Pat',
      })
      await tx.query('update public.profiles set is_admin = true where id = $1', [user.id])
      return user
    })
    cookie = cookieFrom(await createUserSession(admin, request('/login')))
    ids.lead = (
      await db.engine.query<{ id: string }>(
        `insert into public.enquiry (name, email, message) values ('Ada', 'ada@example.com', 'We want vision models') returning id`,
      )
    ).rows[0]!.id
    ids.model = (
      await db.engine.query<{ id: string }>(
        `insert into public.ai_models (title, description, cost) values ('Cache Probe', 'A model to edit.', 5) returning id`,
      )
    ).rows[0]!.id
    unsubscribe = onPublicPagesChanged((why) => whys.push(why))

    // The site's own cache, wired as server/site.ts wires it, in front of a model page that reads
    // the catalogue and posts handed, body and cookie as sent, to the real actions.
    // A minute's life, so a slow machine never sees a copy age out mid-test: only emptying counts.
    const pageCache = publicPageCache(serverHooks.publicPages, { ttlMs: 60_000 })
    await pageCache.listening
    const app = express()
    app.use((_req, res, next) => {
      res.locals.cspNonce = 'nonce'
      next()
    })
    app.use(pageCache.middleware)
    app.post('*', express.raw({ type: '*/*' }), async (req, res) => {
      const forwarded = new Request(new URL(req.originalUrl, 'http://localhost:3000'), {
        method: 'POST',
        headers: { 'Content-Type': req.headers['content-type']!, Cookie: req.headers.cookie ?? '' },
        body: new Uint8Array(req.body as Buffer),
      })
      const args = { request: forwarded, context: {} }
      const response = await respond(() =>
        req.path === '/admin/requests'
          ? requestsRoute.action({ ...args, params: {} })
          : editRoute.action({ ...args, params: { id: req.path.split('/').at(-1)! } }),
      )
      res.status(response.status).end()
    })
    app.get('/models/:slug', async (req, res) => {
      const model = await publicModel(req.params.slug)
      res.type('html').send(`<h1>${model?.title ?? 'Not found'}</h1>`)
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = async () => {
      await new Promise((resolve) => server.close(resolve))
      await pageCache.stop()
    }
  })
  afterAll(async () => {
    unsubscribe()
    await close()
    await db?.close()
    delete process.env.DATA_DIR
    resetConfig()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const page = async () => {
    const response = await fetch(`${origin}/models/cache-probe`)
    return { cache: response.headers.get('X-Page-Cache'), html: await response.text() }
  }
  const post = async (path: string, body: URLSearchParams | FormData) =>
    (await fetch(`${origin}${path}`, { method: 'POST', body, headers: { Cookie: cookie }, redirect: 'manual' })).status

  /**
   * Everything this process was told until a notice sent now arrives: notices come in commit order,
   * so one a write had sent would be heard before it.
   */
  async function toldUntilNow() {
    await db.engine.query(`select pg_notify('public_pages_changed', 'probe')`)
    await until('the probe', () => whys.includes('probe changed'))
    return whys.splice(0).filter((why) => why !== 'probe changed')
  }

  it('stays warm through a lead’s status change and a note', async () => {
    await toldUntilNow()
    expect((await page()).cache).toBe('miss')
    expect((await page()).cache).toBe('hit')
    const lead = { kind: 'enquiry', id: ids.lead! }
    expect(await post('/admin/requests', new URLSearchParams({ intent: 'status', ...lead, status: 'contacted' }))).toBe(
      302,
    )
    expect(
      await post('/admin/requests', new URLSearchParams({ intent: 'note', ...lead, note: 'Called, wants a demo.' })),
    ).toBe(302)
    expect((await db.engine.query(`select status from public.leads where enquiry_id = $1`, [ids.lead])).rows).toEqual([
      { status: 'contacted' },
    ])
    expect((await page()).cache).toBe('hit')
    expect(await toldUntilNow()).toEqual([])
  })

  it('is emptied by a model edit, which the next visitor sees', async () => {
    // Warm again: the probe's notice emptied it, as any notice does.
    expect((await page()).cache).toBe('miss')
    expect(await page()).toEqual({ cache: 'hit', html: '<h1>Cache Probe</h1>' })
    const form = new FormData()
    for (const [name, value] of Object.entries({
      intent: 'save',
      title: 'Cache Probe Two',
      description: 'Edited by staff.',
      cost: '6',
      is_active: 'on',
    }))
      form.append(name, value)
    expect(await post(`/admin/models/${ids.model}`, form)).toBe(302)
    // Renamed, the model's page is at its new slug, and its old copy went with the rest.
    expect(await page()).toEqual({ cache: 'miss', html: '<h1>Not found</h1>' })
    const told = await toldUntilNow()
    // By the module that wrote, in its own process, and by the database's notice, which every process hears.
    expect(told).toContain('a catalogue write in this process')
    expect(told).toContain('ai_models changed')
  })
})
