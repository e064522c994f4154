/**
 * AI Models Management → List View (docs/product.md#admin): every model, newest first, 25 a page by
 * key with the admin lists' pager, with its
 * enterprise icon, description, category badges and price; the featured and active toggles are
 * small POST forms (the list reloads after each), Edit and Delete are links to their dialogs.
 */
import { Form } from '@remix-run/react'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { modelList, type ModelQuery } from '~/lib/admin-lists'
import type { KeysetPage } from '~/lib/list-query'
import { Building2, Plus, Search, Star, Eye } from '~/components/ui/icons'
import { RowLinks } from './row-links'
import { ModelLogo } from '~/components/catalogue/model-logo'
import type { AdminModelRow } from '~/lib/entities/ai-model'
import { buttonClass, ButtonLink } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { formatUsd } from '~/lib/money'
import { useIsPending } from '~/lib/use-is-pending'

function FlagToggle({
  model,
  flag,
  label,
  on,
}: {
  model: AdminModelRow
  flag: 'is_featured' | 'is_active'
  label: string
  on: boolean
}) {
  const pending = useIsPending({ match: { intent: 'toggle', id: model.id, flag } })
  const Icon = flag === 'is_featured' ? Star : Eye
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={model.id} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={on ? 'false' : 'true'} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={`${label}: ${model.title}`}
        disabled={pending}
        aria-busy={pending || undefined}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-xs font-medium',
          on ? 'border-primary bg-accent text-accent-foreground' : 'border-border text-muted-foreground hover:bg-muted',
        )}
      >
        <Icon aria-hidden="true" className={cn('h-3.5 w-3.5', on && flag === 'is_featured' && 'fill-current')} />
        {label}
      </button>
    </Form>
  )
}

export function ModelList({ models, query, page }: { models: AdminModelRow[]; query: ModelQuery; page: KeysetPage }) {
  const search = query.q ?? ''
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex min-w-64 flex-1 items-end gap-2" preventScrollReset>
          <div className="flex-1">
            <label htmlFor="admin-model-search" className="text-sm font-medium">
              Search models
            </label>
            <input
              id="admin-model-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={modelList.search.q.maxLength}
              placeholder="Search models..."
              className={controlClass}
            />
          </div>
          <button type="submit" className={buttonClass({ variant: 'outline' })}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </button>
        </Form>
        <ButtonLink to="/admin/models/new">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Model
        </ButtonLink>
      </div>

      {models.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {search ? 'No models match your search.' : 'No models yet. Add the first one.'}
        </p>
      ) : (
        <ul aria-label="AI models" className="divide-y divide-border rounded-xl border border-border">
          {models.map((model) => (
            <li key={model.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center">
              {/* The logo's smallest stored copy, never the uploaded original. */}
              <ModelLogo title={model.title} logoUrl={model.logo_url} size={40} />
              <div className="min-w-0 flex-1">
                <h3 className="flex items-center gap-2 font-semibold">
                  <span className="truncate">{model.title}</span>
                  {model.is_enterprise ? (
                    <Building2 role="img" aria-label="Enterprise" className="h-4 w-4 shrink-0 text-primary" />
                  ) : null}
                  {model.is_active ? null : (
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                      Inactive
                    </span>
                  )}
                </h3>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{model.description}</p>
                <div className="mt-2 flex flex-wrap items-center gap-1.5">
                  {model.categories.map((category) => (
                    <span
                      key={category}
                      className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
                    >
                      {category}
                    </span>
                  ))}
                  <span className="text-sm font-medium">{formatUsd(model.cost)}/month</span>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <FlagToggle model={model} flag="is_featured" label="Featured" on={model.is_featured} />
                <FlagToggle model={model} flag="is_active" label="Active" on={model.is_active} />
                <RowLinks
                  editTo={`/admin/models/${model.id}`}
                  deleteTo={`/admin/models/${model.id}/delete`}
                  name={model.title}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListKeysetPager list={modelList} query={query} page={page} />
    </div>
  )
}
