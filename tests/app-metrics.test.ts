// The app's metrics (app/.server/metrics.ts, decision 050), read from the registry the server
// serves: e-mails sent and failed by kind, the outbox's unsent rows, the AI Architect's turns by
// outcome, and the database's one connection with the work queued behind it (PGlite).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { closeMailer, MailError, sendMail } from '~/.server/mail/mailer'
import { appRegistry } from '~/.server/metrics'
import { action as apiChat } from '~/routes/api.chat'
import { formRequest, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents } from './helpers/chat'
import { createTestDatabase, describeOnPostgres, type TestDatabase } from './helpers/database'
import { freePort } from './helpers/smtp-server'

let db: TestDatabase
let dataDir: string
const saved = { ...process.env }

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-metrics-'))
  process.env.DATA_DIR = dataDir
  delete process.env.SMTP_URL
  delete process.env.OPENAI_API_KEY
  resetConfig()
})
afterAll(async () => {
  closeMailer()
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = saved
  resetConfig()
})

/** A metric's value for the given labels, as a scrape reads it (0 when absent). */
async function valueOf(name: string, labels: Record<string, string> = {}) {
  const metric = (await appRegistry.getMetricsAsJSON()).find((m) => m.name === name)
  const sample = metric?.values.find((v) => Object.entries(labels).every(([key, value]) => v.labels[key] === value))
  return sample?.value ?? 0
}

const mail = { to: 'sales@aivora.test', subject: 'A test', text: 'Hello', tag: 'enquiry' }

describe('mail', () => {
  it('counts e-mails sent and failed sends by kind', async () => {
    const sent = await valueOf('mail_sent_total', { kind: 'enquiry' })
    const failed = await valueOf('mail_send_failures_total', { kind: 'enquiry' })
    await sendMail(mail)
    expect(await valueOf('mail_sent_total', { kind: 'enquiry' })).toBe(sent + 1)

    // A mail server that is not there.
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`
    resetConfig()
    try {
      await expect(sendMail(mail)).rejects.toBeInstanceOf(MailError)
    } finally {
      delete process.env.SMTP_URL
      resetConfig()
      closeMailer()
    }
    expect(await valueOf('mail_send_failures_total', { kind: 'enquiry' })).toBe(failed + 1)
    expect(await valueOf('mail_sent_total', { kind: 'enquiry' })).toBe(sent + 1)
  })

  it('says how many notifications wait in the outbox and how many were given up', async () => {
    await db.engine.query('delete from private.mail_outbox')
    await runAsServiceRole(db.engine, 'queue notifications for the test', (tx) =>
      tx.query(
        `insert into private.mail_outbox (kind, lead_id, payload, next_attempt_at, sent_at) values
           ('enquiry', gen_random_uuid(), '{}', now(), null),
           ('enquiry', gen_random_uuid(), '{}', now() + interval '1 hour', null),
           ('callback', gen_random_uuid(), '{}', null, null),
           ('enquiry', gen_random_uuid(), '{}', now(), now())`,
      ),
    )
    expect(await valueOf('mail_outbox_depth', { state: 'pending' })).toBe(2)
    expect(await valueOf('mail_outbox_depth', { state: 'given_up' })).toBe(1)
  })
})

describe('chat turns', () => {
  it('counts a turn answered and a message refused', async () => {
    const answered = await valueOf('chat_turns_total', { outcome: 'answered' })
    const invalid = await valueOf('chat_turns_total', { outcome: 'invalid' })
    const response = (await apiChat(
      routeArgs(formRequest('/api/chat', { message: 'We are a retail business with 40 stores' }), {
        clientAddress: '198.51.100.7',
      }),
    )) as Response
    expect(response.status).toBe(200)
    const events = await replyEvents(response).rest()
    expect(events.at(-1)).toEqual({ type: 'done' })
    expect(await valueOf('chat_turns_total', { outcome: 'answered' })).toBe(answered + 1)

    const refused = (await apiChat(
      routeArgs(formRequest('/api/chat', { message: '   ' }), { clientAddress: '198.51.100.7' }),
    )) as Response
    expect(refused.status).toBe(400)
    expect(await valueOf('chat_turns_total', { outcome: 'invalid' })).toBe(invalid + 1)
  })
})

describe('the database connection (PGlite)', () => {
  it('is one, idle, with nothing waiting; busy with the work queued behind it', async () => {
    expect(await valueOf('db_pool_connections', { state: 'total' })).toBe(1)
    expect(await valueOf('db_pool_connections', { state: 'idle' })).toBe(1)
    expect(await valueOf('db_pool_connections', { state: 'waiting' })).toBe(0)

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let started: () => void = () => {}
    const holding = new Promise<void>((resolve) => (started = resolve))
    const transaction = db.engine.transaction(async () => {
      started()
      await held
    })
    await holding
    const queued = [db.engine.query('select 1'), db.engine.query('select 2')]
    expect(db.engine.poolStats?.()).toEqual({ total: 1, idle: 0, waiting: 2 })
    release()
    await Promise.all([transaction, ...queued])
    expect(db.engine.poolStats?.()).toEqual({ total: 1, idle: 1, waiting: 0 })
  })
})

describeOnPostgres('the database pool (PostgreSQL)', () => {
  it('says how many connections are open, idle and waited for', async () => {
    const pg = await createTestDatabase('postgres')
    try {
      const before = pg.engine.poolStats?.()
      expect(before).toMatchObject({ idle: before?.total, waiting: 0 })
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let started: () => void = () => {}
      const holding = new Promise<void>((resolve) => (started = resolve))
      const transaction = pg.engine.transaction(async () => {
        started()
        await held
      })
      await holding
      const stats = pg.engine.poolStats?.()
      expect(stats?.total).toBeGreaterThanOrEqual(1)
      expect(stats?.idle).toBe(stats!.total - 1)
      release()
      await transaction
    } finally {
      await pg.close()
    }
  })
})
