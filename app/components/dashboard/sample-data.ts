/**
 * The dashboard's hard-coded sample data (docs/product.md#dashboard): the overview's figures and the
 * invoices are samples, nothing of them fetched or saved. (The organisation's name and plan, the
 * Team section's members and the Support section's tickets are the organisation's own records.)
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
