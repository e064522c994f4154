// The two-factor tables' policy matrix (supabase/migrations/20261128030000_two_factor.sql), on every
// engine, in the manner of tests/organizations-rls.test.ts: the owner, another signed-in person,
// an anonymous visitor and the service role try to read and write public.two_factor and
// public.two_factor_recovery_codes. Only the person themself reads their own status; the secret
// and the codes' hashes are never readable by a client role; no client role writes either table.
// Then organizations.require_two_factor: members read it, nobody writes it but through the checked
// function, which only the organisation's Admin may use.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Queryable } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { hashRecoveryCode, newRecoveryCodes } from '~/.server/two-factor/recovery-codes'
import { sealSecret } from '~/.server/two-factor/secret-box'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { outcome } from './helpers/organization-matrix'

type Who = 'owner' | 'other' | 'anon' | 'service'

describeEachEngine('two-factor policies on %s', (kind) => {
  let db: TestDatabase
  const ids: Record<string, string> = {}
  const callers: Partial<Record<Who, Caller>> = { anon: ANON }

  function as<T>(who: Who, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(db.engine, 'the two-factor policy matrix', fn)
    return runAs(db.engine, callers[who]!, fn)
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    for (const who of ['owner', 'other'] as const) {
      const user = await runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
        createUser(tx, { email: `${who}@two-factor-matrix.example`, password: 'a-good-password', name: who }),
      )
      ids[who] = user.id
      callers[who] = userCaller(user)
      await runAsServiceRole(db.engine, 'matrix fixture', async (tx) => {
        await tx.query(
          `insert into public.two_factor (user_id, secret_ciphertext, enabled_at, last_time_step) values ($1, $2, now(), 1)`,
          [user.id, sealSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')],
        )
        await tx.query(
          `insert into public.two_factor_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`,
          [user.id, newRecoveryCodes().map(hashRecoveryCode)],
        )
      })
    }
  })
  afterAll(() => db?.close())

  const SEEN: Record<Who, string[] | 'permission denied'> = {
    owner: ['owner'],
    other: ['other'],
    anon: 'permission denied',
    service: ['other', 'owner'],
  }
  const label = (id: string) => Object.keys(ids).find((key) => ids[key] === id) ?? id

  it.each(Object.entries(SEEN))('two_factor status select as %s: %j', async (who, expected) => {
    const read = as(who as Who, (tx) =>
      tx.query<{ user_id: string }>('select user_id, enabled_at, created_at from public.two_factor'),
    )
    if (expected === 'permission denied') return expect(await outcome(read)).toBe(expected)
    expect((await read).rows.map((row) => label(row.user_id)).sort()).toEqual(expected)
  })

  it.each(Object.entries(SEEN))('two_factor_recovery_codes select as %s: %j', async (who, expected) => {
    const read = as(who as Who, (tx) =>
      tx.query<{ user_id: string }>('select distinct user_id from public.two_factor_recovery_codes'),
    )
    if (expected === 'permission denied') return expect(await outcome(read)).toBe(expected)
    expect((await read).rows.map((row) => label(row.user_id)).sort()).toEqual(expected)
  })

  const SECRET_READS = [
    'select secret_ciphertext from public.two_factor',
    'select last_time_step from public.two_factor',
    'select * from public.two_factor',
    'select code_hash from public.two_factor_recovery_codes',
    'select * from public.two_factor_recovery_codes',
  ]
  it.each(['owner', 'other', 'anon'] as const)('the secret and the hashes are never readable as %s', async (who) => {
    for (const sql of SECRET_READS) expect(await outcome(as(who, (tx) => tx.query(sql))), sql).toBe('permission denied')
  })

  it('the service role reads them (the server, after checking who asks)', async () => {
    for (const sql of SECRET_READS) expect(await outcome(as('service', (tx) => tx.query(sql))), sql).toBe('ok')
  })

  const WRITES = (who: Who) => [
    `insert into public.two_factor (user_id, secret_ciphertext) values ('${ids[who === 'anon' ? 'owner' : who] ?? ids.owner}', 'v1.${'A'.repeat(60)}')`,
    `update public.two_factor set enabled_at = null where user_id = '${ids.owner}'`,
    `update public.two_factor set last_time_step = 0 where user_id = '${ids.owner}'`,
    `delete from public.two_factor where user_id = '${ids.owner}'`,
    `insert into public.two_factor_recovery_codes (user_id, code_hash) values ('${ids.owner}', '${'0'.repeat(64)}')`,
    `update public.two_factor_recovery_codes set used_at = null where user_id = '${ids.owner}'`,
    `delete from public.two_factor_recovery_codes where user_id = '${ids.owner}'`,
  ]
  it.each(['owner', 'other', 'anon'] as const)('no client role writes either table, as %s', async (who) => {
    for (const sql of WRITES(who)) expect(await outcome(as(who, (tx) => tx.query(sql))), sql).toBe('permission denied')
    const { rows } = await db.engine.query(
      `select (select count(*)::int from public.two_factor where user_id = $1 and enabled_at is not null) as on,
              (select count(*)::int from public.two_factor_recovery_codes where user_id = $1 and used_at is null) as codes`,
      [ids.owner],
    )
    expect(rows[0]).toEqual({ on: 1, codes: 10 })
  })

  it('the rows go with the account', async () => {
    await runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
      tx.query('delete from auth.users where id = $1', [ids.other]),
    )
    const { rows } = await db.engine.query(
      `select (select count(*)::int from public.two_factor where user_id = $1) as secrets,
              (select count(*)::int from public.two_factor_recovery_codes where user_id = $1) as codes`,
      [ids.other],
    )
    expect(rows[0]).toEqual({ secrets: 0, codes: 0 })
  })

  it('organizations.require_two_factor: members read it; only its Admin changes it, through the checked function', async () => {
    const [admin, member, outsider] = await Promise.all(
      ['admin', 'member', 'outsider'].map((who) =>
        runAsServiceRole(db.engine, 'matrix fixture', (tx) =>
          createUser(tx, { email: `${who}@two-factor-org-matrix.example`, password: 'a-good-password', name: who }),
        ),
      ),
    )
    const organization = await runAsServiceRole(db.engine, 'matrix fixture', async (tx) => {
      const id = await createOrganisationIn(
        tx,
        { name: 'Matrix Ltd', size: null, industry: null, use_case: null, website: null, phone: null, country: null },
        admin!.id,
      )
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [id, member!.id],
      )
      return id
    })
    const read = (caller: Caller) =>
      runAs(db.engine, caller, (tx) =>
        tx.query('select require_two_factor from public.organizations where id = $1', [organization]),
      )
    expect((await read(userCaller(member!))).rows).toEqual([{ require_two_factor: false }])
    expect((await read(userCaller(outsider!))).rows).toEqual([])

    const direct = `update public.organizations set require_two_factor = true where id = '${organization}'`
    expect(await outcome(runAs(db.engine, userCaller(admin!), (tx) => tx.query(direct)))).toBe('permission denied')
    expect(await outcome(runAs(db.engine, ANON, (tx) => tx.query(direct)))).toBe('permission denied')

    const set = (caller: Caller) =>
      runAs(db.engine, caller, (tx) =>
        tx.query<{ status: string }>('select private.set_organization_two_factor_requirement($1, true) as status', [
          organization,
        ]),
      )
    expect(await outcome(set(ANON))).toBe('permission denied')
    expect((await set(userCaller(member!))).rows[0]!.status).toBe('not-admin')
    expect((await set(userCaller(outsider!))).rows[0]!.status).toBe('not-admin')
    expect((await read(userCaller(member!))).rows).toEqual([{ require_two_factor: false }])
    expect((await set(userCaller(admin!))).rows[0]!.status).toBe('changed')
    expect((await set(userCaller(admin!))).rows[0]!.status).toBe('unchanged')
    expect((await read(userCaller(member!))).rows).toEqual([{ require_two_factor: true }])
    const { rows } = await db.engine.query(
      `select count(*)::int as n from public.audit_log where entity_id = $1 and action = 'organization.require_two_factor'`,
      [organization],
    )
    expect(rows[0]).toEqual({ n: 1 })
  })
})
