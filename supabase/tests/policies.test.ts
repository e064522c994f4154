// The Row Level Security matrix: every table and helper the migrations expose, tried by every
// kind of caller (anon, a plain user, an organisation's member, an admin, and where it matters the
// service role), on every engine. The organisation tables have a matrix of their own
// (tests/organizations-rls.test.ts). Each cell states what must happen:
//
//   allowed            the statement succeeds and the owner sees its effect afterwards
//   no rows            the statement succeeds but touches nothing (RLS filters every row)
//   permission denied  42501 from a missing table, column or function privilege
//   rls violation      42501 "new row violates row-level security policy" (insert WITH CHECK)
//   check violation    23514 from a table check constraint
//
// Every write cell then checks the data as the owner (engine.query bypasses RLS), so "allowed and
// did it" is never mistaken for a refusal. A refused statement aborts its transaction (PGlite has
// one connection), so each cell runs in its own runAs(...).
//
// Then two attacks on the audit log (issue 27, decision 053): a caller who sets their own claims
// to the service role's, and the site's own database role trying to switch off what keeps the log
// append-only.
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createOrganisationIn } from '~/.server/organizations'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Engine, type Queryable } from '~/.server/db'
import { migrate } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../../tests/helpers/database'
import { createScratchDatabase } from '../../tests/helpers/scratch-database'

const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }

type Who = 'anon' | 'user' | 'org' | 'admin' | 'service'
type Refusal = 'permission denied' | 'rls violation' | 'check violation'
type Expected = 'allowed' | 'no rows' | Refusal
type Outcome = 'ok' | Refusal | string

/** What a statement did: 'ok', one of the refusals, or the unexpected error's code and message. */
async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    const text = String(message)
    if (code === '42501' && /row-level security/.test(text)) return 'rls violation'
    if (code === '42501' && /permission denied/.test(text)) return 'permission denied'
    if (code === '23514') return 'check violation'
    return `${code}: ${text}`
  }
}

/** One write cell: the statement the caller runs, and whether its effect is visible to the owner. */
interface Attempt {
  sql: string
  params: unknown[]
  happened: () => Promise<boolean>
}

interface Ctx {
  engine: Engine
  /** Unique per cell: the id or marker of the row the cell writes. */
  key: string
  /** The caller's own profile id (for anon, which has none, the other user's). */
  self: string
  /** A plain user who is not the caller. */
  other: string
}

type Op = (c: Ctx) => Promise<Attempt>

async function exists(engine: Engine, sql: string, params: unknown[]) {
  const { rows } = await engine.query(sql, params)
  return rows.length > 0
}

const aiModels: Record<string, Op> = {
  insert: async ({ engine, key }) => ({
    sql: `insert into public.ai_models (id, title, description) values ($1, $2, 'Inserted by the matrix.')`,
    params: [key, `Matrix ${key}`],
    happened: () => exists(engine, 'select 1 from public.ai_models where id = $1', [key]),
  }),
  update: async ({ engine, key }) => {
    await engine.query(`insert into public.ai_models (id, title, description) values ($1, $2, 'Before.')`, [
      key,
      `Matrix ${key}`,
    ])
    return {
      sql: `update public.ai_models set description = 'After.' where id = $1`,
      params: [key],
      happened: () => exists(engine, `select 1 from public.ai_models where id = $1 and description = 'After.'`, [key]),
    }
  },
  delete: async ({ engine, key }) => {
    await engine.query(`insert into public.ai_models (id, title, description) values ($1, $2, 'Doomed.')`, [
      key,
      `Matrix ${key}`,
    ])
    return {
      sql: 'delete from public.ai_models where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from public.ai_models where id = $1', [key])),
    }
  },
}

const labs: Record<string, Op> = {
  insert: async ({ engine, key }) => ({
    sql: `insert into public.labs (id, name) values ($1, 'Inserted by the matrix')`,
    params: [key],
    happened: () => exists(engine, 'select 1 from public.labs where id = $1', [key]),
  }),
  update: async ({ engine, key }) => {
    await engine.query(`insert into public.labs (id, name, status) values ($1, 'Matrix lab', 'active')`, [key])
    return {
      sql: `update public.labs set description = 'After.' where id = $1`,
      params: [key],
      happened: () => exists(engine, `select 1 from public.labs where id = $1 and description = 'After.'`, [key]),
    }
  },
  delete: async ({ engine, key }) => {
    await engine.query(`insert into public.labs (id, name, status) values ($1, 'Matrix lab', 'active')`, [key])
    return {
      sql: 'delete from public.labs where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from public.labs where id = $1', [key])),
    }
  },
}

