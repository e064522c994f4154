/**
 * What the e2e test server (scripts/e2e-server.js) does for tests beside the site, done by the
 * app's own modules: accounts are made by `createUser`, sessions started by `createUserSession`
 * (the signed cookie with the session secret, as sign-in sets it). They reach the database the
 * production build opened: the one process database (app/.server/db/index.ts keeps it on globalThis).
 */
import { createUser, findAccount } from '../../app/.server/auth/accounts'
import { createUserSession } from '../../app/.server/auth/session'
import { ANON, asServiceRole } from '../../app/.server/db'
import { createEnquiry } from '../../app/.server/enquiry'
import { createOrganisationIn } from '../../app/.server/organizations'
import { RATE_LIMITS } from '../../app/.server/rate-limit'

interface HarnessInput {
  sql?: string
  names?: string[]
  params?: unknown[]
  email?: string
  password?: string
  name?: string | null
  phone?: string
  message?: string
}

/** A read-only query as the service role: how a test reads back what a page saved. */
function read(input: HarnessInput) {
  return asServiceRole('e2e harness: a test reads back what a page saved', async (tx) => {
    await tx.query('set transaction read only')
    return (await tx.query(String(input.sql), input.params ?? [])).rows
  })
}

/** A built-in account that is not an organisation (the site's sign-up makes organisations only). */
function addUser(input: HarnessInput) {
  return asServiceRole('e2e harness: an account that is not an organisation', (tx) =>
    createUser(tx, { email: String(input.email), password: String(input.password), name: input.name }),
  )
}

/** A session for an existing account: the cookie's name and value, as sign-in would set it. */
async function startSession(input: HarnessInput) {
  const account = await asServiceRole('e2e harness: the account to start a session for', (tx) =>
    findAccount(tx, String(input.email)),
  )
  if (!account) throw new Error(`no user ${input.email}`)
  const request = new Request('http://127.0.0.1/', { headers: { 'User-Agent': 'e2e harness' } })
  const setCookie = await createUserSession({ id: account.id, email: account.email }, request)
  const pair = setCookie.split(';')[0]!
  const at = pair.indexOf('=')
  return { name: pair.slice(0, at), value: pair.slice(at + 1) }
}

/** A contact enquiry, sent as a visitor sends it but past the contact form's rate limits (the lead desk's tests need many). */
async function addEnquiry(input: HarnessInput) {
  await createEnquiry(ANON, {
    name: String(input.name),
    email: String(input.email),
    phone: input.phone,
    message: String(input.message),
  })
  return { ok: true }
}

/**
 * Organisations named `names`, as sign-up makes them but without its form and rate limits (the
 * staff list's paging needs more than a page of them), all with one new account as their Admin:
 * one password to hash, not one per organisation.
 */
async function addOrganisations(input: HarnessInput) {
  const admin = await asServiceRole('e2e harness: the Admin of new organisations', (tx) =>
    createUser(tx, {
      email: `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@organisations.e2e.test`,
      password: 'an-organisation-password-1',
    }),
  )
  await asServiceRole('e2e harness: organisations, as sign-up makes them', async (tx) => {
    for (const name of input.names ?? []) {
      const details = { name, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
      await createOrganisationIn(tx, details, admin.id)
    }
  })
  return { ok: true }
}

/**
 * Forgets the counts of one rate limit (a rule of RATE_LIMITS, by name): for a test about input
 * that sends more accepted forms than the limit allows (the limit has its own test).
 */
function forgetRateLimit(input: HarnessInput) {
  const rule = String(input.name)
  if (!Object.hasOwn(RATE_LIMITS, rule)) throw new Error(`no rate limit ${rule}`)
  return asServiceRole('e2e harness: a rate limit forgotten', async (tx) => {
    await tx.query('delete from private.rate_limits where key like $1', [`${rule}:%`])
    return { ok: true }
  })
}

export const endpoints: Record<string, (input: HarnessInput) => Promise<unknown>> = {
  '/': read,
  '/users': addUser,
  '/sessions': startSession,
  '/enquiries': addEnquiry,
  '/organizations': addOrganisations,
  '/rate-limits/forget': forgetRateLimit,
}
