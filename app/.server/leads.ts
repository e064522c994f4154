/**
 * The one module for the sales desk's tables, public.leads and public.lead_notes (a note belongs
 * to its lead): status, owner and notes of a lead, each written as the admin (Row Level Security
 * decides) and recorded in the audit log in the same transaction; its follow-up date; and the
 * 'With selected' changes of several leads at once (decision 080). A lead is named by its source
 * (`enquiry` or `callback`, and that row's id); its row is made the first time it changes. The
 * inbox's reads, which join the sources, are in ./admin/requests.ts.
 */
import type { LeadKind, LeadStatus } from '~/lib/entities/lead'
import { recordAudit } from './audit'
import { asCaller, type Caller, type Queryable } from './db'

interface LeadRef {
  kind: LeadKind
  id: string
}

/** What a change did: done, or why not. */
type LeadChange =
  { ok: true; name: string | null } | { ok: false; reason: 'not-found' | 'not-admin' | 'note-not-found' | 'not-author' }

const SOURCE_COLUMNS = { enquiry: 'enquiry_id', callback: 'chat_request_id', access: 'organization_model_id' } as const
const sourceColumn = (kind: LeadKind) => SOURCE_COLUMNS[kind]

/**
 * The lead's row, locked for this transaction, made (as New) when the enquiry or callback had none;
 * null when there is no such enquiry, or that chat is no lead (decision 063).
 */
async function lockLead(tx: Queryable, ref: LeadRef) {
  const source = await tx.query<{ name: string | null }>(
    {
      enquiry: 'select name from public.enquiry where id = $1',
      callback: 'select name from public.chat_requests where id = $1 and lead_at is not null',
      // A model access request is named by its organisation (decision 084).
      access: `select o.name from public.organization_models om join public.organizations o on o.id = om.organization_id
               where om.id = $1`,
    }[ref.kind],
    [ref.id],
  )
  if (!source.rows[0]) return null
  const column = sourceColumn(ref.kind)
  // `column` is one of two literal names above.
  await tx.query(`insert into public.leads (${column}) values ($1) on conflict (${column}) do nothing`, [ref.id])
  const { rows } = await tx.query<Omit<LockedLead, 'name'>>(
    `select id, status, owner_id, to_char(follow_up_on, 'YYYY-MM-DD') as follow_up_on
     from public.leads where ${column} = $1 for update`,
    [ref.id],
  )
  return { ...rows[0]!, name: source.rows[0].name }
}

interface LockedLead {
  id: string
  status: LeadStatus
  owner_id: string | null
  follow_up_on: string | null
  name: string | null
}

const entityId = (ref: LeadRef) => `${ref.kind}:${ref.id}`

/**
 * One of the lead's columns changed and recorded ('lead.status', 'lead.owner', 'lead.follow_up');
 * nothing when it holds the value already. Giving a lead to someone else queues their e-mail (a
 * trigger, supabase/migrations/20261130030000_lead_follow_ups.sql).
 */
async function applyChange<C extends 'status' | 'owner_id' | 'follow_up_on'>(
  tx: Queryable,
  ref: LeadRef,
  lead: LockedLead,
  column: C,
  value: LockedLead[C],
) {
  if (lead[column] === value) return
  const action = ({ status: 'lead.status', owner_id: 'lead.owner', follow_up_on: 'lead.follow_up' } as const)[column]
  // `column` is one of three literal names.
  await tx.query(`update public.leads set ${column} = $2 where id = $1`, [lead.id, value])
  await recordAudit(tx, {
    action,
    entity: 'lead',
    entityId: entityId(ref),
    before: { [column]: lead[column] },
    after: { [column]: value },
  })
}

/** Whether `ownerId` may own leads: an admin (nobody, null, always may). */
async function mayOwn(tx: Queryable, ownerId: string | null) {
  if (!ownerId) return true
  const { rows } = await tx.query('select 1 from public.profiles where id = $1 and is_admin', [ownerId])
  return rows.length > 0
}

export function setLeadStatus(caller: Caller, ref: LeadRef, status: LeadStatus): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    await applyChange(tx, ref, lead, 'status', status)
    return { ok: true, name: lead.name }
  })
}

/** Gives the lead to an admin (or to nobody, with null). Anyone but an admin is refused as 'not-admin'. */
export function setLeadOwner(caller: Caller, ref: LeadRef, ownerId: string | null): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    if (!(await mayOwn(tx, ownerId))) return { ok: false, reason: 'not-admin' }
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    await applyChange(tx, ref, lead, 'owner_id', ownerId)
    return { ok: true, name: lead.name }
  })
}

/**
 * The lead's follow-up date (YYYY-MM-DD), or none with null: written by admins only (the column's
 * grant and the table's 'admins change' policy), recorded in the audit log.
 */
export function setLeadFollowUp(caller: Caller, ref: LeadRef, followUpOn: string | null): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    await applyChange(tx, ref, lead, 'follow_up_on', followUpOn)
    return { ok: true, name: lead.name }
  })
}