const knowledgeArticles: Record<string, Op> = {
  insert: async ({ engine, key }) => ({
    sql: `insert into public.knowledge_article (id, slug, topic, question, answer, published)
          values ($1, $2, 'Service', 'Inserted by the matrix?', 'Yes.', true)`,
    params: [key, `matrix-${key}`],
    happened: () => exists(engine, 'select 1 from public.knowledge_article where id = $1', [key]),
  }),
  'insert with a bad slug': async ({ engine, key }) => ({
    sql: `insert into public.knowledge_article (id, slug, topic, question, answer) values ($1, 'Not A Slug', 'Service', 'Q?', 'A.')`,
    params: [key],
    happened: () => exists(engine, 'select 1 from public.knowledge_article where id = $1', [key]),
  }),
  'insert a translation without its language in the slug': async ({ engine, key }) => ({
    sql: `insert into public.knowledge_article (id, slug, topic, question, answer, language)
          values ($1, $2, 'Service', '¿Pregunta?', 'Sí.', 'es')`,
    params: [key, `matrix-${key}`],
    happened: () => exists(engine, 'select 1 from public.knowledge_article where id = $1', [key]),
  }),
  update: async ({ engine, key }) => {
    await engine.query(
      `insert into public.knowledge_article (id, slug, topic, question, answer, published)
       values ($1, $2, 'Service', 'Matrix?', 'Before.', true)`,
      [key, `matrix-${key}`],
    )
    return {
      sql: `update public.knowledge_article set answer = 'After.' where id = $1`,
      params: [key],
      happened: () =>
        exists(engine, `select 1 from public.knowledge_article where id = $1 and answer = 'After.'`, [key]),
    }
  },
  delete: async ({ engine, key }) => {
    await engine.query(
      `insert into public.knowledge_article (id, slug, topic, question, answer, published)
       values ($1, $2, 'Service', 'Matrix?', 'Doomed.', true)`,
      [key, `matrix-${key}`],
    )
    return {
      sql: 'delete from public.knowledge_article where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from public.knowledge_article where id = $1', [key])),
    }
  },
}

async function adminFlip(engine: Engine, self: string): Promise<Attempt> {
  const { rows } = await engine.query<{ value: boolean }>(
    'select is_admin as value from public.profiles where id = $1',
    [self],
  )
  const before = rows[0]?.value
  return {
    sql: 'update public.profiles set is_admin = $1 where id = $2',
    params: [!before, self],
    happened: () => exists(engine, 'select 1 from public.profiles where id = $1 and is_admin <> $2', [self, before]),
  }
}

const profiles: Record<string, Op> = {
  'update own name': async ({ engine, key, self }) => ({
    sql: 'update public.profiles set name = $1 where id = $2',
    params: [key, self],
    happened: () => exists(engine, 'select 1 from public.profiles where id = $1 and name = $2', [self, key]),
  }),
  'update own is_admin': ({ engine, self }) => adminFlip(engine, self),
  "update another user's name": async ({ engine, key, other }) => ({
    sql: 'update public.profiles set name = $1 where id = $2',
    params: [key, other],
    happened: () => exists(engine, 'select 1 from public.profiles where id = $1 and name = $2', [other, key]),
  }),
  insert: async ({ engine, key }) => {
    // A user without a profile (the trigger's row removed), so an insert could succeed.
    await engine.query(`insert into auth.users (id, email) values ($1, $2)`, [key, `${key}@example.com`])
    await engine.query('delete from public.profiles where id = $1', [key])
    return {
      sql: `insert into public.profiles (id, name) values ($1, 'Forged')`,
      params: [key],
      happened: () => exists(engine, 'select 1 from public.profiles where id = $1', [key]),
    }
  },
  'delete own': async ({ engine, self }) => ({
    sql: 'delete from public.profiles where id = $1',
    params: [self],
    happened: async () => !(await exists(engine, 'select 1 from public.profiles where id = $1', [self])),
  }),
}

const enquiryInsert =
  (email: string, message: string): Op =>
  async ({ engine, key }) => ({
    sql: `insert into public.enquiry (name, email, phone, type, message) values ($1, $2, '+44 20 7946 0000', 'general', $3)`,
    params: [key, email, message],
    happened: () => exists(engine, 'select 1 from public.enquiry where name = $1', [key]),
  })

const enquiry: Record<string, Op> = {
  insert: enquiryInsert('visitor@example.com', 'Please call me back.'),
  'insert with a bad email': enquiryInsert('not-an-email', 'Please call me back.'),
  'insert with a blank message': enquiryInsert('visitor@example.com', '   '),
  update: async ({ engine, key }) => {
    await engine.query(
      `insert into public.enquiry (id, name, email, message) values ($1, 'Matrix', 'm@example.com', 'Before.')`,
      [key],
    )
    return {
      sql: `update public.enquiry set message = 'After.' where id = $1`,
      params: [key],
      happened: () => exists(engine, `select 1 from public.enquiry where id = $1 and message = 'After.'`, [key]),
    }
  },
  delete: async ({ engine, key }) => {
    await engine.query(
      `insert into public.enquiry (id, name, email, message) values ($1, 'Matrix', 'm@example.com', 'Doomed.')`,
      [key],
    )
    return {
      sql: 'delete from public.enquiry where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from public.enquiry where id = $1', [key])),
    }
  },
}

