/**
 * The open model access lead's request and its decision (docs/decisions/084-model-access-from-the-catalogue.md):
 * what the organisation asked for, then, while it waits, 'Approve' with a start date, a term and a
 * monthly price (the catalogue's by default) and 'Decline' with a reason; once decided, its terms or
 * its reason. Small POST forms of the desk, working without JavaScript.
 */
import { Form } from '@remix-run/react'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import {
  accessLimits,
  accessPlanLabel,
  accessStatusLabel,
  dayLabel,
  type AccessRequest,
} from '~/lib/entities/organization-model'
import { formatCents } from '~/lib/entities/invoice'
import { centsToDollars } from '~/lib/model-access'

type Errors = (field: string) => string[] | null | undefined

function Hidden({ intent, id }: { intent: string; id: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value="access" />
      <input type="hidden" name="id" value={id} />
    </>
  )
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

export function ModelAccessDecision({
  request,
  today,
  errors,
}: {
  request: AccessRequest
  /** Today (YYYY-MM-DD, UTC): the start date's default. */
  today: string
  errors: Errors
}) {
  const at = (name: string) => `access-${name}-${request.id}`
  return (
    <section aria-labelledby={at('heading')} className="mt-4 rounded-lg border border-border p-4">
      <h4 id={at('heading')} className="text-sm font-semibold">
        Model access: {request.model_title}
      </h4>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Row label="Organisation">{request.organization_name ?? 'Unnamed organisation'}</Row>
        <Row label="Plan">{accessPlanLabel(request.plan)}</Row>
        <Row label="Teams">{request.teams}</Row>
        <Row label="Request">{accessStatusLabel(request.status)}</Row>
        <Row label="Catalogue price">
          {request.catalogue_price_cents === null
            ? 'Not in the catalogue'
            : `${formatCents(request.catalogue_price_cents)}/month`}
        </Row>
        {request.monthly_price_cents !== null ? (
          <Row label="Agreed price">{`${formatCents(request.monthly_price_cents)}/month`}</Row>
        ) : null}
        {request.starts_on && request.ends_on ? (
          <Row label="Term">
            {`${dayLabel(request.starts_on)} for ${request.term_months} month${request.term_months === 1 ? '' : 's'}, ${
              request.plan === 'trial' ? 'ends' : 'renews'
            } ${dayLabel(request.ends_on)}`}
          </Row>
        ) : null}
        {request.decline_reason ? <Row label="Reason declined">{request.decline_reason}</Row> : null}
      </dl>
      {request.note ? <p className="mt-3 whitespace-pre-line text-sm">{request.note}</p> : null}
      {request.status === 'requested' ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <Form method="post" preventScrollReset aria-labelledby={at('approve-heading')}>
            <h5 id={at('approve-heading')} className="text-sm font-semibold">
              Approve
            </h5>
            <Hidden intent="access-approve" id={request.id} />
            <Field
              id={at('starts')}
              label="Start date"
              required
              errorId={at('starts-error')}
              errors={errors('startsOn')}
            >
              <input
                id={at('starts')}
                type="date"
                name="startsOn"
                required
                min="2000-01-01"
                max="2099-12-31"
                defaultValue={today}
                className={controlClass}
                {...describedBy(at('starts-error'), errors('startsOn'))}
              />
            </Field>
            <Field
              id={at('term')}
              label="Term (months)"
              required
              errorId={at('term-error')}
              errors={errors('termMonths')}
            >
              <input
                id={at('term')}
                type="number"
                name="termMonths"
                required
                min={1}
                max={accessLimits.termMonths}
                defaultValue={request.plan === 'trial' ? 1 : 12}
                className={controlClass}
                {...describedBy(at('term-error'), errors('termMonths'))}
              />
            </Field>
            <Field
              id={at('price')}
              label="Monthly price (USD)"
              required
              hint="The catalogue's price unless agreed otherwise."
              errorId={at('price-error')}
              errors={errors('price')}
            >
              <input
                id={at('price')}
                name="price"
                required
                inputMode="decimal"
                defaultValue={centsToDollars(request.catalogue_price_cents ?? 0)}
                className={controlClass}
                {...describedBy(at('price-error'), errors('price'))}
              />
            </Field>
            <StatusButton pending={false}>Approve access</StatusButton>
          </Form>
          <Form method="post" preventScrollReset aria-labelledby={at('decline-heading')}>
            <h5 id={at('decline-heading')} className="text-sm font-semibold">
              Decline
            </h5>
            <Hidden intent="access-decline" id={request.id} />
            <Field id={at('reason')} label="Reason" required errorId={at('reason-error')} errors={errors('reason')}>
              <textarea
                id={at('reason')}
                name="reason"
                required
                maxLength={accessLimits.reason}
                rows={3}
                className={controlClass}
                {...describedBy(at('reason-error'), errors('reason'))}
              />
            </Field>
            <StatusButton pending={false} variant="outline">
              Decline request
            </StatusButton>
          </Form>
        </div>
      ) : null}
    </section>
  )
}
