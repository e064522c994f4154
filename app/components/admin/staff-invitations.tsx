/**
 * Users → 'Invite staff' and 'Invitations waiting' (docs/product.md#admin,
 * docs/decisions/077-confirming-addresses-and-inviting-staff.md): an address, and per open
 * invitation Resend and Revoke; small post forms answered by the Users dialog's action, each
 * working without JavaScript.
 */
import { Form } from '@remix-run/react'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { Button } from '~/components/ui/button'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { MAX_EMAIL_LENGTH } from '~/lib/email'
import { STAFF_INVITATION_WORDS as WORDS, type StaffInvitationListing } from '~/lib/staff-invitations'
import { useIsPending } from '~/lib/use-is-pending'

const ACTION = '/admin/users'

export function StaffInvitations({
  invitations,
  error,
}: {
  invitations: StaffInvitationListing[]
  /** Why the last invitation was refused (an address already staff or already invited, a malformed one). */
  error: string | null
}) {
  const pending = useIsPending({ formAction: ACTION, match: { intent: 'invite-staff' } })
  return (
    <section aria-labelledby="staff-invite-title" className="mb-6 rounded-xl border border-border p-4 sm:p-6">
      <h2 id="staff-invite-title" className="text-lg font-semibold">
        {WORDS.formTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{WORDS.formHelp}</p>
      <Form method="post" action={ACTION} className="mt-4">
        <input type="hidden" name="intent" value="invite-staff" />
        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <Field
            id="staff-invite-email"
            label="Email"
            required
            errorId="staff-invite-error"
            errors={error ? [error] : undefined}
          >
            <input
              id="staff-invite-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={MAX_EMAIL_LENGTH}
              className={controlClass}
              {...describedBy('staff-invite-error', error ? [error] : undefined, { focus: Boolean(error) })}
            />
          </Field>
          <StatusButton pending={pending} pendingText={WORDS.sending} className="sm:mt-7">
            {WORDS.send}
          </StatusButton>
        </div>
      </Form>
      {invitations.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{WORDS.none}</p>
      ) : (
        <DataTable id="staff-invitations" caption={WORDS.tableLabel} head={['Email', 'Expires', 'Actions']}>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <RowHeader>{invitation.email}</RowHeader>
              <Cell>{invitation.expires}</Cell>
              <Cell>
                <div className="flex flex-wrap gap-2">
                  <InvitationButton
                    intent="resend-staff"
                    id={invitation.id}
                    label={`${WORDS.resend} ${invitation.email}`}
                  >
                    {WORDS.resend}
                  </InvitationButton>
                  <InvitationButton
                    intent="revoke-staff"
                    id={invitation.id}
                    label={`${WORDS.revoke} ${invitation.email}`}
                  >
                    {WORDS.revoke}
                  </InvitationButton>
                </div>
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}

function InvitationButton({
  intent,
  id,
  label,
  children,
}: {
  intent: string
  id: string
  label: string
  children: string
}) {
  return (
    <Form method="post" action={ACTION} className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="invitationId" value={id} />
      <Button type="submit" variant="outline" size="sm" aria-label={label}>
        {children}
      </Button>
    </Form>
  )
}
