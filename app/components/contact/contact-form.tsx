/**
 * The contact form (docs/product.md#contact): a plain POST form that works without JavaScript. The
 * action validates with the shared schema and answers with conform's submission result (field
 * errors and the typed values), or redirects to `/contact?sent=1#contact-form` on success
 * (post/redirect/get: a reload never sends twice). With JavaScript the same schema gives early
 * feedback, and conform moves focus to the first invalid field. The schema (zod, about a fifth of
 * this page's script) is fetched when the visitor first focuses a field, not while the page loads;
 * until it arrives, the action's answer is the feedback, as without JavaScript.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { CircleCheck, LoaderCircle, Send } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Field, FormError } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { contactConstraint, contactMessages, HONEYPOT_FIELD, inquiryTypes } from '~/lib/contact'
import type { validateContact } from '~/lib/contact-schema'

const CONTACT_ACTION = '/contact'
export type ContactResult = SubmissionResult<string[]>

const FIELD_ORDER = ['name', 'email', 'phone', 'type', 'message'] as const

type Validate = typeof validateContact

/**
 * The shared schema, fetched when the visitor first moves into the form (early feedback is for
 * someone typing), so it competes with nothing while the page loads. Until it is there, the
 * action's answer is the feedback. `load` goes on the form's focus event.
 */
function useContactValidation() {
  const [validate, setValidate] = useState<Validate>()
  const requested = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const load = () => {
    if (requested.current) return
    requested.current = true
    import('~/lib/contact-schema')
      .then((module) => mounted.current && setValidate(() => module.validateContact))
      // Without it the action still checks every field; nothing for the visitor to do.
      .catch(() => undefined)
  }
  return { validate, load }
}

function ContactFormFields({ lastResult }: { lastResult: ContactResult | undefined }) {
  const navigation = useNavigation()
  const busy =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.split(/[?#]/)[0] === CONTACT_ACTION

  const { validate, load: loadValidation } = useContactValidation()
  const [form, fields] = useForm({
    id: 'contact',
    lastResult,
    constraint: contactConstraint,
    // Until the schema is here, leaving a field checks nothing (conform would otherwise ask the
    // server on every blur); a submit is checked by the action as always.
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  })

  // Without JavaScript nothing can move focus after a failed submit, so the first invalid field
  // asks for it when the page loads (with JavaScript, conform does it).
  const firstInvalid = FIELD_ORDER.find((name) => (fields[name].errors?.length ?? 0) > 0)

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
      onFocus={loadValidation}
      className="space-y-2"
    >
      <FormError id={form.errorId} errors={form.errors} />

      <p className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>

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
            autoFocus={firstInvalid === 'name'}
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
            autoFocus={firstInvalid === 'email'}
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
            autoFocus={firstInvalid === 'phone'}
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
          <select key={typeKey} {...typeProps} autoFocus={firstInvalid === 'type'} className={controlClass}>
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
          autoFocus={firstInvalid === 'message'}
          className={cn(controlClass, 'resize-y')}
        />
      </Field>

      {/* A trap for robots: hidden from people and assistive technology, never stored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Company website (leave empty)</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="pt-2">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
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
