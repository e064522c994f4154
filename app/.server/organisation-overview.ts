/**
 * What the dashboard's Overview reads (docs/decisions/089-an-overview-from-own-records.md): the
 * organisation's figures now and when the month began, its models, and its latest events. Every
 * read runs as the member, so Row Level Security decides what is theirs: asked for another
 * organisation, the figures are zeros and the lists empty.
 */
import {
  ACTIVITY_LIMIT,
  activityItems,
  statCards,
  type ActivityRow,
  type Overview,
  type OverviewFigures,
} from '~/lib/overview'
import type { AuthUser } from './auth/provider'
import { asCaller, userCaller, type Queryable } from './db'
import { organisationModelsIn } from './model-access'

type Member = Pick<AuthUser, 'id' | 'email'>

/*
 * Each figure now and at the month's first instant (UTC). A model is in use once staff approved it
 * until its term is over, as 'Your models' shows it Trial or Active (a start day still to come
 * included: the customer has it); a ticket is open until resolved (resolved_at,
 * supabase/migrations/20261202030000_overview_from_own_records.sql); the balance is what is
 * issued and not yet paid. Each count reads one organisation's rows by its own index.
 */
const FIGURES = `
  with month as (select date_trunc('month', now(), 'UTC') as began, date_trunc('month', current_date)::date as first_day)
  select
    (select count(*) from public.organization_models om
      where om.organization_id = $1 and om.status in ('trial', 'active') and om.ends_on > current_date)::int as "modelsNow",
    (select count(*) from public.organization_models om, month
      where om.organization_id = $1 and om.status in ('trial', 'active', 'ended') and om.decided_at < month.began
        and om.ends_on > month.first_day)::int as "modelsThen",
    (select count(*) from public.support_tickets t
      where t.organization_id = $1 and t.status <> 'resolved')::int as "openTicketsNow",
    (select count(*) from public.support_tickets t, month
      where t.organization_id = $1 and t.created_at < month.began
        and (t.resolved_at is null or t.resolved_at >= month.began))::int as "openTicketsThen",
    (select coalesce(sum(i.total_cents), 0) from public.invoices i
      where i.organization_id = $1 and i.paid_at is null)::float8 as "balanceNowCents",
    (select coalesce(sum(i.total_cents), 0) from public.invoices i, month
      where i.organization_id = $1 and i.issued_at < month.began
        and (i.paid_at is null or i.paid_at >= month.began))::float8 as "balanceThenCents"`

/*
 * The latest events of each kind, newest first, each kind read by its own index and cut at the
 * limit before they are merged. Staff's replies are looked for on the tickets with the latest
 * activity only: a reply moves its ticket up, so the newest replies are all on those.
 */
const ACTIVITY = `
  with recent_tickets as (
    select t.id, t.number, t.title, t.created_at, t.resolved_at from public.support_tickets t
    where t.organization_id = $1 order by t.last_activity_at desc, t.id desc limit $2)
  select * from (
    (select 'model-requested' as kind, om.id::text as ref, om.created_at as at, om.model_title as title,
            m.slug, om.plan, null::text as day, null::bigint as number, null::float8 as cents,
            -- An invoice's number or a member's name.
            null::text as label
     from public.organization_models om left join public.ai_models m on m.id = om.model_id
     where om.organization_id = $1 order by om.created_at desc limit $2)
    union all
    (select case when om.status = 'declined' then 'model-declined' else 'model-approved' end, om.id::text, om.decided_at,
            om.model_title, m.slug, om.plan, to_char(om.starts_on, 'YYYY-MM-DD'), null, null, null
     from public.organization_models om left join public.ai_models m on m.id = om.model_id
     where om.organization_id = $1 and om.decided_at is not null order by om.decided_at desc limit $2)
    union all
    (select 'ticket-opened', t.id::text, t.created_at, t.title, null, null, null, t.number, null, null
     from recent_tickets t)
    union all
    (select 'ticket-resolved', t.id::text, t.resolved_at, t.title, null, null, null, t.number, null, null
     from recent_tickets t where t.resolved_at is not null)
    union all
    (select 'ticket-replied', t.id::text, sm.created_at, t.title, null, null, null, t.number, null, null
     from recent_tickets t join public.support_messages sm on sm.ticket_id = t.id
     where sm.from_staff order by sm.created_at desc limit $2)
    union all
    (select 'invoice-issued', i.id::text, i.issued_at, null, null, null, to_char(i.due_date, 'YYYY-MM-DD'),
            null, i.total_cents::float8, i.number
     from public.invoices i where i.organization_id = $1 order by i.issued_at desc, i.id desc limit $2)
    union all
    (select 'invoice-paid', i.id::text, i.paid_at, null, null, null, null, null, i.total_cents::float8, i.number
     from public.invoices i where i.organization_id = $1 and i.paid_at is not null order by i.paid_at desc limit $2)
    union all
    (select 'member-joined', m.user_id::text, m.joined_at, null, null, null, null, null, null,
            coalesce(nullif(btrim(m.name), ''), m.email)
     from private.organization_team($1) m order by m.joined_at desc limit $2)
  ) e
  order by e.at desc, e.kind, e.ref
  limit $2`

interface EventRow {
  kind: ActivityRow['kind']
  ref: string
  at: Date | string
  title: string | null
  slug: string | null
  plan: string | null
  day: string | null
  number: number | string | null
  cents: number | null
  label: string | null
}

/** The database's row as the words module takes it: each kind with only its own fields. */
function activityRow(e: EventRow): ActivityRow {
  const title = e.title ?? ''
  switch (e.kind) {
    case 'model-requested':
      return { kind: e.kind, ref: e.ref, at: e.at, title, slug: e.slug, plan: e.plan ?? '' }
    case 'model-approved':
      return { kind: e.kind, ref: e.ref, at: e.at, title, slug: e.slug, plan: e.plan ?? '', day: e.day }
    case 'model-declined':
      return { kind: e.kind, ref: e.ref, at: e.at, title, slug: e.slug }
    case 'ticket-opened':
    case 'ticket-replied':
    case 'ticket-resolved':
      return { kind: e.kind, ref: e.ref, at: e.at, title, number: Number(e.number) }
    case 'invoice-issued':
      return { kind: e.kind, ref: e.ref, at: e.at, number: e.label ?? '', cents: e.cents ?? 0, day: e.day ?? '' }
    case 'invoice-paid':
      return { kind: e.kind, ref: e.ref, at: e.at, number: e.label ?? '', cents: e.cents ?? 0 }
    case 'member-joined':
      return { kind: e.kind, ref: e.ref, at: e.at, name: e.label ?? '' }
  }
}

async function figuresOf(tx: Queryable, organizationId: string) {
  const { rows } = await tx.query<OverviewFigures>(FIGURES, [organizationId])
  return rows[0]!
}

async function activityOf(tx: Queryable, organizationId: string) {
  const { rows } = await tx.query<EventRow>(ACTIVITY, [organizationId, ACTIVITY_LIMIT])
  return rows.map(activityRow)
}

/** The Overview of the member's organisation, in one transaction, its times said relative to `now`. */
export function loadOverview(user: Member, organizationId: string, now = new Date()): Promise<Overview> {
  return asCaller(userCaller(user), async (tx) => {
    const figures = await figuresOf(tx, organizationId)
    const models = await organisationModelsIn(tx, organizationId)
    const rows = await activityOf(tx, organizationId)
    return { stats: statCards(figures), models, activity: activityItems(rows, now) }
  })
}
