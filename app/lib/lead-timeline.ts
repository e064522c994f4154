/**
 * One event of a lead's timeline on the sales desk (decision 080), as app/.server/admin/lead-timeline.ts
 * reads it and app/components/admin/lead-timeline.tsx says it. Times are ISO strings.
 */
import type { AuditAction } from './entities/audit'

export type TimelineEvent =
  | { type: 'received'; at: string }
  | { type: 'notified'; at: string }
  | { type: 'message'; at: string; text: string }
  | {
      type: 'change'
      at: string
      action: AuditAction
      actor: string
      before: Record<string, unknown> | null
      after: Record<string, unknown> | null
    }
