/** A lab's status badge: green when active, blue when completed, grey otherwise (docs/product.md#labs). */
import { cn } from '~/lib/cn'

const tones = {
  active:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  completed: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-200',
  other: 'border-border bg-muted text-foreground',
} as const

const dots = {
  active: 'bg-emerald-600 dark:bg-emerald-400',
  completed: 'bg-sky-600 dark:bg-sky-400',
  other: 'bg-slate-500 dark:bg-slate-400',
} as const

type LabStatusTone = keyof typeof tones

function labStatusTone(status: string): LabStatusTone {
  const normalised = status.trim().toLowerCase()
  return normalised === 'active' || normalised === 'completed' ? normalised : 'other'
}

/** 'in_progress' reads as 'In progress'; an empty status as 'Unknown'. */
function labStatusLabel(status: string) {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown'
}

export function LabStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = labStatusTone(status)
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', dots[tone])} />
      <span className="sr-only">Status: </span>
      {labStatusLabel(status)}
    </span>
  )
}
