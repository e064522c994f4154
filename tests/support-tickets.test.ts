// Support tickets (docs/decisions/083-support-that-answers.md), on every engine:
//
// 1. The policy matrix of public.support_tickets and public.support_messages, as the other
//    organisation tables' (tests/organizations-rls.test.ts, tests/organization-domains.test.ts):
//    organisations A and B, each with an Admin and a Member; an outsider; a visitor; staff; the
//    service role. Select, insert, update and delete against A's and B's tickets, each write cell
//    on a ticket of its own, proven by its effect afterwards (as the owner): every allow is expected.
// 2. The module (app/.server/support.ts): a member opens a ticket and replies, another
//    organisation's member cannot reach it, staff list it by key and status, reply, change its
//    status, priority and owner (an admin only), each change audited; each message queues the
//    other side's e-mail, and the outbox sends it in the recipient's language, or not at all when
//    their 'Email notifications' are off.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setDb } from '~/.server/db'
import { memberSupportAction } from '~/.server/support-forms'
import { drainOutbox } from '~/.server/mail/outbox'
import {
  listOrganisationTickets,
  listStaffTickets,
  openOrganisationTicket,
  openStaffTicket,
  openTicket,
  replyAsMember,
  replyAsStaff,
  setTicketOwner,
  setTicketPriority,
  setTicketStatus,
} from '~/.server/support'
import { keysetWindow } from '~/lib/list-query'
import { supportTicketList } from '~/lib/admin-lists'
import { supportMessages, type SupportActionData } from '~/lib/support'
import { describeEachEngine } from './helpers/database'
import { withMailFiles } from './helpers/mail-files'
import { organisationMatrix, outcome, readCells, type MatrixOrg, type MatrixWho } from './helpers/organization-matrix'

type Who = MatrixWho
type Org = MatrixOrg
/** 'refused': the row's policy said no (42501, new row violates row-level security). */
type Expected = 'allowed' | 'no rows' | 'refused' | 'permission denied'

const RLS_REFUSAL = /^42501: new row violates row-level security policy/

