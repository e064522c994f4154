/**
 * Follow-ups on the sales desk (docs/decisions/080-the-desk-for-a-hundred-leads-a-day.md): which
 * leads are due (their follow-up date is today, UTC, or earlier, and they are neither Won nor
 * Lost), how many (capped as New and Unassigned are, decision 075), and the daily e-mail that
 * lists each owner's. The date itself is written by ./leads.ts (`setLeadFollowUp`).
 */
import { LEAD_COUNT_CAP } from '~/lib/lead-desk'
import { leadLimits } from '~/lib/entities/lead'
import { asCaller, runAsServiceRole, type Caller, type Engine } from './db'

/** The inbox's rows (follow_up_on as YYYY-MM-DD) that are due: the list's `due=today` filter. */
export const DUE_CONDITION = `follow_up_on::date <= (now() at time zone 'UTC')::date and status not in ('won', 'lost')`

/**
 * How many leads are due, at most LEAD_COUNT_CAP + 1 read (through leads_follow_up_idx, a partial
 * index holding only the open leads with a date): the 'Due today (N)' beside New and Unassigned.
 */
export function countLeadsDue(caller: Caller): Promise<number> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ due: number }>(
      `select count(*)::int as due from (
         select 1 from public.leads
         where follow_up_on <= (now() at time zone 'UTC')::date and follow_up_on is not null
           and status not in ('won', 'lost')
         limit $1) as capped`,
      [LEAD_COUNT_CAP + 1],
    )
    return rows[0]!.due
  })
}

/** One lead in an owner's daily e-mail. */
export interface DueLead {
  lead: string
  name: string | null
  company: string | null
  status: string
  follow_up_on: string
}

/** The outbox row of one owner's daily e-mail (kind 'follow_up_digest'). */
export interface FollowUpDigestPayload {
  email: string
  owner_id: string
  day: string
  /** How many of their leads are due; `leads` holds the earliest of them, at most leadLimits.timeline. */
  total: number
  leads: DueLead[]
}

/** The day (YYYY-MM-DD, UTC) a digest is for. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Queues today's e-mail to each owner who has leads due and is still an admin, once a day: the
 * (owner, day) row in private.follow_up_digests is claimed in the same transaction that queues the
 * e-mail, so a restart, a second sweep or a second server finds it taken and queues nothing (two
 * at once: the second waits on the first's key, then skips it). The outbox sends it
 * (./mail/outbox.ts). Answers how many were queued.
 */
export function queueFollowUpDigests(engine: Engine, now = new Date()): Promise<number> {
  const day = utcDay(now)
  return runAsServiceRole(engine, "queue the owners' daily follow-up e-mails", async (tx) => {
    const { rows: owners } = await tx.query<{ owner_id: string; email: string }>(
      `with owners as (
         select distinct l.owner_id from public.leads l
         where l.follow_up_on <= $1::date and l.status not in ('won', 'lost') and l.owner_id is not null
       ), claimed as (
         insert into private.follow_up_digests (owner_id, day)
         select o.owner_id, $1::date from owners o
         where exists (select 1 from public.profiles p where p.id = o.owner_id and p.is_admin)
         on conflict do nothing
         returning owner_id
       )
       select c.owner_id, u.email::text as email from claimed c join auth.users u on u.id = c.owner_id`,
      [day],
    )
    for (const owner of owners) {
      const { rows } = await tx.query<DueLead & { total: number }>(
        `select case when l.enquiry_id is not null then 'enquiry:' || l.enquiry_id else 'callback:' || l.chat_request_id end as lead,
                coalesce(e.name, c.name, c.captured ->> 'name') as name,
                coalesce(c.company, c.captured ->> 'company') as company,
                l.status, to_char(l.follow_up_on, 'YYYY-MM-DD') as follow_up_on,
                count(*) over ()::int as total
         from public.leads l
           left join public.enquiry e on e.id = l.enquiry_id
           left join public.chat_requests c on c.id = l.chat_request_id
         where l.owner_id = $1 and l.follow_up_on <= $2::date and l.status not in ('won', 'lost')
         order by l.follow_up_on, l.id
         limit $3`,
        [owner.owner_id, day, leadLimits.timeline],
      )
      const payload: FollowUpDigestPayload = {
        email: owner.email,
        owner_id: owner.owner_id,
        day,
        total: rows[0]?.total ?? 0,
        leads: rows.map(({ total: _total, ...lead }) => lead),
      }
      await tx.query(
        `insert into private.mail_outbox (kind, lead_id, payload) values ('follow_up_digest', $1, $2::jsonb)`,
        [owner.owner_id, JSON.stringify(payload)],
      )
    }
    return owners.length
  })
}
