/**
 * The admin's Requests → Sales view: contact enquiries and the callbacks booked through the AI
 * Architect (with the chat transcript), newest first. Read as the admin, under the tables'
 * 'admins read' policies.
 */
import type { SalesRequest } from '~/lib/admin-data'
import { CALLBACK_COLUMNS, type CallbackRow } from '~/lib/entities/chat-request'
import { ENQUIRY_COLUMNS, type EnquiryRow } from '~/lib/entities/enquiry'
import { asCaller, type Caller } from '../db'

const SALES_LIST_LIMIT = 100

export function listSalesRequests(caller: Caller): Promise<SalesRequest[]> {
  return asCaller(caller, async (tx) => {
    const enquiries = await tx.query<EnquiryRow>(
      `select ${ENQUIRY_COLUMNS.join(', ')} from public.enquiry
       order by created_at desc, id desc limit $1`,
      [SALES_LIST_LIMIT],
    )
    // A callback is dated by its booking, the row's last change.
    const callbacks = await tx.query<CallbackRow & { created_at: Date }>(
      `select ${CALLBACK_COLUMNS.join(', ')}, updated_at as created_at
       from public.chat_requests where callback_time is not null
       order by updated_at desc, id desc limit $1`,
      [SALES_LIST_LIMIT],
    )
    return [
      ...enquiries.rows.map((row) => ({ kind: 'enquiry' as const, ...row })),
      ...callbacks.rows.map((row) => ({ kind: 'callback' as const, ...row })),
    ]
      .sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())
      .slice(0, SALES_LIST_LIMIT)
  })
}

interface AdminCounts {
  models: number
  organizations: number
  users: number
  requests: number
}

/** The live figures of the dashboard's cards (invoices and blog keep fixed sample figures: we store neither). */
export function countForDashboard(caller: Caller): Promise<AdminCounts> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<AdminCounts>(
      `select
         (select count(*) from public.ai_models)::int as models,
         (select count(*) from public.profiles where is_org)::int as organizations,
         (select count(*) from public.profiles)::int as users,
         ((select count(*) from public.enquiry) + (select count(*) from public.chat_requests where callback_time is not null))::int as requests`,
    )
    return rows[0]!
  })
}
