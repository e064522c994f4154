/**
 * 'Request access' on a model's page (docs/decisions/084-model-access-from-the-catalogue.md): for
 * an organisation's Admin, the form (a trial or a subscription, the number of teams, a note), a
 * POST that works without JavaScript; for a visitor, the same button leading to sign-in and back
 * here; for anyone else signed in, why they cannot ask (never a dead button); and what was asked
 * already, with its status.
 */
import { Form } from '@remix-run/react'
import type { SubmissionResult } from '@conform-to/react'
import { ButtonLink } from '~/components/ui/button'
import { describedBy, Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { ACCESS_PLANS, accessLimits, accessPlanLabel, accessStatusLabel } from '~/lib/entities/organization-model'
import { ACCESS_REQUESTED, accessMessages, REQUEST_ACCESS_ANCHOR } from '~/lib/model-access'
import { useIsPending } from '~/lib/use-is-pending'

export type RequestAccessState =
  | { signedIn: false; signInHref: string }
  | {
      signedIn: true
      role: 'admin' | 'member' | 'none'
      organizationName: string | null
      latest: { status: string; plan: string } | null
    }

const OPEN = ['requested', 'trial', 'active']

export function RequestAccess({
  modelTitle,
  state,
  requested,
  result,
}: {
  modelTitle: string
  state: RequestAccessState
  /** The request was just sent (the redirect's `?requested=1`). */
  requested: boolean
  result?: { reply: SubmissionResult<string[]>; formError?: string }
}) {
  const pending = useIsPending()
  const errors = (field: string) => result?.reply.error?.[field] ?? undefined
  const formErrors = result?.formError ? [result.formError] : undefined
  const latest = state.signedIn ? state.latest : null
  const open = latest && OPEN.includes(latest.status)
  return (
    <section
      id={REQUEST_ACCESS_ANCHOR}
      aria-labelledby="request-access-heading"
      className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="request-access-heading" className="text-lg font-semibold">
        Request access
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Ask for a trial or a subscription of {modelTitle} for your organisation; our team answers by e-mail.
      </p>
      {requested ? (
        <p role="status" className="mt-4 rounded-lg border border-border bg-muted px-3 py-2 text-sm">
          {ACCESS_REQUESTED}
        </p>
      ) : null}
      {latest ? (
        <p className="mt-4 text-sm">
          {`Your organisation's ${accessPlanLabel(latest.plan).toLowerCase()} of this model: `}
          <strong>{accessStatusLabel(latest.status)}</strong>
        </p>
      ) : null}
      {!state.signedIn ? (
        <ButtonLink to={state.signInHref} className="mt-4 w-full">
          Request access
        </ButtonLink>
      ) : state.role !== 'admin' ? (
        <p className="mt-4 rounded-lg border border-border bg-muted px-3 py-2 text-sm">
          {state.role === 'none'
            ? accessMessages.noOrganisation
            : `${accessMessages.notAdmin} Ask an Admin of ${state.organizationName ?? 'your organisation'}.`}
        </p>
      ) : open && !result ? null : (
        // Shown again after a refused post (even for a model already asked for), with what was wrong.
        <Form method="post" preventScrollReset className="mt-4 space-y-1" aria-labelledby="request-access-heading">
          <FormError id="request-access-error" errors={formErrors} />
          <fieldset aria-describedby="access-plan-error">
            <legend className="text-sm font-medium">Plan</legend>
            <div className="mt-2 flex gap-4">
              {ACCESS_PLANS.map((plan) => (
                <label key={plan.value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="plan" value={plan.value} defaultChecked={plan.value === 'trial'} required />
                  {plan.label}
                </label>
              ))}
            </div>
            <div id="access-plan-error" aria-live="polite" className="mt-1 min-h-5 text-sm text-danger">
              {errors('plan')?.join(' ')}
            </div>
          </fieldset>
          <Field
            id="access-teams"
            label="Number of teams"
            required
            errorId="access-teams-error"
            errors={errors('teams')}
          >
            <input
              id="access-teams"
              type="number"
              name="teams"
              required
              min={1}
              max={accessLimits.teams}
              defaultValue={1}
              className={controlClass}
              {...describedBy('access-teams-error', errors('teams'))}
            />
          </Field>
          <Field id="access-note" label="Note" markOptional errorId="access-note-error" errors={errors('note')}>
            <textarea
              id="access-note"
              name="note"
              rows={3}
              maxLength={accessLimits.note}
              className={controlClass}
              {...describedBy('access-note-error', errors('note'))}
            />
          </Field>
          <StatusButton pending={pending} className="w-full">
            Request access
          </StatusButton>
        </Form>
      )}
    </section>
  )
}
