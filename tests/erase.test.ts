// `npm run admin -- erase EMAIL` (app/.server/admin/erase.ts, decision 052) on every engine: a
// person with everything the site can hold about them (enquiries, a booked callback, a chat that
// mentions them, an admin account with a join request, their own organisation and one they joined,
// sessions, a reset link, notes, audit entries, rate-limit counters, queued and sent notifications
// and their .eml files) is erased, and the
// proof is generic: no text of any row of any table in public, private, auth or storage, and no
// file in DATA_DIR, holds the address afterwards. Everyone else's rows stay, and the audit log
// records the erasure with counts only.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  describeErasure,
  eraseAddress,
  ErasureRefusedError,
  InvalidAddressError,
  mailNames,
} from '~/.server/admin/erase'
import { createUser } from '~/.server/auth/accounts'
import { parseConfig, resetConfig, type Config } from '~/.server/config'
import { runAsServiceRole, setDb, userCaller, type Engine } from '~/.server/db'
import { openPglite } from '~/.server/db/pglite'
import { addLeadNote, setLeadOwner } from '~/.server/leads'
import { sendMail } from '~/.server/mail/mailer'
import { passwordResetMail } from '~/.server/mail/person-mail'
import { drainOutbox } from '~/.server/mail/outbox'
import { createOrganisationIn } from '~/.server/organizations'
import { grantAdmin } from '~/.server/profiles'
import { hitRateLimit } from '~/.server/rate-limit'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from './helpers/fake-supabase-auth'
import { copySeededDataDir } from './helpers/templates'

const PERSON = 'Erase.Me+sales@Example.com'
const address = PERSON.toLowerCase()
const OTHER = 'keep.me@example.com'
const STAFF = 'staff@example.com'
const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }

/** Every file under `dir` (recursively) whose bytes, or whose decoded e-mail, name `wanted`. */
async function filesNaming(dir: string, wanted: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = fs.readFileSync(file)
    if (
      bytes.toString('utf8').toLowerCase().includes(wanted) ||
      (file.endsWith('.eml') && (await mailNames(bytes, wanted)))
    )
      found.push(path.relative(dir, file))
  }
  return found
}

