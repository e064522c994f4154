/** A dialog's tabs as links (the tab is in the URL), the current one marked. */
import { Link } from '@remix-run/react'
import { placeholderText, type AdminTab } from '~/lib/admin'
import { cn } from '~/lib/cn'

export function DialogTabs({
  label,
  tabs,
  current,
  basePath,
}: {
  label: string
  tabs: readonly AdminTab[]
  current: AdminTab
  basePath: string
}) {
  return (
    <nav aria-label={label} className="mb-5 flex flex-wrap gap-1 rounded-xl bg-muted p-1">
      {tabs.map((tab, index) => (
        <Link
          key={tab.id}
          to={tab.href ?? (index === 0 ? basePath : `${basePath}?tab=${tab.id}`)}
          preventScrollReset
          aria-current={tab.id === current.id ? 'page' : undefined}
          className={cn(
            'rounded-lg px-4 py-2 text-sm font-medium',
            tab.id === current.id
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}

export function TabPlaceholder({ tab }: { tab: AdminTab }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
      {placeholderText(tab)}
    </p>
  )
}
