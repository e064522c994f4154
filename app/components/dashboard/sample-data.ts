/**
 * The dashboard's hard-coded sample data (docs/product.md#dashboard): the overview's figures, the
 * invoices and the tickets are samples, nothing of them fetched or saved. (The organisation's name
 * and plan, and the Team section's members, are the organisation's own records.)
 */

export type Trend = 'up' | 'down'

export interface StatCard {
  title: 'Monthly Usage' | 'Active Sessions' | 'Available Credits'
  value: string
  /** Percentage change against last month, signed. */
  change: number
  trend: Trend
}

export const sampleStats: readonly StatCard[] = [
  { title: 'Monthly Usage', value: '$12,450', change: 12.5, trend: 'up' },
  { title: 'Active Sessions', value: '1,284', change: 8.2, trend: 'up' },
  { title: 'Available Credits', value: '45,000', change: -4.3, trend: 'down' },
]

export type InvoiceStatus = 'paid' | 'pending' | 'overdue'

interface Invoice {
  id: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  /** USD. */
  amount: number
  status: InvoiceStatus
  number: string
}

export const sampleInvoices: readonly Invoice[] = [
  { id: 'inv_1', date: '2024-03-01', amount: 2500, status: 'paid', number: 'INV-2024-003' },
  { id: 'inv_2', date: '2024-02-01', amount: 2500, status: 'pending', number: 'INV-2024-002' },
  { id: 'inv_3', date: '2024-01-01', amount: 1800, status: 'overdue', number: 'INV-2024-001' },
]

export type TicketStatus = 'open' | 'in_progress' | 'resolved'
export type TicketPriority = 'high' | 'medium' | 'low'

interface SupportTicket {
  id: string
  title: string
  status: TicketStatus
  priority: TicketPriority
  /** ISO date (YYYY-MM-DD). */
  created_at: string
  /** ISO date (YYYY-MM-DD). */
  last_update: string
}

export const sampleTickets: readonly SupportTicket[] = [
  {
    id: 'TKT-1042',
    title: 'API rate limit increase request',
    status: 'open',
    priority: 'high',
    created_at: '2024-03-10',
    last_update: '2024-03-11',
  },
  {
    id: 'TKT-1038',
    title: 'Model fine-tuning guidance',
    status: 'in_progress',
    priority: 'medium',
    created_at: '2024-03-05',
    last_update: '2024-03-09',
  },
  {
    id: 'TKT-1027',
    title: 'Invoice address change',
    status: 'resolved',
    priority: 'low',
    created_at: '2024-02-20',
    last_update: '2024-02-22',
  },
]
