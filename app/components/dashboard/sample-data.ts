/**
 * The dashboard's hard-coded sample data (docs/product.md#dashboard): the overview's figures are
 * samples, nothing of them fetched or saved. (The organisation's name and plan, the Team section's
 * members, the Support section's tickets and Billing's invoices are the organisation's own records.)
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
