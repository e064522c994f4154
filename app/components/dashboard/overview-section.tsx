/**
 * Overview (docs/decisions/089-an-overview-from-own-records.md): the three stat cards from the
 * organisation's own records, each with its change since the month began and its trend; its
 * models; and what happened lately.
 */
import { Link } from '@remix-run/react'
import {
  CreditCard,
  LifeBuoy,
  Layers,
  Minus,
  TrendingDown,
  TrendingUp,
  type IconComponent,
} from '~/components/ui/icons'
import { cn } from '~/lib/cn'
import { NO_ACTIVITY, type ActivityItem, type Overview, type StatCard, type StatTitle } from '~/lib/overview'
import { OrganisationModels } from './organisation-models'
import { OverviewPanel } from './overview-panel'
import { SectionHeader } from './section-header'

const icons: Record<StatTitle, IconComponent> = {
  'Models in use': Layers,
  'Open tickets': LifeBuoy,
  'Balance due': CreditCard,
}

const trendIcons = { up: TrendingUp, down: TrendingDown, flat: Minus } as const
const trendWords = { up: 'Up', down: 'Down', flat: '' } as const

function StatChange({ stat }: { stat: StatCard }) {
  const TrendIcon = trendIcons[stat.trend]
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm">
      <span
        className={cn(
          'inline-flex items-center gap-1 font-medium',
          stat.trend === 'flat'
            ? 'text-muted-foreground'
            : stat.good
              ? 'text-green-700 dark:text-green-400'
              : 'text-red-700 dark:text-red-300',
        )}
      >
        <TrendIcon aria-hidden="true" className="h-4 w-4" />
        {stat.change ? (
          <>
            <span className="sr-only">{trendWords[stat.trend]} </span>
            {stat.change}
          </>
        ) : (
          'No change'
        )}
      </span>
      <span className="text-muted-foreground">from last month</span>
    </p>
  )
}

function RecentActivity({ items }: { items: readonly ActivityItem[] }) {
  return (
    <OverviewPanel id="recent-activity" title="Recent activity">
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{NO_ACTIVITY}</p>
      ) : (
        <ol className="mt-4 divide-y divide-border text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              {item.href ? (
                <Link to={item.href} className="min-w-0 break-words text-primary underline-offset-2 hover:underline">
                  {item.text}
                </Link>
              ) : (
                <span className="min-w-0 break-words">{item.text}</span>
              )}
              <time dateTime={item.at} title={item.at} className="shrink-0 text-muted-foreground">
                {item.ago}
              </time>
            </li>
          ))}
        </ol>
      )}
    </OverviewPanel>
  )
}

export function OverviewSection({ email, overview }: { email: string; overview: Overview }) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader
        title="Overview"
        description={`Welcome back, ${email}. Here is how your organisation is using AI this month.`}
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {overview.stats.map((stat) => {
          const Icon = icons[stat.title]
          return (
            <li key={stat.title} className="rounded-xl border border-border bg-card/80 p-5 shadow-sm sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-sm font-medium text-muted-foreground">{stat.title}</h2>
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
              </div>
              <p className="mt-3 text-3xl font-bold tracking-tight">{stat.value}</p>
              <StatChange stat={stat} />
            </li>
          )
        })}
      </ul>
      <OrganisationModels models={overview.models} />
      <RecentActivity items={overview.activity} />
    </section>
  )
}
