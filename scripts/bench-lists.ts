/**
 * `npx tsx scripts/bench-lists.ts`: the staff lists paged by key (decision 079) at the seed's size and
 * at a year's volume (20,000 accounts, 17,000 organisations, 200,000 audit entries, 10,000 models),
 * read as an admin through the same functions the loaders call: each list's first page, a deep page
 * and a search, and the dashboard's four counts. Prints the median of 20 runs in milliseconds. A
 * benchmark, not a test: it fails nothing, and the machine it runs on matters.
 *
 *   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-lists.ts \
 *     [--engines postgres] [--runs 20] [--explain]
 *
 * PostgreSQL runs in a scratch database of its own (`bench_lists_<random>`, dropped at the end
 * unless `--keep`).
 */
import { countForDashboard } from '~/.server/admin/requests'
import { listAudit } from '~/.server/audit'
import { createUser } from '~/.server/auth/accounts'
import { runAsServiceRole, setDb, userCaller, type Caller, type Engine } from '~/.server/db'
import { migrate, seed } from '~/.server/db/migrate'
import { listModelsForAdmin } from '~/.server/models'
import { listWaitingJoinRequests } from '~/.server/organization-domains'
import { listJoinRequestPeople, listUsers } from '~/.server/profiles'
import { auditList, domainJoinRequestList, joinRequestList, modelList, userList } from '~/lib/admin-lists'
import { keysetWindow } from '~/lib/list-query'
import { onEachEngine, recording } from './lib/bench-engines'
import { option } from './lib/options'

const RUNS = Number(option('runs', '20'))
const KEY = `(extract(epoch from at) * 1000000)::bigint || '_' || id`

async function median(run: () => Promise<unknown>) {
  await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10
}

/** A year's volume, in statements of at most 20,000 rows. */
async function load(engine: Engine) {
  // Small statements: each account fires its profile's and e-mail's triggers, and each statement
  // must stay inside the server's query timeout on a busy machine.
  const chunks = async (count: number, insert: (from: number, to: number) => Promise<unknown>, size = 2_000) => {
    for (let from = 1; from <= count; from += size) await insert(from, Math.min(count, from + size - 1))
  }
  // 20,000 accounts (each with a profile and its e-mail, made by the triggers), one an hour back.
  await chunks(20_000, (from, to) =>
    engine.query(
      `insert into auth.users (id, email, raw_user_meta_data, created_at)
       select gen_random_uuid(), 'person' || i || '@company' || (i % 4000) || '.example',
              jsonb_build_object('name', 'Person ' || i), now() - i * interval '20 minutes'
       from generate_series($1::int, $2::int) as i`,
      [from, to],
    ),
  )
  await engine.query(`update public.profiles set created_at = u.created_at from auth.users u where u.id = profiles.id`)
  // 17,000 organisations, each with one of the accounts as its Admin; the other 3,000 wait.
  await engine.query(
    `with people as (
       select p.id, row_number() over (order by p.created_at, p.id) as n from public.profiles p
       where not p.is_admin),
     made as (
       insert into public.organizations (name, website, created_at)
       select 'Company ' || n, 'https://company' || n || '.example', now() - n * interval '25 minutes'
       from people where n <= 17000 returning id, name)
     insert into public.organization_members (organization_id, user_id, role)
     select made.id, people.id, 'admin' from made join people on 'Company ' || people.n = made.name`,
  )
  // 200,000 audit entries, a year of them, by 40 staff and the operator.
  const actions = ['model.update', 'lead.status', 'lead.note', 'admin.grant', 'organization.update', 'model.feature']
  await chunks(
    200_000,
    (from, to) =>
      engine.query(
        `insert into public.audit_log (at, actor_id, actor_email, action, entity, entity_id, before, after)
       select now() - i * interval '150 seconds', null,
              case when i % 9 = 0 then 'operator' else 'staff' || (i % 40) || '@aivora.example' end,
              ($3::text[])[1 + i % 6], split_part(($3::text[])[1 + i % 6], '.', 1), i::text,
              jsonb_build_object('status', 'new'), jsonb_build_object('status', 'contacted', 'n', i)
       from generate_series($1::int, $2::int) as i`,
        [from, to, actions],
      ),
    20_000,
  )
  // 10,000 models, one in twenty about scans.
  await engine.query(
    `insert into public.ai_models (title, description, categories, cost, created_at)
     select 'Model ' || i || case when i % 20 = 0 then ' Scan' else ' Vision' end,
            'An AI model for ' || case when i % 20 = 0 then 'document scanning' else 'image work' end || ' (series ' || i || ').',
            array['Vision'], 100 + i % 900, now() - i * interval '1 hour'
     from generate_series(1, 10000) as i`,
  )
  await engine.query('analyze')
}

