// The organisations migration on a database made before it (docs/decisions/067-organisations-as-records.md):
// every organisation profile (is_org) becomes one organisation with its user as Admin, from
// org_data and the profile's name; values its owner wrote that the new table's checks refuse are
// left out rather than failing the migration; nobody else gets an organisation; and is_org and
// org_data are gone. On every engine.
import { expect, it } from 'vitest'
import { migrate } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { describeEachEngine } from './helpers/database'
import { schemaBefore } from './helpers/schema-before'
import { createScratchDatabase } from './helpers/scratch-database'

const ORGANIZATIONS = '20261127060000'
const oldSchema = schemaBefore(ORGANIZATIONS)

const ids = {
  signUp: '00000000-0000-4000-8000-000000000001',
  renamed: '00000000-0000-4000-8000-000000000002',
  hostile: '00000000-0000-4000-8000-000000000003',
  bare: '00000000-0000-4000-8000-000000000004',
  waiting: '00000000-0000-4000-8000-000000000005',
  staff: '00000000-0000-4000-8000-000000000006',
}

describeEachEngine('organisation profiles on %s become organisations', (kind) => {
  it('moves each to an organisation with its user as Admin, keeps what fits, and drops is_org and org_data', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'orgs') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    try {
      await migrate(engine, oldSchema)
      for (const [label, id] of Object.entries(ids)) {
        await engine.query('insert into auth.users (id, email) values ($1, $2)', [id, `${label}@migration.example.com`])
      }
      const profile = (id: string, values: { name: string | null; is_org: boolean; org_data: unknown }, days: number) =>
        engine.query(
          `update public.profiles set name = $2, is_org = $3, org_data = $4, created_at = now() - make_interval(days => $5)
           where id = $1`,
          [id, values.name, values.is_org, values.org_data === null ? null : JSON.stringify(values.org_data), days],
        )
      // As sign-up wrote it: the profile's name a copy of the organisation's.
      await profile(
        ids.signUp,
        {
          name: 'Globex Logistics',
          is_org: true,
          org_data: {
            org_name: 'Globex Logistics',
            org_size: '51-200',
            industry: 'Transportation & Logistics',
            use_case: 'Route optimisation.',
            website: 'https://globex.example',
            phone: '+1 4705550199',
            country: 'US',
          },
        },
        30,
      )
      // Its owner renamed themselves since: that name is theirs and stays.
      await profile(ids.renamed, { name: 'Pat Example', is_org: true, org_data: { org_name: ' Initech ' } }, 20)
      // What an owner could write through their column grant: nothing of it may stop the migration.
      await profile(
        ids.hostile,
        {
          name: null,
          is_org: true,
          org_data: {
            org_name: `Very\n${'long '.repeat(60)}name`,
            org_size: 'huge',
            industry: { nested: true },
            use_case: '   ',
            website: 'javascript:alert(1)',
            phone: '12345',
            country: 'gb',
          },
        },
        10,
      )
      // An organisation approved by an admin, with neither details nor a name.
      await profile(ids.bare, { name: null, is_org: true, org_data: null }, 5)
      // Not organisations: a join request (with details it wrote itself) and staff.
      await profile(ids.waiting, { name: 'Wendy Waiting', is_org: false, org_data: { org_name: 'Not Yet Ltd' } }, 3)
      await profile(ids.staff, { name: 'Sam Staff', is_org: false, org_data: null }, 2)
      await engine.query('update public.profiles set is_admin = true where id = $1', [ids.staff])

      // This migration, then any made after it (the invitations of 20261127070000, …).
      const applied = await migrate(engine)
      expect(applied[0]).toBe(ORGANIZATIONS)
      expect(applied.every((version) => version >= ORGANIZATIONS)).toBe(true)

      const { rows } = await engine.query<Record<string, unknown>>(
        `select m.user_id, m.role, m.joined_at = p.created_at as joined_when_signed_up,
                o.created_at = p.created_at as created_when_signed_up, o.plan,
                o.name, o.size, o.industry, o.use_case, o.website, o.phone, o.country
         from public.organization_members m
         join public.organizations o on o.id = m.organization_id
         join public.profiles p on p.id = m.user_id
         order by p.created_at`,
      )
      const every = { role: 'admin', joined_when_signed_up: true, created_when_signed_up: true, plan: 'enterprise' }
      const nothing = { size: null, industry: null, use_case: null, website: null, phone: null, country: null }
      expect(rows).toEqual([
        {
          ...every,
          user_id: ids.signUp,
          name: 'Globex Logistics',
          size: '51-200',
          industry: 'Transportation & Logistics',
          use_case: 'Route optimisation.',
          website: 'https://globex.example',
          phone: '+1 4705550199',
          country: 'US',
        },
        { ...every, ...nothing, user_id: ids.renamed, name: 'Initech' },
        {
          ...every,
          ...nothing,
          user_id: ids.hostile,
          // One line, at most 200 characters, trimmed; an object is no industry.
          name: `Very ${'long '.repeat(38)}long`,
        },
        { ...every, ...nothing, user_id: ids.bare, name: null },
      ])
      expect((await engine.query('select count(*)::int as n from public.organizations')).rows).toEqual([{ n: 4 }])

      // The copy sign-up made of the organisation's name is cleared; a name of the person's own stays.
      const { rows: names } = await engine.query('select id, name from public.profiles order by created_at')
      expect(names).toEqual([
        { id: ids.signUp, name: null },
        { id: ids.renamed, name: 'Pat Example' },
        { id: ids.hostile, name: null },
        { id: ids.bare, name: null },
        { id: ids.waiting, name: 'Wendy Waiting' },
        { id: ids.staff, name: 'Sam Staff' },
      ])

      const { rows: columns } = await engine.query(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'profiles' and column_name in ('is_org', 'org_data')`,
      )
      expect(columns).toEqual([])
    } finally {
      await engine.close()
      await scratch?.drop()
    }
  })
})
