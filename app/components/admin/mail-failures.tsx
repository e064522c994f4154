/**
 * On the admin overview, only when some notification e-mails about new leads could not be sent
 * (docs/decisions/027-mail-outbox-and-password-reset.md): how many, the last error, and the list,
 * each with a link to its lead. The leads themselves are safe in Requests; this says the sales
 * inbox did not hear of them.
 */
import { Link } from '@remix-run/react'
import { MailWarning } from '~/components/ui/icons'
import { leadList } from '~/lib/admin-lists'
import type { MailFailure } from '~/lib/entities/mail-outbox'
import { listHref } from '~/lib/list-query'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const when = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`

const KIND = { enquiry: 'Contact enquiry', callback: 'Callback booking' } as const

export function MailFailures({ failures }: { failures: MailFailure[] }) {
  if (failures.length === 0) return null
  const count = failures.length
  return (
    <section
      aria-labelledby="mail-failures-title"
      className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="mail-failures-title" className="flex items-center gap-2 font-semibold">
        <MailWarning aria-hidden="true" className="h-4 w-4 shrink-0" />
        {count === 1 ? '1 notification e-mail' : `${count} notification e-mails`} could not be sent: last error{' '}
        {failures[0]!.last_error}
      </h2>
      <p className="mt-1">
        The leads are saved in Requests; the sales inbox was not told of them. Failed e-mails are tried again for about
        two days.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium">Show the e-mails</summary>
        <ul className="mt-2 space-y-2">
          {failures.map((failure) => (
            <li key={failure.id}>
              <span className="font-medium">{KIND[failure.kind]}</span>
              {failure.lead_email ? (
                <>
                  {' from '}
                  <Link className="underline underline-offset-2" to={listHref(leadList, { q: failure.lead_email })}>
                    {failure.lead_email}
                  </Link>
                </>
              ) : null}
              , {when(failure.created_at)}: {failure.attempts} {failure.attempts === 1 ? 'attempt' : 'attempts'},{' '}
              {failure.next_attempt_at ? `next ${when(failure.next_attempt_at)}` : 'given up'}. {failure.last_error}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
