// Invoices (docs/decisions/085-invoices-that-add-up.md), on every engine:
//
// 1. The policy matrix of public.invoices and public.invoice_lines and of the two functions staff
//    write through, as the other organisation tables' (tests/support-tickets.test.ts): A's and B's
//    Admin and Member, an outsider, a visitor, staff, the service role; every write cell proven by
//    its effect afterwards (as the owner); every allow expected.
// 2. Numbers: consecutive within a year, an issue that fails gives its number back; on PostgreSQL,
//    20 issues at once (some failing) leave no gap and no duplicate.
// 3. Totals exact to the cent for 1,000 random invoices (a seeded generator), issued through the
//    database and read back, against BigInt arithmetic written apart from the module's.
// 4. The module (app/.server/invoices.ts): issued, read by the organisation only, listed by staff
//    by key (all, pending), overdue once past due, marked paid once, audited; the Admins' e-mail
//    sent in their language, or not at all when their notifications are off; the revenue report.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setDb, userCaller } from '~/.server/db'
import {
  issueInvoice,
  listOrganisationInvoices,
  listStaffInvoices,
  markInvoicePaid,
  openOrganisationInvoice,
  openStaffInvoice,
  organisationToBill,
  revenueByMonth,
} from '~/.server/invoices'
import { drainOutbox } from '~/.server/mail/outbox'
import { invoiceList } from '~/lib/admin-lists'
import { formatCents, invoiceTotals } from '~/lib/entities/invoice'
import { keysetWindow } from '~/lib/list-query'
import { parseDollars, utcDay } from '~/lib/invoices'
import { describeEachEngine } from './helpers/database'
import { withMailFiles } from './helpers/mail-files'
import { organisationMatrix, outcome, readCells, type MatrixWho } from './helpers/organization-matrix'

type Who = MatrixWho
type Expected = 'allowed' | 'permission denied'

const year = new Date().getUTCFullYear()
const inDays = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000))
const line = (description = 'Consulting', quantity = 1, unit_price_cents = 10_000) => ({
  description,
  quantity,
  unit_price_cents,
})