describeEachEngine('support tickets on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'support')
  const { engine, ids, callers, id, owner, exists, as, organisationLike } = matrix
  const me = (who: 'admin' | 'member' | 'adminB' | 'memberB' | 'staff') => ({
    id: id(who),
    email: `${who.toLowerCase()}@support-matrix.example.com`,
  })

  /** A ticket of `organization` with its first message, as the owner makes them. */
  async function ticketOf(organization: string, author: string, title = `Ticket ${randomUUID()}`) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.support_tickets (organization_id, author_id, title) values ($1, $2, $3) returning id`,
      [organization, author, title],
    )
    const ticket = rows[0]!.id
    await owner(
      `insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, false, 'Help')`,
      [ticket, author],
    )
    return ticket
  }

  beforeAll(async () => {
    await matrix.open()
    setDb(engine())
    ids.ticketA = await ticketOf(id('A'), id('member'))
    ids.ticketB = await ticketOf(id('B'), id('memberB'))
  })
  afterAll(async () => {
    setDb(undefined)
    await matrix.close()
  })

  // ---- 1. the policy matrix -----------------------------------------------------------------

  it.each(
    readCells([
      { table: 'support_tickets', column: 'id', where: 'id = any($1)' },
      { table: 'support_messages', column: 'ticket_id', where: 'ticket_id = any($1)' },
    ]),
  )('$table select as $who: $expected', (cell) =>
    matrix.expectRead(cell, [[id('ticketA'), id('ticketB')]], (ticket) => (ticket === id('ticketA') ? 'A' : 'B')),
  )

  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  /** The caller's own id (the visitor and the service role write as the outsider). */
  const self = (who: Who) => (who === 'anon' || who === 'service' ? id('outsider') : id(who))
  const authorOf = (org: Org) => (org === 'A' ? id('member') : id('memberB'))

  const WRITES: Record<string, (organization: string, org: Org, who: Who) => Promise<Attempt>> = {
    // As themselves, for the organisation of the cell.
    'tickets insert': async (organization, _org, who) => {
      const title = `Opened ${randomUUID()}`
      return {
        sql: 'insert into public.support_tickets (organization_id, author_id, title) values ($1, $2, $3)',
        params: [organization, self(who), title],
        happened: () => exists('select 1 from public.support_tickets where title = $1', [title]),
      }
    },
    // Opening one already resolved and owned: fields only the database and staff set.
    'tickets insert with status': async (organization, _org, who) => {
      const title = `Forged ${randomUUID()}`
      return {
        sql: `insert into public.support_tickets (organization_id, author_id, title, status) values ($1, $2, $3, 'resolved')`,
        params: [organization, self(who), title],
        happened: () => exists('select 1 from public.support_tickets where title = $1', [title]),
      }
    },
    'tickets update status': async (organization, org) => {
      const ticket = await ticketOf(organization, authorOf(org))
      return {
        sql: `update public.support_tickets set status = 'resolved' where id = $1`,
        params: [ticket],
        happened: () => exists(`select 1 from public.support_tickets where id = $1 and status = 'resolved'`, [ticket]),
      }
    },
    'tickets update title': async (organization, org) => {
      const ticket = await ticketOf(organization, authorOf(org))
      return {
        sql: `update public.support_tickets set title = 'Renamed' where id = $1`,
        params: [ticket],
        happened: () => exists(`select 1 from public.support_tickets where id = $1 and title = 'Renamed'`, [ticket]),
      }
    },
    'tickets delete': async (organization, org) => {
      const ticket = await ticketOf(organization, authorOf(org))
      return {
        sql: 'delete from public.support_tickets where id = $1',
        params: [ticket],
        happened: async () => !(await exists('select 1 from public.support_tickets where id = $1', [ticket])),
      }
    },
    'messages insert as a member': async (organization, org, who) => {
      const ticket = await ticketOf(organization, authorOf(org))
      const body = `Member ${randomUUID()}`
      return {
        sql: 'insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, false, $3)',
        params: [ticket, self(who), body],
        happened: () => exists('select 1 from public.support_messages where body = $1', [body]),
      }
    },
    'messages insert as staff': async (organization, org, who) => {
      const ticket = await ticketOf(organization, authorOf(org))
      const body = `Staff ${randomUUID()}`
      return {
        sql: 'insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, true, $3)',
        params: [ticket, self(who), body],
        happened: () => exists('select 1 from public.support_messages where body = $1', [body]),
      }
    },
    'messages update': async (organization, org) => {
      const ticket = await ticketOf(organization, authorOf(org))
      return {
        sql: `update public.support_messages set body = 'Rewritten' where ticket_id = $1`,
        params: [ticket],
        happened: () =>
          exists(`select 1 from public.support_messages where ticket_id = $1 and body = 'Rewritten'`, [ticket]),
      }
    },
    'messages delete': async (organization, org) => {
      const ticket = await ticketOf(organization, authorOf(org))
      return {
        sql: 'delete from public.support_messages where ticket_id = $1',
        params: [ticket],
        happened: async () => !(await exists('select 1 from public.support_messages where ticket_id = $1', [ticket])),
      }
    },
  }

  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  const memberOf = (who: Who, org: Org) => org === 'A' && (who === 'admin' || who === 'member')
  function expectedOf(op: string, who: Who, org: Org): Expected {
    if (who === 'service') return 'allowed'
    if (who === 'anon') return 'permission denied'
    switch (op) {
      case 'tickets insert':
      case 'messages insert as a member':
        return memberOf(who, org) ? 'allowed' : 'refused'
      case 'tickets update status':
        return who === 'staff' ? 'allowed' : 'no rows'
      case 'messages insert as staff':
        return who === 'staff' ? 'allowed' : 'refused'
      default:
        // Status on insert, a title, a message changed or deleted, a ticket deleted: nobody's but the service role's.
        return 'permission denied'
    }
  }
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) =>
      (['A', 'B'] as const).map((org) => ({ op, who, org, expected: expectedOf(op, who, org) })),
    ),
  )

  it('has a cell for every caller, operation and organisation, and allows only what it should', () => {
    expect(CELLS).toHaveLength(9 * 6 * 2)
    const allowed = CELLS.filter((cell) => cell.expected === 'allowed').map((c) => `${c.op} ${c.who} ${c.org}`)
    // The service role everywhere (18); A's members opening and writing to A's tickets (4); staff's
    // status and staff replies on both (4).
    expect(allowed).toHaveLength(18 + 4 + 4)
  })

  it.each(CELLS)('$op on $org as $who: $expected', async ({ op, who, org, expected }) => {
    const organization = org === 'A' ? id('A') : id('B')
    const attempt = await WRITES[op]!(organization, org, who)
    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))
    if (expected === 'permission denied') expect(result).toBe('permission denied')
    else if (expected === 'refused') expect(result).toMatch(RLS_REFUSAL)
    else expect(result).toBe('ok')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  it('the thread function gives the thread only to who reads the ticket, staff addresses only to staff', async () => {
    await owner(
      `insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, true, 'Answer')`,
      [id('ticketA'), id('staff')],
    )
    const thread = (who: Who) =>
      as(
        who,
        async (tx) =>
          (
            await tx.query<{ from_staff: boolean; author_email: string | null }>(
              'select from_staff, author_email from private.support_thread($1)',
              [id('ticketA')],
            )
          ).rows,
      )
    expect(await thread('memberB')).toEqual([])
    expect(await thread('outsider')).toEqual([])
    expect(await outcome(thread('anon'))).toBe('permission denied')
    const members = await thread('member')
    expect(members.map((m) => m.author_email)).toEqual(['member@support-matrix.example.com', null])
    const staffs = await thread('staff')
    expect(staffs.at(-1)).toEqual({ from_staff: true, author_email: 'staff@support-matrix.example.com' })
    // The desk's view: nobody but staff gets a row.
    const desk = (who: Who) =>
      as(
        who,
        async (tx) =>
          (await tx.query('select id from private.staff_support_tickets where id = $1', [id('ticketA')])).rows,
      )
    expect(await desk('admin')).toEqual([])
    expect(await desk('staff')).toHaveLength(1)
  })

  // ---- 2. the module ------------------------------------------------------------------------

  describe('a ticket from opening to resolved', () => {
    let ticket = ''
    let organization = ''
    let modelId = ''

    beforeAll(async () => {
      organization = await organisationLike('A', 'Tickets Ltd')
      const { rows } = await owner<{ id: string }>(
        `insert into public.ai_models (title, description) values ($1, 'A model') returning id`,
        [`Support model ${randomUUID().slice(0, 8)}`],
      )
      modelId = rows[0]!.id
    })

    it('a member opens one, about a model, and it is Open, medium or as chosen, and nobody’s', async () => {
      const opened = await openTicket(me('member'), organization, {
        title: 'API keys stopped working',
        description: 'Since this morning every call answers 401.\nSecond line.',
        priority: 'high',
        model: modelId,
      })
      expect(opened.ok).toBe(true)
      ticket = opened.ok ? opened.id : ''
      const list = await listOrganisationTickets(me('admin'), organization)
      expect(list.map((t) => [t.id, t.status, t.priority])).toEqual([[ticket, 'open', 'high']])
      const found = await openOrganisationTicket(me('admin'), organization, ticket)
      expect(found?.ticket.model_title).toMatch(/^Support model/)
      expect(found?.messages.map((m) => m.body)).toEqual(['Since this morning every call answers 401.\nSecond line.'])
      // The team's e-mail is queued with it: nobody owns it, so no address (the sales team's).
      const { rows } = await owner<{ payload: Record<string, unknown> }>(
        `select payload from private.mail_outbox where kind = 'support_reply' and payload ->> 'ticket_id' = $1`,
        [ticket],
      )
      expect(rows.map((r) => r.payload)).toEqual([
        expect.objectContaining({
          to_staff: true,
          email: null,
          opened: true,
          author: 'member@support-matrix.example.com',
        }),
      ])
    })

    it('an unknown model is refused, and nothing is saved', async () => {
      const before = (await listOrganisationTickets(me('member'), organization)).length
      expect(
        await openTicket(me('member'), organization, {
          title: 'x',
          description: 'y',
          priority: 'low',
          model: randomUUID(),
        }),
      ).toEqual({ ok: false, reason: 'unknown-model' })
      expect(await listOrganisationTickets(me('member'), organization)).toHaveLength(before)
    })

    it('another organisation’s member neither reads nor answers it, nor opens one for it', async () => {
      expect(await openOrganisationTicket(me('memberB'), organization, ticket)).toBeNull()
      expect(await listOrganisationTickets(me('memberB'), organization)).toEqual([])
      expect(await replyAsMember(me('memberB'), organization, ticket, 'Me too')).toBe(false)
      await expect(
        openTicket(me('memberB'), organization, { title: 'Forged', description: 'x', priority: 'low' }),
      ).rejects.toMatchObject({ code: '42501' })
    })

    it('staff find it on the desk, by status, and a page by key', async () => {
      const staff = callers.staff!
      const all = await listStaffTickets(staff, null, keysetWindow(supportTicketList, { after: null, before: null }))
      expect(all.tickets[0]).toMatchObject({
        id: ticket,
        organization_name: 'Tickets Ltd',
        author_email: 'member@support-matrix.example.com',
        owner_id: null,
      })
      expect(all.page.total).toBeGreaterThan(20)
      expect(all.tickets).toHaveLength(20)
      const next = await listStaffTickets(
        staff,
        null,
        keysetWindow(supportTicketList, { after: all.page.lastKey, before: null }),
      )
      expect(next.page.position).toBe(20)
      expect(next.tickets.map((t) => t.id)).not.toContain(ticket)
      const back = await listStaffTickets(
        staff,
        null,
        keysetWindow(supportTicketList, { after: null, before: next.page.firstKey }),
      )
      expect(back.tickets.map((t) => t.id)).toEqual(all.tickets.map((t) => t.id))
      const resolved = await listStaffTickets(
        staff,
        'resolved',
        keysetWindow(supportTicketList, { after: null, before: null }),
      )
      expect(resolved.tickets.every((t) => t.status === 'resolved')).toBe(true)
      expect(resolved.tickets.map((t) => t.id)).not.toContain(ticket)
      // Anyone else: an empty desk.
      expect(
        (await listStaffTickets(callers.admin!, null, keysetWindow(supportTicketList, { after: null, before: null })))
          .page.total,
      ).toBe(0)
      expect(await openStaffTicket(callers.admin!, ticket)).toBeNull()
    })

    it('staff reply, take it, and change its status and priority, each audited once', async () => {
      const staff = callers.staff!
      expect(await replyAsStaff(staff, ticket, 'We are on it.')).toEqual({ ok: true })
      expect(await setTicketOwner(staff, ticket, id('member'))).toEqual({ ok: false, reason: 'not-admin' })
      expect(await setTicketOwner(staff, ticket, id('staff'))).toEqual({ ok: true })
      expect(await setTicketStatus(staff, ticket, 'in_progress')).toEqual({ ok: true })
      expect(await setTicketStatus(staff, ticket, 'in_progress')).toEqual({ ok: true })
      expect(await setTicketPriority(staff, ticket, 'medium')).toEqual({ ok: true })
      expect(await setTicketStatus(staff, randomUUID(), 'resolved')).toEqual({ ok: false, reason: 'not-found' })
      expect(await replyAsStaff(staff, randomUUID(), 'x')).toEqual({ ok: false, reason: 'not-found' })
      // Not staff: the policies change nothing.
      expect(await setTicketStatus(callers.admin!, ticket, 'resolved')).toEqual({ ok: false, reason: 'not-found' })

      const { rows } = await owner<{ action: string; entity_label: string; before: unknown; after: unknown }>(
        `select action, entity_label, before, after from public.audit_log where entity = 'support_ticket' and entity_id = $1 order by at, id`,
        [ticket],
      )
      expect(rows.map((r) => r.action)).toEqual([
        'support.reply',
        'support.owner',
        'support.status',
        'support.priority',
      ])
      expect(rows.every((r) => r.entity_label === 'API keys stopped working')).toBe(true)
      expect(rows[0]!.after).toMatchObject({ length: 'We are on it.'.length })
      expect(JSON.stringify(rows[0]!.after)).not.toContain('We are on it')
      expect(rows[1]!.after).toMatchObject({ owner: 'staff@support-matrix.example.com' })
      expect(rows[2]).toMatchObject({ before: { status: 'open' }, after: { status: 'in_progress' } })

      const opened = await openStaffTicket(staff, ticket)
      expect(opened?.ticket).toMatchObject({
        status: 'in_progress',
        priority: 'medium',
        owner_email: 'staff@support-matrix.example.com',
      })
      expect(opened?.messages.map((m) => [m.from_staff, m.author_email])).toEqual([
        [false, 'member@support-matrix.example.com'],
        [true, 'staff@support-matrix.example.com'],
      ])
    })

    it('each side is e-mailed on the other’s message: the author in their language, the owner by name', async () => {
      expect(await replyAsMember(me('member'), organization, ticket, 'Still 401 here.')).toBe(true)
      await owner(
        `insert into public.profile_settings (user_id, language) values ($1, 'es') on conflict (user_id) do update set language = 'es'`,
        [id('member')],
      )
      expect(await replyAsStaff(callers.staff!, ticket, 'Fixed: try again.')).toEqual({ ok: true })
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        const toStaff = read('support-ticket')
          .filter((mail) => mail.includes(ticket))
          .join('\n---\n')
        expect(toStaff).toContain('New support ticket TKT-')
        expect(toStaff).toContain('Nobody owns this ticket yet')
        expect(toStaff).toMatch(/To: staff@support-matrix\.example\.com[\s\S]*New reply on TKT-/)
        expect(toStaff).toContain('Still 401 here.')
        expect(toStaff).toContain(`https://www.aivora.test/admin/requests/support?ticket=${ticket}`)
        const toMember = read('support-reply').filter((mail) => mail.includes(ticket))
        expect(toMember).toHaveLength(2)
        expect(toMember.join('\n')).toContain('We are on it.')
        const spanish = toMember.find((mail) => mail.includes('Fixed: try again.'))!
        expect(spanish).toContain('Nuestro equipo de soporte')
        expect(spanish).toContain(`https://www.aivora.test/dashboard?section=support&ticket=${ticket}`)
      })
    })

    it('with the author’s e-mail notifications off, staff replies send nothing', async () => {
      await owner(
        `insert into public.profile_settings (user_id, email_notifications) values ($1, false)
         on conflict (user_id) do update set email_notifications = false`,
        [id('member')],
      )
      expect(await replyAsStaff(callers.staff!, ticket, 'Resolved now.')).toEqual({ ok: true })
      expect(await setTicketStatus(callers.staff!, ticket, 'resolved')).toEqual({ ok: true })
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        expect(read('support-reply').filter((mail) => mail.includes(ticket))).toEqual([])
      })
      expect((await listOrganisationTickets(me('member'), organization))[0]?.status).toBe('resolved')
    })
  })
  it('a member opens at most ten tickets an hour from the Support section: the next is a 429 that saves nothing', async () => {
    const before = (await listOrganisationTickets(me('memberB'), id('B'))).length
    const post = (n: number) =>
      memberSupportAction(
        new Request('http://localhost/dashboard?section=support', {
          method: 'POST',
          body: new URLSearchParams({
            intent: 'open',
            title: `Question ${n}`,
            description: 'Details',
            priority: 'low',
          }),
        }),
        me('memberB'),
      ).catch((thrown: unknown) => thrown)
    for (let n = 1; n <= 10; n++) expect(((await post(n)) as Response).status).toBe(302)
    const refused = (await post(11)) as unknown as { init: ResponseInit; data: SupportActionData }
    expect(refused.init.status).toBe(429)
    expect(refused.data.errors.form).toBe(supportMessages.tooMany)
    expect(await listOrganisationTickets(me('memberB'), id('B'))).toHaveLength(before + 10)
  })
})