async function measure(engine: Engine, admin: Caller, label: string) {
  /** The key of the row at `offset` in a list's order (as the owner reads it), for a deep page. */
  const keyAt = async (sql: string, offset: number) =>
    (await engine.query<{ key: string }>(`${sql} offset ${offset} limit 1`)).rows[0]?.key ?? null
  const auditKey = await keyAt(`select ${KEY} as key from public.audit_log order by at desc, id desc`, 150_000)
  const userKey = await keyAt(
    `select ${KEY.replaceAll('at', 'created_at')} as key from public.profiles order by created_at desc, id desc`,
    15_000,
  )
  const modelKey = await keyAt(
    `select ${KEY.replaceAll('at', 'created_at')} as key from public.ai_models order by created_at desc, id desc`,
    8_000,
  )
  const waitingKey = await keyAt(
    `select ${KEY.replaceAll('at', 'p.created_at').replace('|| id', '|| p.id')} as key
     from public.profiles p where not p.is_admin
       and not exists (select 1 from public.organization_members m where m.user_id = p.id)
     order by p.created_at desc, p.id desc`,
    2_000,
  )
  const none: { after: string | null; before: string | null } = { after: null, before: null }
  const after = (key: string | null) => ({ after: key, before: null })
  const audit = (query: Partial<Parameters<typeof listAudit>[1]>, keys = none) =>
    listAudit(admin, { actor: null, action: null, entity: null, ...keys, ...query }, keysetWindow(auditList, keys))
  const results: Array<[string, number]> = [
    ['audit: first page', await median(() => audit({}))],
    ['audit: page past 150,000', await median(() => audit({}, after(auditKey)))],
    ['audit: actor "staff1"', await median(() => audit({ actor: 'staff1' }))],
    ['audit: action lead.note', await median(() => audit({ action: 'lead.note' }))],
    ['users: first page', await median(() => listUsers(admin, null, keysetWindow(userList, none)))],
    ['users: page past 15,000', await median(() => listUsers(admin, null, keysetWindow(userList, after(userKey))))],
    ['users: search "person1234"', await median(() => listUsers(admin, 'person1234', keysetWindow(userList, none)))],
    ['users: search "company12"', await median(() => listUsers(admin, 'company12', keysetWindow(userList, none)))],
    [
      'join requests: first pages',
      await median(() =>
        Promise.all([
          listJoinRequestPeople(admin, keysetWindow(joinRequestList, none)),
          listWaitingJoinRequests(admin, keysetWindow(domainJoinRequestList, none)),
        ]),
      ),
    ],
    [
      'join requests: page past 2,000',
      await median(() => listJoinRequestPeople(admin, keysetWindow(joinRequestList, after(waitingKey)))),
    ],
    ['models: first page', await median(() => listModelsForAdmin(admin, null, keysetWindow(modelList, none)))],
    [
      'models: page past 8,000',
      await median(() => listModelsForAdmin(admin, null, keysetWindow(modelList, after(modelKey)))),
    ],
    ['models: search "scan"', await median(() => listModelsForAdmin(admin, 'scan', keysetWindow(modelList, none)))],
    ['dashboard: four counts', await median(() => countForDashboard(admin))],
  ]
  console.info(`\n${label}`)
  for (const [name, ms] of results) console.info(`  ${name.padEnd(34)} ${String(ms).padStart(7)} ms`)
}

await onEachEngine('bench_lists', async (raw, label) => {
  const { engine } = recording(raw)
  await migrate(engine)
  await seed(engine)
  setDb(engine)
  const user = await runAsServiceRole(engine, 'bench', (tx) =>
    createUser(tx, { email: 'bench-admin@aivora.example', password: 'a-good-password', name: 'Bench' }),
  )
  await engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
  const admin = userCaller(user)
  await measure(engine, admin, `${label}, at the seed's size`)
  await load(engine)
  await measure(engine, admin, `${label}, at a year's volume`)
  setDb(undefined)
})
