/**
 * Every admin list's URL, declared once (docs/product.md#admin, the idiom in ./list-query.ts): the
 * parameters each may carry and what they may hold. The loaders read their URL with these, and the
 * components and actions write their links with them. The limits stay with their entities
 * (app/lib/entities/), the words with their components.
 */
import { catalogueLimits } from './entities/ai-model'
import { AUDIT_ACTION_VALUES, AUDIT_ENTITY_VALUES, auditLimits } from './entities/audit'
import { KNOWLEDGE_LANGUAGE_VALUES, KNOWLEDGE_TOPICS, knowledgeLimits } from './entities/knowledge'
import { LEAD_KIND_VALUES, LEAD_STATUS_VALUES, leadLimits } from './entities/lead'
import { invoiceLimits } from './entities/invoice'
import { organizationListLimits } from './entities/organization'
import { TICKET_STATUS_VALUES, ticketLimits } from './entities/support-ticket'
import { userListLimits } from './entities/profile'
import { defineList, listSearch, type AnyQuery, type ListQuery } from './list-query'
import { z } from './zod'

/**
 * Requests → Sales, the sales desk's inbox: search (name, e-mail, company, message), status, type,
 * owner (an admin's id, or 'none' for the leads nobody owns) and 'due' (`today`: the follow-ups
 * that have come, decision 080), 20 leads a page, paged by key (`after` or `before` a lead,
 * decision 078: every lead reachable, whatever its depth; an old `?page=` is not read, so it shows
 * the newest page). The Sales tab is the dialog's first, so its links carry no `tab`.
 * /admin/requests.csv reads the same parameters (not the page).
 */
export const leadList = defineList({
  path: '/admin/requests',
  search: { q: { maxLength: leadLimits.search } },
  filters: {
    status: { values: LEAD_STATUS_VALUES },
    type: { values: LEAD_KIND_VALUES },
    owner: { accepts: (value: string) => value === 'none' || z.uuid().safeParse(value).success },
    // Follow-up on or before today (UTC), neither Won nor Lost (decision 080).
    due: { values: ['today'] as const },
  },
  keyset: { pageSize: leadLimits.pageSize },
})
export type LeadQuery = ListQuery<typeof leadList>

/**
 * Requests → Support, the support desk (docs/decisions/083-support-that-answers.md): every
 * organisation's tickets, newest activity first, filtered by status, 20 a page by key. Its own
 * route (/admin/requests/support), so its links carry no `tab`.
 */
export const supportTicketList = defineList({
  path: '/admin/requests/support',
  filters: { status: { values: TICKET_STATUS_VALUES } },
  keyset: { pageSize: ticketLimits.pageSize },
})
export type SupportTicketQuery = ListQuery<typeof supportTicketList>

/**
 * Invoices → All Invoices and Pending (every unpaid invoice; docs/decisions/085-invoices-that-add-up.md):
 * newest first, 20 a page by key. The tab is the list's place: All Invoices is the dialog's first
 * tab, so its links carry no `tab`.
 */
const allInvoiceList = defineList({ path: '/admin/invoices', keyset: { pageSize: invoiceLimits.pageSize } })
const pendingInvoiceList = defineList({
  path: '/admin/invoices',
  place: { tab: 'pending' },
  keyset: { pageSize: invoiceLimits.pageSize },
})
export type InvoiceTab = 'all-invoices' | 'pending'
export const invoiceList = (tab: InvoiceTab) => (tab === 'pending' ? pendingInvoiceList : allInvoiceList)
export type InvoiceQuery = ListQuery<typeof allInvoiceList>

/** Users → All Users (the dialog's first tab): a search by e-mail or name, 20 a page, paged by key (decision 079). */
export const userList = defineList({
  path: '/admin/users',
  search: { q: { maxLength: userListLimits.search } },
  keyset: { pageSize: userListLimits.pageSize },
})

/**
 * Organizations → Organizations (the dialog's first tab, so its links carry no `tab`): a search by
 * name or website, 20 a page, paged by key (decision 067): `after` or `before` a row.
 */
export const organizationList = defineList({
  path: '/admin/organizations',
  search: { q: { maxLength: organizationListLimits.search } },
  keyset: { pageSize: organizationListLimits.pageSize },
})
export type OrganizationQuery = ListQuery<typeof organizationList>

/**
 * One organisation's members, as staff open it (/admin/organizations/{id}): newest first, 20 a
 * page, paged by key as the organisations are.
 */
export const organizationMemberList = (organizationId: string) =>
  defineList({
    path: `/admin/organizations/${organizationId}`,
    keyset: { pageSize: organizationListLimits.pageSize },
  })

