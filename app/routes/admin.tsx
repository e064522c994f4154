/**
 * /admin (docs/product.md#admin): only for a signed-in admin; anyone else gets 'Access Restricted'
 * with HTTP 403. The six cards show live counts where the project stores the thing; each opens its
 * dialog, a child route (/admin/models, /admin/organizations, …).
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError } from '@remix-run/react'
import { FileText, Headset, ScrollText } from '~/components/ui/icons'
import { requireAdmin } from '~/.server/admin/guard'
import { countForDashboard, countLeadsToTriage } from '~/.server/admin/requests'
import { listMailFailures } from '~/.server/mail/failures'
import { AccessRestricted } from '~/components/admin/access-restricted'
import { AdminCards } from '~/components/admin/admin-cards'
import { MailFailures } from '~/components/admin/mail-failures'
import { ErrorPage } from '~/components/layout/error-page'
import { SignOutForm } from '~/components/layout/sign-out-form'
import { buttonClass } from '~/components/ui/button'
import { ADMIN_TITLE, AUDIT_TITLE, KNOWLEDGE_TITLE, type AccessRestrictedData } from '~/lib/admin'
import { brand } from '~/lib/brand'
import { liveChatWords } from '~/lib/handover'

export const meta: MetaFunction = () => [
  { title: `${ADMIN_TITLE} | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
]

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  'Cache-Control': 'private, no-store',
  ...Object.fromEntries((errorHeaders ?? loaderHeaders).entries()),
})

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const [counts, leadCounts, mailFailures] = await Promise.all([
    countForDashboard(admin.caller),
    countLeadsToTriage(admin.caller),
    listMailFailures(admin.caller),
  ])
  return { email: admin.user.email, counts, leadCounts, mailFailures }
}

export default function AdminLayout() {
  const { email, counts, leadCounts, mailFailures } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-10 flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/" className="text-sm font-medium text-primary hover:underline">
            {brand.name}
          </Link>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{ADMIN_TITLE}</h1>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <Link to="/admin/chats" preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <Headset aria-hidden="true" className="h-4 w-4" />
            {liveChatWords.title}
          </Link>
          <Link to="/admin/knowledge" preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {KNOWLEDGE_TITLE}
          </Link>
          <Link to="/admin/audit" preventScrollReset className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <ScrollText aria-hidden="true" className="h-4 w-4" />
            {AUDIT_TITLE}
          </Link>
          <span>{email}</span>
          <SignOutForm className={buttonClass({ variant: 'outline', size: 'sm' })}>Sign Out</SignOutForm>
        </div>
      </header>
      <MailFailures failures={mailFailures} />
      <AdminCards
        counts={{
          models: counts.models,
          organizations: counts.organizations,
          users: counts.users,
          requests: counts.requests,
          invoices: counts.invoices,
        }}
        leadCounts={leadCounts}
      />
      <Outlet />
    </div>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 403) {
    const denied = error.data as Partial<AccessRestrictedData> | null
    return <AccessRestricted signedIn={denied?.signedIn !== false} />
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
}
