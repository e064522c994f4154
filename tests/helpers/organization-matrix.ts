// What the organisation tables' policy matrices share (tests/organizations-rls.test.ts,
// tests/organization-invitations.test.ts, tests/organization-domains.test.ts): what a statement
// did, an account to call as, and an organisation with an Admin and a Member, made by the service
// role as sign-up and the team's functions make them.
import { expect } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Engine, type Queryable } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { createTestDatabase, type EngineKind, type TestDatabase } from './database'

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
async function matrixAccount(engine: Engine, email: string) {
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

export type MatrixWho = 'admin' | 'member' | 'adminB' | 'memberB' | 'outsider' | 'anon' | 'staff' | 'service'
export type MatrixOrg = 'A' | 'B'

/**
 * Whose rows each caller reads in a table kept by membership: an organisation's own members its
 * organisation's, staff and the service role both, an outsider none; the visitor is refused.
 */
export const SEEN_BY_MEMBERSHIP: Readonly<Record<MatrixWho, MatrixOrg[] | 'permission denied'>> = {
  admin: ['A'],
  member: ['A'],
  adminB: ['B'],
  memberB: ['B'],
  outsider: [],
  anon: 'permission denied',
  staff: ['A', 'B'],
  service: ['A', 'B'],
}

/** A read of a table kept by membership: the column that tells the row, and the condition on it. */
interface MatrixRead {
  table: string
  column: string
  where: string
}

/** The read half of a matrix: each read with each caller and what they see (`it.each`'s rows). */
export function readCells(reads: readonly MatrixRead[]) {
  return reads.flatMap((read) =>
    Object.entries(SEEN_BY_MEMBERSHIP).map(([who, expected]) => ({ ...read, who: who as MatrixWho, expected })),
  )
}

/**
 * One engine's matrix: its database, the callers (A's Admin and Member, B's, an outsider, staff;
 * the visitor and the service role), organisations A and B, and the ways to act as each. `open()`
 * in beforeAll makes them (the accounts at `@{tag}-matrix.example.com`); `close()` in afterAll.
 */
export function organisationMatrix(kind: EngineKind, tag: string) {
  let db: TestDatabase | undefined
  const engine = () => db?.engine ?? expect.unreachable('the matrix is not open')
  const ids: Record<string, string> = {}
  const callers: Partial<Record<MatrixWho, Caller>> = { anon: ANON }
  const id = (label: string) => ids[label] ?? expect.unreachable(`no fixture ${label}`)
  const owner = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    engine().query(sql, params) as Promise<{ rows: T[] }>
  const exists = async (sql: string, params: unknown[]) => (await owner(sql, params)).rows.length > 0

  function as<T>(who: MatrixWho | Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(engine(), `the ${tag} tests`, fn)
    const caller = typeof who === 'string' ? callers[who] : who
    return runAs(engine(), caller ?? expect.unreachable(`no caller ${String(who)}`), fn)
  }

  /** One of the database's checked functions, as `who`: its answer. */
  async function status(who: MatrixWho | Caller, sql: string, params: unknown[]) {
    return as(
      who,
      async (tx) => (await tx.query<{ status: string }>(`select ${sql} as status`, params)).rows[0]!.status,
    )
  }

  /**
   * One cell of the read half: `read` as `who`, with `params`, sees the rows of the organisations
   * `expected` names (each row's told by `orgOf` from its column), or is refused.
   */
  async function expectRead(
    { who, table, column, where, expected }: ReturnType<typeof readCells>[number],
    params: unknown[],
    orgOf: (value: string) => MatrixOrg,
  ) {
    let seen: MatrixOrg[] = []
    const result = await outcome(
      as(who, async (tx) => {
        const { rows } = await tx.query<Record<string, string>>(
          `select ${column} from public.${table} where ${where}`,
          params,
        )
        seen = rows.map((row) => orgOf(row[column]!)).sort()
      }),
    )
    if (expected === 'permission denied') return expect(result).toBe('permission denied')
    expect(result).toBe('ok')
    expect(seen).toEqual(expected)
  }

  const account = (email: string) => matrixAccount(engine(), email)

  /** An organisation with A's or B's Admin and Member. */
  const organisationLike = (org: MatrixOrg, name = `Like ${org}`) =>
    org === 'A'
      ? organisationOf(engine(), name, id('admin'), id('member'))
      : organisationOf(engine(), name, id('adminB'), id('memberB'))

  async function open() {
    db = await createTestDatabase(kind)
    for (const who of ['admin', 'member', 'adminB', 'memberB', 'outsider', 'staff'] as const) {
      const made = await account(`${who.toLowerCase()}@${tag}-matrix.example.com`)
      ids[who] = made.id
      callers[who] = made.caller
    }
    await owner('update public.profiles set is_admin = true where id = $1', [id('staff')])
    ids.A = await organisationLike('A', 'Organisation A')
    ids.B = await organisationLike('B', 'Organisation B')
  }

  return {
    engine,
    ids,
    callers,
    id,
    owner,
    exists,
    as,
    status,
    expectRead,
    account,
    organisationLike,
    open,
    close: () => db?.close(),
  }
}
