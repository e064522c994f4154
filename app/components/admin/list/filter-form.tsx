/**
 * An admin list's search and filters (docs/decisions/047-one-list-idiom-for-staff.md): a GET form,
 * so every view is a URL that works without JavaScript and can be shared; submitting it starts
 * again at page 1 (the page is not one of its fields). A search landmark with its own name, a
 * labelled search box, the list's filter selects, the submit button, and, when the view is
 * filtered, a link back to the whole list. Each list gives its own words, ids and layout.
 */
import { Form, Link } from '@remix-run/react'
import { Search } from '~/components/ui/icons'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { FilterSelect, type FilterSelectProps } from './filter-select'

export function ListFilterForm({
  label,
  className,
  search,
  filters = [],
  submit,
  reset,
}: {
  /** The search landmark's accessible name ("Search users"). */
  label: string
  /** The form's layout. */
  className: string
  search: {
    id: string
    /** The URL parameter, as the list declares it. */
    name: string
    label: string
    placeholder: string
    maxLength: number
    value: string | null
    /** The search box's share of the layout. */
    className?: string
  }
  filters?: FilterSelectProps[]
  /** The submit button's word ("Search", "Filter"). */
  submit: string
  /** A link to the list without search or filters, shown only while something is filtered. */
  reset?: { to: string; label: string } | null
}) {
  return (
    <Form method="get" role="search" aria-label={label} preventScrollReset className={className}>
      <div className={search.className}>
        <label htmlFor={search.id} className="text-sm font-medium">
          {search.label}
        </label>
        <input
          id={search.id}
          type="search"
          name={search.name}
          defaultValue={search.value ?? ''}
          maxLength={search.maxLength}
          placeholder={search.placeholder}
          className={controlClass}
        />
      </div>
      {filters.map((filter) => (
        <FilterSelect key={filter.name} {...filter} />
      ))}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass({ variant: 'outline' })}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {submit}
        </button>
        {reset ? (
          <Link to={reset.to} preventScrollReset className="pb-2 text-sm text-primary hover:underline">
            {reset.label}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
