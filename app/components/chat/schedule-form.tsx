/**
 * 'Schedule a Consultation' over the conversation (docs/product.md#callback): Name, Email, Phone,
 * Company, Industry, Best Time for Callback, Cancel and submit. A plain POST to /chat; with
 * JavaScript it goes through a fetcher and the confirmation is appended in place. A failed save
 * shows nothing and keeps the form open with what was typed, so nothing is lost. It opens
 * pre-filled with what the chat learned (name, company, industry); what the chat learns while it
 * is open fills the fields the visitor has not touched, never the ones they have.
 */
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { Link, useFetcher } from '@remix-run/react'
import { CalendarCheck } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { describedBy, Field, firstInvalid, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { CALLBACK_TIMES, chatPath, type SchedulePrefill } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { MAX_EMAIL_LENGTH } from '~/lib/email'
import { INDUSTRIES } from '~/lib/industries'
import type { scheduleSchema } from '~/lib/schedule-schema'
import { useHydrated } from '~/lib/use-hydrated'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'

export interface ScheduleReply {
  status: 'success' | 'error'
  error?: Record<string, string[] | null> | null
  initialValue?: Record<string, unknown> | null
  messages?: ChatMessage[]
}

const FIELD_ORDER = ['name', 'email', 'phone', 'company', 'industry', 'callbackTime'] as const
type Name = (typeof FIELD_ORDER)[number]
const PREFILLED = ['name', 'company', 'industry'] as const

/** The browser's IANA time zone, kept with the booking so the team calls in the visitor's morning. */
function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || ''
  } catch {
    return ''
  }
}

export function ScheduleForm({
  reply,
  onCancel,
  onBooked,
  cancelHref,
  prefill = {},
  takeFocus = true,
  model,
}: {
  /** The action's answer to a form posted without JavaScript. */
  reply?: ScheduleReply
  /** What the chat learned: the fields' first values, and later ones for fields not yet touched. */
  prefill?: SchedulePrefill
  /** Focus Name as it opens (not when the AI Architect opened it while the visitor was typing). */
  takeFocus?: boolean
  /** The model page the chat came from: without JavaScript, /chat comes back still knowing it. */
  model?: string | null
  onCancel?: () => void
  onBooked?: (messages: ChatMessage[]) => void
  cancelHref: string
}) {
  const fetcher = useFetcher<ScheduleReply>()
  const hydrated = useHydrated()
  const pending = useIsPending({ fetcher })
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof scheduleSchema>, z.output<typeof scheduleSchema>>({
    id: 'schedule',
    // The chat action's answer is conform's submission result, with the chat's messages on success.
    lastResult: (fetcher.data ?? reply) as SubmissionResult<string[]> | undefined,
    loadValidation: () => import('~/lib/schedule-schema').then((module) => module.validateSchedule),
  })
  // Without JavaScript nothing can move focus after a refused post, so the first invalid field
  // asks for it as the page loads (with JavaScript, conform does it); a fresh form starts at Name.
  const invalid = firstInvalid(FIELD_ORDER, fields) ?? (reply || !takeFocus ? undefined : 'name')
  const answered = Boolean(fetcher.data ?? reply)

  // Details learned while the form is open go into the fields the visitor has not edited.
  const formElement = useRef<HTMLFormElement>(null)
  const edited = useRef(new Set<string>())
  const { name: prefillName, company: prefillCompany, industry: prefillIndustry } = prefill
  useEffect(() => {
    const values = { name: prefillName, company: prefillCompany, industry: prefillIndustry }
    for (const name of PREFILLED) {
      const element = formElement.current?.elements.namedItem(name)
      const value = values[name]
      if (value && !edited.current.has(name) && element && 'value' in element) element.value = value
    }
  }, [prefillName, prefillCompany, prefillIndustry])

  useEffect(() => {
    if (fetcher.data?.status === 'success' && fetcher.data.messages) onBooked?.(fetcher.data.messages)
  }, [fetcher.data, onBooked])

  const control = (name: Name) => ({
    id: fields[name].id,
    name,
    // A refused post comes back with what was typed; a fresh form with what the chat learned.
    defaultValue: fields[name].initialValue ?? (answered ? '' : (prefill[name as keyof SchedulePrefill] ?? '')),
    className: `${controlClass} py-2`,
    ...describedBy(fields[name].errorId, fields[name].errors, { focus: invalid === name }),
  })
  const field = (name: Name, label: string, required = true) => ({
    id: fields[name].id,
    label,
    required,
    errorId: fields[name].errorId,
    errors: fields[name].errors,
  })

  return (
    <section
      id="schedule"
      role="dialog"
      aria-modal="false"
      aria-labelledby="schedule-title"
      className="rounded-xl border border-border bg-card p-4 shadow-lg"
    >
      <h2 id="schedule-title" className="flex items-center gap-2 text-base font-semibold">
        <CalendarCheck aria-hidden="true" className="h-5 w-5 text-primary" />
        Schedule a Consultation
      </h2>
      <fetcher.Form
        method="post"
        action={chatPath(model)}
        {...getFormProps(form)}
        ref={formElement}
        noValidate
        onFocus={onFocus}
        onInput={(event) => {
          const { name } = event.target as HTMLInputElement
          if (name) edited.current.add(name)
        }}
        className="mt-3 grid gap-x-3 gap-y-1 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="schedule" />
        {model ? <input type="hidden" name="model" value={model} /> : null}
        {/* With JavaScript the answer comes back as data; without, the page reloads (post/redirect/get). */}
        {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
        {hydrated ? <input type="hidden" name="timeZone" value={browserTimeZone()} /> : null}
        <div className="sm:col-span-2">
          <FormError id={form.errorId} errors={form.errors} />
        </div>
        <Field {...field('name', 'Name')}>
          <input type="text" autoComplete="name" aria-required="true" maxLength={200} {...control('name')} />
        </Field>
        <Field {...field('email', 'Email')}>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            maxLength={MAX_EMAIL_LENGTH}
            {...control('email')}
          />
        </Field>
        <Field {...field('phone', 'Phone', false)}>
          <input type="tel" autoComplete="tel" maxLength={40} {...control('phone')} />
        </Field>
        <Field {...field('company', 'Company')}>
          <input type="text" autoComplete="organization" aria-required="true" maxLength={200} {...control('company')} />
        </Field>
        <Field {...field('industry', 'Industry')}>
          <select aria-required="true" {...control('industry')}>
            <option value="">Select industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </Field>
        <Field {...field('callbackTime', 'Best Time for Callback')}>
          <select aria-required="true" {...control('callbackTime')}>
            <option value="">Select a time</option>
            {CALLBACK_TIMES.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          {onCancel && hydrated ? (
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <Link
              to={cancelHref}
              className="inline-flex h-10 items-center rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted"
            >
              Cancel
            </Link>
          )}
          <StatusButton pending={pending}>Schedule Call</StatusButton>
        </div>
      </fetcher.Form>
    </section>
  )
}
