// Model access from the catalogue (docs/decisions/084-model-access-from-the-catalogue.md), on every engine:
//
// 1. The policy matrix of public.organization_models, as the other organisation tables'
//    (tests/organizations-rls.test.ts, tests/support-tickets.test.ts): organisations A and B, each
//    with an Admin and a Member; an outsider; a visitor; staff; the service role. Select, insert,
//    update and delete against A's and B's rows, each write cell on a row of its own, proven by its
//    effect afterwards (as the owner): every allow is expected.
// 2. The module (app/.server/model-access.ts): an Admin asks, a Member cannot, a second request while
//    one is open is refused; the request is a lead of kind 'access' on the desk; staff approve it
//    with a start, a term and a price (or decline it with a reason), once, each decision audited and
//    the lead won or lost; the organisation's Admins are e-mailed in their language, unless their
//    notifications are off; the Overview lists the model with its price and next renewal.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listLeads } from '~/.server/admin/requests'
import { setDb } from '~/.server/db'
import { parseListQuery } from '~/.server/list-query'
import { loadOverview } from '~/.server/organisation-overview'
import { drainOutbox } from '~/.server/mail/outbox'
import {
  accessOnModelPage,
  approveModelAccess,
  declineModelAccess,
  openAccessRequest,
  requestModelAccess,
} from '~/.server/model-access'
import { leadList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'
import { dollarsToCents } from '~/lib/model-access'
import { describeEachEngine } from './helpers/database'
import { withMailFiles } from './helpers/mail-files'
import { organisationMatrix, outcome, readCells, type MatrixOrg, type MatrixWho } from './helpers/organization-matrix'

type Who = MatrixWho
type Org = MatrixOrg
/** 'refused': the row's policy said no (42501, new row violates row-level security). */
type Expected = 'allowed' | 'no rows' | 'refused' | 'permission denied'

/** The organisation's models as its Overview reads them (app/.server/organisation-overview.ts). */
const listOrganisationModels = async (user: { id: string; email: string }, organization: string) =>
  (await loadOverview(user, organization)).models

const RLS_REFUSAL = /^42501: new row violates row-level security policy/

it('reads dollars as integer cents from the digits, never through a binary fraction', () => {
  expect(dollarsToCents('2500')).toBe(250000)
  expect(dollarsToCents('2,500.5')).toBe(250050)
  expect(dollarsToCents('$0.07')).toBe(7)
  expect(dollarsToCents('1.005')).toBeNull()
  expect(dollarsToCents('-1')).toBeNull()
  expect(dollarsToCents('1e3')).toBeNull()
  expect(dollarsToCents('1000001')).toBeNull()
})

describeEachEngine('organisation models on %s', (kind) => {
  const matrix = organisationMatrix(kind, 'access')
  const { engine, ids, callers, id, owner, exists, as } = matrix
  const me = (who: 'admin' | 'member' | 'adminB' | 'memberB' | 'staff' | 'outsider') => ({
    id: id(who),
    email: `${who.toLowerCase()}@access-matrix.example.com`,
  })

  /** A catalogue model of its own. */
  async function model(cost = 2500) {
    const { rows } = await owner<{ id: string; slug: string }>(
      `insert into public.ai_models (title, description, cost) values ($1, 'A model', $2) returning id, slug`,
      [`Access ${randomUUID().slice(0, 8)}`, cost],
    )
    return rows[0]!
  }

  /** A request of `organization` for a new model, as the owner makes it. */
  async function requestOf(organization: string, by: string) {
    const { id: modelId } = await model()
    const { rows } = await owner<{ id: string }>(
      `insert into public.organization_models (organization_id, model_id, model_title, requested_by, plan, teams)
       values ($1, $2, 'x', $3, 'subscription', 2) returning id`,
      [organization, modelId, by],
    )
    return rows[0]!.id
  }

  beforeAll(async () => {
    await matrix.open()
    setDb(engine())
    ids.rowA = await requestOf(id('A'), id('admin'))
    ids.rowB = await requestOf(id('B'), id('adminB'))
  })
  afterAll(async () => {
    setDb(undefined)
    await matrix.close()
  })

  // ---- 1. the policy matrix -----------------------------------------------------------------

  it.each(readCells([{ table: 'organization_models', column: 'id', where: 'id = any($1)' }]))(
    'select as $who: $expected',
    (cell) => matrix.expectRead(cell, [[id('rowA'), id('rowB')]], (row) => (row === id('rowA') ? 'A' : 'B')),
  )

  interface Attempt {
    sql: string
    params: unknown[]
    happened: () => Promise<boolean>
  }
  /** The caller's own id (the visitor and the service role write as the outsider). */
  const self = (who: Who) => (who === 'anon' || who === 'service' ? id('outsider') : id(who))
  const adminOf = (org: Org) => (org === 'A' ? id('admin') : id('adminB'))

  const WRITES: Record<string, (organization: string, org: Org, who: Who) => Promise<Attempt>> = {
    // As themselves, for the organisation of the cell.
    'insert a request': async (organization, _org, who) => {
      const { id: modelId } = await model()
      return {
        sql: `insert into public.organization_models (organization_id, model_id, model_title, requested_by, plan, teams)
              values ($1, $2, 'x', $3, 'trial', 1)`,
        params: [organization, modelId, self(who)],
        happened: () => exists('select 1 from public.organization_models where model_id = $1', [modelId]),
      }
    },
    // Asking for a row already active at a price: fields only staff set.
    'insert an active row': async (organization, _org, who) => {
      const { id: modelId } = await model()
      return {
        sql: `insert into public.organization_models
                (organization_id, model_id, model_title, requested_by, plan, teams, status, monthly_price_cents, starts_on, term_months)
              values ($1, $2, 'x', $3, 'trial', 1, 'active', 0, '2026-01-01', 12)`,
        params: [organization, modelId, self(who)],
        happened: () => exists('select 1 from public.organization_models where model_id = $1', [modelId]),
      }
    },
    approve: async (organization, org, who) => {
      const row = await requestOf(organization, adminOf(org))
      return {
        sql: `update public.organization_models set status = 'active', monthly_price_cents = 100, starts_on = '2026-12-01',
                term_months = 12, decided_by = $2 where id = $1`,
        params: [row, self(who)],
        happened: () => exists(`select 1 from public.organization_models where id = $1 and status = 'active'`, [row]),
      }
    },
    'change the teams': async (organization, org) => {
      const row = await requestOf(organization, adminOf(org))
      return {
        sql: 'update public.organization_models set teams = 50 where id = $1',
        params: [row],
        happened: () => exists('select 1 from public.organization_models where id = $1 and teams = 50', [row]),
      }
    },
    delete: async (organization, org) => {
      const row = await requestOf(organization, adminOf(org))
      return {
        sql: 'delete from public.organization_models where id = $1',
        params: [row],
        happened: async () => !(await exists('select 1 from public.organization_models where id = $1', [row])),
      }
    },
  }

  const WRITERS: Who[] = ['admin', 'member', 'outsider', 'anon', 'staff', 'service']
  function expectedOf(op: string, who: Who, org: Org): Expected {
    if (who === 'service') return 'allowed'
    if (who === 'anon') return 'permission denied'
    switch (op) {
      case 'insert a request':
        return who === 'admin' && org === 'A' ? 'allowed' : 'refused'
      case 'approve':
        return who === 'staff' ? 'allowed' : 'no rows'
      default:
        // Status on insert, the teams, a deletion: nobody's but the service role's.
        return 'permission denied'
    }
  }
  const CELLS = Object.keys(WRITES).flatMap((op) =>
    WRITERS.flatMap((who) =>
      (['A', 'B'] as const).map((org) => ({ op, who, org, expected: expectedOf(op, who, org) })),
    ),
  )

  it('has a cell for every caller, operation and organisation, and allows only what it should', () => {
    expect(CELLS).toHaveLength(5 * 6 * 2)
    const allowed = CELLS.filter((cell) => cell.expected === 'allowed')
    // The service role everywhere (10); A's Admin asking for A (1); staff approving on both (2).
    expect(allowed).toHaveLength(10 + 1 + 2)
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

  it('staff decide only a request that waits, as themselves; the desk’s view is staff’s alone', async () => {
    const row = await requestOf(id('A'), id('admin'))
    const decide = (who: Who, by: string) =>
      as(
        who,
        async (tx) =>
          (
            await tx.query(
              `update public.organization_models set status = 'declined', decline_reason = 'No', decided_by = $2
             where id = $1 returning id`,
              [row, by],
            )
          ).rows.length,
      )
    // As someone else: refused by the policy's check.
    expect(await outcome(decide('staff', id('admin')))).toMatch(RLS_REFUSAL)
    expect(await decide('staff', id('staff'))).toBe(1)
    // Decided: no second decision.
    expect(await decide('staff', id('staff'))).toBe(0)
    const desk = (who: Who) =>
      as(who, async (tx) => (await tx.query('select id from private.staff_access_leads where id = $1', [row])).rows)
    expect(await desk('admin')).toEqual([])
    expect(await desk('staff')).toHaveLength(1)
    expect(await outcome(desk('anon'))).toBe('permission denied')
  })

  // ---- 2. the module ------------------------------------------------------------------------

  describe('a request from the model page to the Overview', () => {
    let catalogue = { id: '', slug: '' }
    let request = ''

    beforeAll(async () => {
      catalogue = await model(2500)
    })

    it('a Member cannot ask, and is told why; an outsider has no organisation', async () => {
      const input = { plan: 'subscription', teams: 3, note: null } as const
      expect(await requestModelAccess(me('member'), catalogue.slug, input)).toEqual({ ok: false, reason: 'not-admin' })
      expect(await requestModelAccess(me('outsider'), catalogue.slug, input)).toEqual({
        ok: false,
        reason: 'no-organisation',
      })
      expect(await requestModelAccess(me('admin'), 'no-such-model', input)).toEqual({
        ok: false,
        reason: 'model-not-found',
      })
      expect((await accessOnModelPage(me('member'), catalogue.slug)).role).toBe('member')
      expect((await accessOnModelPage(me('outsider'), catalogue.slug)).role).toBe('none')
    })

    it('an Admin asks; a second request while it waits is refused; it is a lead of its own kind', async () => {
      const input = { plan: 'subscription', teams: 3, note: 'For the radiology teams.' } as const
      const made = await requestModelAccess(me('admin'), catalogue.slug, input)
      expect(made.ok).toBe(true)
      request = made.ok ? made.id : ''
      expect(await requestModelAccess(me('admin'), catalogue.slug, input)).toEqual({
        ok: false,
        reason: 'already-open',
      })
      const page = await accessOnModelPage(me('admin'), catalogue.slug)
      expect(page).toMatchObject({ role: 'admin', latest: { status: 'requested', plan: 'subscription' } })
      // Organisation A is the Admin's first: the request is A's.
      const { rows } = await owner<{ organization_id: string; model_title: string }>(
        'select organization_id, model_title from public.organization_models where id = $1',
        [request],
      )
      expect(rows[0]?.organization_id).toBe(id('A'))
      const query = parseListQuery(
        leadList,
        new URLSearchParams({ type: 'access', q: catalogue.slug.replace('access-', '') }),
      )
      const desk = await listLeads(callers.staff!, query, keysetWindow(leadList, query))
      expect(desk.leads.map((lead) => [lead.kind, lead.id, lead.company, lead.message, lead.status])).toEqual([
        ['access', request, 'Organisation A', 'For the radiology teams.', 'new'],
      ])
      const opened = await openAccessRequest(callers.staff!, request)
      expect(opened).toMatchObject({ status: 'requested', teams: 3, catalogue_price_cents: 250000 })
      // Not staff: another organisation's request is nobody's to open.
      expect(await openAccessRequest(callers.adminB!, request)).toBeNull()
    })

    it('staff approve it once, audited; the lead is won; the Admins are e-mailed; the Overview shows it', async () => {
      await owner(
        `insert into public.profile_settings (user_id, language) values ($1, 'fr') on conflict (user_id) do update set language = 'fr'`,
        [id('admin')],
      )
      expect(
        await approveModelAccess(callers.admin!, request, { startsOn: '2026-12-01', termMonths: 12, priceCents: 1 }),
      ).toEqual({
        ok: false,
        reason: 'not-found',
      })
      const terms = { startsOn: '2026-12-01', termMonths: 12, priceCents: 240000 }
      expect(await approveModelAccess(callers.staff!, request, terms)).toEqual({ ok: true, name: 'Organisation A' })
      expect(await approveModelAccess(callers.staff!, request, terms)).toEqual({ ok: false, reason: 'decided' })
      expect(await declineModelAccess(callers.staff!, request, 'No')).toEqual({ ok: false, reason: 'decided' })
      const { rows: audit } = await owner<{ action: string; entity_label: string; after: Record<string, unknown> }>(
        `select action, entity_label, after from public.audit_log where entity_id = $1 order by at, action`,
        [`access:${request}`],
      )
      expect(audit.map((entry) => entry.action).sort()).toEqual(['lead.status', 'model_access.approve'])
      expect(audit.find((entry) => entry.action === 'model_access.approve')?.after).toMatchObject({
        monthly_price_cents: 240000,
        term_months: 12,
        organization: 'Organisation A',
      })
      const { rows: lead } = await owner<{ status: string }>(
        'select status from public.leads where organization_model_id = $1',
        [request],
      )
      expect(lead[0]?.status).toBe('won')
      const overview = await listOrganisationModels(me('member'), id('A'))
      expect(overview.find((row) => row.id === request)).toMatchObject({
        status: 'active',
        monthly_price_cents: 240000,
        ends_on: '2027-12-01',
        slug: catalogue.slug,
      })
      // B's members see none of A's models.
      expect(await listOrganisationModels(me('memberB'), id('A'))).toEqual([])
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        const mails = read('model-access').filter((mail) => mail.includes(catalogue.slug.replace('access-', 'Access ')))
        // A's one Admin, in French; the Member gets none.
        expect(mails).toHaveLength(1)
        expect(mails[0]).toContain('To: admin@access-matrix.example.com')
        expect(mails[0]).toContain('Prix mensuel: $2,400.00')
        expect(mails[0]).toContain('https://www.aivora.test/dashboard')
      })
    })

    it('a decline carries its reason to the Admins, unless their notifications are off; the Overview leaves it out', async () => {
      const other = await model(100)
      const made = await requestModelAccess(me('admin'), other.slug, { plan: 'trial', teams: 1, note: null })
      expect(made.ok).toBe(true)
      const row = made.ok ? made.id : ''
      await owner(
        `insert into public.profile_settings (user_id, email_notifications) values ($1, false)
         on conflict (user_id) do update set email_notifications = false`,
        [id('admin')],
      )
      expect(await declineModelAccess(callers.staff!, row, 'Not for trials this quarter.')).toEqual({
        ok: true,
        name: 'Organisation A',
      })
      await withMailFiles(async (read) => {
        await drainOutbox(engine())
        expect(read('model-access').filter((mail) => mail.includes(other.slug.replace('access-', 'Access ')))).toEqual(
          [],
        )
      })
      expect((await listOrganisationModels(me('admin'), id('A'))).some((m) => m.id === row)).toBe(false)
      const { rows } = await owner<{ status: string }>(
        'select status from public.leads where organization_model_id = $1',
        [row],
      )
      expect(rows[0]?.status).toBe('lost')
    })
  })
})
