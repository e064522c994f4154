/**
 * The coloured status and priority badges (docs/product.md#dashboard): the organisation's invoices'
 * and support tickets'. The word is always shown, so colour is never the only signal; each tone
 * keeps its text at WCAG AA contrast (4.5:1 or better) on its own background in both themes.
 */
import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import type { TicketPriority, TicketStatus } from '~/lib/entities/support-ticket'
import type { InvoiceStatus } from '~/lib/entities/invoice'

type Tone = 'green' | 'yellow' | 'red' | 'blue' | 'grey'

const tones: Record<Tone, string> = {
  green:
    'bg-green-100 text-green-800 ring-green-700/25 dark:bg-green-400/10 dark:text-green-300 dark:ring-green-400/30',
  yellow:
    'bg-yellow-100 text-yellow-800 ring-yellow-700/25 dark:bg-yellow-400/10 dark:text-yellow-200 dark:ring-yellow-400/30',
  red: 'bg-red-100 text-red-800 ring-red-700/25 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30',
  blue: 'bg-indigo-100 text-indigo-800 ring-indigo-700/25 dark:bg-indigo-400/10 dark:text-indigo-200 dark:ring-indigo-400/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-700/20 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30',
}

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  )
}

const invoiceTones: Record<InvoiceStatus, Tone> = { paid: 'green', pending: 'yellow', overdue: 'red' }
const ticketTones: Record<TicketStatus, Tone> = { open: 'red', in_progress: 'yellow', resolved: 'green' }
const priorityTones: Record<TicketPriority, Tone> = { high: 'red', medium: 'yellow', low: 'green' }

/** 'in_progress' → 'In progress'. */
function humanise(value: string) {
  const words = value.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Paid green, pending yellow, overdue red, anything else grey. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return <Badge tone={invoiceTones[status as InvoiceStatus] ?? 'grey'}>{humanise(status)}</Badge>
}

/** Open red, in progress yellow, resolved green. */
export function TicketStatusBadge({ status }: { status: string }) {
  return <Badge tone={ticketTones[status as TicketStatus] ?? 'grey'}>{humanise(status)}</Badge>
}

/** High red, medium yellow, low green. */
export function PriorityBadge({ priority }: { priority: string }) {
  return <Badge tone={priorityTones[priority as TicketPriority] ?? 'grey'}>{humanise(priority)}</Badge>
}