/**
 * Organizations → Join Requests' accounts with no organisation, newest first, 20 a page by key
 * (decision 079), without a search. It lives on the dialog's second tab, so every link to it names
 * the tab.
 */
export const joinRequestList = defineList({
  path: '/admin/organizations',
  place: { tab: 'join-requests' },
  keyset: { pageSize: organizationListLimits.pageSize },
})
export type JoinRequestQuery = ListQuery<typeof joinRequestList>

/**
 * Join Requests' first list, the requests to join an organisation by e-mail domain (decision 069):
 * oldest first (each waits its turn), 20 a page by key, under its own URL names so that it pages
 * apart from the accounts below it.
 */
export const domainJoinRequestList = defineList({
  path: '/admin/organizations',
  place: { tab: 'join-requests' },
  keyset: { pageSize: organizationListLimits.pageSize, names: { after: 'requests_after', before: 'requests_before' } },
})
export type DomainJoinRequestQuery = ListQuery<typeof domainJoinRequestList>

/** Where Join Requests' two lists stand: each one's page, under its own URL names. */
export interface JoinRequestPages {
  people: Pick<JoinRequestQuery, 'after' | 'before'>
  requests: Pick<DomainJoinRequestQuery, 'after' | 'before'>
}

/** The first page of both. */
export const FIRST_JOIN_REQUEST_PAGES: JoinRequestPages = {
  people: { after: null, before: null },
  requests: { after: null, before: null },
}

/**
 * Join Requests' URL with both lists kept where they stand, and `extra` (a confirmation step's or
 * an acknowledgement's own parameters): a decision's links, its Cancel and its redirect come back
 * to the pages it was made from, not to the first.
 */
export function joinRequestsHref(pages: JoinRequestPages, extra: Readonly<Record<string, string>> = {}) {
  const params = new URLSearchParams(listSearch(joinRequestList, pages.people))
  for (const [name, value] of new URLSearchParams(listSearch(domainJoinRequestList, pages.requests)))
    if (!params.has(name)) params.set(name, value)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  return `${joinRequestList.path}?${params}`
}

/**
 * The links of one Join Requests list's pager (`which`): that list moved to the page asked, the
 * other kept where it stands (each pager alone would write its own list's URL only).
 */
export function joinRequestsPagerHref(pages: JoinRequestPages, which: keyof JoinRequestPages) {
  return (query: AnyQuery) => {
    const key = (value: AnyQuery[string]) => (typeof value === 'string' ? value : null)
    return joinRequestsHref({ ...pages, [which]: { after: key(query.after), before: key(query.before) } })
  }
}

/**
 * Live chats: the visitors waiting for a person and the chats taken (decision 062), on one page:
 * never more than a desk's worth, so no search or pages; links carry only what was done.
 */
export const liveChatList = defineList({ path: '/admin/chats' })

/**
 * The audit log: actor (part of the e-mail, or 'operator'), action and entity, 25 a page, paged by
 * key (decision 079): every entry reachable, its key's id a whole number.
 */
export const auditList = defineList({
  path: '/admin/audit',
  search: { actor: { maxLength: auditLimits.actorSearch } },
  filters: { action: { values: AUDIT_ACTION_VALUES }, entity: { values: AUDIT_ENTITY_VALUES } },
  keyset: { pageSize: auditLimits.pageSize, id: 'number' },
})
export type AuditQuery = ListQuery<typeof auditList>

/**
 * AI Models Management → List View: every model, newest first, a search by title or description,
 * 25 a page by key (decision 079). List View is the dialog's first tab, so its links carry no `tab`.
 */
export const modelList = defineList({
  path: '/admin/models',
  search: { q: { maxLength: catalogueLimits.searchLength } },
  keyset: { pageSize: catalogueLimits.adminPageSize },
})
export type ModelQuery = ListQuery<typeof modelList>

/** Whether an article shows on /trust: the knowledge list's status filter. */
export const KNOWLEDGE_STATUSES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
] as const

/**
 * The knowledge base (docs/decisions/058-what-sales-knows-in-one-place.md): a search (question,
 * answer, slug, keywords), topic, language and status, 25 articles a page.
 */
export const knowledgeList = defineList({
  path: '/admin/knowledge',
  search: { q: { maxLength: knowledgeLimits.search } },
  filters: {
    topic: { values: KNOWLEDGE_TOPICS },
    language: { values: KNOWLEDGE_LANGUAGE_VALUES },
    status: { values: KNOWLEDGE_STATUSES.map((s) => s.value) },
  },
  paging: { pageSize: knowledgeLimits.pageSize, maxPage: knowledgeLimits.maxPage },
})
export type KnowledgeQuery = ListQuery<typeof knowledgeList>
