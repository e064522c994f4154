/**
 * The contact form (docs/product.md#contact): a plain POST form that works without JavaScript. The
 * action validates with the shared schema and answers with conform's submission result (field
 * errors and the typed values), or redirects to `/contact?sent=1#contact-form` on success
 * (post/redirect/get: a reload never sends twice). With JavaScript the same schema gives early
 * feedback, and conform moves focus to the first invalid field. The schema (zod, about a fifth of
 * this page's script) is fetched when the visitor first focuses a field, not while the page loads;
 * until it arrives, the action's answer is the feedback, as without JavaScript.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { CircleCheck, Send } from '~/components/ui/icons'
import { useEffect, useRef } from 'react'
import { Field, firstInvalid, FormError, RequiredNote } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { StatusButton } from '~/components/ui/status-button'
import { cn } from '~/lib/cn'
import { contactConstraint, contactMessages, HONEYPOT_FIELD, inquiryTypes } from '~/lib/contact'
import type { contactSchema } from '~/lib/contact-schema'
import { useIsPending } from '~/lib/use-is-pending'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'

const CONTACT_ACTION = '/contact'
export type ContactResult = SubmissionResult<string[]>

const FIELD_ORDER = ['name', 'email', 'phone', 'type', 'message'] as const

function ContactFormFields({ lastResult }: { lastResult: ContactResult | undefined }) {
  const pending = useIsPending({ formAction: CONTACT_ACTION })
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof contactSchema>, z.output<typeof contactSchema>>({
    id: 'contact',
    lastResult,
    constraint: contactConstraint,
    loadValidation: () => import('~/lib/contact-schema').then((module) => module.validateContact),
  })

  // Without JavaScript nothing can move focus after a failed submit, so the first invalid field
  // asks for it when the page loads (with JavaScript, conform does it).
  const invalid = firstInvalid(FIELD_ORDER, fields)

  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: 'text' })
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  const { key: phoneKey, ...phoneProps } = getInputProps(fields.phone, { type: 'tel' })
  const { key: typeKey, ...typeProps } = getSelectProps(fields.type)
  const { key: messageKey, ...messageProps } = getTextareaProps(fields.message)

  return (
    <Form
      method="post"
      action={CONTACT_ACTION}
      {...getFormProps(form)}
      noValidate
      onFocus={onFocus}
      className="space-y-2"
    >
      <FormError id={form.errorId} errors={form.errors} />

      <RequiredNote className="text-sm text-muted-foreground" />

      <div className="grid gap-x-6 sm:grid-cols-2">
        <Field
          className="mb-3"
          id={fields.name.id}
          label="Name"
          required
          errorId={fields.name.errorId}
          errors={fields.name.errors}
        >
          <input
            key={nameKey}
            {...nameProps}
            autoComplete="name"
            autoFocus={invalid === 'name'}
            className={controlClass}
          />
        </Field>
        <Field
          className="mb-3"
          id={fields.email.id}
          label="Email"
          required
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <input
            key={emailKey}
            {...emailProps}
            autoComplete="email"
            autoFocus={invalid === 'email'}
            className={controlClass}
          />
        </Field>
        <Field
          markOptional
          className="mb-3"
          id={fields.phone.id}
          label="Phone"
          errorId={fields.phone.errorId}
          errors={fields.phone.errors}
        >
          <input
            key={phoneKey}
            {...phoneProps}
            autoComplete="tel"
            autoFocus={invalid === 'phone'}
            className={controlClass}
          />
        </Field>
        <Field
          markOptional
          className="mb-3"
          id={fields.type.id}
          label="Inquiry type"
          errorId={fields.type.errorId}
          errors={fields.type.errors}
        >
          <select key={typeKey} {...typeProps} autoFocus={invalid === 'type'} className={controlClass}>
            <option value="">Select an inquiry type</option>
            {inquiryTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        className="mb-3"
        id={fields.message.id}
        label="Message"
        required
        errorId={fields.message.errorId}
        errors={fields.message.errors}
      >
        <textarea
          key={messageKey}
          {...messageProps}
          rows={6}
          autoFocus={invalid === 'message'}
          className={cn(controlClass, 'resize-y')}
        />
      </Field>

      {/* A trap for robots: hidden from people and assistive technology, never stored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Company website (leave empty)</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="pt-2">
        <StatusButton
          pending={pending}
          pendingText="Sending..."
          icon={<Send aria-hidden="true" className="h-4 w-4" />}
          size="lg"
          className="w-full sm:w-auto"
        >
          Send Message
        </StatusButton>
      </div>
    </Form>
  )
}

/** The 'Contact Form' section: heading, the success message after a send, and the form. */
export function ContactFormSection({ sent, lastResult }: { sent: boolean; lastResult: ContactResult | undefined }) {
  const location = useLocation()
  const showSent = sent && !lastResult
  const statusRef = useRef<HTMLDivElement>(null)

  // After a send with JavaScript the form is replaced by an empty one: keep focus near it.
  useEffect(() => {
    if (showSent) statusRef.current?.focus({ preventScroll: true })
  }, [showSent, location.key])

  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="scroll-mt-24 rounded-2xl border border-border bg-card/70 p-6 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Contact Form
      </h2>
      <p className="mt-2 text-muted-foreground">Tell us what you need and the right person will get back to you.</p>

      <div role="status" ref={statusRef} tabIndex={-1} className="mt-6 outline-none empty:hidden">
        {showSent ? (
          <p className="flex items-start gap-2 rounded-lg border border-success/50 bg-success/10 p-4 text-sm font-medium text-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
            {contactMessages.success}
          </p>
        ) : null}
      </div>

      <div className="mt-6">
        {/* A successful send remounts the form, so it starts empty (with JavaScript too). */}
        <ContactFormFields key={showSent ? `sent-${location.key}` : 'contact'} lastResult={lastResult} />
      </div>
    </section>
  )
}
