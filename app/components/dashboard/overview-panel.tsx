/** One of the Overview's panels under the stat cards ('Your models', 'Recent activity'): a card named by its heading. */
import type { ReactNode } from 'react'

export function OverviewPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 rounded-xl border border-border bg-card/80 p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
