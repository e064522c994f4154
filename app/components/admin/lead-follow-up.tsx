/**
 * The open lead's follow-up date (decision 080): a date input with its label and 'Save follow-up',
 * and, once a date is set, 'Clear follow-up'. Small POST forms, as the desk's others are, working
 * without JavaScript; the inbox's status line says 'Follow-up saved.' or 'Follow-up cleared.'.
 */
import { Form } from '@remix-run/react'
import { describedBy, Field } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import type { Lead } from '~/lib/entities/lead'

export function FollowUpForm({
  lead,
  errors,
}: {
  lead: Pick<Lead, 'kind' | 'id' | 'follow_up_on'>
  errors?: string[] | null
}) {
  const id = `follow-up-${lead.kind}-${lead.id}`
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={lead.kind} />
      <input type="hidden" name="id" value={lead.id} />
    </>
  )
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" preventScrollReset className="flex flex-1 items-end gap-2">
        {hidden('follow-up')}
        <Field id={id} label="Follow-up date" errorId={`${id}-error`} errors={errors} className="flex-1">
          <input
            id={id}
            type="date"
            name="followUp"
            required
            min="2000-01-01"
            max="2099-12-31"
            defaultValue={lead.follow_up_on ?? ''}
            key={`${lead.kind}:${lead.id}-${lead.follow_up_on ?? ''}`}
            className={controlClass}
            {...describedBy(`${id}-error`, errors)}
          />
        </Field>
        <StatusButton pending={false} variant="outline" className="mb-6">
          Save follow-up
        </StatusButton>
      </Form>
      {lead.follow_up_on ? (
        <Form method="post" preventScrollReset>
          {hidden('follow-up-clear')}
          <StatusButton pending={false} variant="ghost" className="mb-6">
            Clear follow-up
          </StatusButton>
        </Form>
      ) : null}
    </div>
  )
}
