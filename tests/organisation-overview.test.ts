// The Overview from the organisation's own records (docs/decisions/089-an-overview-from-own-records.md),
// on every engine: the three figures now and when the month began, the recent activity newest
// first, and nothing of another organisation's (Row Level Security: asked for A by B's member,
// the figures are zeros and the lists empty). Rows are written as the owner, with times before
// and after the month's first instant; "last month" is 40 days ago, which is always before it.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setDb } from '~/.server/db'
import { loadOverview } from '~/.server/organisation-overview'
import { statCards } from '~/lib/overview'
import { describeEachEngine } from './helpers/database'
import { organisationMatrix } from './helpers/organization-matrix'

describe('the stat cards', () => {
  it('compare each figure with the month’s start, in its own unit, and colour the change by what it means', () => {
    const [models, tickets, balance] = statCards({
      modelsNow: 3,
      modelsThen: 1,
      openTicketsNow: 2,
      openTicketsThen: 2,
      balanceNowCents: 150_000,
      balanceThenCents: 330_050,
    })
    expect(models).toEqual({ title: 'Models in use', value: '3', change: '+2', trend: 'up', good: true })
    expect(tickets).toEqual({ title: 'Open tickets', value: '2', change: null, trend: 'flat', good: true })
    expect(balance).toEqual({
      title: 'Balance due',
      value: '$1,500.00',
      change: '−$1,800.50',
      trend: 'down',
      good: true,
    })
    const [, moreTickets, moreOwed] = statCards({
      modelsNow: 0,
      modelsThen: 1,
      openTicketsNow: 4,
      openTicketsThen: 1,
      balanceNowCents: 1_234_567,
      balanceThenCents: 0,
    })
    expect(moreTickets).toMatchObject({ change: '+3', trend: 'up', good: false })
    expect(moreOwed).toMatchObject({ value: '$12,345.67', change: '+$12,345.67', good: false })
  })
})

