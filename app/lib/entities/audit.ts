/**
 * One entry of the audit log (table public.audit_log,
 * supabase/migrations/20261124060100_audit_log.sql): who did what to which entity, when, with the
 * values before and after. Written only through private.record_audit() in the same transaction as
 * the write; never changed. Shared by app/.server/audit.ts, the audit view and the tests.
 */

export interface AuditEntryRow {
  id: string
  at: Date
  actor_id: string | null
  /** The admin's e-mail, or 'operator' for `npm run admin` and start-up. */
  actor_email: string
  action: AuditAction
  entity: AuditEntity
  entity_id: string | null
  /** The entity's name when the entry was written (a title, a lead's name, an e-mail), or null. */
  entity_label: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Every action the log records, with what the audit view calls it. */
export const AUDIT_ACTIONS = [
  { value: 'model.create', label: 'Model created' },
  { value: 'model.import', label: 'Model imported from JSON' },
  { value: 'model.update', label: 'Model edited' },
  { value: 'model.feature', label: 'Model featured or unfeatured' },
  { value: 'model.visibility', label: 'Model shown or hidden' },
  { value: 'model.delete', label: 'Model deleted' },
  { value: 'knowledge.create', label: 'Knowledge article created' },
  { value: 'knowledge.update', label: 'Knowledge article edited' },
  { value: 'knowledge.publish', label: 'Knowledge article published or unpublished' },
  { value: 'knowledge.delete', label: 'Knowledge article deleted' },
  { value: 'lead.status', label: 'Lead status changed' },
  { value: 'lead.owner', label: 'Lead owner changed' },
  { value: 'lead.note', label: 'Lead note added' },
  { value: 'lead.note_edit', label: 'Lead note edited' },
  { value: 'lead.note_delete', label: 'Lead note deleted' },
  { value: 'lead.follow_up', label: 'Lead follow-up date changed' },
  { value: 'join_request.approve', label: 'Join request approved' },
  { value: 'join_request.reject', label: 'Join request rejected' },
  { value: 'admin.grant', label: 'Admin access granted' },
  { value: 'admin.revoke', label: 'Admin access revoked' },
  // A visitor's chat taken, answered and ended by a person (docs/decisions/062-a-person-whenever-asked.md);
  // a reply is recorded by its length, never its words.
  { value: 'chat.take', label: 'Chat taken' },
  { value: 'chat.reply', label: 'Chat answered' },
  { value: 'chat.end', label: 'Chat ended' },
  // An organisation's team, changed by its own members (docs/decisions/068-invitations-and-roles.md).
  { value: 'organization.invite', label: 'Invitation sent' },
  { value: 'organization.invitation_resend', label: 'Invitation sent again' },
  { value: 'organization.invitation_revoke', label: 'Invitation revoked' },
  { value: 'organization.join', label: 'Joined an organisation' },
  { value: 'organization.role', label: 'Member role changed' },
  { value: 'organization.remove', label: 'Member removed' },
  { value: 'organization.leave', label: 'Member left' },
  // Joining by e-mail domain (docs/decisions/069-joining-by-domain.md).
  { value: 'organization.domain_claim', label: 'E-mail domain claimed' },
  { value: 'organization.domain_unclaim', label: 'E-mail domain unclaimed' },
  { value: 'organization.join_request', label: 'Asked to join an organisation' },
  { value: 'organization.join_approve', label: 'Join request approved by the organisation' },
  { value: 'organization.join_reject', label: 'Join request rejected by the organisation' },
  // Its details (name, size, industry, use case, website, phone, country), by anyone who may change
  // them, and its two-factor rule (docs/decisions/071-two-factor-authentication.md).
  { value: 'organization.update', label: 'Organisation details changed' },
  { value: 'organization.require_two_factor', label: 'Two-factor requirement changed' },
  // Staff join by invitation (docs/decisions/077-confirming-addresses-and-inviting-staff.md).
  { value: 'staff.invite', label: 'Staff invitation sent' },
  { value: 'staff.invitation_resend', label: 'Staff invitation sent again' },
  { value: 'staff.invitation_revoke', label: 'Staff invitation revoked' },
  { value: 'staff.join', label: 'Joined the staff' },
  // Staff's work on support tickets (docs/decisions/083-support-that-answers.md); a reply by its
  // length, never its words.
  { value: 'support.reply', label: 'Support ticket answered' },
  { value: 'support.status', label: 'Support ticket status changed' },
  { value: 'support.priority', label: 'Support ticket priority changed' },
  { value: 'support.owner', label: 'Support ticket owner changed' },
  // Staff's decision on an organisation's request for a model (docs/decisions/084-model-access-from-the-catalogue.md).
  { value: 'model_access.approve', label: 'Model access approved' },
  { value: 'model_access.decline', label: 'Model access declined' },
  // Invoices issued and marked paid by staff (docs/decisions/085-invoices-that-add-up.md).
  { value: 'invoice.issue', label: 'Invoice issued' },
  { value: 'invoice.paid', label: 'Invoice marked paid' },
  // Counts only, never the address (docs/decisions/052-erasure-and-retention.md).
  { value: 'person.erase', label: "A person's data erased" },
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']
export const AUDIT_ACTION_VALUES = AUDIT_ACTIONS.map((a) => a.value) as [AuditAction, ...AuditAction[]]

export const AUDIT_ENTITIES = [
  { value: 'model', label: 'AI model' },
  { value: 'knowledge_article', label: 'Knowledge article' },
  { value: 'lead', label: 'Lead' },
  { value: 'user', label: 'User' },
  { value: 'chat', label: 'Chat' },
  { value: 'organization', label: 'Organisation' },
  { value: 'staff_invitation', label: 'Staff invitation' },
  { value: 'support_ticket', label: 'Support ticket' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'person', label: 'Person (erased)' },
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]['value']
export const AUDIT_ENTITY_VALUES = AUDIT_ENTITIES.map((e) => e.value) as [AuditEntity, ...AuditEntity[]]

export function auditActionLabel(action: string) {
  return AUDIT_ACTIONS.find((a) => a.value === action)?.label ?? action
}

export function auditEntityLabel(entity: string) {
  return AUDIT_ENTITIES.find((e) => e.value === entity)?.label ?? entity
}

export const auditLimits = { pageSize: 25, actorSearch: 320 } as const

/** What the CLI and start-up are recorded as. */
export const OPERATOR = 'operator'
