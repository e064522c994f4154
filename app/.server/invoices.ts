/**
 * The one module for invoices and their lines (public.invoices, public.invoice_lines;
 * docs/decisions/085-invoices-that-add-up.md). Every read and write runs as the caller, so Row Level
 * Security decides: a member reads their organisation's invoices, staff every invoice. Staff write
 * only through the database's two functions (private.issue_invoice, private.mark_invoice_paid),
 * which take the year's number, compute the totals in cents and queue the Admins' e-mail; each is
 * recorded in the audit log in its own transaction.
 */
import type { InvoiceTab } from '~/lib/admin-lists'
import type { InvoiceDocument, InvoiceLine, InvoiceSummary, StaffInvoice } from '~/lib/entities/invoice'
import { formatCents, invoiceLimits } from '~/lib/entities/invoice'
import type { IssueInvoiceInput, TypedLine } from '~/lib/invoices'
import { reportMonths } from '~/lib/invoices'
import type { KeysetPage, KeysetWindow } from '~/lib/list-query'
import { recordAudit } from './audit'
import type { AuthUser } from './auth/provider'
import { asCaller, userCaller, type Caller, type Queryable } from './db'
import { readKeysetPage } from './db/keyset'
import { kickOutbox } from './mail/outbox'

type Member = Pick<AuthUser, 'id' | 'email'>

// Amounts are bigint in the tables; every one stays below 2^53 (the lines' checks), so a double
// holds it exactly and the pages get numbers, not strings.
const SUMMARY = `i.id, i.number, i.issued_at, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.paid_at,
  i.total_cents::float8 as total_cents, private.invoice_status(i.paid_at, i.due_date) as status`

const DOCUMENT = `${SUMMARY}, i.organization_id, o.name as organization_name, i.subtotal_cents::float8 as subtotal_cents,
  i.tax_cents::float8 as tax_cents, i.tax_rate_bp`

async function linesOf(tx: Queryable, invoiceId: string) {
  const { rows } = await tx.query<InvoiceLine>(
    `select position, description, quantity, unit_price_cents::float8 as unit_price_cents,
       amount_cents::float8 as amount_cents
     from public.invoice_lines where invoice_id = $1 order by position`,
    [invoiceId],
  )
  return rows
}

/**
 * One invoice with its lines, as the caller may read it: of `organizationId` (a member's), or, with
 * null, as staff (an organisation's Admin opening staff's page gets nothing); null when none.
 */
async function documentOf(tx: Queryable, invoiceId: string, organizationId: string | null) {
  const { rows } = await tx.query<Omit<InvoiceDocument, 'lines'>>(
    `select ${DOCUMENT} from public.invoices i join public.organizations o on o.id = i.organization_id
     where i.id = $1 and case when $2::uuid is null then (select private.is_admin()) else i.organization_id = $2 end`,
    [invoiceId, organizationId],
  )
  const invoice = rows[0]
  return invoice ? { ...invoice, lines: await linesOf(tx, invoiceId) } : null
}

// ---- the organisation's side ----------------------------------------------------------------

/** The organisation's invoices, newest first (its most recent `organisationList`), for Billing. */
export function listOrganisationInvoices(user: Member, organizationId: string): Promise<InvoiceSummary[]> {
  return asCaller(userCaller(user), async (tx) => {
    const { rows } = await tx.query<InvoiceSummary>(
      `select ${SUMMARY} from public.invoices i where i.organization_id = $1
       order by i.issued_at desc, i.id desc limit $2`,
      [organizationId, invoiceLimits.organisationList],
    )
    return rows
  })
}

/** One of the organisation's invoices with its lines; null when it has no such invoice. */
export function openOrganisationInvoice(user: Member, organizationId: string, invoiceId: string) {
  return asCaller(userCaller(user), (tx) => documentOf(tx, invoiceId, organizationId))
}

// ---- staff's side ---------------------------------------------------------------------------

/**
 * Invoices → All Invoices or Pending (every unpaid invoice, overdue ones too): newest first, a page
 * by key (decision 079's readKeysetPage), through private.staff_invoices, which gives staff every
 * invoice and anyone else none.
 */
export function listStaffInvoices(
  caller: Caller,
  tab: InvoiceTab,
  window: KeysetWindow,
): Promise<{ invoices: StaffInvoice[]; page: KeysetPage }> {
  return asCaller(caller, async (tx) => {
    const { items, page } = await readKeysetPage<StaffInvoice>(
      tx,
      {
        columns: `keyed.id, keyed.number, keyed.issued_at, to_char(keyed.due_date, 'YYYY-MM-DD') as due_date,
          keyed.paid_at, keyed.total_cents::float8 as total_cents, keyed.status, keyed.organization_id,
          keyed.organization_name`,
        from: 'private.staff_invoices',
        at: 'issued_at',
        id: 'id',
        idType: 'uuid',
        where: () => (tab === 'pending' ? 'keyed.paid_at is null' : 'true'),
      },
      window,
    )
    return { invoices: items, page }
  })
}

/** One invoice as staff open it; null when there is none. */
export function openStaffInvoice(caller: Caller, invoiceId: string): Promise<InvoiceDocument | null> {
  return asCaller(caller, (tx) => documentOf(tx, invoiceId, null))
}