/** A small seeded generator (mulberry32): the same 1,000 invoices on every run and engine. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), next }
}

describeEachEngine('invoices on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'invoices')
  const { engine, ids, callers, id, owner, exists, as, organisationLike } = matrix
  const me = (who: 'admin' | 'member' | 'adminB' | 'memberB') => ({
    id: id(who),
    email: `${who.toLowerCase()}@invoices-matrix.example.com`,
  })
  const issue = (organization: string, lines = [line()], tax = 2000, due = inDays(30)) =>
    issueInvoice(callers.staff!, { organization, due_date: due, tax_rate_bp: tax, lines })

  /** An invoice of `organization` with one line, as the owner (the service role's way) makes it. */
  async function invoiceOf(organization: string) {
    const { rows } = await owner<{ id: string }>(
      `insert into public.invoices (organization_id, year, sequence, tax_rate_bp, subtotal_cents, tax_cents,
         total_cents, due_date)
       values ($1, 1999 + 1, (select coalesce(max(sequence), 0) + 1 from public.invoices where year = 2000),
         0, 500, 0, 500, current_date + 30)
       returning id`,
      [organization],
    )
    const invoice = rows[0]!.id
    await owner(
      `insert into public.invoice_lines (invoice_id, position, description, quantity, unit_price_cents, amount_cents)
       values ($1, 1, 'Fixture', 1, 500, 500)`,
      [invoice],
    )
    return invoice
  }

  beforeAll(async () => {
    await matrix.open()
    setDb(engine())
    ids.invoiceA = await invoiceOf(id('A'))
    ids.invoiceB = await invoiceOf(id('B'))
  })
  afterAll(async () => {
    setDb(undefined)
    await matrix.close()
  })

  // ---- 1. the policy matrix -----------------------------------------------------------------

  const orgOf = (invoice: string) => (invoice === id('invoiceA') ? 'A' : 'B')
  it.each(
    readCells([
      { table: 'invoices', column: 'id', where: 'id = any($1)' },
      { table: 'invoice_lines', column: 'invoice_id', where: 'invoice_id = any($1)' },
    ]),
  )('$table select as $who: $expected', (cell) => matrix.expectRead(cell, [[id('invoiceA'), id('invoiceB')]], orgOf))

  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  const count = async (organization: string) =>
    (
      await owner<{ n: number }>('select count(*)::int as n from public.invoices where organization_id = $1', [
        organization,
      ])
    ).rows[0]!.n

  const WRITES: Record<string, (organization: string) => Promise<Attempt>> = {
    'invoices insert': async (organization) => {
      const before = await count(organization)
      return {
        sql: `insert into public.invoices (organization_id, year, sequence, tax_rate_bp, subtotal_cents, tax_cents,
                total_cents, due_date)
              values ($1, 2001, (select coalesce(max(sequence), 0) + 1 from public.invoices where year = 2001), 0, 1, 0, 1, current_date)`,
        params: [organization],
        happened: async () => (await count(organization)) > before,
      }
    },
    'invoices update paid': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: 'update public.invoices set paid_at = now() where id = $1',
        params: [invoice],
        happened: () => exists('select 1 from public.invoices where id = $1 and paid_at is not null', [invoice]),
      }
    },
    'invoices delete': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: 'delete from public.invoices where id = $1',
        params: [invoice],
        happened: async () => !(await exists('select 1 from public.invoices where id = $1', [invoice])),
      }
    },
    'lines insert': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: `insert into public.invoice_lines (invoice_id, position, description, quantity, unit_price_cents, amount_cents)
              values ($1, 2, 'Added', 1, 0, 0)`,
        params: [invoice],
        happened: () => exists('select 1 from public.invoice_lines where invoice_id = $1 and position = 2', [invoice]),
      }
    },
    'lines update': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: `update public.invoice_lines set description = 'Rewritten' where invoice_id = $1`,
        params: [invoice],
        happened: () =>
          exists(`select 1 from public.invoice_lines where invoice_id = $1 and description = 'Rewritten'`, [invoice]),
      }
    },
    'lines delete': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: 'delete from public.invoice_lines where invoice_id = $1',
        params: [invoice],
        happened: async () => !(await exists('select 1 from public.invoice_lines where invoice_id = $1', [invoice])),
      }
    },
    'issue (function)': async (organization) => {
      const before = await count(organization)
      return {
        sql: `select * from private.issue_invoice($1, current_date + 7, 0, '[{"description": "Issued", "quantity": 1, "unit_price_cents": 100}]')`,
        params: [organization],
        happened: async () => (await count(organization)) > before,
      }
    },
    'mark paid (function)': async (organization) => {
      const invoice = await invoiceOf(organization)
      return {
        sql: 'select * from private.mark_invoice_paid($1)',
        params: [invoice],
        happened: () => exists('select 1 from public.invoices where id = $1 and paid_at is not null', [invoice]),
      }
    },
  }
  const FUNCTIONS = ['issue (function)', 'mark paid (function)']
  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  function expectedOf(op: string, who: Who): Expected {
    // Staff through the functions only; the service role (the operator) on the tables only.
    if (FUNCTIONS.includes(op)) return who === 'staff' ? 'allowed' : 'permission denied'
    return who === 'service' ? 'allowed' : 'permission denied'
  }
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) => (['A', 'B'] as const).map((org) => ({ op, who, org, expected: expectedOf(op, who) }))),
  )

  it('has a cell for every caller, operation and organisation, and allows only what it should', () => {
    expect(CELLS).toHaveLength(8 * 6 * 2)
    const allowed = CELLS.filter((cell) => cell.expected === 'allowed')
    // The service role's six table writes on both (12); staff's two functions on both (4).
    expect(allowed).toHaveLength(12 + 4)
  })

  it.each(CELLS)('$op on $org as $who: $expected', async ({ op, who, org, expected }) => {
    const attempt = await WRITES[op]!(org === 'A' ? id('A') : id('B'))
    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))
    expect(result).toBe(expected === 'allowed' ? 'ok' : 'permission denied')
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  it('the staff view gives rows to staff alone', async () => {
    const view = (who: Who) =>
      as(
        who,
        async (tx) => (await tx.query('select id from private.staff_invoices where id = $1', [id('invoiceA')])).rows,
      )
    expect(await view('admin')).toEqual([])
    expect(await view('member')).toEqual([])
    expect(await outcome(view('anon'))).toBe('permission denied')
    expect(await view('staff')).toHaveLength(1)
  })

  // ---- 2. numbers -----------------------------------------------------------------------------

  const numbersOf = async () =>
    (
      await owner<{ sequence: number }>('select sequence from public.invoices where year = $1 order by sequence', [
        year,
      ])
    ).rows.map((row) => row.sequence)
  const gapFree = (sequences: number[]) => sequences.every((n, i) => n === i + 1)

  it('numbers go INV-YYYY-NNNN one after the other; a refused issue gives its number back', async () => {
    const organization = await organisationLike('A', 'Numbers Ltd')
    const first = await issue(organization)
    expect(first).toMatchObject({ ok: true, number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{4}$`)) })
    // A line the table refuses (a quantity of 0): the whole issue is rolled back, counter included.
    await expect(issue(organization, [line('Nothing', 0)])).rejects.toMatchObject({ code: '23514' })
    const second = await issue(organization)
    const [a, b] = [first, second].map((r) => (r.ok ? Number(r.number.slice(-4)) : 0))
    expect(b).toBe(a! + 1)
    expect(gapFree(await numbersOf())).toBe(true)
    // No such organisation: nothing issued, no number taken.
    expect(await issue(randomUUID())).toEqual({ ok: false, reason: 'no-organization' })
    const third = await issue(organization)
    expect(third.ok && Number(third.number.slice(-4))).toBe(b! + 1)
  })

  if (kind === 'postgres') {
    it('20 issues at once, a few of them failing, take consecutive numbers with no gap and no duplicate', async () => {
      const organization = await organisationLike('B', 'Concurrent Ltd')
      const before = (await numbersOf()).length
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          // Every fifth fails on its line after taking a number: the number must come back.
          issue(organization, [line(`Concurrent ${i}`, i % 5 === 4 ? 0 : 1)]),
        ),
      )
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4)
      const numbers = await numbersOf()
      expect(numbers).toHaveLength(before + 16)
      expect(gapFree(numbers)).toBe(true)
      const issued = results.flatMap((r) => (r.status === 'fulfilled' && r.value.ok ? [r.value.number] : []))
      expect(new Set(issued).size).toBe(16)
    })
  }

  // ---- 3. totals exact to the cent ------------------------------------------------------------

  it('1,000 random invoices: every line, subtotal, tax and total exact to the cent', async () => {
    const organization = await organisationLike('B', 'Totals Ltd')
    const random = seeded(85)
    const cents = () =>
      // Mostly everyday prices, sometimes the largest the table takes, sometimes free.
      [() => random.int(1, 99_999), () => random.int(0, 1_000_000_000), () => 0][
        random.int(0, 9) < 8 ? 0 : random.int(1, 2)
      ]!()
    const invoices = Array.from({ length: 1000 }, () => ({
      tax: [0, 2000, 825, 10_000, random.int(0, 10_000)][random.int(0, 4)]!,
      lines: Array.from({ length: random.int(1, 6) }, (_, i) => line(`Line ${i + 1}`, random.int(1, 10_000), cents())),
    }))
    // Eight at a time (each waits its turn for the year's counter): the ids keep the invoices' order.
    const issued: string[] = []
    for (let at = 0; at < invoices.length; at += 8) {
      const batch = await Promise.all(invoices.slice(at, at + 8).map((i) => issue(organization, i.lines, i.tax)))
      for (const result of batch) issued.push(result.ok ? result.id : expect.unreachable('not issued'))
    }
    const { rows } = await owner<{ id: string; subtotal: string; tax: string; total: string; lines: string[] }>(
      `select i.id, i.subtotal_cents::text as subtotal, i.tax_cents::text as tax, i.total_cents::text as total,
         array_agg(l.amount_cents::text order by l.position) as lines
       from public.invoices i join public.invoice_lines l on l.invoice_id = i.id
       where i.organization_id = $1 group by i.id`,
      [organization],
    )
    const stored = new Map(rows.map((row) => [row.id, row]))
    invoices.forEach((invoice, i) => {
      const row = stored.get(issued[i]!)!
      // The reference, written apart: exact rationals, tax = ⌊subtotal × rate / 10000 + ½⌋.
      const amounts = invoice.lines.map((l) => BigInt(l.quantity) * BigInt(l.unit_price_cents))
      const subtotal = amounts.reduce((a, b) => a + b, 0n)
      const tax = (2n * subtotal * BigInt(invoice.tax) + 10_000n) / 20_000n
      expect(row.lines).toEqual(amounts.map(String))
      expect([row.subtotal, row.tax, row.total]).toEqual([String(subtotal), String(tax), String(subtotal + tax)])
      // The page's arithmetic and words agree to the cent.
      const totals = invoiceTotals(invoice.lines, invoice.tax)
      expect([totals.subtotal_cents, totals.tax_cents, totals.total_cents].map(String)).toEqual([
        row.subtotal,
        row.tax,
        row.total,
      ])
      const total = subtotal + tax
      expect(formatCents(Number(total))).toBe(
        `$${(total / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(total % 100n).toString().padStart(2, '0')}`,
      )
    })
  }, 240_000)

  // ---- 4. the module --------------------------------------------------------------------------

  describe('an invoice from issue to paid', () => {
    let organization = ''
    let invoice = ''
    let number = ''

    beforeAll(async () => {
      organization = await organisationLike('A', 'Billing Ltd')
    })

    it('staff issue one: the organisation reads it pending, with its lines; nobody else does', async () => {
      const issued = await issue(organization, [line('Platform fee', 1, 250_000), line('Extra seats', 3, 4_999)], 2000)
      expect(issued.ok).toBe(true)
      if (!issued.ok) return
      ;({ id: invoice, number } = issued)
      const list = await listOrganisationInvoices(me('member'), organization)
      expect(list[0]).toMatchObject({ id: invoice, number, status: 'pending', total_cents: 317_996 })
      const opened = await openOrganisationInvoice(me('admin'), organization, invoice)
      expect(opened).toMatchObject({ organization_name: 'Billing Ltd', subtotal_cents: 264_997, tax_cents: 52_999 })
      expect(opened?.lines.map((l) => [l.description, l.amount_cents])).toEqual([
        ['Platform fee', 250_000],
        ['Extra seats', 14_997],
      ])
      expect(await openOrganisationInvoice(me('memberB'), organization, invoice)).toBeNull()
      expect(await listOrganisationInvoices(me('memberB'), organization)).toEqual([])
      // A member is not staff: the function refuses.
      await expect(
        issueInvoice(userCaller(me('admin')), {
          organization,
          due_date: inDays(1),
          tax_rate_bp: 0,
          lines: [line()],
        }),
      ).rejects.toBeTruthy()
    })

    it("'Issue invoice' starts from a line per active model of the organisation, at its monthly price", async () => {
      const model = (title: string, status: string, price: number | null, startsOn: string | null) =>
        owner(
          `insert into public.organization_models
             (organization_id, model_title, status, plan, teams, monthly_price_cents, starts_on, term_months)
           values ($1, $2, $3, 'subscription', 1, $4, $5::date, case when $5::date is null then null else 12 end)`,
          [organization, title, status, price, startsOn],
        )
      await model('MedScan Vision-3', 'active', 250_000, inDays(-30))
      await model('Asked for only', 'requested', null, null)
      await model('Long over', 'active', 99_00, '2020-01-01')
      const chosen = await organisationToBill(callers.staff!, organization)
      expect(chosen?.modelLines).toEqual([
        { description: 'MedScan Vision-3: monthly subscription', quantity: '1', unit_price: '$2,500.00' },
      ])
      // The form reads the line back as the same cents.
      expect(parseDollars(chosen!.modelLines[0]!.unit_price)).toBe(250_000)
      expect(await organisationToBill(userCaller(me('admin')), organization)).toBeNull()
    })

    it('staff list it by key, all and pending; past its due date it is overdue', async () => {
      const staff = callers.staff!
      const first = await listStaffInvoices(
        staff,
        'all-invoices',
        keysetWindow(invoiceList('all-invoices'), { after: null, before: null }),
      )
      expect(first.invoices[0]).toMatchObject({ id: invoice, organization_name: 'Billing Ltd', status: 'pending' })
      expect(first.invoices).toHaveLength(20)
      const next = await listStaffInvoices(
        staff,
        'all-invoices',
        keysetWindow(invoiceList('all-invoices'), { after: first.page.lastKey, before: null }),
      )
      expect(next.page.position).toBe(20)
      expect(next.invoices.map((i) => i.id)).not.toContain(invoice)
      await owner(`update public.invoices set due_date = current_date - 1 where id = $1`, [invoice])
      expect((await openStaffInvoice(staff, invoice))?.status).toBe('overdue')
      const pending = await listStaffInvoices(
        staff,
        'pending',
        keysetWindow(invoiceList('pending'), { after: null, before: null }),
      )
      expect(pending.invoices.map((i) => i.id)).toContain(invoice)
      expect(pending.invoices.every((i) => i.status !== 'paid')).toBe(true)
      // Anyone else: nothing.
      expect(
        (
          await listStaffInvoices(
            callers.admin!,
            'all-invoices',
            keysetWindow(invoiceList('all-invoices'), { after: null, before: null }),
          )
        ).page.total,
      ).toBe(0)
      expect(await openStaffInvoice(callers.admin!, invoice)).toBeNull()
    })

    it('staff mark it paid once; issue and payment are audited with the number', async () => {
      const staff = callers.staff!
      expect(await markInvoicePaid(staff, invoice)).toEqual({ ok: true, already: false })
      expect(await markInvoicePaid(staff, invoice)).toEqual({ ok: true, already: true })
      expect(await markInvoicePaid(staff, randomUUID())).toEqual({ ok: false, reason: 'not-found' })
      expect((await listOrganisationInvoices(me('member'), organization))[0]?.status).toBe('paid')
      const pending = await listStaffInvoices(
        staff,
        'pending',
        keysetWindow(invoiceList('pending'), { after: null, before: null }),
      )
      expect(pending.invoices.map((i) => i.id)).not.toContain(invoice)
      const { rows } = await owner<{ action: string; entity_label: string; after: Record<string, unknown> }>(
        `select action, entity_label, after from public.audit_log where entity = 'invoice' and entity_id = $1 order by at, id`,
        [invoice],
      )
      expect(rows.map((r) => [r.action, r.entity_label])).toEqual([
        ['invoice.issue', number],
        ['invoice.paid', number],
      ])
      expect(rows[0]!.after).toMatchObject({ organization: 'Billing Ltd', total_cents: 317_996, lines: 2 })
    })

    it('the revenue report counts it in this month, invoiced and paid', async () => {
      const months = await revenueByMonth(callers.staff!)
      expect(months).toHaveLength(12)
      const now = months.at(-1)!
      expect(now.month).toBe(utcDay(new Date()).slice(0, 7))
      expect(now.paid_cents).toBeGreaterThanOrEqual(317_996)
      expect(now.invoiced_cents).toBeGreaterThanOrEqual(now.paid_cents)
      expect(months.slice(0, -1).every((m) => m.invoiced_cents === 0)).toBe(true)
      expect((await revenueByMonth(callers.admin!)).every((m) => m.invoices === 0)).toBe(true)
    })

    it('each Admin gets the e-mail in their language, unless their notifications are off', async () => {
      await owner(`delete from private.mail_outbox where kind = 'invoice_issued'`)
      const other = await organisationLike('B', 'Mail Ltd')
      await owner(
        `insert into public.profile_settings (user_id, language) values ($1, 'fr')
         on conflict (user_id) do update set language = 'fr'`,
        [id('adminB')],
      )
      const sent = await issue(other, [line('Audit', 2, 12_345)], 0)
      expect(sent.ok).toBe(true)
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        const mails = read('invoice-issued')
        expect(mails).toHaveLength(1)
        expect(mails[0]).toContain('To: adminb@invoices-matrix.example.com')
        expect(mails[0]).toContain(sent.ok ? sent.number : 'none')
        expect(mails[0]).toContain('$246.90')
        expect(mails[0]).toContain('Facture')
      })
      await owner(
        `insert into public.profile_settings (user_id, email_notifications) values ($1, false)
         on conflict (user_id) do update set email_notifications = false`,
        [id('adminB')],
      )
      await issue(other, [line('Audit', 1, 1)], 0)
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        expect(read('invoice-issued')).toEqual([])
      })
    })
  })
})