describeEachEngine('the Overview on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'overview')
  const { id, owner } = matrix
  const me = (who: 'admin' | 'member' | 'memberB') => ({
    id: id(who),
    email: `${who.toLowerCase()}@overview-matrix.example.com`,
  })
  const LAST_MONTH = `now() - interval '40 days'`

  async function model(title: string) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.ai_models (title, description, cost) values ($1, 'A model', 2500) returning id`,
      [`${title} ${randomUUID().slice(0, 6)}`],
    )
    return rows[0]!.id
  }

  /** A model of organisation A, approved at `decided` to start on `starts` for `months`. */
  async function access(status: string, starts: string, months: number, decided: string) {
    const modelId = await model('Overview')
    await owner(
      `insert into public.organization_models (organization_id, model_id, model_title, requested_by, plan, teams,
         status, monthly_price_cents, starts_on, term_months, decided_at)
       values ($1, $2, 'x', $3, 'subscription', 1, $4, 250000, (${starts})::date, $5, ${decided})`,
      [id('A'), modelId, id('admin'), status, months],
    )
  }

  async function ticket(title: string, created: string) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.support_tickets (organization_id, author_id, title, created_at) values ($1, $2, $3, ${created}) returning id`,
      [id('A'), id('member'), title],
    )
    return rows[0]!.id
  }

  let sequence = 1
  async function invoice(cents: number, issued: string, paid: string | null) {
    await owner(
      `insert into public.invoices (organization_id, year, sequence, tax_rate_bp, subtotal_cents, tax_cents, total_cents,
         issued_at, due_date, paid_at)
       values ($1, 2001, $2, 0, $3, 0, $3, ${issued}, current_date + 30, ${paid ?? 'null'})`,
      [id('A'), sequence++, cents],
    )
  }

  beforeAll(async () => {
    await matrix.open()
    setDb(matrix.engine())
  })
  afterAll(async () => {
    setDb(undefined)
    await matrix.close()
  })

  it('starts at zero, with the team joining as its only activity', async () => {
    const overview = await loadOverview(me('member'), id('A'))
    expect(overview.stats.map((s) => [s.title, s.value, s.change])).toEqual([
      ['Models in use', '0', null],
      ['Open tickets', '0', null],
      ['Balance due', '$0.00', null],
    ])
    expect(overview.models).toEqual([])
    expect(overview.activity.map((a) => a.text).sort()).toEqual([
      'admin@overview-matrix.example.com joined the team',
      'member@overview-matrix.example.com joined the team',
    ])
  })

  it('counts what is in use, open and owed now and when the month began, and lists it newest first', async () => {
    // In use since last month; approved this month; a trial over; approved now to start next month.
    await access('active', `current_date - 40`, 12, LAST_MONTH)
    await access('active', `current_date`, 12, 'now()')
    await access('trial', `current_date - 100`, 1, `now() - interval '100 days'`)
    await access('trial', `current_date + 35`, 1, 'now()')
    // Open since last month; resolved this month; resolved last month; opened this month.
    await ticket('Still open', LAST_MONTH)
    const resolvedNow = await ticket('Resolved now', LAST_MONTH)
    await owner(`update public.support_tickets set status = 'resolved' where id = $1`, [resolvedNow])
    const resolvedBefore = await ticket('Resolved before', LAST_MONTH)
    await owner(`update public.support_tickets set status = 'resolved' where id = $1`, [resolvedBefore])
    await owner(`update public.support_tickets set resolved_at = ${LAST_MONTH} where id = $1`, [resolvedBefore])
    const fresh = await ticket('Opened now', 'now()')
    await owner(
      `insert into public.support_messages (ticket_id, author_id, from_staff, body) values ($1, $2, true, 'On it')`,
      [fresh, id('staff')],
    )
    // Owed since last month; paid this month; issued this month.
    await invoice(100_000, LAST_MONTH, null)
    await invoice(200_000, LAST_MONTH, 'now()')
    await invoice(50_050, 'now()', null)

    const overview = await loadOverview(me('member'), id('A'))
    expect(overview.stats.map((s) => [s.title, s.value, s.change, s.good])).toEqual([
      ['Models in use', '3', '+2', true],
      ['Open tickets', '2', null, true],
      ['Balance due', '$1,500.50', '−$1,499.50', true],
    ])
    const texts = overview.activity.map((a) => a.text)
    expect(texts).toHaveLength(8)
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Support team replied on TKT-\d+: Opened now$/),
        expect.stringMatching(/^TKT-\d+ opened: Opened now$/),
        expect.stringMatching(/^TKT-\d+ resolved: Resolved now$/),
        expect.stringMatching(/^Invoice INV-2001-\d{4} issued: \$500\.50, due /),
        expect.stringMatching(/^Invoice INV-2001-\d{4} paid: \$2,000\.00$/),
      ]),
    )
    // Newest first, each with a link to where it is and its time in words.
    const times = overview.activity.map((a) => a.at)
    expect([...times].sort().reverse()).toEqual(times)
    expect(overview.activity.every((a) => a.href && a.ago === 'Just now')).toBe(true)
    expect(overview.activity.find((a) => a.text.startsWith('Support team'))?.href).toBe(
      `/dashboard?section=support&ticket=${fresh}`,
    )
  })

  it('clears the resolved time when a ticket is opened again', async () => {
    const again = await ticket('Again', LAST_MONTH)
    await owner(`update public.support_tickets set status = 'resolved' where id = $1`, [again])
    const resolvedAt = async () =>
      (await owner<{ r: unknown }>('select resolved_at as r from public.support_tickets where id = $1', [again]))
        .rows[0]!.r
    expect(await resolvedAt()).not.toBeNull()
    await owner(`update public.support_tickets set priority = 'high' where id = $1`, [again])
    expect(await resolvedAt()).not.toBeNull()
    await owner(`update public.support_tickets set status = 'in_progress' where id = $1`, [again])
    expect(await resolvedAt()).toBeNull()
  })

  it("shows another organisation's member nothing of it", async () => {
    const overview = await loadOverview(me('memberB'), id('A'))
    expect(overview.stats.map((s) => s.value)).toEqual(['0', '0', '$0.00'])
    expect(overview.models).toEqual([])
    expect(overview.activity).toEqual([])
  })
})
