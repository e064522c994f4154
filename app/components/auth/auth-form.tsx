/**
 * The shared frame of both auth forms: a plain POST form (works without JavaScript), the one
 * message above the fields, the submit button that reads 'Please wait...' and is disabled while the
 * post is under way, and focus moved to the field the message is about.
 */
import { Form, useNavigation } from '@remix-run/react'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { AuthMessage } from './auth-message'

export interface AuthReply {
  message: string
  field: string | null
  values: Record<string, string>
}

export function AuthForm({
  action,
  reply,
  submitLabel,
  children,
}: {
  action: string
  reply: AuthReply | undefined
  submitLabel: string
  children: ReactNode
}) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === action
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!reply) return
    const target = reply.field ? form.current?.elements.namedItem(reply.field) : null
    if (target instanceof HTMLElement) target.focus()
  }, [reply])

  return (
    <Form ref={form} method="post" action={action} noValidate aria-busy={busy}>
      <AuthMessage message={reply?.message} />
      {children}
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            Please wait...
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </Form>
  )
}
