/**
 * 'Schedule a Consultation' over the conversation (docs/product.md#callback): Name, Email, Phone,
 * Company, Industry, Best Time for Callback, Cancel and submit. A plain POST to /chat; with
 * JavaScript it goes through a fetcher and the confirmation is appended in place. A failed save
 * shows nothing and keeps the form open with what was typed, so nothing is lost.
 */
import { Link, useFetcher } from '@remix-run/react'
import { CalendarCheck, LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { CALLBACK_TIMES } from '~/lib/chat'
import type { ChatMessage } from '~/lib/entities/chat-request'
import { MAX_EMAIL_LENGTH } from '~/lib/email'
import { INDUSTRIES } from '~/lib/industries'
import { useHydrated } from '~/lib/use-hydrated'

export interface ScheduleReply {
  status: 'success' | 'error'
  error?: Record<string, string[] | null> | null
  initialValue?: Record<string, unknown> | null
  messages?: ChatMessage[]
}

const FIELD_ORDER = ['name', 'email', 'phone', 'company', 'industry', 'callbackTime'] as const

function FieldError({ id, errors }: { id: string; errors: string[] | null | undefined }) {
  return errors?.[0] ? (
    <p id={id} className="mt-1 text-xs text-danger">
      {errors[0]}
    </p>
  ) : null
}

export function ScheduleForm({
  reply,
  onCancel,
  onBooked,
  cancelHref,
}: {
  /** The action's answer to a form posted without JavaScript. */
  reply?: ScheduleReply
  onCancel?: () => void
  onBooked?: (messages: ChatMessage[]) => void
  cancelHref: string
}) {
  const fetcher = useFetcher<ScheduleReply>()
  const hydrated = useHydrated()
  const answer = fetcher.data ?? reply
  const busy = fetcher.state !== 'idle'
  const form = useRef<HTMLFormElement>(null)
  const errors = answer?.status === 'error' ? (answer.error ?? {}) : {}
  const values = (answer?.initialValue ?? {}) as Record<string, string | undefined>

  useEffect(() => {
    if (fetcher.data?.status === 'success' && fetcher.data.messages) onBooked?.(fetcher.data.messages)
    if (fetcher.data?.status === 'error') {
      const first = FIELD_ORDER.find((name) => fetcher.data?.error?.[name]?.length)
      if (first) (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus()
    }
  }, [fetcher.data, onBooked])

  const props = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `schedule-${name}`,
    name,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name]?.length ? true : undefined,
    'aria-describedby': errors[name]?.length ? `schedule-${name}-error` : undefined,
    className: `${controlClass} py-2`,
  })
  const label = (name: string, text: string, required = true) => (
    <label htmlFor={`schedule-${name}`} className="text-sm font-medium">
      {text}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  )

  return (
    <section
      id="schedule"
      role="dialog"
      aria-modal="false"
      aria-labelledby="schedule-title"
      className="rounded-xl border border-border bg-card p-4 shadow-lg"
    >
      <h3 id="schedule-title" className="flex items-center gap-2 text-base font-semibold">
        <CalendarCheck aria-hidden="true" className="h-5 w-5 text-primary" />
        Schedule a Consultation
      </h3>
      <fetcher.Form ref={form} method="post" action="/chat" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="schedule" />
        {/* With JavaScript the answer comes back as data; without, the page reloads (post/redirect/get). */}
        {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
        <div>
          {label('name', 'Name')}
          <input type="text" autoComplete="name" aria-required="true" maxLength={200} autoFocus {...props('name')} />
          <FieldError id="schedule-name-error" errors={errors.name} />
        </div>
        <div>
          {label('email', 'Email')}
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            maxLength={MAX_EMAIL_LENGTH}
            {...props('email')}
          />
          <FieldError id="schedule-email-error" errors={errors.email} />
        </div>
        <div>
          {label('phone', 'Phone', false)}
          <input type="tel" autoComplete="tel" maxLength={40} {...props('phone')} />
          <FieldError id="schedule-phone-error" errors={errors.phone} />
        </div>
        <div>
          {label('company', 'Company')}
          <input type="text" autoComplete="organization" aria-required="true" maxLength={200} {...props('company')} />
          <FieldError id="schedule-company-error" errors={errors.company} />
        </div>
        <div>
          {label('industry', 'Industry')}
          <select aria-required="true" {...props('industry')}>
            <option value="">Select industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
          <FieldError id="schedule-industry-error" errors={errors.industry} />
        </div>
        <div>
          {label('callbackTime', 'Best Time for Callback')}
          <select aria-required="true" {...props('callbackTime')}>
            <option value="">Select a time</option>
            {CALLBACK_TIMES.map((time) => (
              <option key={time.value} value={time.value}>
                {time.label}
              </option>
            ))}
          </select>
          <FieldError id="schedule-callbackTime-error" errors={errors.callbackTime} />
        </div>
        {errors['']?.[0] ? (
          <p role="alert" className="text-sm text-danger sm:col-span-2">
            {errors[''][0]}
          </p>
        ) : null}
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
          <Button type="submit" disabled={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            Schedule Call
          </Button>
        </div>
      </fetcher.Form>
    </section>
  )
}
