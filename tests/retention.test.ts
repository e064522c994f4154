// Leads and transcripts kept only as long as configured (LEAD_RETENTION_DAYS,
// TRANSCRIPT_RETENTION_DAYS; app/.server/sweep.ts, decision 052), on every engine: older rows are
// deleted in batches through an index, newer ones kept, nothing happens while a setting is unset,
// and the server's sweep applies them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, parseConfig, resetConfig } from '~/.server/config'
import { runAsServiceRole, setDb, type Engine } from '~/.server/db'
import { applyRetention, RETENTION_SQL, startSweeping, stopSweeping } from '~/.server/sweep'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

describe('the retention settings', () => {
  it('are days, or unset for ever', () => {
    expect(parseConfig({}).retention).toEqual({ leadDays: null, transcriptDays: null })
    expect(parseConfig({ LEAD_RETENTION_DAYS: '', TRANSCRIPT_RETENTION_DAYS: ' ' }).retention).toEqual({
      leadDays: null,
      transcriptDays: null,
    })
    expect(parseConfig({ LEAD_RETENTION_DAYS: '730', TRANSCRIPT_RETENTION_DAYS: '90' }).retention).toEqual({
      leadDays: 730,
      transcriptDays: 90,
    })
  })

  it('refuse anything but a whole number of days with a sentence that names the setting', () => {
    for (const value of ['0', '-3', '1.5', '30d', 'forever', '36501']) {
      let error: unknown
      try {
        parseConfig({ TRANSCRIPT_RETENTION_DAYS: value })
      } catch (caught) {
        error = caught
      }
      expect(error, value).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toBe(
        `Invalid configuration: TRANSCRIPT_RETENTION_DAYS is set to ${JSON.stringify(value)} but must be a whole number of days from 1 to 36500 (how long AI Architect transcripts are kept), or unset to keep them for ever. See .env.example.`,
      )
    }
  })
})