const chatRequests: Record<string, Op> = {
  insert: async ({ engine, key }) => ({
    sql: 'insert into public.chat_requests (chat_id) values ($1)',
    params: [key],
    happened: () => exists(engine, 'select 1 from public.chat_requests where chat_id = $1', [key]),
  }),
  update: async ({ engine, key }) => {
    await engine.query('insert into public.chat_requests (id, chat_id) values ($1, gen_random_uuid())', [key])
    return {
      sql: `update public.chat_requests set name = 'After' where id = $1`,
      params: [key],
      happened: () => exists(engine, `select 1 from public.chat_requests where id = $1 and name = 'After'`, [key]),
    }
  },
  delete: async ({ engine, key }) => {
    await engine.query('insert into public.chat_requests (id, chat_id) values ($1, gen_random_uuid())', [key])
    return {
      sql: 'delete from public.chat_requests where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from public.chat_requests where id = $1', [key])),
    }
  },
}

const upload =
  (folder: string): Op =>
  async ({ engine, key }) => {
    const name = `${folder}${key}.png`
    return {
      sql: `insert into storage.objects (bucket_id, name) values ('model-assets', $1)`,
      params: [name],
      happened: () =>
        exists(engine, `select 1 from storage.objects where bucket_id = 'model-assets' and name = $1`, [name]),
    }
  }

const storageObjects: Record<string, Op> = {
  'insert under logos/': upload('logos/'),
  'insert under covers/': upload('covers/'),
  'insert under uploads/': upload('uploads/'),
  'insert at the top level': upload(''),
  delete: async ({ engine, key }) => {
    await engine.query(`insert into storage.objects (id, bucket_id, name) values ($1, 'model-assets', $2)`, [
      key,
      `logos/${key}.png`,
    ])
    return {
      sql: 'delete from storage.objects where id = $1',
      params: [key],
      happened: async () => !(await exists(engine, 'select 1 from storage.objects where id = $1', [key])),
    }
  },
}

/** Fixture rows, by label; selects return labels so each cell reads as a sentence. */
const SELECTS = {
  ai_models: {
    sql: 'select id from public.ai_models where id = any($1::uuid[])',
    labels: ['active model', 'inactive model'],
  },
  labs: { sql: 'select id from public.labs where id = any($1::uuid[])', labels: ['active lab', 'completed lab'] },
  knowledge_article: {
    sql: 'select id from public.knowledge_article where id = any($1::uuid[])',
    labels: ['published article', 'draft article'],
  },
  profiles: {
    sql: 'select id from public.profiles where id = any($1::uuid[])',
    labels: ['admin', 'org', 'other', 'user'],
  },
  enquiry: { sql: 'select id from public.enquiry where id = any($1::uuid[])', labels: ['enquiry'] },
  chat_requests: { sql: 'select id from public.chat_requests where id = any($1::uuid[])', labels: ['chat request'] },
  'storage.objects': { sql: 'select id from storage.objects where id = any($1::uuid[])', labels: ['logo object'] },
  'auth.users': {
    sql: 'select id from auth.users where id = any($1::uuid[])',
    labels: ['admin', 'org', 'other', 'user'],
  },
} as const
type Selectable = keyof typeof SELECTS
type SelectExpected = string[] | 'permission denied'

const SELECT_MATRIX: { table: Selectable; who: Who; expected: SelectExpected }[] = [
  { table: 'ai_models', who: 'anon', expected: ['active model'] },
  { table: 'ai_models', who: 'user', expected: ['active model'] },
  { table: 'ai_models', who: 'org', expected: ['active model'] },
  { table: 'ai_models', who: 'admin', expected: ['active model', 'inactive model'] },
  { table: 'labs', who: 'anon', expected: ['active lab'] },
  { table: 'labs', who: 'user', expected: ['active lab'] },
  { table: 'labs', who: 'org', expected: ['active lab'] },
  { table: 'labs', who: 'admin', expected: ['active lab', 'completed lab'] },
  { table: 'knowledge_article', who: 'anon', expected: ['published article'] },
  { table: 'knowledge_article', who: 'user', expected: ['published article'] },
  { table: 'knowledge_article', who: 'org', expected: ['published article'] },
  { table: 'knowledge_article', who: 'admin', expected: ['draft article', 'published article'] },
  { table: 'profiles', who: 'anon', expected: 'permission denied' },
  { table: 'profiles', who: 'user', expected: ['user'] },
  { table: 'profiles', who: 'org', expected: ['org'] },
  { table: 'profiles', who: 'admin', expected: ['admin', 'org', 'other', 'user'] },
  { table: 'enquiry', who: 'anon', expected: 'permission denied' },
  { table: 'enquiry', who: 'user', expected: [] },
  { table: 'enquiry', who: 'org', expected: [] },
  { table: 'enquiry', who: 'admin', expected: ['enquiry'] },
  { table: 'chat_requests', who: 'anon', expected: 'permission denied' },
  { table: 'chat_requests', who: 'user', expected: [] },
  { table: 'chat_requests', who: 'org', expected: [] },
  { table: 'chat_requests', who: 'admin', expected: ['chat request'] },
  { table: 'chat_requests', who: 'service', expected: ['chat request'] },
  { table: 'storage.objects', who: 'anon', expected: ['logo object'] },
  { table: 'storage.objects', who: 'user', expected: ['logo object'] },
  { table: 'storage.objects', who: 'org', expected: ['logo object'] },
  { table: 'storage.objects', who: 'admin', expected: ['logo object'] },
  { table: 'auth.users', who: 'anon', expected: 'permission denied' },
  { table: 'auth.users', who: 'user', expected: 'permission denied' },
  { table: 'auth.users', who: 'org', expected: 'permission denied' },
  { table: 'auth.users', who: 'admin', expected: 'permission denied' },
]

