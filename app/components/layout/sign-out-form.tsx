/** Sign Out is a POST (a link would let any page sign the visitor out). */
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'

export function SignOutForm({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  )
}
