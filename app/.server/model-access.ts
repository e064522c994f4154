/**
 * The one module for an organisation's models (public.organization_models;
 * docs/decisions/084-model-access-from-the-catalogue.md): an Admin's request from a model's page,
 * what the page and the dashboard's Overview read, and staff's approval or decline on the sales desk.
 * Every read and write runs as the caller, so Row Level Security decides: an organisation's members
 * read its rows, its Admins ask, staff decide. A request opens its lead and a decision queues the
 * Admins' e-mail in the same transaction (the table's triggers); each decision is in the audit log.
 */
import type { AccessPlan, AccessRequest, AccessStatus, OrganisationModel } from '~/lib/entities/organization-model'
import type { AccessRequestInput } from '~/lib/model-access'
import { recordAudit } from './audit'
import type { AuthUser } from './auth/provider'
import { asCaller, userCaller, type Caller, type Queryable } from './db'
import { kickOutbox } from './mail/outbox'

type Member = Pick<AuthUser, 'id' | 'email'>

/** The status as the organisation sees it today (`t`: the table's alias): a term that is over has ended. */
const seenStatus = (t: string) =>
  `case when ${t}.status in ('trial', 'active') and ${t}.ends_on <= current_date then 'ended' else ${t}.status end`

/** What a model's page offers the signed-in person: the form (an Admin), or why not, and what they asked before. */
interface AccessOnPage {
  role: 'admin' | 'member' | 'none'
  organizationName: string | null
  /** The organisation's latest request for this model, if any. */
  latest: { status: AccessStatus; plan: AccessPlan; created_at: string } | null
}

/** The person's organisation (the one joined first, as the dashboard's) and their role in it. */
async function organisationOf(tx: Queryable, user: Member) {
  const { rows } = await tx.query<{ id: string; role: 'admin' | 'member'; name: string | null }>(
    `select m.organization_id as id, m.role, o.name
     from public.organization_members m join public.organizations o on o.id = m.organization_id
     where m.user_id = $1 order by m.joined_at, m.organization_id limit 1`,
    [user.id],
  )
  return rows[0] ?? null
}

/** The catalogue's model with this slug, as the person may read it. */
async function modelOf(tx: Queryable, slug: string) {
  const { rows } = await tx.query<{ id: string; title: string }>(
    'select id, title from public.ai_models where slug = $1',
    [slug],
  )
  return rows[0] ?? null
}

export function accessOnModelPage(user: Member, slug: string): Promise<AccessOnPage> {
  return asCaller(userCaller(user), async (tx) => {
    const organization = await organisationOf(tx, user)
    if (!organization) return { role: 'none', organizationName: null, latest: null }
    const modelId = (await modelOf(tx, slug))?.id ?? null
    const { rows: latest } = await tx.query<AccessOnPage['latest'] & object>(
      `select ${seenStatus('om')} as status, om.plan, to_json(om.created_at)#>>'{}' as created_at
       from public.organization_models om
       where om.organization_id = $1 and om.model_id = $2
       order by om.created_at desc, om.id desc limit 1`,
      [organization.id, modelId],
    )
    return { role: organization.role, organizationName: organization.name, latest: latest[0] ?? null }
  })
}

type RequestOutcome =
  { ok: true; id: string } | { ok: false; reason: 'no-organisation' | 'not-admin' | 'model-not-found' | 'already-open' }

/**
 * The Admin's request for the model with this slug, for their organisation. Only an Admin's
 * passes the table's policy; one while another waits or runs is refused (and by the open-request
 * index, should two race), and nothing is saved.
 */
export function requestModelAccess(user: Member, slug: string, input: AccessRequestInput): Promise<RequestOutcome> {
  return asCaller(userCaller(user), async (tx): Promise<RequestOutcome> => {
    const organization = await organisationOf(tx, user)
    if (!organization) return { ok: false, reason: 'no-organisation' }
    if (organization.role !== 'admin') return { ok: false, reason: 'not-admin' }
    const model = await modelOf(tx, slug)
    if (!model) return { ok: false, reason: 'model-not-found' }
    const organizationId = organization.id
    const { rows: open } = await tx.query(
      `select 1 from public.organization_models
       where organization_id = $1 and model_id = $2 and status in ('requested', 'trial', 'active')`,
      [organizationId, model.id],
    )
    if (open[0]) return { ok: false, reason: 'already-open' }
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.organization_models (organization_id, model_id, model_title, requested_by, plan, teams, note)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [organizationId, model.id, model.title, user.id, input.plan, input.teams, input.note],
    )
    return { ok: true, id: rows[0]!.id }
  }).catch((error: unknown): RequestOutcome => {
    // Two requests at once: the open-request index lets one through; the other is told so.
    if ((error as { code?: string }).code === '23505') return { ok: false, reason: 'already-open' }
    throw error
  })
}