/** Every row, of every table in the schemas that hold data, whose text (all columns) holds `wanted`. */
async function rowsNaming(engine: Engine, wanted: string): Promise<string[]> {
  const { rows: tables } = await engine.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'private', 'auth', 'storage', 'supabase_migrations')
     order by 1`,
  )
  expect(tables.length).toBeGreaterThan(10)
  const found: string[] = []
  for (const { name } of tables) {
    const { rows } = await engine.query<{ row: string }>(
      `select t::text as row from ${name} as t where strpos(lower(t::text), $1) > 0`,
      [wanted],
    )
    found.push(...rows.map((row) => `${name}: ${row.row}`))
  }
  return found
}

describeEachEngine('erasing a person on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let dataDir: string
  let config: Config
  const ids: Record<string, string> = {}

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    runAsServiceRole(engine, 'test fixture', async (tx) => (await tx.query<T>(text, params)).rows)
  const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(text, params))[0]!.n

  async function account(email: string) {
    return runAsServiceRole(engine, 'test fixture: an account', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: `Name of ${email}` }),
    )
  }

  async function enquiry(email: string, message: string) {
    const rows = await sql<{ id: string }>(
      `insert into public.enquiry (name, email, message) values ($1, $2, $3) returning id`,
      [`Name of ${email}`, email, message],
    )
    return rows[0]!.id
  }

  async function callback(email: string | null, transcript: string) {
    const rows = await sql<{ id: string }>(
      `insert into public.chat_requests (chat_id, messages, captured) values (gen_random_uuid(), $1, $2) returning id`,
      [JSON.stringify([{ role: 'user', content: transcript }]), JSON.stringify({ industry: 'Retail' })],
    )
    const id = rows[0]!.id
    if (email) {
      await sql(
        `update public.chat_requests set name = $2, email = $3, phone = '+44 20 7946 0000', callback_time = 'morning' where id = $1`,
        [id, `Name of ${email}`, email],
      )
    }
    return id
  }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    engine = db.engine
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-test-'))
    process.env.DATA_DIR = dataDir
    delete process.env.SMTP_URL
    resetConfig()
    config = parseConfig({ DATA_DIR: dataDir })
    setDb(engine)
    vi.spyOn(console, 'info').mockImplementation(() => {})

    // Staff: an admin besides the person, so the person is not the last one.
    const staff = await account(STAFF)
    ids.staff = staff.id
    await runAsServiceRole(engine, 'fixture', (tx) => grantAdmin(tx, STAFF, true))

    // The person: an account with a join request, an admin (recorded with their address), two
    // sessions, a reset link, counters keyed by their address.
    const person = await account(PERSON)
    ids.person = person.id
    // Their organisation, which nobody else belongs to.
    ids.ownOrganisation = await runAsServiceRole(engine, 'fixture', (tx) =>
      createOrganisationIn(tx, { ...NO_DETAILS, name: 'Erase Ltd', phone: '+44 2079460958' }, person.id),
    )
    await runAsServiceRole(engine, 'fixture', (tx) => grantAdmin(tx, PERSON, true))
    await sql(
      `insert into auth.sessions (user_id, not_after, user_agent, ip)
       select $1, now() + interval '1 day', 'test', '203.0.113.9' from generate_series(1, 2)`,
      [person.id],
    )
    await sql(
      `insert into private.password_reset_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 hour')`,
      ['a'.repeat(64), person.id],
    )
    await hitRateLimit(`signUpsPerEmail:${address}`, 5, 3600)

    // Their leads: an enquiry, a booked callback, a chat that only mentions them.
    ids.personEnquiry = await enquiry(PERSON, 'We would like a demo.')
    ids.personCallback = await callback(PERSON, 'Tell me about vision models.')
    ids.mentioningChat = await callback(null, `Write to me at ${PERSON} please.`)

    // Someone else: an enquiry that mentions the person, a callback, an account.
    ids.otherEnquiry = await enquiry(OTHER, `My colleague ${PERSON} asked me to write.`)
    ids.otherCallback = await callback(OTHER, 'Pricing, please.')
    ids.other = (await account(OTHER)).id
    // The other's organisation, which the person joined as a Member.
    ids.sharedOrganisation = await runAsServiceRole(engine, 'fixture', async (tx) => {
      const organization = await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Keep Ltd' }, ids.other!)
      await tx.query(
        `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'member')`,
        [organization, person.id],
      )
      return organization
    })
    // An invitation to the address (the invitations table keeps it as one spelling).
    await engine.query(
      `insert into public.organization_invitations (organization_id, email, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '7 days')`,
      [ids.sharedOrganisation, address, 'b'.repeat(64)],
    )

    // The desk: the person owns the other's lead and wrote a note on it; staff wrote a note on the person's lead.
    const asPerson = userCaller({ id: person.id, email: address })
    const asStaff = userCaller({ id: staff.id, email: STAFF })
    await setLeadOwner(asPerson, { kind: 'enquiry', id: ids.otherEnquiry }, person.id)
    await addLeadNote(asPerson, { kind: 'enquiry', id: ids.otherEnquiry }, `Called back; copy ${PERSON} in.`)
    await addLeadNote(asStaff, { kind: 'enquiry', id: ids.personEnquiry }, 'Spoke to them: budget 20k, call Friday.')
    await addLeadNote(asStaff, { kind: 'enquiry', id: ids.otherEnquiry }, 'Staff note that stays.')

    // Notifications: those above sent (to .eml files), a reset link sent, one more enquiry queued.
    await drainOutbox(engine)
    await sendMail(passwordResetMail(PERSON, 'http://localhost/reset-password?token=x'))
    ids.queuedEnquiry = await enquiry(PERSON, 'A second message, not yet announced: é ü ß.')
  })

  afterAll(async () => {
    setDb(undefined)
    vi.restoreAllMocks()
    delete process.env.DATA_DIR
    resetConfig()
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('finds the address everywhere before (the search would see it)', async () => {
    const rows = await rowsNaming(engine, address)
    const tables = new Set(rows.map((row) => row.split(':')[0]))
    for (const table of [
      'auth.users',
      'public.enquiry',
      'public.chat_requests',
      'public.audit_log',
      'public.lead_notes',
      'public.profiles',
      'public.organization_invitations',
      'private.mail_outbox',
      'private.rate_limits',
    ]) {
      expect(tables, table).toContain(table)
    }
    expect((await filesNaming(dataDir, address)).length).toBeGreaterThanOrEqual(4)
  })

  it('refuses a malformed address, changing nothing', async () => {
    for (const bad of ['', 'not-an-address', 'a@b', 'x@y.example?cc=z@w.example']) {
      await expect(eraseAddress(engine, config, bad)).rejects.toBeInstanceOf(InvalidAddressError)
    }
    expect(await count(`select count(*)::int as n from public.audit_log where action = 'person.erase'`)).toBe(0)
  })

  it('leaves no row and no file with the address, keeps everyone else, and is audited without it', async () => {
    const otherFilesBefore = await filesNaming(dataDir, OTHER)
    const { counts } = await eraseAddress(engine, config, `  ${PERSON}  `)

    expect(await rowsNaming(engine, address)).toEqual([])
    expect(await filesNaming(dataDir, address)).toEqual([])
    expect(counts).toEqual({
      enquiries: 2,
      chats: 2,
      accounts: 1,
      // Their own organisation; the other's, which they had joined, stays.
      organizations: 1,
      // The two enquiries' and the callback's notifications (one still queued).
      outboxMails: 3,
      invitations: 1,
      rateLimits: 1,
      // The grant, the person's own audited changes (owner, note), the other's note, enquiry and
      // its notification, and the text of the staff's note on the person's lead.
      mentions: expect.any(Number),
      // The enquiry's, the callback's, the reset link's and the other's enquiry that named them.
      mailFiles: 4,
    })
    expect(counts.mentions).toBeGreaterThanOrEqual(6)
    expect(describeErasure(counts)).toMatch(
      /^Erased 2 contact enquiries, 2 AI Architect chats, 1 account, .* for the address given\.$/,
    )

    // Nothing of the person is left by id either: sessions, reset links, profile, the notes' author.
    expect(await count('select count(*)::int as n from auth.sessions where user_id = $1', [ids.person])).toBe(0)
    expect(await count('select count(*)::int as n from public.profiles where id = $1', [ids.person])).toBe(0)
    expect(
      await count('select count(*)::int as n from public.organization_members where user_id = $1', [ids.person]),
    ).toBe(0)
    expect(
      await count('select count(*)::int as n from public.organizations where id = $1', [ids.ownOrganisation]),
    ).toBe(0)
    expect(
      await sql('select user_id, role from public.organization_members where organization_id = $1', [
        ids.sharedOrganisation,
      ]),
    ).toEqual([{ user_id: ids.other, role: 'admin' }])
    const [note] = await sql<{ author_id: string | null; author_email: string; body: string }>(
      `select author_id, author_email, body from public.lead_notes where body like 'Called back%'`,
    )
    expect(note).toEqual({ author_id: null, author_email: '[erased]', body: 'Called back; copy [erased] in.' })
    // What the staff wrote about the person's lead went with it, in the audit log too.
    expect(await count(`select count(*)::int as n from public.audit_log where after::text like '%budget 20k%'`)).toBe(0)

    // Everyone else's rows stay: the other's enquiry (its mention erased), callback, account, staff.
    expect(await sql(`select email, message from public.enquiry where id = $1`, [ids.otherEnquiry])).toEqual([
      { email: OTHER, message: 'My colleague [erased] asked me to write.' },
    ])
    expect(await count('select count(*)::int as n from public.chat_requests where id = $1', [ids.otherCallback])).toBe(
      1,
    )
    expect(await count('select count(*)::int as n from auth.users where id = any($1)', [[ids.other, ids.staff]])).toBe(
      2,
    )
    expect(await count(`select count(*)::int as n from public.lead_notes where body = 'Staff note that stays.'`)).toBe(
      1,
    )
    expect(await count(`select count(*)::int as n from public.profiles where is_admin`)).toBe(1)
    // The lead the person owned is nobody's now, and still on the desk.
    expect(await sql(`select owner_id from public.leads where enquiry_id = $1`, [ids.otherEnquiry])).toEqual([
      { owner_id: null },
    ])
    // The other's notification for their callback is still on disk; the one naming the person is not.
    const otherFilesAfter = await filesNaming(dataDir, OTHER)
    expect(otherFilesAfter.length).toBe(otherFilesBefore.length - 1)

    // Audited as the operator, with counts and no address.
    const [entry] = await sql<{ actor_email: string; entity_id: string | null; before: unknown; after: unknown }>(
      `select actor_email, entity_id, before, after from public.audit_log where action = 'person.erase'`,
    )
    expect(entry).toEqual({ actor_email: 'operator', entity_id: null, before: null, after: counts })

    // The audit log is still append-only for everyone, the table's owner included.
    await expect(engine.query(`update public.audit_log set actor_email = 'x'`)).rejects.toThrow(/cannot be changed/)
    await expect(engine.query(`delete from public.audit_log`)).rejects.toThrow(/cannot be changed/)
    await expect(
      engine.transaction(async (tx) => {
        await tx.query(`select set_config('private.erasing_address', 'on', true)`)
        await tx.query(`update public.audit_log set action = 'model.delete'`)
      }),
    ).rejects.toThrow(/cannot be changed/)
  })

  it('says when nothing is held, and records that it was asked', async () => {
    const { counts } = await eraseAddress(engine, config, 'nobody@example.com')
    expect(describeErasure(counts)).toBe('Nothing held for that address.')
    expect(await count(`select count(*)::int as n from public.audit_log where action = 'person.erase'`)).toBe(2)
  })

  it('refuses to erase the last admin, changing nothing', async () => {
    await enquiry(STAFF, 'An enquiry of the last admin.')
    await expect(eraseAddress(engine, config, STAFF)).rejects.toBeInstanceOf(ErasureRefusedError)
    expect(await count('select count(*)::int as n from auth.users where id = $1', [ids.staff])).toBe(1)
    expect(await count('select count(*)::int as n from public.enquiry where email = $1', [STAFF])).toBe(1)
    // Once someone else is an admin, it goes.
    await runAsServiceRole(engine, 'fixture', (tx) => grantAdmin(tx, OTHER, true))
    const { counts } = await eraseAddress(engine, config, STAFF)
    expect(counts).toMatchObject({ accounts: 1, enquiries: 1 })
    expect(await rowsNaming(engine, STAFF)).toEqual([])
  })
})

