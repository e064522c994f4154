/**
 * An audit entry's values before and after as the lines a person reads: one per field, 'field:
 * old → new' when it changed, 'field: value' when it was only recorded on one side or is the same
 * on both (context, such as the e-mail a grant was for). A user recorded by id and by e-mail
 * (`owner_id` beside `owner`, docs/decisions/076-details-a-person-notices.md) is shown by e-mail
 * only. A field is named as the desk names it where its column's name would read as code
 * (`follow_up_on` is 'follow-up', as 'status' and 'owner' already read); the rest keep their
 * names. Long values are cut; the whole value stays in the database.
 */

export interface AuditChange {
  /** The recorded key (the entry's own, so it stays unique within it). */
  field: string
  /** What a person reads before the values. */
  label: string
  /** Absent when the field was not recorded before (a creation, or context recorded after). */
  before?: string
  after?: string
  changed: boolean
}

type Values = Record<string, unknown> | null | undefined

const MAX_VALUE = 160

/** The recorded keys a person would not read as words, and what the desk calls them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  follow_up_on: 'follow-up',
}

/** A recorded key as the audit log shows it. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field]! : field
}

/** A value as one short line: '—' for nothing, text as it is, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text
}

export function auditChanges(before: Values, after: Values): AuditChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
  const named = new Set(fields)
  return fields
    .filter((field) => !(field.endsWith('_id') && named.has(field.slice(0, -3))))
    .map((field) => {
      const was = before && field in before ? auditValueText(before[field]) : undefined
      const now = after && field in after ? auditValueText(after[field]) : undefined
      const changed = before != null && after != null && was !== now
      return { field, label: auditFieldLabel(field), before: was, after: now, changed }
    })
}
