/**
 * The one way a form is wired in the browser (docs/architecture.md#forms): conform's `useForm`
 * fed by the action's submission result, and the form's own schema for early feedback. The
 * schema module (zod, about a fifth of a public page's script) is fetched when the visitor first
 * focuses the form, not while the page loads; until it arrives, a submit goes to the action, whose
 * answer is the feedback, exactly as without JavaScript. Conform moves focus to the first invalid
 * field after either check.
 */
import { useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'

type Validate<Output> = (formData: FormData) => Submission<Output>

export function useSchemaForm<Shape extends Record<string, unknown>, Output = Shape>({
  id,
  lastResult,
  constraint,
  loadValidation,
}: {
  id: string
  lastResult: SubmissionResult<string[]> | null | undefined
  /** The schema's limits as attributes (`required`, `maxLength`), written out so zod stays lazy. */
  constraint?: Parameters<typeof useForm>[0]['constraint']
  /** The schema module's parse, e.g. `() => import('~/lib/contact-schema').then((m) => m.parseContact)`. */
  loadValidation: () => Promise<Validate<Output>>
}) {
  const [validate, setValidate] = useState<Validate<Output>>()
  const requested = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const onFocus = () => {
    if (requested.current) return
    requested.current = true
    loadValidation()
      .then((parse) => mounted.current && setValidate(() => parse))
      // Without it the action still checks every field; nothing for the visitor to do.
      .catch(() => undefined)
  }

  const [form, fields] = useForm<Shape, Output>({
    id,
    lastResult,
    constraint,
    // Until the schema is here, leaving a field checks nothing (conform would otherwise ask the
    // server on every blur); a submit is checked by the action as always.
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: validate
      ? ({ formData }) => validate(formData) as unknown as Submission<Shape, string[], Output>
      : undefined,
  })
  return { form, fields, onFocus }
}