const WRITES = {
  ai_models: aiModels,
  labs,
  knowledge_article: knowledgeArticles,
  profiles,
  enquiry,
  chat_requests: chatRequests,
  'storage.objects': storageObjects,
}
type Writable = keyof typeof WRITES

const WRITE_MATRIX: { table: Writable; op: string; who: Who; expected: Expected }[] = [
  // ai_models, labs and knowledge_article: admins write; anon has no write privilege; other users
  // are filtered by RLS.
  ...(['ai_models', 'labs', 'knowledge_article'] as const).flatMap((table) => [
    { table, op: 'insert', who: 'anon' as Who, expected: 'permission denied' as Expected },
    { table, op: 'insert', who: 'user' as Who, expected: 'rls violation' as Expected },
    { table, op: 'insert', who: 'org' as Who, expected: 'rls violation' as Expected },
    { table, op: 'insert', who: 'admin' as Who, expected: 'allowed' as Expected },
    { table, op: 'update', who: 'anon' as Who, expected: 'permission denied' as Expected },
    { table, op: 'update', who: 'user' as Who, expected: 'no rows' as Expected },
    { table, op: 'update', who: 'org' as Who, expected: 'no rows' as Expected },
    { table, op: 'update', who: 'admin' as Who, expected: 'allowed' as Expected },
    { table, op: 'delete', who: 'anon' as Who, expected: 'permission denied' as Expected },
    { table, op: 'delete', who: 'user' as Who, expected: 'no rows' as Expected },
    { table, op: 'delete', who: 'org' as Who, expected: 'no rows' as Expected },
    { table, op: 'delete', who: 'admin' as Who, expected: 'allowed' as Expected },
  ]),

  // knowledge_article: the table's checks hold for admins too.
  { table: 'knowledge_article', op: 'insert with a bad slug', who: 'admin', expected: 'check violation' },
  {
    table: 'knowledge_article',
    op: 'insert a translation without its language in the slug',
    who: 'admin',
    expected: 'check violation',
  },

  // profiles: anon (targeting another user's row) has no privilege at all.
  { table: 'profiles', op: 'update own name', who: 'anon', expected: 'permission denied' },
  { table: 'profiles', op: 'insert', who: 'anon', expected: 'permission denied' },
  { table: 'profiles', op: 'delete own', who: 'anon', expected: 'permission denied' },
  ...(['user', 'org', 'admin'] as const).flatMap((who) => [
    { table: 'profiles' as Writable, op: 'update own name', who, expected: 'allowed' as Expected },
    // Column grants: nobody flips is_admin through this path, admins included.
    { table: 'profiles' as Writable, op: 'update own is_admin', who, expected: 'permission denied' as Expected },
    // Only the owner-update policy exists, so even an admin touches no other row.
    { table: 'profiles' as Writable, op: "update another user's name", who, expected: 'no rows' as Expected },
    { table: 'profiles' as Writable, op: 'insert', who, expected: 'permission denied' as Expected },
    { table: 'profiles' as Writable, op: 'delete own', who, expected: 'permission denied' as Expected },
  ]),

  // enquiry: anyone sends (checks still apply); nobody edits; admins delete.
  ...(['anon', 'user', 'org', 'admin'] as const).flatMap((who) => [
    { table: 'enquiry' as Writable, op: 'insert', who, expected: 'allowed' as Expected },
    { table: 'enquiry' as Writable, op: 'update', who, expected: 'permission denied' as Expected },
  ]),
  { table: 'enquiry', op: 'insert with a bad email', who: 'anon', expected: 'check violation' },
  { table: 'enquiry', op: 'insert with a blank message', who: 'user', expected: 'check violation' },
  { table: 'enquiry', op: 'delete', who: 'anon', expected: 'permission denied' },
  { table: 'enquiry', op: 'delete', who: 'user', expected: 'no rows' },
  { table: 'enquiry', op: 'delete', who: 'org', expected: 'no rows' },
  { table: 'enquiry', op: 'delete', who: 'admin', expected: 'allowed' },

  // chat_requests: written only by the service role.
  ...(['insert', 'update', 'delete'] as const).flatMap((op) => [
    ...(['anon', 'user', 'org', 'admin'] as const).map((who) => ({
      table: 'chat_requests' as Writable,
      op,
      who,
      expected: 'permission denied' as Expected,
    })),
    { table: 'chat_requests' as Writable, op, who: 'service' as Who, expected: 'allowed' as Expected },
  ]),

  // storage.objects in model-assets: admins upload under logos/ or covers/ and delete.
  { table: 'storage.objects', op: 'insert under logos/', who: 'anon', expected: 'rls violation' },
  { table: 'storage.objects', op: 'insert under logos/', who: 'user', expected: 'rls violation' },
  { table: 'storage.objects', op: 'insert under logos/', who: 'org', expected: 'rls violation' },
  { table: 'storage.objects', op: 'insert under logos/', who: 'admin', expected: 'allowed' },
  { table: 'storage.objects', op: 'insert under covers/', who: 'user', expected: 'rls violation' },
  { table: 'storage.objects', op: 'insert under covers/', who: 'admin', expected: 'allowed' },
  { table: 'storage.objects', op: 'insert under uploads/', who: 'admin', expected: 'rls violation' },
  { table: 'storage.objects', op: 'insert at the top level', who: 'admin', expected: 'rls violation' },
  { table: 'storage.objects', op: 'delete', who: 'anon', expected: 'no rows' },
  { table: 'storage.objects', op: 'delete', who: 'user', expected: 'no rows' },
  { table: 'storage.objects', op: 'delete', who: 'org', expected: 'no rows' },
  { table: 'storage.objects', op: 'delete', who: 'admin', expected: 'allowed' },
]

