// The audit log's values before and after as lines a person reads (app/lib/audit-changes.ts):
// 'field: old → new' for a change, the value alone for a creation, a deletion or context, a user
// by e-mail rather than id, and long values cut.
import { describe, expect, it } from 'vitest'
import { auditChanges, auditFieldLabel, auditValueText } from '~/lib/audit-changes'

describe('the audit log’s changes', () => {
  it('pairs each field’s value before and after, and marks only real changes', () => {
    expect(
      auditChanges({ email: 'a@example.com', is_admin: false }, { email: 'a@example.com', is_admin: true }),
    ).toEqual([
      { field: 'email', label: 'email', before: 'a@example.com', after: 'a@example.com', changed: false },
      { field: 'is_admin', label: 'is_admin', before: 'false', after: 'true', changed: true },
    ])
  })

  it('shows an owner by e-mail, not by id, and nobody as a dash', () => {
    const id = '6f1c1f5e-2c1b-4c8e-9a63-0d6f1a2b3c4d'
    expect(auditChanges({ owner_id: null }, { owner_id: id, owner: 'sam@example.com' })).toEqual([
      { field: 'owner', label: 'owner', before: undefined, after: 'sam@example.com', changed: true },
    ])
    // An id with nothing to name it (an entry from before labels, its user gone) is still shown.
    expect(auditChanges({ owner_id: null }, { owner_id: id })).toEqual([
      { field: 'owner_id', label: 'owner_id', before: '—', after: id, changed: true },
    ])
  })

  it('lists a creation’s or a deletion’s values without arrows', () => {
    expect(auditChanges(null, { title: 'Vision Pro', cost: 5 })).toEqual([
      { field: 'title', label: 'title', before: undefined, after: 'Vision Pro', changed: false },
      { field: 'cost', label: 'cost', before: undefined, after: '5', changed: false },
    ])
    expect(auditChanges({ title: 'Vision Pro' }, null)).toEqual([
      { field: 'title', label: 'title', before: 'Vision Pro', after: undefined, changed: false },
    ])
    expect(auditChanges(null, null)).toEqual([])
  })

  it('names a follow-up date as the desk does, not by its column', () => {
    expect(auditChanges({ follow_up_on: null }, { follow_up_on: '2026-11-28' })).toEqual([
      { field: 'follow_up_on', label: 'follow-up', before: '—', after: '2026-11-28', changed: true },
    ])
    // Only a name of its own: a field that happens to be named like a built-in keeps its name.
    expect(auditFieldLabel('constructor')).toBe('constructor')
    expect(auditFieldLabel('status')).toBe('status')
  })

  it('cuts a long value and writes objects as JSON', () => {
    expect(auditValueText('x'.repeat(200))).toBe(`${'x'.repeat(160)}…`)
    expect(auditValueText(['a', 'b'])).toBe('["a","b"]')
    expect(auditValueText('')).toBe('—')
  })
})
