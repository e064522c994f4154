/** What everyone but an admin sees at /admin, served with HTTP 403 (docs/product.md#admin). */
import { ShieldAlert } from 'lucide-react'
import { ButtonLink } from '~/components/ui/button'
import { ACCESS_RESTRICTED_TEXT, ACCESS_RESTRICTED_TITLE } from '~/lib/admin'

export function AccessRestricted() {
  return (
    <section className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <ShieldAlert aria-hidden="true" className="h-12 w-12 text-danger" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{ACCESS_RESTRICTED_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">{ACCESS_RESTRICTED_TEXT}</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  )
}
