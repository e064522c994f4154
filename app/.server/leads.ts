/**
 * The one module for the sales desk's tables, public.leads and public.lead_notes (a note belongs
 * to its lead): status, owner and notes of a lead, each written as the admin (Row Level Security
 * decides) and recorded in the audit log in the same transaction. A lead is named by its source
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

const sourceColumn = (kind: LeadKind) => (kind === 'enquiry' ? 'enquiry_id' : 'chat_request_id')

/**
 * The lead's row, locked for this transaction, made (as New) when the enquiry or callback had none;
 * null when there is no such enquiry, or that chat is no lead (decision 063).
 */
async function lockLead(tx: Queryable, ref: LeadRef) {
  const source =
    ref.kind === 'enquiry'
      ? await tx.query<{ name: string | null }>('select name from public.enquiry where id = $1', [ref.id])
      : await tx.query<{ name: string | null }>(
          'select name from public.chat_requests where id = $1 and lead_at is not null',
          [ref.id],
        )
  if (!source.rows[0]) return null
  const column = sourceColumn(ref.kind)
  // `column` is one of two literal names above.
  await tx.query(`insert into public.leads (${column}) values ($1) on conflict (${column}) do nothing`, [ref.id])
  const { rows } = await tx.query<{ id: string; status: LeadStatus; owner_id: string | null }>(
    `select id, status, owner_id from public.leads where ${column} = $1 for update`,
    [ref.id],
  )
  return { ...rows[0]!, name: source.rows[0].name }
}

const entityId = (ref: LeadRef) => `${ref.kind}:${ref.id}`

export function setLeadStatus(caller: Caller, ref: LeadRef, status: LeadStatus): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    if (lead.status !== status) {
      await tx.query('update public.leads set status = $2 where id = $1', [lead.id, status])
      await recordAudit(tx, {
        action: 'lead.status',
        entity: 'lead',
        entityId: entityId(ref),
        before: { status: lead.status },
        after: { status },
      })
    }
    return { ok: true, name: lead.name }
  })
}

/** Gives the lead to an admin (or to nobody, with null). Anyone but an admin is refused as 'not-admin'. */
export function setLeadOwner(caller: Caller, ref: LeadRef, ownerId: string | null): Promise<LeadChange> {
  return asCaller(caller, async (tx) => {
    if (ownerId) {
      const { rows } = await tx.query('select 1 from public.profiles where id = $1 and is_admin', [ownerId])
      if (rows.length === 0) return { ok: false, reason: 'not-admin' }
    }
    const lead = await lockLead(tx, ref)
    if (!lead) return { ok: false, reason: 'not-found' }
    if (lead.owner_id !== ownerId) {
      await tx.query('update public.leads set owner_id = $2 where id = $1', [lead.id, ownerId])
      await recordAudit(tx, {
        action: 'lead.owner',
        entity: 'lead',
        entityId: entityId(ref),
        before: { owner_id: lead.owner_id },
        after: { owner_id: ownerId },
      })
    }
    return { ok: true, name: lead.name }
  })
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
       cross join lateral (select coalesce(e.name, c.name, c.captured ->> 'name') as name) s
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
