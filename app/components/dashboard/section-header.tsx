/** The title and one-line description at the top of each dashboard section. */
import type { ReactNode } from 'react'

export function SectionHeader({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id="section-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      {children}
    </header>
  )
}

/** Calendar days (an invoice's date, a sample date): shown the same on the server and in every time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

export function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dayFormat.format(new Date(`${iso}T00:00:00Z`))}</time>
}