/** A bulk change refused part-way: thrown so the whole transaction rolls back. */
class BulkRefused extends Error {}

/**
 * 'With selected': one status or one owner for several leads, all or nothing, in one transaction
 * (a lead gone meanwhile, or an owner who is no admin, changes none), each lead changed recorded
 * in the audit log as its own entry. Locked in one order, so two bulk changes never deadlock.
 */
export async function changeLeads(
  caller: Caller,
  refs: LeadRef[],
  change: { status: LeadStatus } | { owner: string | null },
): Promise<{ ok: true; changed: number } | { ok: false; reason: 'not-found' | 'not-admin' }> {
  const ordered = [...refs].sort((a, b) => entityId(a).localeCompare(entityId(b)))
  try {
    return await asCaller(caller, async (tx) => {
      if ('owner' in change && !(await mayOwn(tx, change.owner))) return { ok: false, reason: 'not-admin' } as const
      let changed = 0
      for (const ref of ordered) {
        const lead = await lockLead(tx, ref)
        if (!lead) throw new BulkRefused()
        if ('status' in change) {
          if (lead.status !== change.status) changed++
          await applyChange(tx, ref, lead, 'status', change.status)
        } else {
          if (lead.owner_id !== change.owner) changed++
          await applyChange(tx, ref, lead, 'owner_id', change.owner)
        }
      }
      return { ok: true, changed } as const
    })
  } catch (error) {
    if (error instanceof BulkRefused) return { ok: false, reason: 'not-found' }
    throw error
  }
}

/** Adds a note; its author and time are stamped by the database. */
export function addLeadNote(caller: Caller, ref: LeadRef, body: string): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    const { rows } = await tx.query<{ id: string }>(
      'insert into public.lead_notes (lead_id, body) values ($1, $2) returning id',
      [lead.id, body],
    )
    await recordAudit(tx, {
      action: 'lead.note',
      entity: 'lead',
      entityId: entityId(ref),
      after: { note_id: rows[0]!.id, body },
    })
    return { ok: true, name: lead.name }
  })
}

/**
 * The note `noteId` of the lead, for its author to change, or why not. (Not locked: FOR UPDATE
 * would apply the policies below and hide another's note as if it were gone.) Every admin reads
 * every note, so one that is there but not the caller's is told apart from one that is gone; the
 * write itself is still only the author's by the table's policies ('lead_notes: authors edit',
 * 'authors delete'), so a change that reaches the database as anyone else changes no row.
 */
async function lockOwnNote(tx: Queryable, ref: LeadRef, noteId: string) {
  const { rows } = await tx.query<{ body: string; mine: boolean; name: string | null }>(
    `select n.body, n.author_id is not distinct from (select auth.uid()) as mine, s.name
     from public.lead_notes n join public.leads l on l.id = n.lead_id
       left join public.enquiry e on e.id = l.enquiry_id left join public.chat_requests c on c.id = l.chat_request_id
       left join public.organization_models om on om.id = l.organization_model_id
       left join public.organizations o on o.id = om.organization_id
       cross join lateral (select coalesce(e.name, c.name, c.captured ->> 'name', o.name) as name) s
     where n.id = $1 and l.${sourceColumn(ref.kind)} = $2`,
    [noteId, ref.id],
  )
  const note = rows[0]
  if (!note) return { ok: false, reason: 'note-not-found' } as const
  if (!note.mine) return { ok: false, reason: 'not-author' } as const
  return { ok: true, ...note } as const
}

/**
 * Its author's new text for a note. The audit entry holds the text as it now is, as the note's
 * first entry did ('lead.note'): each entry's `after.body` is the text from then on, so the history
 * reads down the log, and erasing a lead's notes from the log stays one rule (decision 075).
 */
export function editLeadNote(caller: Caller, ref: LeadRef, noteId: string, body: string): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const note = await lockOwnNote(tx, ref, noteId)
    if (!note.ok) return note
    if (note.body !== body) {
      const { rows } = await tx.query('update public.lead_notes set body = $2 where id = $1 returning id', [
        noteId,
        body,
      ])
      // Deleted since it was read (the policies let no one else's note through).
      if (rows.length !== 1) return { ok: false, reason: 'note-not-found' }
      await recordAudit(tx, {
        action: 'lead.note_edit',
        entity: 'lead',
        entityId: entityId(ref),
        after: { note_id: noteId, body },
      })
    }
    return { ok: true, name: note.name }
  })
}

/** Deletes its author's note; the log keeps that it was (its text is in the entries before). */
export function deleteLeadNote(caller: Caller, ref: LeadRef, noteId: string): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const note = await lockOwnNote(tx, ref, noteId)
    if (!note.ok) return note
    const { rows } = await tx.query('delete from public.lead_notes where id = $1 returning id', [noteId])
    if (rows.length !== 1) return { ok: false, reason: 'note-not-found' }
    await recordAudit(tx, {
      action: 'lead.note_delete',
      entity: 'lead',
      entityId: entityId(ref),
      before: { note_id: noteId },
    })
    return { ok: true, name: note.name }
  })
}
