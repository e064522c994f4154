/**
 * 'With selected' (decision 080): the status or the owner of every lead ticked in the list, at once
 * and all or nothing. The form is here, apart from the list: each line's checkbox joins it by the
 * `form` attribute (the open lead's own forms sit between the lines, and forms cannot nest), so it
 * posts without JavaScript too. One button per change; the other select is sent and ignored.
 * Each select starts on no choice, which the action refuses, so a click alone changes nothing.
 */
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { LEAD_STATUSES } from '~/lib/entities/lead'
import { BULK_NOBODY } from '~/lib/lead-desk'
import type { Owner } from './lead-detail'

/** The id the lines' checkboxes name in their `form` attribute. */
const BULK_FORM_ID = 'lead-bulk'

/** A line's checkbox, labelled by the lead's name. */
export function BulkCheckbox({ leadKey, name }: { leadKey: string; name: string }) {
  return (
    <input
      type="checkbox"
      name="lead"
      value={leadKey}
      form={BULK_FORM_ID}
      aria-label={`Select ${name}`}
      // Above the line's link, whose target covers the whole line, and no higher: the dialog's
      // sticky title (z-10) must still cover a line scrolled under it (issue 31's walk at 1366×768).
      className="relative z-[1] h-4 w-4 accent-primary"
    />
  )
}

/**
 * Clears the ticks and the selects once a change in bulk is saved. Without JavaScript the saved
 * change is a new page, with nothing ticked; with it the page stays, and so would the ticks, so
 * the next 'Set owner' for one newly ticked lead would also change every lead ticked before
 * (issue 31's walk through the desk). A refused change keeps them, to be corrected and sent again.
 */
function useClearedWhenSaved() {
  const form = useRef<HTMLFormElement>(null)
  const navigation = useNavigation()
  const saved = useRef(false)
  useEffect(() => {
    // After the action's redirect: still the bulk form's submission, now loading the page it saved.
    if (navigation.state === 'loading' && String(navigation.formData?.get('intent') ?? '').startsWith('bulk-'))
      saved.current = new URLSearchParams(navigation.location.search).get('done')?.startsWith('bulk-') ?? false
    if (navigation.state === 'idle' && saved.current) {
      saved.current = false
      // Resets the checkboxes too: they belong to the form by their `form` attribute.
      form.current?.reset()
    }
  }, [navigation])
  return form
}

export function BulkForm({ owners }: { owners: Owner[] }) {
  const form = useClearedWhenSaved()
  const select = (
    id: string,
    name: string,
    label: string,
    choose: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue="" className={cn(controlClass, 'h-9 w-auto py-1')}>
        <option value="">{choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  const button = (intent: string, label: string) => (
    <button type="submit" name="intent" value={intent} className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {label}
    </button>
  )
  return (
    <Form ref={form} id={BULK_FORM_ID} method="post" preventScrollReset className="mt-3">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border px-3 py-2">
        <legend className="px-1 text-sm font-semibold">With selected</legend>
        <div className="flex items-center gap-2">
          {select('bulk-status', 'status', 'Status', 'Choose a status…', LEAD_STATUSES)}
          {button('bulk-status', 'Set status')}
        </div>
        <div className="flex items-center gap-2">
          {select('bulk-owner', 'owner', 'Owner', 'Choose an owner…', [
            { value: BULK_NOBODY, label: 'Nobody' },
            ...owners.map((o) => ({ value: o.id, label: o.email })),
          ])}
          {button('bulk-owner', 'Set owner')}
        </div>
      </fieldset>
    </Form>
  )
}