/** The organisation's models for its Overview: every one asked for or used, not the declined; newest first. */
/** The organisation's models as its Overview lists them, newest first (declined requests left out). */
export async function organisationModelsIn(tx: Queryable, organizationId: string): Promise<OrganisationModel[]> {
  const { rows } = await tx.query<OrganisationModel>(
    `select om.id, om.model_title, m.slug, ${seenStatus('om')} as status,
            om.plan, om.teams, om.monthly_price_cents, to_char(om.ends_on, 'YYYY-MM-DD') as ends_on
     from public.organization_models om left join public.ai_models m on m.id = om.model_id
     where om.organization_id = $1 and om.status <> 'declined'
     order by om.created_at desc, om.id desc
     limit 100`,
    [organizationId],
  )
  return rows
}

// ---- staff's side ---------------------------------------------------------------------------

const REQUEST_COLUMNS = `om.id, om.organization_id, o.name as organization_name, om.model_title, om.status, om.plan,
  om.teams, om.note, (m.cost * 100)::int as catalogue_price_cents, om.monthly_price_cents,
  to_char(om.starts_on, 'YYYY-MM-DD') as starts_on, om.term_months, to_char(om.ends_on, 'YYYY-MM-DD') as ends_on,
  om.decline_reason`

async function readRequest(tx: Queryable, id: string, lock: boolean) {
  const { rows } = await tx.query<AccessRequest>(
    `select ${REQUEST_COLUMNS}
     from public.organization_models om
       join public.organizations o on o.id = om.organization_id
       left join public.ai_models m on m.id = om.model_id
     where om.id = $1 ${lock ? 'for update of om' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** A request as the desk shows it (staff only: anyone else reads none of another organisation's). */
export function openAccessRequest(caller: Caller, id: string): Promise<AccessRequest | null> {
  return asCaller(caller, (tx) => readRequest(tx, id, false))
}

type Decision = { ok: true; name: string | null } | { ok: false; reason: 'not-found' | 'decided' }

/** The decision, its lead's status (won or lost) and both audit entries, in one transaction. */
async function decide(
  caller: Caller,
  id: string,
  change: (tx: Queryable, request: AccessRequest) => Promise<{ after: Record<string, unknown>; won: boolean }>,
): Promise<Decision> {
  return asCaller(caller, async (tx): Promise<Decision> => {
    // Locking applies the 'staff decide' policy, which passes only a request that waits, to staff:
    // one decided already is told apart by a plain read; anything else is not theirs to decide.
    const request = await readRequest(tx, id, true)
    if (!request) {
      const seen = await readRequest(tx, id, false)
      return { ok: false, reason: seen && seen.status !== 'requested' ? 'decided' : 'not-found' }
    }
    const { after, won } = await change(tx, request)
    const entityId = `access:${id}`
    const described = { organization: request.organization_name, model: request.model_title }
    await recordAudit(tx, {
      action: won ? 'model_access.approve' : 'model_access.decline',
      entity: 'lead',
      entityId,
      before: { status: 'requested' },
      after: { ...described, ...after },
    })
    const { rows: lead } = await tx.query<{ status: string }>(
      'select status from public.leads where organization_model_id = $1',
      [id],
    )
    const status = won ? 'won' : 'lost'
    if (lead[0] && lead[0].status !== status) {
      await tx.query('update public.leads set status = $2 where organization_model_id = $1', [id, status])
      await recordAudit(tx, { action: 'lead.status', entity: 'lead', entityId, before: lead[0], after: { status } })
    }
    return { ok: true, name: request.organization_name }
  }).then((decision) => {
    // The Admins' e-mails were queued with the decision: send them now, in the background.
    if (decision.ok) kickOutbox()
    return decision
  })
}

/** Staff approve: a trial or an active subscription from `startsOn`, for `termMonths`, at `priceCents` a month. */
export function approveModelAccess(
  caller: Caller,
  id: string,
  terms: { startsOn: string; termMonths: number; priceCents: number },
): Promise<Decision> {
  return decide(caller, id, async (tx, request) => {
    const status = request.plan === 'trial' ? 'trial' : 'active'
    await tx.query(
      `update public.organization_models
       set status = $2, starts_on = $3, term_months = $4, monthly_price_cents = $5,
           decided_by = (select auth.uid()), decided_at = now()
       where id = $1`,
      [id, status, terms.startsOn, terms.termMonths, terms.priceCents],
    )
    return {
      won: true,
      after: {
        status,
        starts_on: terms.startsOn,
        term_months: terms.termMonths,
        monthly_price_cents: terms.priceCents,
      },
    }
  })
}

/** Staff decline, with the reason the organisation's Admins are told. */
export function declineModelAccess(caller: Caller, id: string, reason: string): Promise<Decision> {
  return decide(caller, id, async (tx) => {
    await tx.query(
      `update public.organization_models
       set status = 'declined', decline_reason = $2, decided_by = (select auth.uid()), decided_at = now()
       where id = $1`,
      [id, reason],
    )
    return { won: false, after: { status: 'declined', decline_reason: reason } }
  })
}