const RATE_LIMIT_MATRIX: { who: Who; expected: Expected }[] = [
  { who: 'anon', expected: 'permission denied' },
  { who: 'user', expected: 'permission denied' },
  { who: 'org', expected: 'permission denied' },
  { who: 'admin', expected: 'permission denied' },
]

describeEachEngine('row level security on %s', (kind) => {
  let db: TestDatabase
  const ids: Record<string, string> = {}
  const callers: Partial<Record<Who, Caller>> = { anon: ANON }

  const engine = () => db.engine
  function as<T>(who: Who, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    if (who === 'service') return runAsServiceRole(engine(), 'the policy matrix', fn)
    const caller = callers[who]
    if (!caller) throw new Error(`no caller ${who}`)
    return runAs(engine(), caller, fn)
  }
  const id = (label: string) => {
    const value = ids[label]
    if (!value) throw new Error(`no fixture ${label}`)
    return value
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    const people = { user: 'Matrix User', org: 'Matrix Org', admin: 'Matrix Admin', other: 'Matrix Other' }
    for (const [label, name] of Object.entries(people)) {
      const user = await runAsServiceRole(db.engine, 'policy matrix fixture', (tx) =>
        createUser(tx, { email: `${label}@matrix.example.com`, password: 'a-good-password', name }),
      )
      ids[label] = user.id
      if (label !== 'other') callers[label as Who] = userCaller(user)
    }
    await runAsServiceRole(db.engine, 'policy matrix fixture: an organisation', (tx) =>
      createOrganisationIn(tx, { ...NO_DETAILS, name: 'Matrix Org' }, id('org')),
    )
    await db.engine.query('update public.profiles set is_admin = true where id = $1', [id('admin')])

    const one = async (label: string, sql: string) => {
      const { rows } = await db.engine.query<{ id: string }>(sql)
      ids[label] = rows[0]!.id
    }
    await one(
      'active model',
      `insert into public.ai_models (title, description) values ('Matrix active', 'On show.') returning id`,
    )
    await one(
      'inactive model',
      `insert into public.ai_models (title, description, is_active) values ('Matrix inactive', 'Hidden.', false) returning id`,
    )
    await one(
      'active lab',
      `insert into public.labs (name, status) values ('Matrix active lab', 'active') returning id`,
    )
    await one(
      'completed lab',
      `insert into public.labs (name, status) values ('Matrix completed lab', 'completed') returning id`,
    )
    await one(
      'published article',
      `insert into public.knowledge_article (slug, topic, question, answer, published)
       values ('matrix-published', 'Service', 'Published?', 'Yes.', true) returning id`,
    )
    await one(
      'draft article',
      `insert into public.knowledge_article (slug, topic, question, answer)
       values ('matrix-draft', 'Service', 'Draft?', 'Not yet.') returning id`,
    )
    await one(
      'enquiry',
      `insert into public.enquiry (name, email, message) values ('Fixture', 'f@example.com', 'Hello.') returning id`,
    )
    await one(
      'chat request',
      `insert into public.chat_requests (chat_id, messages, name, callback_time)
       values (gen_random_uuid(), '[{"role":"user","content":"hi"}]', 'Fixture', 'morning') returning id`,
    )
    await one(
      'logo object',
      `insert into storage.objects (bucket_id, name) values ('model-assets', 'logos/fixture.png') returning id`,
    )
  })
  afterAll(() => db?.close())

  it('has every fixture row, as the owner sees them', async () => {
    for (const { sql, labels } of Object.values(SELECTS)) {
      const { rows } = await engine().query(sql, [labels.map(id)])
      expect(rows).toHaveLength(labels.length)
    }
  })

  it.each(SELECT_MATRIX)('$table select as $who: $expected', async ({ table, who, expected }) => {
    const { sql, labels } = SELECTS[table]
    const params = [labels.map(id)]
    let seen: string[] = []
    const result = await outcome(
      as(who, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(sql, params)
        seen = rows.map((row) => labels.find((label) => id(label) === row.id) ?? row.id).sort()
      }),
    )
    if (expected === 'permission denied') {
      expect(result).toBe('permission denied')
    } else {
      expect(result).toBe('ok')
      expect(seen).toEqual(expected)
    }
  })

  it.each(WRITE_MATRIX)('$table $op as $who: $expected', async ({ table, op, who, expected }) => {
    const make = WRITES[table][op]
    if (!make) throw new Error(`no operation ${op} on ${table}`)
    const self = who === 'anon' || who === 'service' ? id('other') : id(who)
    const attempt = await make({ engine: engine(), key: randomUUID(), self, other: id('other') })

    const result = await outcome(as(who, (tx) => tx.query(attempt.sql, attempt.params)))

    expect(result).toBe(expected === 'allowed' || expected === 'no rows' ? 'ok' : expected)
    expect(await attempt.happened()).toBe(expected === 'allowed')
  })

  it.each(RATE_LIMIT_MATRIX)('private.hit_rate_limit as $who: $expected', async ({ who, expected }) => {
    const key = `matrix:${randomUUID()}`
    const result = await outcome(
      as(who, (tx) => tx.query(`select private.hit_rate_limit($1, 3, interval '1 minute')`, [key])),
    )
    expect(result).toBe(expected)
    expect(await exists(engine(), 'select 1 from private.rate_limits where key = $1', [key])).toBe(false)
  })

  // Grants beyond the policies: a trigger function is called by its trigger, never by a caller
  // (PostgreSQL grants EXECUTE to PUBLIC on every new function), and no caller empties a table
  // or adds a trigger to it.
  it('no trigger function is executable by anon, authenticated or PUBLIC', async () => {
    const { rows } = await engine().query<{ fn: string; grantee: string }>(
      `select p.oid::regprocedure::text as fn, g.grantee
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join lateral (
         select 'PUBLIC' as grantee
           where exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                         where a.grantee = 0 and a.privilege_type = 'EXECUTE')
         union all
         select r from unnest(array['anon', 'authenticated']) as r where has_function_privilege(r, p.oid, 'EXECUTE')
       ) as g
       where p.prorettype = 'trigger'::regtype and n.nspname in ('public', 'private', 'auth', 'storage')
       order by 1, 2`,
    )
    expect(rows).toEqual([])
    // The check sees the trigger functions the migrations make (it would pass on none at all).
    const { rows: found } = await engine().query<{ n: number }>(
      `select count(*)::int as n from pg_proc where prorettype = 'trigger'::regtype and pronamespace = 'private'::regnamespace`,
    )
    expect(found[0]!.n).toBeGreaterThanOrEqual(3)
  })

  it('no table of public, storage, auth or private can be truncated or given triggers by anon or authenticated', async () => {
    const { rows } = await engine().query<{ tbl: string; who: string; privilege: string }>(
      `select c.oid::regclass::text as tbl, r.who, p.privilege
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) as r(who)
       cross join unnest(array['TRUNCATE', 'TRIGGER']) as p(privilege)
       where n.nspname in ('public', 'storage', 'auth', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f')
         and has_table_privilege(r.who, c.oid, p.privilege)
       order by 1, 2, 3`,
    )
    expect(rows).toEqual([])
  })

  it("private.sweep_expired is the service role's alone", async () => {
    for (const who of ['anon', 'user', 'admin'] as const) {
      expect(await outcome(as(who, (tx) => tx.query('select * from private.sweep_expired()')))).toBe(
        'permission denied',
      )
    }
    expect(await outcome(as('service', (tx) => tx.query('select * from private.sweep_expired()')))).toBe('ok')
  })

  it('private.hit_rate_limit as service: true up to the limit, then false', async () => {
    const key = `matrix:${randomUUID()}`
    const answers = await as('service', async (tx) => {
      const out: boolean[] = []
      for (let i = 0; i < 5; i++) {
        const { rows } = await tx.query<{ ok: boolean }>(
          `select private.hit_rate_limit($1, 3, interval '1 minute') as ok`,
          [key],
        )
        out.push(rows[0]!.ok)
      }
      return out
    })
    expect(answers).toEqual([true, true, true, false, false])
    const { rows } = await engine().query<{ hits: number }>('select hits from private.rate_limits where key = $1', [
      key,
    ])
    expect(rows).toEqual([{ hits: 5 }])
  })

  // A custom setting needs no privilege: any transaction may say its claims are the service
  // role's. The service role is the role a transaction runs as, never a claim (decision 053).
  const forgeClaims = (tx: Queryable, sub: string) =>
    tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ role: 'service_role', sub })])

  it.each(['user', 'org'] as const)(
    'private.set_admin as %s with forged service-role claims: not-admin, and nothing changes',
    async (who) => {
      const answer = await as(who, async (tx) => {
        await forgeClaims(tx, id(who))
        const { rows } = await tx.query<{ answer: string }>('select private.set_admin($1, true) as answer', [id(who)])
        return rows[0]!.answer
      })
      expect(answer).toBe('not-admin')
      expect(await exists(engine(), 'select 1 from public.profiles where id = $1 and is_admin', [id(who)])).toBe(false)
    },
  )

  it('private.record_audit with forged service-role claims records nobody as the operator', async () => {
    const marker = `forged-${randomUUID()}`
    const record = (who: Who) =>
      outcome(
        as(who, async (tx) => {
          await forgeClaims(tx, who === 'anon' ? id('other') : id(who))
          await tx.query(`select private.record_audit('model.delete', 'model', $1, null, null, 'operator')`, [marker])
        }),
      )
    expect(await record('anon')).toBe('permission denied')
    expect(await record('user')).toBe('42501: Only an admin may do this.')
    // An admin records, as themselves.
    expect(await record('admin')).toBe('ok')
    const { rows } = await engine().query('select actor_id, actor_email from public.audit_log where entity_id = $1', [
      marker,
    ])
    expect(rows).toEqual([{ actor_id: id('admin'), actor_email: 'admin@matrix.example.com' }])
  })

  it('the service role, taken as the server takes it, is still the operator', async () => {
    const setAdmin = (value: boolean) =>
      as('service', async (tx) => {
        const { rows } = await tx.query<{ answer: string }>(
          `select private.set_admin($1, $2, 'matrix operator') as answer`,
          [id('other'), value],
        )
        return rows[0]!.answer
      })
    expect(await setAdmin(true)).toBe('changed')
    expect(await setAdmin(false)).toBe('changed')
    const { rows } = await engine().query(
      `select action, actor_id from public.audit_log
       where entity_id = $1 and actor_email = 'matrix operator' order by id`,
      [id('other')],
    )
    expect(rows).toEqual([
      { action: 'admin.grant', actor_id: null },
      { action: 'admin.revoke', actor_id: null },
    ])
  })

  // Whatever role a request runs as, it cannot switch off, replace or go around what keeps the
  // audit log append-only.
  it.each(
    (['anon', 'user', 'admin', 'service'] as const).flatMap((who) => UNDO_AUDIT_LOG.map((sql) => ({ who, sql }))),
  )('the audit log as $who: $sql is refused', async ({ who, sql }) => {
    const before = await auditRows(engine())
    expect(await outcome(as(who, (tx) => tx.query(sql)))).toMatch(/^(permission denied$|42501: )/)
    expect(await auditRows(engine())).toBe(before)
  })

  it('the audit log and its trigger function belong to audit_keeper, which nobody logs in as or acts as', async () => {
    await expectAuditLogKeptApart(engine())
  })
})

