/**
 * The one pending check of every form (docs/architecture.md#forms): true while this form's post
 * (or GET) is under way, read from Remix's navigation state, or from a fetcher's when the form
 * posts through one. `match` narrows it to one form among several on a page (an intent, a row's
 * id): every given field of the submitted form data must equal its value.
 */
import { useFormAction, useNavigation } from '@remix-run/react'

interface Submitting {
  state: 'idle' | 'submitting' | 'loading'
  formData?: FormData
}

export function useIsPending({
  formAction,
  formMethod = 'POST',
  state = 'non-idle',
  match,
  fetcher,
}: {
  /** The form's action; the current route's by default. */
  formAction?: string
  formMethod?: 'GET' | 'POST'
  /** 'non-idle' (the default) covers the post and the reload after it. */
  state?: 'submitting' | 'loading' | 'non-idle'
  match?: Record<string, string>
  /** A form sent through `useFetcher`: its own state, not the page's navigation. */
  fetcher?: Submitting
} = {}) {
  const routeAction = useFormAction()
  const navigation = useNavigation()
  const matches = (formData: FormData | undefined) =>
    !match || Object.entries(match).every(([name, value]) => formData?.get(name) === value)
  const inState = (current: Submitting['state']) => (state === 'non-idle' ? current !== 'idle' : current === state)

  if (fetcher) return inState(fetcher.state) && matches(fetcher.formData)
  const action = (formAction ?? routeAction).split(/[?#]/)[0]
  return (
    inState(navigation.state) &&
    navigation.formMethod?.toUpperCase() === formMethod &&
    navigation.formAction?.split(/[?#]/)[0] === action &&
    matches(navigation.formData)
  )
}
