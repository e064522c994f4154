/**
 * Invoices → 'Issue invoice' (/admin/invoices/new; docs/decisions/085-invoices-that-add-up.md):
 * first the organisation to bill, found by name or website (a GET search, up to 10 matches, each a
 * link), then the invoice: its due date, its tax rate and its free lines (description, quantity,
 * unit price in dollars), starting with a line for each of its active models. Three spare rows; 'Add lines' posts what was typed and gives three more,
 * so the form grows without JavaScript too. Every refusal is said beside its field or row.
 */
import { Form, Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { describedBy, Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { Search } from '~/components/ui/icons'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { invoiceLimits } from '~/lib/entities/invoice'
import { formRows, type InvoiceFormData, type TypedLine } from '~/lib/invoices'
import { useIsPending } from '~/lib/use-is-pending'

interface Choice {
  id: string
  name: string | null
  website: string | null
}

export function OrganisationChooser({
  q,
  matches,
  chosen,
}: {
  q: string
  matches: readonly Choice[] | null
  chosen: { id: string; name: string | null } | null
}) {
  if (chosen) {
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">Bill to: </span>
        <strong className="wrap-anywhere">{chosen.name?.trim() || 'An unnamed organisation'}</strong>{' '}
        <Link to="/admin/invoices/new" className="ml-2 text-primary underline">
          Choose another organisation
        </Link>
      </p>
    )
  }
  return (
    <div>
      <Form
        method="get"
        role="search"
        aria-label="Find the organisation to bill"
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          id="invoice-organisation-search"
          label="Organisation to bill"
          errorId="invoice-organisation-search-error"
          className="min-w-64 flex-1"
        >
          <input
            id="invoice-organisation-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="Name or website"
            maxLength={200}
            className={controlClass}
            {...describedBy('invoice-organisation-search-error')}
          />
        </Field>
        <button type="submit" className={cn(buttonClass({ variant: 'outline' }), 'mb-6')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Find
        </button>
      </Form>
      {matches === null ? null : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No organisation matches “{q}”.</p>
      ) : (
        <ul aria-label="Matching organisations" className="divide-y divide-border rounded-xl border border-border">
          {matches.map((match) => (
            <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="wrap-anywhere">
                {match.name?.trim() || 'An unnamed organisation'}
                {match.website ? <span className="block text-xs text-muted-foreground">{match.website}</span> : null}
              </span>
              <Link
                to={`/admin/invoices/new?organization=${match.id}`}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                aria-label={`Bill ${match.name?.trim() || 'this organisation'}`}
              >
                Bill this organisation
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function IssueInvoiceForm({
  organizationId,
  defaultDue,
  modelLines,
  answer,
}: {
  organizationId: string
  defaultDue: string
  /** A line for each of the organisation's active models, which the form starts from. */
  modelLines: TypedLine[]
  answer: (InvoiceFormData & { spare?: number }) | undefined
}) {
  const action = `/admin/invoices/new?organization=${organizationId}`
  const pending = useIsPending({ formAction: action, match: { intent: 'issue' } })
  const errors = answer?.errors
  // The rows as they were sent (errors are by the row's place), with the spare ones after them.
  const rows = answer ? formRows(answer.values.lines, answer.spare ?? 0) : formRows(modelLines, 3)
  const fieldErrors = (name: 'due_date' | 'tax_rate' | 'lines') =>
    errors?.fields[name] ? [errors.fields[name]!] : null
  const firstField = errors?.fields.due_date ? 'due_date' : errors?.fields.tax_rate ? 'tax_rate' : null
  return (
    <Form method="post" action={action} className="mt-6" key={JSON.stringify(answer?.values ?? null)}>
      <FormError
        id="invoice-form-error"
        errors={errors?.form ? [errors.form] : errors?.fields.organization ? [errors.fields.organization] : null}
      />
      <input type="hidden" name="organization" value={organizationId} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="invoice-due" label="Due date" required errorId="invoice-due-error" errors={fieldErrors('due_date')}>
          <input
            id="invoice-due"
            name="due_date"
            type="date"
            required
            defaultValue={answer?.values.due_date || defaultDue}
            className={controlClass}
            {...describedBy('invoice-due-error', fieldErrors('due_date'), { focus: firstField === 'due_date' })}
          />
        </Field>
        <Field
          id="invoice-tax"
          label="Tax rate (%)"
          required
          hint="From 0 to 100, up to two decimals: 20 or 8.25."
          errorId="invoice-tax-error"
          errors={fieldErrors('tax_rate')}
        >
          <input
            id="invoice-tax"
            name="tax_rate"
            inputMode="decimal"
            required
            defaultValue={answer?.values.tax_rate ?? '0'}
            maxLength={6}
            className={controlClass}
            {...describedBy('invoice-tax-error', fieldErrors('tax_rate'), { focus: firstField === 'tax_rate' })}
          />
        </Field>
      </div>
      <fieldset aria-describedby="invoice-lines-hint invoice-lines-error">
        <legend className="text-sm font-medium">Lines</legend>
        <p id="invoice-lines-hint" className="text-xs text-muted-foreground">
          A description, a whole quantity and a unit price in US dollars for each line; blank rows are left out. At most{' '}
          {invoiceLimits.lines} lines.
        </p>
        <p id="invoice-lines-error" aria-live="polite" className="min-h-5 text-sm text-danger">
          {errors?.fields.lines ?? ''}
        </p>
        <ol className="space-y-3">
          {rows.map((row, i) => {
            const error = errors?.rows[i]
            const errorId = `invoice-line-${i}-error`
            const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}
            return (
              <li key={i} className="grid gap-2 sm:grid-cols-[1fr_7rem_9rem]">
                <label className="text-sm">
                  <span className="sr-only">Line {i + 1}: </span>Description
                  <input
                    name="description"
                    defaultValue={row.description}
                    maxLength={invoiceLimits.description}
                    className={controlClass}
                    {...invalid}
                  />
                </label>
                <label className="text-sm">
                  <span className="sr-only">Line {i + 1}: </span>Quantity
                  <input
                    name="quantity"
                    inputMode="numeric"
                    defaultValue={row.quantity}
                    maxLength={5}
                    className={controlClass}
                    {...invalid}
                  />
                </label>
                <label className="text-sm">
                  <span className="sr-only">Line {i + 1}: </span>Unit price ($)
                  <input
                    name="unit_price"
                    inputMode="decimal"
                    defaultValue={row.unit_price}
                    maxLength={14}
                    className={controlClass}
                    {...invalid}
                  />
                </label>
                <p id={errorId} aria-live="polite" className="text-sm text-danger sm:col-span-3">
                  {error ?? ''}
                </p>
              </li>
            )
          })}
        </ol>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <StatusButton pending={pending} pendingText="Issuing..." name="intent" value="issue">
          Issue invoice
        </StatusButton>
        {rows.length < invoiceLimits.lines ? (
          <button
            type="submit"
            name="intent"
            value="more-lines"
            formNoValidate
            className={buttonClass({ variant: 'outline' })}
          >
            Add lines
          </button>
        ) : null}
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        The totals are computed in whole cents when the invoice is issued: each line’s quantity × unit price, the tax on
        their sum rounded to the cent. The organisation’s Admins get an e-mail.
      </p>
    </Form>
  )
}