/** What would undo the audit log's protection, or its rows. */
const UNDO_AUDIT_LOG = [
  'alter table public.audit_log disable trigger audit_log_update_only_to_erase',
  'alter table public.audit_log disable trigger audit_log_no_delete',
  'alter table public.audit_log disable trigger all',
  'drop trigger audit_log_no_truncate on public.audit_log',
  `create or replace function private.audit_log_is_append_only() returns trigger language plpgsql as $$ begin return old; end $$`,
  `create or replace function private.audit_log_changes_only_to_erase() returns trigger language plpgsql as $$ begin return new; end $$`,
  'alter table public.audit_log owner to service_role',
  'set local session_replication_role = replica',
  `update public.audit_log set actor_email = 'someone-else'`,
  'delete from public.audit_log',
  'truncate public.audit_log',
]

async function auditRows(engine: Engine) {
  const { rows } = await engine.query<{ n: number }>('select count(*)::int as n from public.audit_log')
  return rows[0]!.n
}

/** Owned by audit_keeper, its triggers on, and no role but a superuser holds audit_keeper's privileges. */
async function expectAuditLogKeptApart(engine: Engine) {
  const { rows } = await engine.query(
    `select (select pg_get_userbyid(relowner) from pg_class where oid = 'public.audit_log'::regclass) as tbl,
            (select array_agg(distinct pg_get_userbyid(proowner)::text) from pg_proc
             where oid in ('private.audit_log_is_append_only()'::regprocedure,
                           'private.audit_log_changes_only_to_erase()'::regprocedure,
                           'private.erase_address_from_audit(text)'::regprocedure,
                           'private.erase_lead_notes_from_audit(text[])'::regprocedure,
                           'private.count_audit_entries()'::regprocedure)) as fn,
            (select rolcanlogin from pg_roles where rolname = 'audit_keeper') as can_log_in,
            (select coalesce(array_agg(rolname::text order by rolname), '{}') from pg_roles
             where rolname <> 'audit_keeper' and not rolsuper and pg_has_role(oid, 'audit_keeper', 'USAGE')) as acting,
            (select array_agg(tgname || ':' || tgenabled::text order by tgname) from pg_trigger
             where tgrelid = 'public.audit_log'::regclass and not tgisinternal) as triggers`,
  )
  expect(rows[0]).toEqual({
    tbl: 'audit_keeper',
    fn: ['audit_keeper'],
    can_log_in: false,
    acting: [],
    // audit_log_counted_in only adds the entries inserted to private.row_counts, through a function
    // audit_keeper owns (20261201030000), out of the migrating role's reach as the rest is.
    triggers: [
      'audit_log_counted_in:O',
      'audit_log_no_delete:O',
      'audit_log_no_truncate:O',
      'audit_log_update_only_to_erase:O',
    ],
  })
}

