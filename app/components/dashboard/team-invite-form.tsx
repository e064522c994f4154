/**
 * Team → 'Invite a team member' (docs/product.md#dashboard): an e-mail address and a role, in the
 * one form idiom (docs/decisions/022-one-form-idiom.md). Works without JavaScript: the action's
 * answer is the feedback; with it, the schema checks early. An address already in the team or
 * already invited is the form's message; a sent invitation says so, and the form is cleared.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { describedBy, Field, FormError, firstInvalid, RequiredNote } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { sectionHref } from '~/lib/dashboard'
import { ROLE_OPTIONS } from '~/lib/team'
import type { inviteSchema } from '~/lib/team-schema'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'

export function TeamInviteForm({
  lastResult,
  sent,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  /** 'Invitation sent to …' after a sent invitation. */
  sent: string | null
}) {
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof inviteSchema>, z.output<typeof inviteSchema>>({
    id: 'team-invite',
    lastResult,
    constraint: { email: { required: true, maxLength: 254 }, role: { required: true } },
    loadValidation: () => import('~/lib/team-schema').then((module) => module.validateInvite),
  })
  const pending = useIsPending({ formAction: sectionHref('team'), match: { intent: 'invite' } })
  const invalid = firstInvalid(['email', 'role'], fields)
  return (
    <section aria-labelledby="team-invite-title" className="mt-8 rounded-xl border border-border p-4 sm:p-6">
      <h2 id="team-invite-title" className="text-lg font-semibold">
        Invite a team member
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        We send them an e-mail with a link that works once, for 7 days. They join as the role you choose.
      </p>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg border border-success/50 bg-success/10 p-3 text-sm font-medium">
          {sent}
        </p>
      ) : null}
      <Form
        method="post"
        action={sectionHref('team')}
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate={form.noValidate}
        onFocus={onFocus}
        aria-describedby={form.errors?.length ? form.errorId : undefined}
        className="mt-4"
      >
        <RequiredNote />
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="invite" />
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <Field
            id={fields.email.id}
            label="Email"
            required
            errorId={fields.email.errorId}
            errors={fields.email.errors}
          >
            <input
              id={fields.email.id}
              name={fields.email.name}
              key={fields.email.key}
              defaultValue={fields.email.initialValue}
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              className={controlClass}
              {...describedBy(fields.email.errorId, fields.email.errors, { focus: invalid === 'email' })}
            />
          </Field>
          <Field id={fields.role.id} label="Role" required errorId={fields.role.errorId} errors={fields.role.errors}>
            <select
              id={fields.role.id}
              name={fields.role.name}
              key={fields.role.key}
              defaultValue={fields.role.initialValue ?? 'member'}
              required
              className={controlClass}
              {...describedBy(fields.role.errorId, fields.role.errors, { focus: invalid === 'role' })}
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <StatusButton pending={pending} pendingText="Sending..." className="sm:mt-7">
            Send invitation
          </StatusButton>
        </div>
      </Form>
    </section>
  )
}
