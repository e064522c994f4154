/**
 * What everyone but an admin sees at /admin, served with HTTP 403 (docs/product.md#admin). A
 * visitor without a session is also offered 'Sign in', which comes back to the page they asked for;
 * a signed-in user who is not an admin only gets 'Return to Home' (signing in again would not help).
 */
import { useLocation } from '@remix-run/react'
import { ShieldAlert } from '~/components/ui/icons'
import { ButtonLink } from '~/components/ui/button'
import { ACCESS_RESTRICTED_TEXT, ACCESS_RESTRICTED_TITLE, adminSignInHref } from '~/lib/admin'

export function AccessRestricted({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation()
  return (
    <section className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <ShieldAlert aria-hidden="true" className="h-12 w-12 text-danger" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{ACCESS_RESTRICTED_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">{ACCESS_RESTRICTED_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {signedIn ? null : <ButtonLink to={adminSignInHref(`${pathname}${search}`)}>Sign in</ButtonLink>}
        <ButtonLink to="/" variant={signedIn ? undefined : 'outline'}>
          Return to Home
        </ButtonLink>
      </div>
    </section>
  )
}
