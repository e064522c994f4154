/**
 * The request for a model posted from its page (/models/<slug>; decision 084), read with its schema
 * (~/lib/model-access): a visitor is sent to sign in and back; a field's refusal is a 400 with its
 * sentence; past the rate limit a 429; someone who may not ask (no organisation, not its Admin) a
 * 403 saying why; a model gone a 404; a request already open a 409. Nothing is saved unless all is
 * well; then back to the page (post/redirect/get) saying it was sent.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { accessMessages, REQUEST_ACCESS_ANCHOR, validateAccessRequest } from '~/lib/model-access'
import { getUser } from './auth'
import { rateLimitAddress } from './client-address'
import { readForm } from './input'
import { accessOnModelPage, requestModelAccess } from './model-access'
import { hitRateLimits, RATE_LIMITS, rateLimit } from './rate-limit'

/** What the model page's action answers when it refuses a request. */
interface AccessActionData {
  kind: 'model-access'
  reply: SubmissionResult<string[]>
  formError?: string
}

/** The sign-in page, and back to the model's form afterwards. */
export const signInToRequest = (slug: string) =>
  `/login?redirectTo=${encodeURIComponent(`/models/${slug}#${REQUEST_ACCESS_ANCHOR}`)}`

/** The statuses of a request that waits or runs: another for the same model is not taken. */
const OPEN_STATUSES: readonly string[] = ['requested', 'trial', 'active']

const REFUSALS = {
  'no-organisation': [accessMessages.noOrganisation, 403],
  'not-admin': [accessMessages.notAdmin, 403],
  'model-not-found': [accessMessages.modelNotFound, 404],
  'already-open': [accessMessages.alreadyOpen, 409],
} as const

/** Why the page's person may not ask for this model now (null: they may); checked again as it is saved. */
function refusalOf(seen: Awaited<ReturnType<typeof accessOnModelPage>>) {
  if (seen.role === 'none') return REFUSALS['no-organisation']
  if (seen.role === 'member') return REFUSALS['not-admin']
  if (seen.latest && OPEN_STATUSES.includes(seen.latest.status)) return REFUSALS['already-open']
  return null
}

export async function modelAccessAction(request: Request, context: AppLoadContext | undefined, slug: string) {
  const user = await getUser(request, context)
  if (!user) throw redirect(signInToRequest(slug))
  const form = await readForm(request)
  const refuse = (reply: SubmissionResult<string[]>, status: number, formError?: string) =>
    data<AccessActionData>({ kind: 'model-access', reply, formError }, { status })
  if (!form)
    return refuse({ status: 'error', error: { '': [accessMessages.unreadable] } }, 400, accessMessages.unreadable)
  const submission = validateAccessRequest(form)
  if (submission.status !== 'success') return refuse(submission.reply(), 400)
  // What cannot be taken is refused before the allowance is spent: the limit counts requests that
  // would make a lead, not the refusals (a model asked for already, a Member's post).
  const seen = await accessOnModelPage(user, slug)
  const refusal = refusalOf(seen)
  if (refusal) return refuse(submission.reply({ formErrors: [refusal[0]] }), refusal[1], refusal[0])
  const allowed = await hitRateLimits([
    rateLimit('modelAccessPerAddress', rateLimitAddress(context)),
    rateLimit('modelAccessPerAccount', user.id),
  ])
  if (!allowed)
    return data<AccessActionData>(
      {
        kind: 'model-access',
        reply: submission.reply({ formErrors: [accessMessages.tooMany] }),
        formError: accessMessages.tooMany,
      },
      { status: 429, headers: { 'Retry-After': String(RATE_LIMITS.modelAccessPerAddress.windowSeconds) } },
    )
  const outcome = await requestModelAccess(user, slug, submission.value)
  if (!outcome.ok) {
    const [message, status] = REFUSALS[outcome.reason]
    return refuse(submission.reply({ formErrors: [message] }), status, message)
  }
  throw redirect(`/models/${slug}?requested=1#${REQUEST_ACCESS_ANCHOR}`)
}
