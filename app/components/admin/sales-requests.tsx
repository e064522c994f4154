/**
 * Requests → Sales: contact enquiries and callbacks booked with the AI Architect, newest first; a
 * callback carries its chat transcript.
 */
import { Mail, PhoneCall } from 'lucide-react'
import type { SalesRequest } from '~/lib/admin-data'
import { callbackTimeLabel } from '~/lib/chat'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const when = (value: Date | string) => `${dateFormat.format(new Date(value))} UTC`

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  )
}

export function SalesRequests({ requests }: { requests: SalesRequest[] }) {
  if (requests.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
        No sales requests yet.
      </p>
    )
  }
  return (
    <ul aria-label="Sales requests" className="space-y-4">
      {requests.map((request) => (
        <li key={`${request.kind}-${request.id}`} className="rounded-xl border border-border bg-card p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 font-semibold">
              {request.kind === 'enquiry' ? (
                <Mail aria-hidden="true" className="h-4 w-4 text-primary" />
              ) : (
                <PhoneCall aria-hidden="true" className="h-4 w-4 text-primary" />
              )}
              {request.kind === 'enquiry' ? 'Contact enquiry' : 'Callback request'}
              <span className="font-normal text-muted-foreground">· {request.name || 'Unnamed visitor'}</span>
            </h3>
            <p className="text-sm text-muted-foreground">{when(request.created_at)}</p>
          </div>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="Email" value={request.email} />
            <Detail label="Phone" value={request.phone} />
            {request.kind === 'enquiry' ? (
              <Detail label="Inquiry type" value={request.type} />
            ) : (
              <>
                <Detail label="Company" value={request.company} />
                <Detail label="Industry" value={request.industry} />
                <Detail
                  label="Best time for callback"
                  value={request.callback_time ? callbackTimeLabel(request.callback_time) : null}
                />
              </>
            )}
          </dl>
          {request.kind === 'enquiry' ? (
            <p className="mt-3 whitespace-pre-line text-sm">{request.message}</p>
          ) : (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-medium text-primary">
                Chat transcript ({request.messages.length} messages)
              </summary>
              <ol className="mt-3 space-y-2">
                {request.messages.map((message, index) => (
                  <li key={index} className="text-sm">
                    <span className="font-semibold">{message.role === 'user' ? 'Visitor' : 'AI Architect'}:</span>{' '}
                    <span className="whitespace-pre-line">{message.content}</span>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}