interface RevenueMonth {
  /** 'YYYY-MM' (UTC). */
  month: string
  /** Invoiced that month (by the day of issue), in cents, and how many invoices. */
  invoiced_cents: number
  invoices: number
  /** Paid that month (by the day marked paid), in cents. */
  paid_cents: number
}

/** Invoices → Reports: the last `reportMonths` months, oldest first, every month there even when empty. */
export function revenueByMonth(caller: Caller, now: Date = new Date()): Promise<RevenueMonth[]> {
  const months = reportMonths(now)
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ month: string; invoiced: number; invoices: number; paid: number }>(
      `with issued as (
         select to_char(issued_at at time zone 'utc', 'YYYY-MM') as month, sum(total_cents) as invoiced, count(*) as n
         from private.staff_invoices where issued_at >= $1::timestamptz group by 1),
       paid as (
         select to_char(paid_at at time zone 'utc', 'YYYY-MM') as month, sum(total_cents) as paid
         from private.staff_invoices where paid_at >= $1::timestamptz group by 1)
       select coalesce(issued.month, paid.month) as month, coalesce(issued.invoiced, 0)::float8 as invoiced,
         coalesce(issued.n, 0)::int as invoices, coalesce(paid.paid, 0)::float8 as paid
       from issued full join paid on paid.month = issued.month`,
      [`${months[0]}-01T00:00:00Z`],
    )
    const byMonth = new Map(rows.map((row) => [row.month, row]))
    return months.map((month) => {
      const row = byMonth.get(month)
      return { month, invoiced_cents: row?.invoiced ?? 0, invoices: row?.invoices ?? 0, paid_cents: row?.paid ?? 0 }
    })
  })
}

/** Staff issue an invoice: the number, the totals, the lines, the Admins' e-mail and the audit entry, or nothing. */
export async function issueInvoice(
  caller: Caller,
  input: IssueInvoiceInput,
): Promise<{ ok: true; id: string; number: string } | { ok: false; reason: 'no-organization' }> {
  const issued = await asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string; number: string; total_cents: number }>(
      `select id, number, total_cents::float8 as total_cents from private.issue_invoice($1, $2::date, $3, $4::jsonb)`,
      [input.organization, input.due_date, input.tax_rate_bp, JSON.stringify(input.lines)],
    )
    const invoice = rows[0]
    if (!invoice) return { ok: false, reason: 'no-organization' } as const
    const { rows: named } = await tx.query<{ name: string | null }>(
      'select name from public.organizations where id = $1',
      [input.organization],
    )
    await recordAudit(tx, {
      action: 'invoice.issue',
      entity: 'invoice',
      entityId: invoice.id,
      after: {
        title: invoice.number,
        organization: named[0]?.name ?? null,
        total_cents: invoice.total_cents,
        tax_rate_bp: input.tax_rate_bp,
        due_date: input.due_date,
        lines: input.lines.length,
      },
    })
    return { ok: true, id: invoice.id, number: invoice.number } as const
  })
  if (issued.ok) kickOutbox()
  return issued
}

/** Staff mark an invoice paid; `already` when it was (nothing changes, nothing is recorded). */
export function markInvoicePaid(
  caller: Caller,
  invoiceId: string,
): Promise<{ ok: true; already: boolean } | { ok: false; reason: 'not-found' }> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{
      number: string
      organization: string | null
      total_cents: number
      was_paid: boolean
    }>('select number, organization, total_cents::float8 as total_cents, was_paid from private.mark_invoice_paid($1)', [
      invoiceId,
    ])
    const invoice = rows[0]
    if (!invoice) return { ok: false, reason: 'not-found' } as const
    if (!invoice.was_paid) {
      await recordAudit(tx, {
        action: 'invoice.paid',
        entity: 'invoice',
        entityId: invoiceId,
        before: { title: invoice.number, status: 'unpaid' },
        after: {
          title: invoice.number,
          organization: invoice.organization,
          status: 'paid',
          total_cents: invoice.total_cents,
        },
      })
    }
    return { ok: true, already: invoice.was_paid } as const
  })
}

/** The organisation an invoice is being written to, as staff see it; null when there is none (or the caller is not staff). */
/**
 * The organisation staff are billing, with a line for each of its active models (decision 084's
 * organization_models: active and not yet ended), at its monthly price: the form starts from them,
 * and staff change, remove or add to them as free lines. Null when there is no such organisation.
 */
export function organisationToBill(
  caller: Caller,
  organizationId: string,
): Promise<{ id: string; name: string | null; modelLines: TypedLine[] } | null> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ id: string; name: string | null }>(
      'select id, name from private.staff_organizations where id = $1',
      [organizationId],
    )
    if (!rows[0]) return null
    const { rows: models } = await tx.query<{ model_title: string; monthly_price_cents: number }>(
      `select model_title, monthly_price_cents from public.organization_models
       where organization_id = $1 and status = 'active' and monthly_price_cents is not null
         and (ends_on is null or ends_on > current_date)
       order by model_title
       limit $2`,
      [organizationId, invoiceLimits.lines],
    )
    const modelLines = models.map((model) => ({
      description: `${model.model_title}: monthly subscription`,
      quantity: '1',
      unit_price: formatCents(model.monthly_price_cents),
    }))
    return { ...rows[0], modelLines }
  })
}