describe('erasing an account that lives in Supabase Auth', () => {
  let db: TestDatabase
  let auth: FakeSupabaseAuth
  let dataDir: string
  beforeAll(async () => {
    db = await createTestDatabase('pglite')
    auth = await startFakeSupabaseAuth(db.engine)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-supabase-'))
  })
  afterAll(async () => {
    await auth.close()
    await db.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  const supabaseConfig = (serviceRoleKey?: string) =>
    parseConfig({
      DATA_DIR: dataDir,
      SUPABASE_URL: auth.url,
      SUPABASE_ANON_KEY: auth.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    })

  it('deletes it through the Admin API once the database part has committed, and needs the service-role key', async () => {
    const signUp = await fetch(`${auth.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: auth.anonKey },
      body: JSON.stringify({ email: PERSON, password: 'a-good-password' }),
    })
    expect(signUp.status).toBe(200)
    await db.engine.query(`insert into public.enquiry (name, email, message) values ('Pat', $1, 'Hello')`, [PERSON])

    await expect(eraseAddress(db.engine, supabaseConfig(), PERSON)).rejects.toThrow(
      'The address given has a Supabase Auth account, which only SUPABASE_SERVICE_ROLE_KEY may delete',
    )
    expect((await rowsNaming(db.engine, address)).length).toBeGreaterThan(0)

    const { counts } = await eraseAddress(db.engine, supabaseConfig(auth.serviceRoleKey), PERSON)
    expect(counts).toMatchObject({ accounts: 1, enquiries: 1 })
    expect(auth.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/auth\/v1\/admin\/users\/[0-9a-f-]{36}$/),
    ])
    expect(await rowsNaming(db.engine, address)).toEqual([])
  })
})

describe('erasing on the embedded database on disk', () => {
  let dataDir: string
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it("leaves the address in none of DATA_DIR's files, the database's own included", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-disk-'))
    await copySeededDataDir(dataDir)
    const engine = await openPglite(path.join(dataDir, 'db'), { dataDir })
    try {
      for (let i = 0; i < 3; i++) {
        await engine.query(`insert into public.enquiry (name, email, message) values ('Pat', $1, $2)`, [
          PERSON,
          `Reach me at ${PERSON}`,
        ])
      }
      await engine.query(`insert into public.enquiry (name, email, message) values ('Sam', $1, 'Hello')`, [OTHER])
      await engine.query('checkpoint')
      expect((await filesNaming(dataDir, address)).length).toBeGreaterThan(0)

      const { counts } = await eraseAddress(engine, parseConfig({ DATA_DIR: dataDir }), PERSON)
      expect(counts).toMatchObject({ enquiries: 3, outboxMails: 3 })
    } finally {
      await engine.close()
    }
    // Deleted rows are no longer in the tables' files, nor in the write-ahead log.
    expect(await filesNaming(dataDir, address)).toEqual([])
    expect((await filesNaming(dataDir, OTHER)).length).toBeGreaterThan(0)
  })
})

describe('a mail file names an address', () => {
  const eml = (encoding: string, body: string) =>
    Buffer.from(
      `From: no-reply@example.com\r\nTo: sales@example.com\r\nSubject: New lead\r\nMIME-Version: 1.0\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${body}\r\n`,
    )

  it('when it is only there once decoded: a quoted-printable line break or base64 hides it from a byte search', async () => {
    const split = eml('quoted-printable', 'Write to Erase.Me+sales@exa=\r\nmple.com, caf=C3=A9.')
    const encoded = eml('base64', Buffer.from(`Write to ${PERSON}.`).toString('base64'))
    for (const source of [split, encoded]) {
      expect(source.toString('utf8').toLowerCase()).not.toContain(address)
      expect(await mailNames(source, address)).toBe(true)
      expect(await mailNames(source, OTHER)).toBe(false)
    }
  })
})

describe('npm run admin -- erase', () => {
  const run = promisify(execFile)
  let dataDir: string
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-cli-'))
  })
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('refuses a malformed address with a sentence and exit code 2, without opening the database', async () => {
    const failure = await run('npx', ['tsx', 'scripts/admin.ts', 'erase', 'not-an-address'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error)
    expect(failure).toMatchObject({
      code: 2,
      stderr: 'The address given is not an e-mail address (name@example.com): nothing was erased.\n',
    })
    expect(fs.readdirSync(dataDir)).toEqual([])
  })
})
