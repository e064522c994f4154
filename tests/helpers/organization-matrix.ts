// What the organisation tables' policy matrices share (tests/organizations-rls.test.ts,
// tests/organization-invitations.test.ts, tests/organization-domains.test.ts): what a statement
// did, an account to call as, and an organisation with an Admin and a Member, made by the service
// role as sign-up and the team's functions make them.
import { createUser } from '~/.server/auth/accounts'
import { runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'

/** An organisation's details, none given: the matrices need only its name. */
export const NO_DETAILS = {
  name: null,
  size: null,
  industry: null,
  use_case: null,
  website: null,
  phone: null,
  country: null,
}

/** What a statement did: 'ok', a missing privilege, or the unexpected error's code and message. */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    if (code === '42501' && /permission denied/.test(String(message))) return 'permission denied'
    return `${code}: ${String(message)}`
  }
}

/** A signed-up account with no organisation, and the caller it queries as. */
export async function matrixAccount(engine: Engine, email: string) {
  const user = await runAsServiceRole(engine, 'fixture', (tx) =>
    createUser(tx, { email, password: 'a-good-password', name: null }),
  )
  return { id: user.id, caller: userCaller(user), email }
}

/** An organisation named `name` with `admin` as its Admin and `member` as a Member. */
export function organisationOf(engine: Engine, name: string, admin: string, member: string) {
  return runAsServiceRole(engine, 'fixture', async (tx) => {
    const organization = await createOrganisationIn(tx, { ...NO_DETAILS, name }, admin)
    await tx.query(
      `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
      [organization, member],
    )
    return organization
  })
}
