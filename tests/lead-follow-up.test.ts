// The desk for a hundred leads a day (issue 31, item 3; decision 080), through the Requests route's
// loader and action and the periodic job, against a real database on every engine: a lead's
// follow-up date set and cleared (audited, refused when malformed, written by admins only, in the
// database too), the 'Due today' view and its count, 'With selected' status and owner changes (all
// or nothing, one audit entry per lead changed, refused with a 4xx), the e-mail to a lead's new
// owner, each owner's daily e-mail of follow-ups (once a day, however many runs at once) written as
// .eml files by the built-in mailer, and the open lead's timeline.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { ANON, runAs, runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { countLeadsDue, queueFollowUpDigests } from '~/.server/lead-follow-up'
import { closeMailer } from '~/.server/mail/mailer'
import { drainOutbox } from '~/.server/mail/outbox'
import { leadLimits } from '~/lib/entities/lead'
import { leadMessages } from '~/lib/lead-desk'
import * as requestsRoute from '~/routes/admin.requests'
import { cookieFrom, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

// Each test posts a few dozen forms through the route: minutes on a busy machine, not seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 })

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> }
const args = (req: Request): Args => ({ request: req, params: {}, context: {} })
const today = () => new Date().toISOString().slice(0, 10)
/** An .eml file's text, its quoted-printable undone. */
const readMail = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describeEachEngine('the sales desk for a hundred leads a day on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let dataDir: string
  const saved = { ...process.env }
  const people: Record<string, { id: string; email: string; cookie: string }> = {}
  const ids: Record<string, string> = {}

  async function account(label: string, admin: boolean) {
    const email = `${label}-fu-${kind}@example.com`
    const user = await runAsServiceRole(engine, 'test fixture: an account', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: `Pat ${label}` }),
    )
    await engine.query('update public.profiles set is_admin = $2 where id = $1', [user.id, admin])
    people[label] = { id: user.id, email, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
  }
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await engine.query<T>(sql, params)).rows
  const audit = (action: string) =>
    rows<{ actor_email: string; entity_id: string; before: unknown; after: unknown }>(
      'select actor_email, entity_id, before, after from public.audit_log where action = $1 order by id',
      [action],
    )
  /** A post of the page's forms; a repeated field (the checkboxes' `lead`) as repeated pairs. */
  const post = (fields: Array<[string, string]> | Record<string, string>, who = 'admin', search = '') =>
    respond(() =>
      requestsRoute.action(
        args(
          request(`/admin/requests${search}`, {
            method: 'POST',
            body: new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)),
            cookie: people[who]!.cookie,
          }),
        ),
      ),
    )
  const inbox = async (search = '', who = 'admin') =>
    (await requestsRoute.loader(args(request(`/admin/requests${search}`, { cookie: people[who]!.cookie })))).inbox!
  const errorsOf = async (response: Response) => JSON.stringify(await response.json())
  const leadRow = (label: string) =>
    rows<{ status: string; owner_id: string | null; follow_up_on: string | null }>(
      `select status, owner_id, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on from public.leads
       where enquiry_id = $1 or chat_request_id = $1`,
      [ids[label]],
    ).then((r) => r[0]!)
  const outbox = (mailKind: string) =>
    rows<{ payload: Record<string, unknown>; sent_at: Date | null }>(
      'select payload, sent_at from private.mail_outbox where kind = $1 order by created_at',
      [mailKind],
    )

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    // The built-in mailer: .eml files under DATA_DIR/mail.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'follow-up-test-'))
    Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: 'https://www.aivora.test' })
    delete process.env.SMTP_URL
    resetConfig()
    closeMailer()
    await account('admin', true)
    await account('second', true)
    await account('plain', false)
    const one = async (label: string, sql: string, params: unknown[] = []) => {
      ids[label] = (await rows<{ id: string }>(sql, params))[0]!.id
    }
    // A minute apart, oldest first: the embedded engine's clock counts milliseconds, so two inserts
    // one after the other can share a time, and a page that starts at a lead starts at its time
    // (pageStartingAt), the others of that time in id order (the test opening Cy's page failed so).
    for (const [i, name] of ['Ada', 'Bea', 'Cy', 'Dee'].entries())
      await one(
        name.toLowerCase(),
        `insert into public.enquiry (name, email, message, created_at)
         values ($1, $2, 'Hello', now() - $3::int * interval '1 minute') returning id`,
        [`${name} Lovelace`, `${name.toLowerCase()}@engines.example`, 4 - i],
      )
    // A chat lead: the visitor wrote once before giving the e-mail and once after.
    await one(
      'grace',
      `insert into public.chat_requests (chat_id, messages, name, email, company, lead_at)
       values (gen_random_uuid(), $1, 'Grace Hopper', 'grace@navy.example', 'Navy', now() - interval '1 hour') returning id`,
      [
        JSON.stringify([
          { role: 'user', content: 'Before the lead', timestamp: new Date(Date.now() - 2 * 3600_000).toISOString() },
          { role: 'assistant', content: 'Noted.', timestamp: new Date(Date.now() - 1800_000).toISOString() },
          { role: 'user', content: 'Can you call on Friday?', timestamp: new Date(Date.now() - 600_000).toISOString() },
          { role: 'user', content: 'Bad time', timestamp: 'yesterday' },
        ]),
      ],
    )
  }, 180_000)
  afterAll(async () => {
    closeMailer()
    process.env = saved
    resetConfig()
    fs.rmSync(dataDir, { recursive: true, force: true })
    await db?.close()
  })

  describe('a follow-up date', () => {
    it('is set and cleared from the open lead, shown on its line, audited, and makes the Due today view', async () => {
      const set = await post({ intent: 'follow-up', kind: 'enquiry', id: ids.ada!, followUp: today() })
      expect(set.status).toBe(302)
      const location = new URL(set.headers.get('Location')!, 'http://x')
      expect(location.searchParams.get('done')).toBe('follow-up')
      expect(location.searchParams.get('lead')).toBe(`enquiry:${ids.ada}`)
      expect((await leadRow('ada')).follow_up_on).toBe(today())
      await post({ intent: 'follow-up', kind: 'enquiry', id: ids.bea!, followUp: dayOffset(-3) })
      await post({ intent: 'follow-up', kind: 'enquiry', id: ids.cy!, followUp: dayOffset(5) })
      // Due, but Won: not in the view.
      await post({ intent: 'follow-up', kind: 'enquiry', id: ids.dee!, followUp: dayOffset(-1) })
      await post({ intent: 'status', kind: 'enquiry', id: ids.dee!, status: 'won' })

      const all = await inbox()
      expect(all.leads.find((l) => l.id === ids.cy)!.follow_up_on).toBe(dayOffset(5))
      expect(all.due).toBe(2)
      const due = await inbox('?due=today')
      expect(due.leads.map((l) => l.name).sort()).toEqual(['Ada Lovelace', 'Bea Lovelace'])
      expect(due.page.total).toBe(2)
      expect(await countLeadsDue(userCaller({ id: people.admin!.id, email: people.admin!.email }))).toBe(2)

      const cleared = await post({ intent: 'follow-up-clear', kind: 'enquiry', id: ids.bea! })
      expect(new URL(cleared.headers.get('Location')!, 'http://x').searchParams.get('done')).toBe('follow-up-clear')
      expect((await leadRow('bea')).follow_up_on).toBeNull()
      expect((await inbox('?due=today')).leads.map((l) => l.name)).toEqual(['Ada Lovelace'])
      expect((await audit('lead.follow_up')).filter((e) => e.entity_id === `enquiry:${ids.bea}`)).toEqual([
        {
          actor_email: people.admin!.email,
          entity_id: `enquiry:${ids.bea}`,
          before: { follow_up_on: null },
          after: { follow_up_on: dayOffset(-3) },
        },
        {
          actor_email: people.admin!.email,
          entity_id: `enquiry:${ids.bea}`,
          before: { follow_up_on: dayOffset(-3) },
          after: { follow_up_on: null },
        },
      ])
    })

    it('is refused when it is no date, saving nothing; and only admins write it, in the database too', async () => {
      const before = await leadRow('cy')
      const entries = (await audit('lead.follow_up')).length
      for (const followUp of ['', 'tomorrow', '2026-02-30', '1999-12-31', '2100-01-01', '2026-1-1']) {
        const refused = await post({ intent: 'follow-up', kind: 'enquiry', id: ids.cy!, followUp })
        expect(refused.status).toBe(400)
        expect(await errorsOf(refused)).toContain(leadMessages.followUpInvalid)
      }
      expect(
        (
          await post({
            intent: 'follow-up',
            kind: 'enquiry',
            id: '00000000-0000-4000-8000-000000000000',
            followUp: today(),
          })
        ).status,
      ).toBe(404)
      expect(
        (await post({ intent: 'follow-up', kind: 'enquiry', id: ids.cy!, followUp: today() }, 'plain')).status,
      ).toBe(403)
      expect(await leadRow('cy')).toEqual(before)
      expect((await audit('lead.follow_up')).length).toBe(entries)

      // The database: a signed-in non-admin changes no row; a visitor may not even try.
      const plain = userCaller({ id: people.plain!.id, email: people.plain!.email })
      const changed = await runAs(
        engine,
        plain,
        async (tx) =>
          (
            await tx.query(`update public.leads set follow_up_on = current_date where enquiry_id = $1 returning id`, [
              ids.cy,
            ])
          ).rows,
      )
      expect(changed).toEqual([])
      await expect(
        runAs(engine, ANON, (tx) => tx.query('update public.leads set follow_up_on = current_date')),
      ).rejects.toThrow(/permission denied/)
      // An admin may, through the column's grant; the column keeps its range.
      const admin = userCaller({ id: people.admin!.id, email: people.admin!.email })
      await expect(
        runAs(engine, admin, (tx) =>
          tx.query(`update public.leads set follow_up_on = '1900-01-01' where enquiry_id = $1`, [ids.cy]),
        ),
      ).rejects.toThrow(/check constraint/)
      // The digests' record is the periodic job's alone.
      for (const caller of [admin, plain, ANON])
        await expect(
          runAs(engine, caller, (tx) => tx.query('select * from private.follow_up_digests')),
        ).rejects.toThrow(/permission denied/)
      // When the sales team was told: admins only.
      expect(
        (
          await runAs(engine, plain, (tx) =>
            tx.query<{ at: Date | null }>(`select private.lead_notified_at('enquiry', $1) as at`, [ids.ada]),
          )
        ).rows[0]!.at,
      ).toBeNull()
      await expect(
        runAs(engine, ANON, (tx) => tx.query(`select private.lead_notified_at('enquiry', $1)`, [ids.ada])),
      ).rejects.toThrow(/permission denied/)
    })
  })

  describe('With selected', () => {
    const picked = (...labels: string[]) =>
      labels.map((label): [string, string] => ['lead', `${label === 'grace' ? 'callback' : 'enquiry'}:${ids[label]}`])

    it('changes the status or owner of every lead ticked, one audit entry per lead changed', async () => {
      const before = (await audit('lead.status')).length
      // Ada is Won already? No: Dee is. Dee's entry is not repeated.
      const response = await post(
        [['intent', 'bulk-status'], ...picked('ada', 'bea', 'dee', 'ada'), ['status', 'won'], ['owner', '']],
        'admin',
        '?status=new',
      )
      expect(response.status).toBe(302)
      const location = new URL(response.headers.get('Location')!, 'http://x')
      expect(location.searchParams.get('done')).toBe('bulk-status')
      expect(location.searchParams.get('status')).toBe('new')
      expect([(await leadRow('ada')).status, (await leadRow('bea')).status, (await leadRow('dee')).status]).toEqual([
        'won',
        'won',
        'won',
      ])
      const entries = (await audit('lead.status')).slice(before)
      expect(entries.map((e) => e.entity_id).sort()).toEqual([`enquiry:${ids.ada}`, `enquiry:${ids.bea}`].sort())

      const owners = await post([['intent', 'bulk-owner'], ...picked('ada', 'grace'), ['owner', people.second!.id]])
      expect(owners.status).toBe(302)
      expect((await leadRow('grace')).owner_id).toBe(people.second!.id)
      expect(
        (await audit('lead.owner')).filter((e) => (e.after as { owner_id: string }).owner_id === people.second!.id),
      ).toHaveLength(2)
      // Nobody is a choice of its own ('none'), apart from no choice at all.
      await post([['intent', 'bulk-owner'], ...picked('dee'), ['owner', people.second!.id]])
      expect((await post([['intent', 'bulk-owner'], ...picked('dee'), ['owner', 'none']])).status).toBe(302)
      expect((await leadRow('dee')).owner_id).toBeNull()
      expect((await audit('lead.owner')).at(-1)).toMatchObject({
        entity_id: `enquiry:${ids.dee}`,
        after: { owner_id: null },
      })
    })

    it('is refused with a 4xx for bad input, and changes nothing when one lead is gone', async () => {
      const state = async () => Promise.all(['ada', 'bea', 'cy', 'grace'].map(leadRow))
      const before = await state()
      const entries = (await rows('select count(*)::int as n from public.audit_log'))[0]
      const refusals: Array<[Array<[string, string]>, number, string]> = [
        [
          [
            ['intent', 'bulk-status'],
            ['status', 'lost'],
          ],
          400,
          leadMessages.noneSelected,
        ],
        [[['intent', 'bulk-status'], ...picked('cy'), ['status', 'closed']], 400, leadMessages.unknownStatus],
        // The selects' first choice, 'Choose a status…' or 'Choose an owner…', sends nothing to
        // change to: a click alone neither sets every lead ticked back to New nor gives them to
        // nobody (issue 31's walk).
        [
          [['intent', 'bulk-status'], ...picked('cy', 'bea'), ['status', ''], ['owner', '']],
          400,
          leadMessages.chooseStatus,
        ],
        [[['intent', 'bulk-status'], ...picked('cy')], 400, leadMessages.chooseStatus],
        [
          [['intent', 'bulk-owner'], ...picked('cy', 'bea'), ['status', ''], ['owner', '']],
          400,
          leadMessages.chooseOwner,
        ],
        [[['intent', 'bulk-owner'], ...picked('cy'), ['owner', 'nobody']], 400, leadMessages.notAdmin],
        [
          [
            ['intent', 'bulk-status'],
            ['lead', 'enquiry:nope'],
            ['status', 'lost'],
          ],
          400,
          leadMessages.unreadable,
        ],
        [[['intent', 'bulk-owner'], ...picked('cy'), ['owner', people.plain!.id]], 400, leadMessages.notAdmin],
        [
          [
            ['intent', 'bulk-status'],
            ...Array.from({ length: leadLimits.bulk + 1 }, (_, i): [string, string] => [
              'lead',
              `enquiry:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            ]),
            ['status', 'lost'],
          ],
          400,
          leadMessages.tooManySelected,
        ],
        [
          [
            ['intent', 'bulk-status'],
            ...picked('cy', 'bea'),
            ['lead', 'enquiry:00000000-0000-4000-8000-000000000000'],
            ['status', 'lost'],
          ],
          404,
          leadMessages.selectedGone,
        ],
      ]
      for (const [fields, status, says] of refusals) {
        const response = await post(fields)
        expect(response.status).toBe(status)
        expect(await errorsOf(response)).toContain(says)
      }
      expect(await state()).toEqual(before)
      expect((await rows('select count(*)::int as n from public.audit_log'))[0]).toEqual(entries)
      expect((await post([['intent', 'bulk-status'], ...picked('cy'), ['status', 'lost']], 'plain')).status).toBe(403)
    })
  })

  describe('e-mails to owners', () => {
    it("tells a lead's new owner when someone else gives it to them, with the lead's link, and not when they take it", async () => {
      await rows(`delete from private.mail_outbox`)
      await post({ intent: 'owner', kind: 'enquiry', id: ids.cy!, owner: people.second!.id })
      await post({ intent: 'owner', kind: 'enquiry', id: ids.bea!, owner: people.admin!.id })
      await post({ intent: 'owner', kind: 'enquiry', id: ids.cy!, owner: '' })
      const queued = await outbox('lead_assigned')
      expect(queued.map((m) => [m.payload.email, m.payload.lead, m.payload.assigned_by])).toEqual([
        [people.second!.email, `enquiry:${ids.cy}`, people.admin!.email],
      ])
      expect(await drainOutbox(engine)).toEqual({ sent: 1, failed: 0 })
      const files = fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.includes('lead-assigned'))
      expect(files).toHaveLength(1)
      const raw = readMail(path.join(dataDir, 'mail', files[0]!))
      expect(raw).toContain(`To: ${people.second!.email}`)
      expect(raw).toContain('Subject: Lead assigned to you: Cy Lovelace')
      expect(raw).toContain(`https://www.aivora.test/admin/requests?lead=enquiry%3A${ids.cy}`)
    })

    it('opens the lead an e-mail links to once newer leads have pushed it off the newest page', async () => {
      const link = `/admin/requests?lead=enquiry%3A${ids.cy}`
      const loaded = (search: string) =>
        respond(() => requestsRoute.loader(args(request(search, { cookie: people.admin!.cookie }))))
      const fillers = await rows<{ id: string }>(
        `insert into public.enquiry (name, email, message, created_at)
         select 'Filler ' || i, 'filler' || i || '@fu.example', 'Newer', now() + i * interval '1 second'
         from generate_series(1, $1::int) as i returning id`,
        [leadLimits.pageSize],
      )
      try {
        expect((await inbox()).leads.map((l) => l.id)).not.toContain(ids.cy)
        const moved = await loaded(link)
        expect(moved.status).toBe(302)
        const location = new URL(moved.headers.get('Location')!, 'http://x')
        expect(location.hash).toBe(`#lead-enquiry-${ids.cy}`)
        expect(location.searchParams.get('lead')).toBe(`enquiry:${ids.cy}`)
        const page = await inbox(location.search)
        expect(page.leads[0]!.id).toBe(ids.cy)
        expect(page.selected).toBe(`enquiry:${ids.cy}`)
        expect(page.timeline.length).toBeGreaterThan(0)
        // A page chosen by key stays as it is; a lead the filters leave out, or no lead at all, opens nothing.
        for (const search of [
          `${link}&after=${location.searchParams.get('after')!.replace(/^\d+/, '1')}`,
          `${link}&status=won`,
          '/admin/requests?lead=enquiry%3A------------------------------------',
          `/admin/requests?lead=callback%3A${ids.cy}`,
        ]) {
          const answer = await loaded(search)
          expect(answer.status, search).toBe(200)
        }
      } finally {
        await rows('delete from public.enquiry where id = any($1::uuid[])', [fillers.map((f) => f.id)])
      }
    })

    it("queues each owner's daily list of leads due once a day, however many runs, and only for admins", async () => {
      await rows(`delete from private.mail_outbox`)
      await rows(`delete from private.follow_up_digests`)
      // Cy (due today) and Grace (due yesterday) are Second's; Ada is Won; Bea is the admin's but has no date.
      await post({ intent: 'owner', kind: 'enquiry', id: ids.cy!, owner: people.second!.id })
      await post({ intent: 'follow-up', kind: 'enquiry', id: ids.cy!, followUp: today() })
      await post({ intent: 'follow-up', kind: 'callback', id: ids.grace!, followUp: dayOffset(-1) })
      await rows(`delete from private.mail_outbox`)
      const runs = await Promise.all([queueFollowUpDigests(engine), queueFollowUpDigests(engine)])
      expect(runs.sort()).toEqual([0, 1])
      expect(await queueFollowUpDigests(engine)).toBe(0)
      const [digest] = await outbox('follow_up_digest')
      expect(digest!.payload).toMatchObject({ email: people.second!.email, day: today(), total: 2 })
      expect((digest!.payload.leads as Array<{ name: string }>).map((l) => l.name)).toEqual([
        'Grace Hopper',
        'Cy Lovelace',
      ])
      expect(await drainOutbox(engine)).toEqual({ sent: 1, failed: 0 })
      const files = fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.includes('follow-ups'))
      expect(files).toHaveLength(1)
      const raw = readMail(path.join(dataDir, 'mail', files[0]!))
      expect(raw).toContain(`Subject: Follow-ups due today (${today()}): 2 leads`)
      expect(raw).toContain(`lead=callback%3A${ids.grace}`)
      expect(raw).toContain(`/admin/requests?owner=${people.second!.id}&due=today`)
      // The next day, again; an owner who is no longer an admin gets none.
      const tomorrow = new Date(Date.now() + 86_400_000)
      await engine.query('update public.profiles set is_admin = false where id = $1', [people.second!.id])
      expect(await queueFollowUpDigests(engine, tomorrow)).toBe(0)
      await engine.query('update public.profiles set is_admin = true where id = $1', [people.second!.id])
      expect(await queueFollowUpDigests(engine, tomorrow)).toBe(1)
    })
  })

  describe('the timeline', () => {
    it('tells the open lead its story, newest first: changes, the visitor after the lead, the notification', async () => {
      const page = await inbox(`?lead=callback:${ids.grace}`)
      const texts = page.timeline.map((e) => (e.type === 'change' ? e.action : e.type))
      expect(texts).toEqual(['lead.follow_up', 'lead.owner', 'message', 'received'])
      const message = page.timeline.find((e) => e.type === 'message')
      expect(message).toMatchObject({ text: 'Can you call on Friday?' })
      // No lead open: nothing read.
      expect((await inbox()).timeline).toEqual([])

      // An enquiry's notification, once sent, is on it too.
      const [enquiry] = await rows<{ id: string }>(
        `insert into public.enquiry (name, email, message) values ('Eve Notified', 'eve@example.com', 'Hi') returning id`,
      )
      expect((await drainOutbox(engine)).sent).toBeGreaterThan(0)
      await post({ intent: 'note', kind: 'enquiry', id: enquiry!.id, note: 'Called her.' })
      const eve = (await inbox(`?lead=enquiry:${enquiry!.id}`)).timeline
      expect(eve.map((e) => (e.type === 'change' ? e.action : e.type))).toEqual(['lead.note', 'notified', 'received'])
      // Bounded: the newest 50.
      await runAsServiceRole(engine, 'test fixture: a long history', (tx) =>
        tx.query(
          `select private.record_audit('lead.status', 'lead', $1, '{"status": "new"}', '{"status": "contacted"}', 'operator')
           from generate_series(1, $2)`,
          [`enquiry:${enquiry!.id}`, leadLimits.timeline + 5],
        ),
      )
      const long = (await inbox(`?lead=enquiry:${enquiry!.id}`)).timeline
      expect(long).toHaveLength(leadLimits.timeline)
      expect(long.every((e) => e.type === 'change' && e.action === 'lead.status')).toBe(true)
    })
  })
})