describeEachEngine('retention on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let dataDir: string

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    runAsServiceRole(engine, 'test fixture', async (tx) => (await tx.query<T>(text, params)).rows)

  /** An enquiry `days` old, with its (sent) notification; returns its id. */
  async function enquiry(name: string, days: number) {
    const [row] = await sql<{ id: string }>(
      `insert into public.enquiry (name, email, message, created_at)
       values ($1, $2, 'Hello', now() - make_interval(days => $3)) returning id`,
      [name, `${name}@example.com`, days],
    )
    return row!.id
  }

  /** A chat last changed `days` ago, booked as a callback or not; returns its id. */
  async function chat(name: string, days: number, booked: boolean) {
    const [row] = await sql<{ id: string }>(
      `insert into public.chat_requests (chat_id, messages, name, email, callback_time, updated_at)
       values (gen_random_uuid(), $2, $1, $3, $4, now() - make_interval(days => $5)) returning id`,
      [
        name,
        JSON.stringify([{ role: 'user', content: `I am ${name}` }]),
        booked ? `${name}@example.com` : null,
        booked ? 'morning' : null,
        days,
      ],
    )
    return row!.id
  }

  const names = async (table: 'enquiry' | 'chat_requests') =>
    (await sql<{ name: string }>(`select name from public.${table} order by name`)).map((r) => r.name)

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    engine = db.engine
  })
  afterAll(() => db.close())
  beforeEach(async () => {
    for (const table of ['public.enquiry', 'public.chat_requests', 'private.mail_outbox'])
      await sql(`delete from ${table}`)
  })

  it('deletes nothing while the settings are unset', async () => {
    await enquiry('ancient', 5000)
    await chat('ancient-chat', 5000, false)
    await chat('ancient-callback', 5000, true)
    expect(await applyRetention(engine, { leadDays: null, transcriptDays: null })).toEqual({
      enquiries: 0,
      callbacks: 0,
      chats: 0,
      transcripts: 0,
    })
    expect(await names('enquiry')).toEqual(['ancient'])
    expect(await names('chat_requests')).toEqual(['ancient-callback', 'ancient-chat'])
  })

  it('deletes leads and transcripts older than the settings and keeps newer ones', async () => {
    const oldEnquiry = await enquiry('old-enquiry', 40)
    await enquiry('new-enquiry', 1)
    await sql(`insert into private.mail_outbox (kind, lead_id, payload) values ('enquiry', $1, '{}')`, [oldEnquiry])
    // A note on the old lead, and its entry in the audit log (written the way the desk writes one).
    // As the tables' owner: only an admin's own session may write leads and notes.
    // (The lead's row came with the enquiry.)
    const { rows: leads } = await engine.query<{ id: string }>(`select id from public.leads where enquiry_id = $1`, [
      oldEnquiry,
    ])
    const lead = leads[0]
    await sql(`select private.record_audit('lead.note', 'lead', $1, null, '{"body": "Budget 20k"}'::jsonb)`, [
      `enquiry:${oldEnquiry}`,
    ])
    await engine.query(`insert into public.lead_notes (lead_id, author_email, body) values ($1, 'x', 'Budget 20k')`, [
      lead!.id,
    ])
    await chat('old-callback', 40, true)
    await chat('callback-old-transcript', 20, true)
    await chat('new-callback', 1, true)
    await chat('old-chat', 20, false)
    await chat('new-chat', 1, false)
    const [before] = await sql<{ updated_at: Date }>(
      `select updated_at from public.chat_requests where name = 'callback-old-transcript'`,
    )

    const result = await applyRetention(engine, { leadDays: 30, transcriptDays: 10 })

    expect(result).toEqual({ enquiries: 1, callbacks: 1, chats: 1, transcripts: 1 })
    expect(await names('enquiry')).toEqual(['new-enquiry'])
    expect(await names('chat_requests')).toEqual(['callback-old-transcript', 'new-callback', 'new-chat'])
    // The lead kept with its contact, its transcript emptied and its date (the desk's order) unchanged.
    expect(
      await sql(`select email, messages, updated_at from public.chat_requests where name = 'callback-old-transcript'`),
    ).toEqual([{ email: 'callback-old-transcript@example.com', messages: [], updated_at: before!.updated_at }])
    // The old lead's notification, lead row and note are gone, and so is the note's text in the audit log.
    expect(await sql('select 1 from private.mail_outbox where lead_id = $1', [oldEnquiry])).toEqual([])
    expect(await sql('select 1 from public.lead_notes where lead_id = $1', [lead!.id])).toEqual([])
    expect(
      await sql(`select after from public.audit_log where entity_id = $1 and action = 'lead.note'`, [
        `enquiry:${oldEnquiry}`,
      ]),
    ).toEqual([{ after: { body: '[erased]' } }])
    // A second sweep finds nothing more to do.
    expect(await applyRetention(engine, { leadDays: 30, transcriptDays: 10 })).toEqual({
      enquiries: 0,
      callbacks: 0,
      chats: 0,
      transcripts: 0,
    })
  })

  it('works in batches until nothing old is left', async () => {
    await sql(
      `insert into public.enquiry (name, email, message, created_at)
       select 'bulk-' || i, 'bulk' || i || '@example.com', 'Hello', now() - interval '90 days'
       from generate_series(1, 25) as i`,
    )
    await enquiry('recent', 2)
    // The embedded database runs on this thread: timers (requests) get their turn between batches.
    let turns = 0
    const timer = setInterval(() => turns++, 0)
    try {
      expect(await applyRetention(engine, { leadDays: 30, transcriptDays: null }, 4)).toMatchObject({ enquiries: 25 })
    } finally {
      clearInterval(timer)
    }
    expect(turns).toBeGreaterThanOrEqual(3)
    expect(await names('enquiry')).toEqual(['recent'])
  })

  it('finds what to delete through an index', async () => {
    const plans: string[] = []
    for (const [statement, text] of Object.entries(RETENTION_SQL)) {
      await engine
        .transaction(async (tx) => {
          // Tables this small are read whole when allowed to; forbidding it shows whether an index can serve.
          await tx.query('set local enable_seqscan = off')
          const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${text}`, [30, 1000])
          plans.push(`${statement}: ${rows.map((row) => row['QUERY PLAN']).join(' / ')}`)
          throw new Error('roll back')
        })
        .catch(() => {})
    }
    // Each by the index on its own time column: another index (the chat id's) would read the whole table too.
    const expected = {
      enquiries: 'enquiry_received_idx',
      callbacks: 'chat_requests_lead_idx',
      chats: 'chat_requests_no_lead_idx',
      transcripts: 'chat_requests_transcript_idx',
    }
    expect(plans).toHaveLength(4)
    for (const plan of plans) {
      const statement = plan.split(':')[0] as keyof typeof expected
      expect(plan).not.toMatch(/Seq Scan on (enquiry|chat_requests|mail_outbox)/)
      expect(plan).toMatch(
        new RegExp(`(Index (Only )?Scan( Backward)? using|Bitmap Index Scan on) ${expected[statement]} `),
      )
    }
  })

  describe('in the server', () => {
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-test-'))
    })
    afterEach(() => {
      stopSweeping()
      setDb(undefined)
      delete process.env.LEAD_RETENTION_DAYS
      delete process.env.DATA_DIR
      resetConfig()
    })
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

    it('applies LEAD_RETENTION_DAYS at every sweep', async () => {
      await enquiry('old-enquiry', 40)
      await enquiry('new-enquiry', 1)
      process.env.DATA_DIR = dataDir
      process.env.LEAD_RETENTION_DAYS = '30'
      resetConfig()
      setDb(engine)
      await startSweeping().first
      expect(await names('enquiry')).toEqual(['new-enquiry'])
    })
  })
})
