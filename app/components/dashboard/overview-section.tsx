/** Overview: the three statistics cards, each with its change against last month and its trend. */
import { Activity, CreditCard, TrendingDown, TrendingUp, Users, type IconComponent } from '~/components/ui/icons'
import { cn } from '~/lib/cn'
import type { OrganisationModel } from '~/lib/entities/organization-model'
import { OrganisationModels } from './organisation-models'
import { sampleStats, type StatCard } from './sample-data'
import { SectionHeader } from './section-header'

const icons: Record<StatCard['title'], IconComponent> = {
  'Monthly Usage': Activity,
  'Active Sessions': Users,
  'Available Credits': CreditCard,
}

function formatChange(change: number) {
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(1)}%`
}

export function OverviewSection({ email, models }: { email: string; models: readonly OrganisationModel[] }) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader
        title="Overview"
        description={`Welcome back, ${email}. Here is how your organisation is using AI this month.`}
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sampleStats.map((stat) => {
          const Icon = icons[stat.title]
          const TrendIcon = stat.trend === 'up' ? TrendingUp : TrendingDown
          return (
            <li key={stat.title} className="rounded-xl border border-border bg-card/80 p-5 shadow-sm sm:p-6">
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-sm font-medium text-muted-foreground">{stat.title}</h2>
                <span className="inline-flex h-9 w-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
              </div>
              <p className="mt-3 text-3xl font-bold tracking-tight">{stat.value}</p>
              <p className="mt-2 flex items-center gap-1.5 text-sm">
                <span
                  className={cn(
                    'inline-flex items-center gap-1 font-medium',
                    stat.trend === 'up' ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-300',
                  )}
                >
                  <TrendIcon aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">{stat.trend === 'up' ? 'Up' : 'Down'} </span>
                  {formatChange(stat.change)}
                </span>
                <span className="text-muted-foreground">from last month</span>
              </p>
            </li>
          )
        })}
      </ul>
      <OrganisationModels models={models} />
    </section>
  )
}