// The site's own database role is the one that ran the migrations. On PGlite, and on a PostgreSQL
// whose URL names a superuser, it can do anything; on Supabase (whose postgres role is not a
// superuser) or a PostgreSQL role of its own it is an ordinary role, and there it must not be able
// to switch off what keeps the audit log append-only. Here a role like that migrates a fresh
// database and then tries, through the same engine (`set local role` in each transaction).
describeEachEngine("the audit log against the site's own database role on %s", (kind) => {
  const site = `site_owner_${randomBytes(4).toString('hex')}`
  let owner: Engine
  let asSite: Engine
  let dropAll = async () => {}

  beforeAll(async () => {
    if (kind === 'pglite') {
      owner = await openPglite()
      dropAll = () => owner.close()
    } else {
      const base = process.env.TEST_DATABASE_URL!
      const scratch = await createScratchDatabase(base, 'keeper')
      owner = await openPostgres(scratch.url, 2)
      dropAll = async () => {
        await owner.close()
        await scratch.drop()
        const client = new pg.Client({ connectionString: base })
        await client.connect()
        await client.query(`drop role if exists ${site}`).finally(() => client.end())
      }
    }
    // As Supabase has them: the API's roles exist, and the site's role is a member of each.
    await owner.exec(`
      do $$ begin
        if to_regrole('anon') is null then create role anon nologin noinherit; end if;
        if to_regrole('authenticated') is null then create role authenticated nologin noinherit; end if;
        if to_regrole('service_role') is null then create role service_role nologin noinherit bypassrls; end if;
      end $$;
      create role ${site} nologin createrole;
      grant anon, authenticated, service_role to ${site};
    `)
    const { rows } = await owner.query<{ db: string }>('select current_database() as db')
    await owner.exec(`alter database "${rows[0]!.db}" owner to ${site}`)
    const enter = (tx: Queryable) => tx.query(`select set_config('role', $1, true)`, [site])
    asSite = {
      ...owner,
      transaction: (fn) =>
        owner.transaction(async (tx) => {
          await enter(tx)
          return fn(tx)
        }),
      query: (sql, params) =>
        owner.transaction(async (tx) => {
          await enter(tx)
          return tx.query(sql, params)
        }),
      exec: (sql) =>
        owner.transaction(async (tx) => {
          await enter(tx)
          await tx.exec(sql)
        }),
    }
    await migrate(asSite)
  }, 120_000)
  afterAll(() => dropAll())

  it('migrates the database, and the audit log is then not its own', async () => {
    expect((await asSite.query('select current_user as me')).rows).toEqual([{ me: site }])
    await expectAuditLogKeptApart(owner)
  })

  it('still appends through private.record_audit, and reads the log', async () => {
    await runAsServiceRole(asSite, 'test: the operator records', (tx) =>
      tx.query(`select private.record_audit('model.delete', 'model', 'kept', null, null, 'keeper test')`),
    )
    expect((await asSite.query(`select actor_email from public.audit_log where entity_id = 'kept'`)).rows).toEqual([
      { actor_email: 'keeper test' },
    ])
  })

  it.each(UNDO_AUDIT_LOG)('is refused: %s', async (sql) => {
    const before = await auditRows(owner)
    expect(await outcome(asSite.query(sql))).toMatch(/^(permission denied$|42501: )/)
    expect(await auditRows(owner)).toBe(before)
  })
})
