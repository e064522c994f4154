// The sales desk, the Users dialog, join-request decisions and the audit log, through their loaders
// and actions against a real database (on every engine): leads start as New; search (by e-mail, as
// a notification links), filters and pages; status, owner and notes, each recorded in the audit log;
// bad input answered with a 4xx and nothing half-saved; the CSV export (quoting, formula injection,
// the BOM); admin grants and revokes with the self and last-admin rules; approve and reject; and an
// audit log that neither an admin nor the service role nor the owner can change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvCell, csvLine } from '~/.server/admin/csv'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { countLeadsToTriage } from '~/.server/admin/requests'
import { createModel, deleteModel, setModelFlag, updateModel } from '~/.server/models'
import { createOrganisationIn } from '~/.server/organizations'
import { grantAdmin } from '~/.server/profiles'
import { runAs, runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { leadLimits } from '~/lib/entities/lead'
import { leadMessages } from '~/lib/lead-desk'
import { withFillIns, newModelValues } from '~/lib/model-form'
import * as auditRoute from '~/routes/admin.audit'
import * as organizationsRoute from '~/routes/admin.organizations'
import * as requestsRoute from '~/routes/admin.requests'
import * as csvRoute from '~/routes/admin_.requests[.]csv'
import * as usersRoute from '~/routes/admin.users'
import { cookieFrom, formRequest, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> }
const args = (req: Request): Args => ({ request: req, params: {}, context: {} })

describeEachEngine('the sales desk and the audit log on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  const people: Record<string, { id: string; email: string; cookie: string }> = {}
  const ids: Record<string, string> = {}

  async function account(label: string, flags: { admin?: boolean; org?: boolean }) {
    const email = `${label}-${kind}@example.com`
    const user = await runAsServiceRole(engine, 'test fixture: an account', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: `Pat ${label}` }),
    )
    await engine.query('update public.profiles set is_admin = $2 where id = $1', [user.id, flags.admin ?? false])
    if (flags.org) {
      await runAsServiceRole(engine, 'test fixture: an organisation', (tx) =>
        createOrganisationIn(
          tx,
          {
            name: `Org ${label}`,
            size: null,
            industry: null,
            use_case: null,
            website: null,
            phone: null,
            country: null,
          },
          user.id,
        ),
      )
    }
    people[label] = { id: user.id, email, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
  }
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await engine.query<T>(sql, params)).rows
  const audit = (action: string) =>
    rows<{ actor_email: string; entity_id: string; entity_label: string | null; before: unknown; after: unknown }>(
      'select actor_email, entity_id, entity_label, before, after from public.audit_log where action = $1 order by id',
      [action],
    )
  const post = (fields: Record<string, string>, who = 'admin', path = '/admin/requests') =>
    respond(() => requestsRoute.action(args(formRequest(path, fields, { cookie: people[who]!.cookie }))))
  const inbox = async (search = '', who = 'admin') =>
    (await requestsRoute.loader(args(request(`/admin/requests${search}`, { cookie: people[who]!.cookie })))).inbox!

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    await account('admin', { admin: true })
    await account('second', { admin: true })
    await account('plain', {})
    await account('org', { org: true })
    const one = async (label: string, sql: string, params: unknown[] = []) => {
      ids[label] = (await rows<{ id: string }>(sql, params))[0]!.id
    }
    await one(
      'ada',
      `insert into public.enquiry (name, email, phone, type, message, created_at)
       values ('Ada Lovelace', 'ada@engines.example', '+44 20 7946 0000', 'Business', 'We want vision models', now() - interval '3 hours') returning id`,
    )
    await one(
      'evil',
      `insert into public.enquiry (name, email, message, created_at)
       values ('=HYPERLINK("http://evil.example","x")', 'evil@example.com', '+1 call me, "now"', now() - interval '2 hours') returning id`,
    )
    await one(
      'grace',
      `insert into public.chat_requests (chat_id, messages, name, email, company, industry, callback_time, time_zone, captured)
       values (gen_random_uuid(), $1, 'Grace Hopper', 'grace@navy.example', 'Navy', 'Aerospace & Defense', 'morning', 'America/New_York', $2)
       returning id`,
      [
        JSON.stringify([
          { role: 'assistant', content: 'Try [Vision Pro](/models/vision-pro)', timestamp: new Date().toISOString() },
        ]),
        JSON.stringify({ useCase: 'Inspecting hulls', size: '501+' }),
      ],
    )
    // A chat without a callback is not a lead.
    await one(
      'chat',
      `insert into public.chat_requests (chat_id, messages) values (gen_random_uuid(), '[]') returning id`,
    )
    for (let i = 0; i < 25; i++)
      await engine.query(
        `insert into public.enquiry (name, email, message, created_at) values ($1, $2, 'Bulk', now() - interval '1 day' - $3 * interval '1 minute')`,
        [`Bulk ${i}`, `bulk${i}@example.com`, i],
      )
  })
  afterAll(() => db?.close())

  describe('the inbox', () => {
    it('shows every enquiry and booked callback as New with no owner, newest first, a page at a time', async () => {
      const first = await inbox()
      expect(first.page.total).toBe(28)
      expect(first.leads).toHaveLength(leadLimits.pageSize)
      expect(first.leads.slice(0, 3).map((l) => [l.kind, l.name])).toEqual([
        ['callback', 'Grace Hopper'],
        ['enquiry', '=HYPERLINK("http://evil.example","x")'],
        ['enquiry', 'Ada Lovelace'],
      ])
      expect(first.leads.every((l) => l.status === 'new' && l.owner_id === null)).toBe(true)
      const grace = first.leads[0]!
      expect(grace.time_zone).toBe('America/New_York')
      expect(grace.captured).toEqual({ useCase: 'Inspecting hulls', size: '501+' })
      // Pages by key: 'Next page' continues after the last lead shown, 'Previous page' comes back.
      const second = await inbox(`?after=${first.page.lastKey}`)
      expect(second.leads).toHaveLength(8)
      expect(second.page).toMatchObject({ count: 8, total: 28, position: 20, more: false })
      expect(new Set([...first.leads, ...second.leads].map((l) => l.id)).size).toBe(28)
      const back = await inbox(`?before=${second.page.firstKey}`)
      expect(back.leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id))
      expect(back.page).toMatchObject({ position: 0, more: true })
      // Nonsense in the URL is no filter, not an error; an old `?page=` is the newest page.
      expect((await inbox('?status=bogus&type=x&owner=nobody&page=-3')).page.total).toBe(28)
      expect((await inbox('?page=2')).leads.map((l) => l.id)).toEqual(first.leads.map((l) => l.id))
    })

    it('finds a lead by the e-mail a notification links to, and filters by type, status and owner', async () => {
      const byEmail = await inbox(`?q=${encodeURIComponent('grace@navy.example')}`)
      expect(byEmail.leads.map((l) => l.id)).toEqual([ids.grace])
      // An address is looked up whole, in any case; part of one is a search like any other.
      expect((await inbox(`?q=${encodeURIComponent('Grace@Navy.Example')}`)).leads.map((l) => l.id)).toEqual([
        ids.grace,
      ])
      expect((await inbox(`?q=${encodeURIComponent('race@navy.example')}`)).page.total).toBe(0)
      expect((await inbox(`?q=${encodeURIComponent('navy.example')}`)).leads.map((l) => l.id)).toEqual([ids.grace])
      expect((await inbox('?q=NAVY')).leads.map((l) => l.id)).toEqual([ids.grace])
      expect((await inbox('?q=vision%20models')).leads.map((l) => l.id)).toEqual([ids.ada])
      expect((await inbox('?q=100%25')).page.total).toBe(0)
      expect((await inbox('?type=callback')).leads.map((l) => l.id)).toEqual([ids.grace])
      expect((await inbox('?type=enquiry')).page.total).toBe(27)
      expect((await inbox('?status=won')).page.total).toBe(0)
      expect((await inbox('?owner=none')).page.total).toBe(28)
    })

    it('changes status, owner and notes, says so, and records each in the audit log', async () => {
      const status = await post({ intent: 'status', kind: 'enquiry', id: ids.ada!, status: 'contacted' })
      expect(status.status).toBe(302)
      const location = new URL(status.headers.get('Location')!, 'http://x')
      expect(location.searchParams.get('done')).toBe('status')
      expect(location.searchParams.get('lead')).toBe(`enquiry:${ids.ada}`)
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: people.second!.id })).status).toBe(
        302,
      )
      expect(
        (await post({ intent: 'note', kind: 'enquiry', id: ids.ada!, note: '  Called, wants a demo.  ' })).status,
      ).toBe(302)
      const view = await inbox(`?status=contacted&owner=${people.second!.id}`)
      expect(view.leads.map((l) => l.id)).toEqual([ids.ada])
      expect(view.notes.map((n) => [n.body, n.author_email, n.kind, n.source_id])).toEqual([
        ['Called, wants a demo.', people.admin!.email, 'enquiry', ids.ada],
      ])
      expect((await inbox('?done=note&lead=enquiry:' + ids.ada)).done).toEqual({
        what: 'note',
        lead: `enquiry:${ids.ada}`,
      })

      expect(await audit('lead.status')).toEqual([
        {
          actor_email: people.admin!.email,
          entity_id: `enquiry:${ids.ada}`,
          // Named as the lead was then (docs/decisions/076-details-a-person-notices.md).
          entity_label: 'Ada Lovelace',
          before: { status: 'new' },
          after: { status: 'contacted' },
        },
      ])
      // The owner by e-mail beside the id, as the owner's address was then.
      expect((await audit('lead.owner'))[0]).toMatchObject({
        entity_label: 'Ada Lovelace',
        before: { owner_id: null },
        after: { owner_id: people.second!.id, owner: people.second!.email },
      })
      expect((await audit('lead.note'))[0]!.after).toMatchObject({ body: 'Called, wants a demo.' })
      // Nobody again.
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: '' })).status).toBe(302)
      expect((await rows('select owner_id from public.leads where enquiry_id = $1', [ids.ada]))[0]).toEqual({
        owner_id: null,
      })
    })

    it("shows a revoked admin's leads as nobody's, under Unassigned, and lets them be given to an admin", async () => {
      const setAdminFlag = (label: string, on: boolean) =>
        engine.query('update public.profiles set is_admin = $2 where id = $1', [people[label]!.id, on])
      await setAdminFlag('plain', true)
      const leaving = people.plain!.id
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: leaving })).status).toBe(302)
      expect((await post({ intent: 'owner', kind: 'callback', id: ids.grace!, owner: leaving })).status).toBe(302)
      expect((await inbox(`?owner=${leaving}`)).page.total).toBe(2)
      // A callback is named by its name and company; a later rename leaves the entry as it was.
      await engine.query(`update public.chat_requests set name = 'Grace B. Hopper' where id = $1`, [ids.grace])
      expect((await audit('lead.owner')).find((e) => e.entity_id === `callback:${ids.grace}`)).toMatchObject({
        entity_label: 'Grace Hopper, Navy',
        after: { owner_id: leaving, owner: people.plain!.email },
      })
      await engine.query(`update public.chat_requests set name = 'Grace Hopper' where id = $1`, [ids.grace])
      expect((await inbox('?owner=none')).page.total).toBe(26)
      await setAdminFlag('plain', false)

      // No longer an admin: their leads are nobody's, in the inbox, its filter and the export.
      const unassigned = await inbox('?owner=none')
      expect(unassigned.page.total).toBe(28)
      expect(unassigned.leads.filter((l) => l.id === ids.ada || l.id === ids.grace).map((l) => l.owner_id)).toEqual([
        null,
        null,
      ])
      expect((await inbox(`?owner=${leaving}`)).page.total).toBe(0)
      expect((await inbox('?type=callback')).leads.map((l) => l.owner_id)).toEqual([null])

      // Each can be given to an admin, or to nobody, and its status changed meanwhile.
      expect((await post({ intent: 'status', kind: 'callback', id: ids.grace!, status: 'qualified' })).status).toBe(302)
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: people.second!.id })).status).toBe(
        302,
      )
      expect((await inbox(`?owner=${people.second!.id}`)).leads.map((l) => l.id)).toEqual([ids.ada])
      expect((await post({ intent: 'owner', kind: 'callback', id: ids.grace!, owner: '' })).status).toBe(302)
      expect(
        await rows('select owner_id from public.leads where enquiry_id = $1 or chat_request_id = $2 order by 1', [
          ids.ada,
          ids.grace,
        ]),
      ).toEqual([{ owner_id: people.second!.id }, { owner_id: null }])

      // Back as it was for the tests below.
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: '' })).status).toBe(302)
      expect((await post({ intent: 'status', kind: 'callback', id: ids.grace!, status: 'new' })).status).toBe(302)
    })

    it('refuses bad input with a message and a 4xx, saving nothing', async () => {
      const before = {
        leads: await rows('select * from public.leads order by id'),
        notes: await rows('select * from public.lead_notes order by id'),
        audit: await rows('select id from public.audit_log'),
      }
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ intent: 'status', kind: 'callback', id: ids.grace!, status: 'done' }, 400, leadMessages.unknownStatus],
        [{ intent: 'owner', kind: 'callback', id: ids.grace!, owner: people.plain!.id }, 400, leadMessages.notAdmin],
        [{ intent: 'owner', kind: 'callback', id: ids.grace!, owner: 'not-an-id' }, 400, leadMessages.notAdmin],
        [{ intent: 'status', kind: 'enquiry', id: crypto.randomUUID(), status: 'won' }, 404, leadMessages.notFound],
        // A chat without a booked callback is no lead.
        [{ intent: 'status', kind: 'callback', id: ids.chat!, status: 'won' }, 404, leadMessages.notFound],
        [
          { intent: 'note', kind: 'callback', id: ids.grace!, note: 'x'.repeat(leadLimits.note + 1) },
          400,
          leadMessages.noteTooLong,
        ],
        [{ intent: 'note', kind: 'callback', id: ids.grace!, note: '   ' }, 400, leadMessages.noteRequired],
        [{ intent: 'delete', kind: 'callback', id: ids.grace! }, 400, ''],
        [{ intent: 'status', kind: 'order', id: ids.grace!, status: 'won' }, 400, ''],
      ]
      for (const [fields, status, message] of cases) {
        const response = await post(fields)
        expect(response.status, JSON.stringify(fields)).toBe(status)
        if (message) expect(JSON.stringify(await response.json())).toContain(message)
      }
      const notForm = await respond(() =>
        requestsRoute.action(
          args(
            request('/admin/requests', {
              method: 'POST',
              body: '{}',
              cookie: people.admin!.cookie,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        ),
      )
      expect(notForm.status).toBe(400)
      expect(await rows('select * from public.leads order by id')).toEqual(before.leads)
      expect(await rows('select * from public.lead_notes order by id')).toEqual(before.notes)
      expect(await rows('select id from public.audit_log')).toEqual(before.audit)
    })

    it('is refused to anyone but an admin, as page, action and export', async () => {
      for (const who of ['plain', 'org']) {
        expect(
          (await respond(() => requestsRoute.loader(args(request('/admin/requests', { cookie: people[who]!.cookie })))))
            .status,
        ).toBe(403)
        expect((await post({ intent: 'status', kind: 'enquiry', id: ids.ada!, status: 'won' }, who)).status).toBe(403)
        expect(
          (await respond(() => csvRoute.loader(args(request('/admin/requests.csv', { cookie: people[who]!.cookie })))))
            .status,
        ).toBe(403)
        expect(
          (await respond(() => auditRoute.loader(args(request('/admin/audit', { cookie: people[who]!.cookie })))))
            .status,
        ).toBe(403)
      }
      // The database refuses them too.
      for (const who of ['plain', 'org'] as const) {
        const caller = userCaller({ id: people[who]!.id, email: people[who]!.email })
        expect(await runAs(engine, caller, async (tx) => (await tx.query('select * from public.leads')).rows)).toEqual(
          [],
        )
        await expect(
          runAs(engine, caller, (tx) => tx.query('insert into public.leads (enquiry_id) values ($1)', [ids.ada])),
        ).rejects.toThrow(/row-level security|duplicate/)
        // The staff reads of decision 078 give them nothing: the leads' sources and the admins.
        for (const sql of [
          'select * from private.staff_enquiry_leads',
          'select * from private.staff_chat_leads',
          'select * from private.staff_admins()',
        ])
          expect(await runAs(engine, caller, async (tx) => (await tx.query(sql)).rows), sql).toEqual([])
      }
      // A visitor may not read them at all; an admin reads every lead and the admins.
      for (const sql of [
        'select * from private.staff_enquiry_leads',
        'select * from private.staff_chat_leads',
        'select * from private.staff_admins()',
      ])
        await expect(
          runAs(engine, { role: 'anon' }, (tx) => tx.query(sql)),
          sql,
        ).rejects.toThrow(/permission denied/)
      const admin = userCaller({ id: people.admin!.id, email: people.admin!.email })
      const read = (sql: string) => runAs(engine, admin, async (tx) => (await tx.query(sql)).rows)
      expect(await read('select id from private.staff_enquiry_leads')).toHaveLength(27)
      expect(await read('select id from private.staff_chat_leads')).toEqual([{ id: ids.grace }])
      expect((await read('select email from private.staff_admins()')).length).toBeGreaterThanOrEqual(2)
    })
  })

  describe('notes, changed by their authors only', () => {
    const grace = () => ({ kind: 'callback', id: ids.grace! })
    const noteOf = async (id: string) =>
      (
        await rows<{ body: string; edited_at: Date | null }>(
          'select body, edited_at from public.lead_notes where id = $1',
          [id],
        )
      )[0]

    it('lets the author edit and delete their note, records both, and refuses everyone else, in the database too', async () => {
      expect((await post({ intent: 'note', ...grace(), note: 'Budget 20k' })).status).toBe(302)
      const [{ id: noteId }] = (await rows<{ id: string }>(
        `select n.id from public.lead_notes n join public.leads l on l.id = n.lead_id
         where l.chat_request_id = $1 and n.body = 'Budget 20k'`,
        [ids.grace],
      )) as [{ id: string }]
      // The page opens the lead and the edit from the URL; anything else there opens nothing.
      const view = await inbox(`?lead=callback:${ids.grace}&edit=${noteId}`)
      expect([view.selected, view.editing, view.deleting, view.me]).toEqual([
        `callback:${ids.grace}`,
        noteId,
        null,
        people.admin!.id,
      ])
      expect(view.notes.find((n) => n.id === noteId)).toMatchObject({ author_id: people.admin!.id, edited_at: null })
      expect((await inbox('?lead=callback:nope&edit=1&deleteNote=x')).selected).toBeNull()

      // Someone else, through the page: refused with a sentence; through the database: no row changes.
      for (const fields of [
        { intent: 'note-edit', ...grace(), noteId, note: 'Mine now' },
        { intent: 'note-delete', ...grace(), noteId },
      ]) {
        const refused = await post(fields, 'second')
        expect(refused.status).toBe(403)
        expect(JSON.stringify(await refused.json())).toContain(leadMessages.notAuthor)
      }
      const second = userCaller({ id: people.second!.id, email: people.second!.email })
      expect(
        await runAs(engine, second, async (tx) => [
          (await tx.query(`update public.lead_notes set body = 'Mine now' where id = $1 returning id`, [noteId])).rows,
          (await tx.query('delete from public.lead_notes where id = $1 returning id', [noteId])).rows,
        ]),
      ).toEqual([[], []])
      // Nor may the author move it to someone else.
      const author = userCaller({ id: people.admin!.id, email: people.admin!.email })
      await expect(
        runAs(engine, author, (tx) =>
          tx.query('update public.lead_notes set author_id = $2 where id = $1', [noteId, people.second!.id]),
        ),
      ).rejects.toThrow(/permission denied/)
      expect(await noteOf(noteId)).toEqual({ body: 'Budget 20k', edited_at: null })

      // An empty edit is refused beside the field; a real one is saved, dated and logged.
      const empty = await post({ intent: 'note-edit', ...grace(), noteId, note: '  ' })
      expect(empty.status).toBe(400)
      expect(JSON.stringify(await empty.json())).toContain(leadMessages.noteRequired)
      const edited = await post({ intent: 'note-edit', ...grace(), noteId, note: ' Budget 25k ' })
      expect(edited.status).toBe(302)
      expect(new URL(edited.headers.get('Location')!, 'http://x').searchParams.get('done')).toBe('note-edit')
      expect(await noteOf(noteId)).toMatchObject({ body: 'Budget 25k', edited_at: expect.any(Date) })
      expect(await audit('lead.note_edit')).toEqual([
        {
          actor_email: people.admin!.email,
          entity_id: `callback:${ids.grace}`,
          entity_label: 'Grace Hopper, Navy',
          before: null,
          after: { note_id: noteId, body: 'Budget 25k' },
        },
      ])

      // A note named with another lead is not found there.
      expect((await post({ intent: 'note-delete', kind: 'enquiry', id: ids.ada!, noteId })).status).toBe(404)
      const deleted = await post({ intent: 'note-delete', ...grace(), noteId })
      expect(deleted.status).toBe(302)
      expect(await noteOf(noteId)).toBeUndefined()
      expect(await audit('lead.note_delete')).toEqual([
        {
          actor_email: people.admin!.email,
          entity_id: `callback:${ids.grace}`,
          entity_label: 'Grace Hopper, Navy',
          before: { note_id: noteId },
          after: null,
        },
      ])
      const gone = await post({ intent: 'note-edit', ...grace(), noteId, note: 'Again' })
      expect(gone.status).toBe(404)
      expect(JSON.stringify(await gone.json())).toContain(leadMessages.noteNotFound)
    })
  })

  describe("the desk's New and Unassigned counts", () => {
    const counts = () => countLeadsToTriage(userCaller({ id: people.admin!.id, email: people.admin!.email }))

    it("count what the filters show, a former admin's leads as unassigned, and stop at 999+", async () => {
      const matching = async () => ({
        new: (await inbox('?status=new')).page.total,
        unassigned: (await inbox('?owner=none')).page.total,
      })
      expect(await counts()).toEqual(await matching())
      expect((await post({ intent: 'status', kind: 'enquiry', id: ids.ada!, status: 'won' })).status).toBe(302)
      await engine.query('update public.profiles set is_admin = true where id = $1', [people.plain!.id])
      expect((await post({ intent: 'owner', kind: 'callback', id: ids.grace!, owner: people.plain!.id })).status).toBe(
        302,
      )
      expect((await post({ intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: people.second!.id })).status).toBe(
        302,
      )
      expect(await counts()).toEqual({ new: 27, unassigned: 26 })
      expect(await counts()).toEqual(await matching())
      // No longer an admin: their lead is nobody's again, counted with the others.
      await engine.query('update public.profiles set is_admin = false where id = $1', [people.plain!.id])
      expect(await counts()).toEqual({ new: 27, unassigned: 27 })
      expect(await counts()).toEqual(await matching())

      // Past 999 the count stops: it reads at most 1,000 rows, however many leads there are.
      await engine.query(
        `insert into public.enquiry (name, email, message) select 'Many ' || i, 'many' || i || '@cap.test', 'Hi'
         from generate_series(1, 1000) as i`,
      )
      expect(await counts()).toEqual({ new: 1000, unassigned: 1000 })
      await engine.query(`delete from public.enquiry where email like '%@cap.test'`)

      // Back as it was for the tests below.
      for (const fields of [
        { intent: 'owner', kind: 'callback', id: ids.grace!, owner: '' } as Record<string, string>,
        { intent: 'owner', kind: 'enquiry', id: ids.ada!, owner: '' },
        { intent: 'status', kind: 'enquiry', id: ids.ada!, status: 'contacted' },
      ])
        expect((await post(fields)).status).toBe(302)
    })
  })

  describe('the CSV export', () => {
    it('quotes every cell and defuses formulas', () => {
      expect(csvCell('plain')).toBe('"plain"')
      expect(csvCell('say "hi"')).toBe('"say ""hi"""')
      for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`)
      expect(csvCell(null)).toBe('""')
      // A phone number with its country code is data, left as written; anything more after a + is not.
      for (const phone of ['+44 20 7946 0958', '+1 (555) 010-0100', '+33.1.23.45.67.89', '+15550100'])
        expect(csvCell(phone)).toBe(`"${phone}"`)
      for (const formula of [
        '+',
        '+ ',
        '+1+1',
        '+44 20 7946 0958\n=cmd|calc',
        '+1\t2',
        '+1E1',
        '-1',
        '-2 (3)',
        '+SUM(A1)',
      ])
        expect(csvCell(formula)).toBe(`"'${formula}"`)
      expect(csvLine(['a', 'b\nc'])).toBe('"a","b\nc"\r\n')
    })

    it('streams the current filter as a spreadsheet-safe CSV with a byte-order mark', async () => {
      const response = await respond(() =>
        csvRoute.loader(
          args(request('/admin/requests.csv?type=enquiry&q=example.com', { cookie: people.admin!.cookie })),
        ),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder().decode(bytes.slice(3))
      const lines = text.split('\r\n')
      expect(lines[0]).toMatch(/^"Type","Received \(UTC\)","Status","Owner","Name","Email"/)
      // 25 bulk + the formula one; not Ada (engines.example), not the callback.
      expect(lines.filter(Boolean)).toHaveLength(1 + 26)
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","evil@example.com"`)
      expect(text).toContain(`"'+1 call me, ""now"""`)
      expect(text).not.toContain('Grace Hopper')
      const all = await respond(() =>
        csvRoute.loader(args(request('/admin/requests.csv', { cookie: people.admin!.cookie }))),
      )
      const body = await all.text()
      expect(body).toContain('"Callback"')
      expect(body).toContain('"morning (9 AM - 12 PM)","America/New_York","Use case: Inspecting hulls; Size: 501+"')
      expect(body).toContain('"Contacted"')
      expect(body).toContain('"+44 20 7946 0000"')
      // Each lead's notes in the last column, one a line, with when and who.
      expect(body).toMatch(
        new RegExp(
          `"Ada Lovelace".*"\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, ${people.admin!.email.replace('.', '\\.')}: Called, wants a demo\\."\r\n`,
        ),
      )
    })
  })

  describe('the Users dialog', () => {
    const change = (intent: string, userId: string, who = 'admin') =>
      respond(() =>
        usersRoute.action(args(formRequest('/admin/users', { intent, userId }, { cookie: people[who]!.cookie }))),
      )
    const isAdmin = async (label: string) =>
      (await rows<{ is_admin: boolean }>('select is_admin from public.profiles where id = $1', [people[label]!.id]))[0]!
        .is_admin

    it('lists and searches users a page at a time, and asks before a change', async () => {
      const load = (search: string) =>
        usersRoute.loader(args(request(`/admin/users${search}`, { cookie: people.admin!.cookie })))
      const all = (await load('')).list!
      expect(all.page.total).toBe(4)
      expect(all.selfId).toBe(people.admin!.id)
      expect((await load(`?q=${encodeURIComponent('plain-')}`)).list!.users.map((u) => u.email)).toEqual([
        people.plain!.email,
      ])
      const confirm = (await load(`?confirm=grant&user=${people.plain!.id}`)).list!.confirm
      expect(confirm).toEqual({ what: 'grant', id: people.plain!.id, email: people.plain!.email })
      expect((await load('?tab=roles')).list).toBeNull()
    })

    it('grants and revokes, never oneself and never the last admin, recording each', async () => {
      const granted = await change('grant', people.plain!.id)
      expect(granted.headers.get('Location')).toBe(`/admin/users?done=grant&user=${people.plain!.id}`)
      expect(await isAdmin('plain')).toBe(true)
      expect((await change('grant', people.plain!.id)).status).toBe(409)

      const self = await change('revoke', people.admin!.id)
      expect(self.status).toBe(403)
      expect(await self.json()).toEqual({
        error: 'You cannot remove your own admin access. Another admin can do it for you.',
      })
      expect(await isAdmin('admin')).toBe(true)

      expect((await change('revoke', people.plain!.id)).status).toBe(302)
      expect((await change('revoke', people.second!.id)).status).toBe(302)
      expect(await isAdmin('second')).toBe(false)
      // Only 'admin' is left: the operator cannot remove them either.
      expect(
        await runAsServiceRole(engine, 'test: npm run admin -- revoke', (tx) =>
          grantAdmin(tx, people.admin!.email, false),
        ),
      ).toBe('last-admin')
      expect(await isAdmin('admin')).toBe(true)
      expect((await change('grant', crypto.randomUUID())).status).toBe(404)
      expect((await change('promote', people.plain!.id)).status).toBe(400)

      expect((await audit('admin.grant')).map((e) => [e.actor_email, e.entity_id, e.entity_label, e.after])).toEqual([
        [people.admin!.email, people.plain!.id, people.plain!.email, { email: people.plain!.email, is_admin: true }],
      ])
      expect((await audit('admin.revoke')).map((e) => e.entity_id)).toEqual([people.plain!.id, people.second!.id])
      // Back as it was for the tests below.
      expect(
        await runAsServiceRole(engine, 'test: npm run admin -- grant', (tx) => grantAdmin(tx, people.second!.email)),
      ).toBe('changed')
      expect((await audit('admin.grant')).at(-1)!.actor_email).toBe('operator')
    })
  })

  describe('join requests', () => {
    it('are approved or rejected after a confirmation, each recorded', async () => {
      const waiting = async () =>
        (
          await organizationsRoute.loader(
            args(request('/admin/organizations?tab=join-requests', { cookie: people.admin!.cookie })),
          )
        ).people!.people.map((p) => p.email)
      const a = await runAsServiceRole(engine, 'fixture', (tx) =>
        createUser(tx, { email: `joiner-a-${kind}@example.com`, password: 'a-good-password', name: 'A' }),
      )
      const b = await runAsServiceRole(engine, 'fixture', (tx) =>
        createUser(tx, { email: `joiner-b-${kind}@example.com`, password: 'a-good-password', name: 'B' }),
      )
      expect(await waiting()).toEqual(expect.arrayContaining([a.email, b.email]))
      const asked = await organizationsRoute.loader(
        args(
          request(`/admin/organizations?tab=join-requests&confirm=reject&user=${b.id}`, {
            cookie: people.admin!.cookie,
          }),
        ),
      )
      expect(asked.confirm).toEqual({ what: 'reject', id: b.id, email: b.email })
      const decide = (intent: string, userId: string) =>
        respond(() =>
          organizationsRoute.action(
            args(formRequest('/admin/organizations', { intent, userId }, { cookie: people.admin!.cookie })),
          ),
        )
      expect((await decide('reject', b.id)).headers.get('Location')).toBe(
        `/admin/organizations?tab=join-requests&done=reject&user=${b.id}`,
      )
      expect((await decide('reject', b.id)).status).toBe(409)
      expect((await decide('approve', a.id)).status).toBe(302)
      expect(await waiting()).not.toContain(b.email)
      expect(await waiting()).not.toContain(a.email)
      const profile = (
        await rows<{ join_rejected_at: Date | null }>('select join_rejected_at from public.profiles where id = $1', [
          b.id,
        ])
      )[0]!
      expect(profile.join_rejected_at).not.toBeNull()
      // Rejected: no organisation. Approved: an organisation named as their profile is, with them as its Admin.
      const memberships = await rows(
        `select m.user_id, m.role, o.name from public.organization_members m
         join public.organizations o on o.id = m.organization_id where m.user_id = any($1) order by o.name`,
        [[a.id, b.id]],
      )
      expect(memberships).toEqual([{ user_id: a.id, role: 'admin', name: 'A' }])
      expect((await audit('join_request.reject')).map((e) => e.entity_id)).toEqual([b.id])
      expect((await audit('join_request.approve')).map((e) => e.entity_id)).toEqual([a.id])
      const done = await organizationsRoute.loader(
        args(
          request(`/admin/organizations?tab=join-requests&done=reject&user=${b.id}`, { cookie: people.admin!.cookie }),
        ),
      )
      expect(done.done).toBe(`Join request rejected: ${b.email}.`)
    })
  })

  describe('the audit log', () => {
    it('records every model write in its transaction, with the values before and after', async () => {
      const admin = userCaller({ id: people.admin!.id, email: people.admin!.email })
      const fields = withFillIns({
        ...newModelValues,
        title: `Audited ${kind}`,
        description: 'Watched.',
        cost: 5,
      } as never)
      const created = await createModel(admin, fields)
      await createModel(admin, { ...fields, title: `Imported ${kind}` }, { imported: true })
      await updateModel(admin, created.id, { ...fields, cost: 9 })
      await setModelFlag(admin, created.id, 'is_featured', true)
      await setModelFlag(admin, created.id, 'is_active', false)
      await deleteModel(admin, created.id)
      const entries = await rows<{
        action: string
        entity_id: string
        entity_label: string | null
        before: Record<string, unknown> | null
        after: Record<string, unknown> | null
      }>(
        `select action, entity_id, entity_label, before, after from public.audit_log where entity = 'model' order by id`,
      )
      expect(entries.map((e) => e.action)).toEqual([
        'model.create',
        'model.import',
        'model.update',
        'model.feature',
        'model.visibility',
        'model.delete',
      ])
      expect(entries[2]).toMatchObject({ entity_id: created.id, before: { cost: 5 }, after: { cost: 9 } })
      expect(Object.keys(entries[2]!.after!)).toEqual(['cost'])
      expect(entries[3]!.after).toEqual({ title: `Audited ${kind}`, is_featured: true })
      expect(entries[5]!.before).toMatchObject({ title: `Audited ${kind}`, is_active: false, is_featured: true })
      // Each named by its title then, the deleted one from the values recorded with it.
      expect(entries.map((e) => e.entity_label)).toEqual([
        `Audited ${kind}`,
        `Imported ${kind}`,
        `Audited ${kind}`,
        `Audited ${kind}`,
        `Audited ${kind}`,
        `Audited ${kind}`,
      ])

      // A write whose record fails is not made: a non-admin's model write is refused as a whole.
      const plain = userCaller({ id: people.plain!.id, email: people.plain!.email })
      await expect(createModel(plain, { ...fields, title: 'Sneaky' })).rejects.toThrow()
      expect(await rows(`select 1 from public.ai_models where title = 'Sneaky'`)).toEqual([])
    })

    it('is shown to admins newest first, filtered by actor, action and entity, a page at a time', async () => {
      const load = async (search: string) =>
        auditRoute.loader(args(request(`/admin/audit${search}`, { cookie: people.admin!.cookie })))
      const all = await load('')
      expect(all.page.total).toBeGreaterThan(10)
      expect(all.entries[0]!.action).toBe('model.delete')
      const ats = all.entries.map((e) => new Date(e.at).getTime())
      expect([...ats].sort((x, y) => y - x)).toEqual(ats)
      expect((await load('?actor=operator')).entries.every((e) => e.actor_email === 'operator')).toBe(true)
      expect((await load('?action=lead.note')).page.total).toBe(2)
      expect((await load('?action=lead.note_edit')).page.total).toBe(1)
      expect((await load('?entity=user&action=admin.revoke')).page.total).toBe(2)
      // The next page continues after the last entry shown; an old `?page=` is the first page.
      const next = await load(`?after=${all.page.lastKey}`)
      expect(next.entries.length).toBe(Math.max(0, Math.min(25, all.page.total - 25)))
      expect(next.page.position).toBe(25)
      expect((await load('?page=2')).entries).toEqual(all.entries)
      expect((await load('?action=drop.table&entity=everything')).page.total).toBe(all.page.total)
    })

    it('cannot be changed by an admin, the service role, or even the owner', async () => {
      const admin = userCaller({ id: people.admin!.id, email: people.admin!.email })
      const count = async () => (await rows<{ n: number }>('select count(*)::int as n from public.audit_log'))[0]!.n
      const before = await count()
      for (const sql of [
        `update public.audit_log set actor_email = 'someone-else'`,
        'delete from public.audit_log',
        'truncate public.audit_log',
        `insert into public.audit_log (actor_email, action, entity) values ('forged', 'model.delete', 'model')`,
      ]) {
        await expect(
          runAs(engine, admin, (tx) => tx.query(sql)),
          sql,
        ).rejects.toThrow(/permission denied/)
        await expect(
          runAsServiceRole(engine, 'test: tamper', (tx) => tx.query(sql)),
          sql,
        ).rejects.toThrow(/permission denied/)
      }
      // The owner (no role set) still cannot update, delete or truncate: the triggers refuse.
      for (const sql of [
        `update public.audit_log set actor_email = 'x'`,
        'delete from public.audit_log',
        'truncate public.audit_log',
      ])
        await expect(engine.query(sql), sql).rejects.toThrow(/cannot be changed/)
      expect(await count()).toBe(before)
      // And nobody records in someone else's name: the actor comes from the caller.
      const plain = userCaller({ id: people.plain!.id, email: people.plain!.email })
      await expect(
        runAs(engine, plain, (tx) =>
          tx.query(`select private.record_audit('model.delete', 'model', null, null, null, 'operator')`),
        ),
      ).rejects.toThrow(/Only an admin/)
      await expect(
        runAs(engine, { role: 'anon' }, (tx) =>
          tx.query(`select private.record_audit('model.delete', 'model', null, null, null)`),
        ),
      ).rejects.toThrow(/permission denied/)
      await runAs(engine, admin, (tx) =>
        tx.query(`select private.record_audit('model.delete', 'model', 'x', null, null, 'operator')`),
      )
      expect((await rows('select actor_id, actor_email from public.audit_log order by id desc limit 1'))[0]).toEqual({
        actor_id: people.admin!.id,
        actor_email: people.admin!.email,
      })
    })
  })
})
