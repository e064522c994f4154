/**
 * A person's data erased on request (`npm run admin -- erase EMAIL`,
 * docs/decisions/052-erasure-and-retention.md). What is theirs is deleted: their contact-form
 * enquiries and the AI Architect chats that carry their address (a callback booked with it, or the
 * address written in the transcript or its captured details), with the leads, notes and queued or
 * sent notifications of both; their account (profile and join request, sessions, reset links,
 * rate-limit counters by address), their memberships and any organisation left with no member;
 * and the notification files in DATA_DIR/mail that name them.
 * Where the address only appears in someone else's row (another enquiry's message, a lead note,
 * the audit log), it is replaced by '[erased]'. The database's part is one transaction; the files
 * found in it are deleted once it has committed. The audit log records the erasure with counts only.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RealtimeClientOptions } from '@supabase/supabase-js'
import { simpleParser } from 'mailparser'
import { isEmailAddress, normaliseEmail } from '~/lib/email'
import { recordAudit } from '../audit'
import { endMembershipsIn } from '../organizations'
import type { Config } from '../config'
import { runAsServiceRole, type Engine, type Queryable } from '../db'
import { backupsDir } from '../db/backup'

/** The address given is not one: nothing was looked up. */
export class InvalidAddressError extends Error {
  override name = 'InvalidAddressError'
  constructor() {
    super('The address given is not an e-mail address (name@example.com): nothing was erased.')
  }
}

/** The erasure cannot be done as asked; nothing was changed. */
export class ErasureRefusedError extends Error {
  override name = 'ErasureRefusedError'
}

/** What one erasure removed, by kind (what the audit log records, never the address). */
interface ErasureCounts {
  /** Contact-form enquiries (with their leads and notes). */
  enquiries: number
  /** AI Architect chats: transcripts, captured details, booked callbacks (with their leads and notes). */
  chats: number
  /** The account: profile, join request, sessions and reset links (0 or 1). */
  accounts: number
  /** Organisations the person was the last member of. */
  organizations: number
  /** Notification e-mails in the outbox, queued or sent. */
  outboxMails: number
  /** Invitations to join an organisation sent to the address. */
  invitations: number
  /** Rate-limit counters keyed by the address. */
  rateLimits: number
  /** Other people's and the staff's rows the address was taken out of. */
  mentions: number
  /** .eml files in DATA_DIR/mail that named the address. */
  mailFiles: number
}

const ERASED_KINDS: Record<keyof ErasureCounts, [string, string]> = {
  enquiries: ['contact enquiry', 'contact enquiries'],
  chats: ['AI Architect chat', 'AI Architect chats'],
  accounts: ['account', 'accounts'],
  organizations: ['organization', 'organizations'],
  outboxMails: ['queued or sent notification', 'queued or sent notifications'],
  invitations: ['invitation', 'invitations'],
  rateLimits: ['rate-limit counter', 'rate-limit counters'],
  mailFiles: ['mail file', 'mail files'],
  mentions: ['mention in other records', 'mentions in other records'],
}

/** "Erased 2 contact enquiries, 1 account … for the address given." or "Nothing held for that address." */
export function describeErasure(counts: ErasureCounts): string {
  const parts = (Object.keys(ERASED_KINDS) as (keyof ErasureCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${ERASED_KINDS[kind][counts[kind] === 1 ? 0 : 1]}`)
  if (parts.length === 0) return 'Nothing held for that address.'
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `Erased ${list} for the address given.`
}

interface Erasure {
  counts: ErasureCounts
  /** Backups of the embedded database taken before now: they may still hold the address. */
  olderBackups: number
}

/**
 * Erases everything held about `email` on `engine`. Throws InvalidAddressError for a malformed
 * address, ErasureRefusedError when the account is the last admin or lives in Supabase Auth and
 * SUPABASE_SERVICE_ROLE_KEY is not set (nothing is changed in either case).
 */
export async function eraseAddress(engine: Engine, config: Config, email: string): Promise<Erasure> {
  if (!isEmailAddress(email.trim())) throw new InvalidAddressError()
  const address = normaliseEmail(email)
  // Found before the transaction (reading files holds no lock), deleted only after it commits.
  const mailFiles = await mailFilesNaming(config.mail.dir, address)
  const { counts, supabaseUser } = await runAsServiceRole(
    engine,
    "erase a person's data on their request (npm run admin -- erase)",
    async (tx) => {
      const erased = await eraseRows(tx, config, address)
      const all = { ...erased.counts, mailFiles: mailFiles.length }
      // Counts only: an address (or its hash, which anyone can compute from a guess) would be the
      // very data erased.
      await recordAudit(tx, { action: 'person.erase', entity: 'person', entityId: null, after: all })
      return { counts: all, supabaseUser: erased.supabaseUser }
    },
  )
  await Promise.all(mailFiles.map((file) => fs.promises.rm(file, { force: true })))
  if (engine.kind === 'pglite' && Object.values(counts).some((n) => n > 0)) await scrubEmbeddedFiles(engine)
  if (supabaseUser) await deleteSupabaseUser(config, supabaseUser)
  return { counts, olderBackups: countBackups(config) }
}

async function eraseRows(tx: Queryable, config: Config, address: string) {
  // The address as JSON writes it inside a string (a quote or backslash escaped), for jsonb's text.
  const inJson = JSON.stringify(address).slice(1, -1)
  const account = await lockAccount(tx, config, address)

  const count = async (sql: string, params: unknown[]) =>
    (await tx.query<{ n: number }>(`with d as (${sql} returning 1) select count(*)::int as n from d`, params)).rows[0]!
      .n
  const { rows: enquiries } = await tx.query<{ id: string }>(
    'delete from public.enquiry where lower(email) = $1 returning id',
    [address],
  )
  // A chat is anonymous until a callback is booked: one that holds the address anywhere is theirs.
  const { rows: chats } = await tx.query<{ id: string }>(
    `delete from public.chat_requests
     where lower(email) = $1 or strpos(lower(messages::text), $2) > 0 or strpos(lower(captured::text), $2) > 0
     returning id`,
    [address, inJson],
  )
  const leadIds = [...enquiries.map((e) => e.id), ...chats.map((c) => c.id)]
  const outboxMails = await count(
    `delete from private.mail_outbox
     where lead_id = any($1::uuid[]) or lower(payload ->> 'email') = $2 or lower(payload ->> 'requester') = $2`,
    [leadIds, address],
  )
  // Invitations to the address, open or accepted (the audit log keeps who joined, by address, until
  // its own mentions are erased below).
  const invitations =
    (await count('delete from public.organization_invitations where email = $1', [address])) +
    (await count('delete from public.staff_invitations where email = $1', [address]))
  // Their requests to join by domain (decision 069) are the account's, as its profile is: they go
  // with it, uncounted, here too, since on Supabase the account itself goes only after this commits.
  await tx.query('delete from public.organization_join_requests where email = $1', [address])
  const rateLimits = await count('delete from private.rate_limits where strpos(lower(key), $1) > 0', [address])
  const { rows: mentioned } = await tx.query<{ n: number }>('select private.erase_address_mentions($1, $2) as n', [
    address,
    [...enquiries.map((e) => `enquiry:${e.id}`), ...chats.map((c) => `callback:${c.id}`)],
  ])
  // Before the account goes (on Supabase it goes after this commits): their organisations are
  // looked at while their memberships are still there.
  const organizations = account ? await endMembershipsIn(tx, account.id) : 0
  let supabaseUser: string | null = null
  if (account && config.supabase) {
    // Supabase Auth owns auth.users there: the user goes through its Admin API once this commits.
    await tx.query('delete from public.profiles where id = $1', [account.id])
    supabaseUser = account.id
  } else if (account) {
    // Sessions, reset links and the profile (with its join request) go with the user (on delete
    // cascade); leads they owned become nobody's, notes they wrote lose their author's id.
    await tx.query('delete from auth.users where id = $1', [account.id])
  }
  return {
    counts: {
      enquiries: enquiries.length,
      chats: chats.length,
      accounts: account ? 1 : 0,
      organizations,
      outboxMails,
      invitations,
      rateLimits,
      mentions: mentioned[0]!.n,
    },
    supabaseUser,
  }
}

/**
 * The account with this address, if any, after the checks that refuse its erasure: the last admin
 * keeps the site administrable (as `revoke` does; every admin's row is locked first, so two erasures
 * cannot both see another admin left), and a Supabase user needs the service-role key.
 */
async function lockAccount(tx: Queryable, config: Config, address: string) {
  const { rows } = await tx.query<{ id: string; is_admin: boolean | null }>(
    'select u.id, p.is_admin from auth.users u left join public.profiles p on p.id = u.id where lower(u.email) = $1',
    [address],
  )
  const account = rows[0]
  if (!account) return null
  if (account.is_admin) {
    await tx.query('select 1 from public.profiles where is_admin order by id for update')
    const { rows: admins } = await tx.query<{ n: number }>(
      'select count(*)::int as n from public.profiles where is_admin',
    )
    if (admins[0]!.n <= 1) {
      throw new ErasureRefusedError(
        'The address given is the last admin: grant admin access to someone else first (npm run admin -- grant EMAIL), then erase it. Nothing was erased.',
      )
    }
  }
  if (config.supabase && !config.supabase.serviceRoleKey) {
    throw new ErasureRefusedError(
      'The address given has a Supabase Auth account, which only SUPABASE_SERVICE_ROLE_KEY may delete: set it and run this again. Nothing was erased.',
    )
  }
  return account
}

/** Every table erasure deletes from or changes (some through foreign keys). */
const ERASED_TABLES = [
  'public.enquiry',
  'public.chat_requests',
  'public.leads',
  'public.lead_notes',
  // Only its updated_by, set to null when the account goes.
  'public.knowledge_article',
  'public.audit_log',
  'public.profiles',
  'public.organizations',
  'public.organization_members',
  'public.organization_invitations',
  'public.staff_invitations',
  // The person's requests to join go with the account; a domain they claimed stays the organisation's.
  'public.organization_join_requests',
  'public.organization_domains',
  'private.mail_outbox',
  'private.rate_limits',
  'private.password_reset_tokens',
  // With the account (a foreign key): the links that confirm its address.
  'private.email_confirmations',
  // Their rows go with the account (foreign keys).
  'public.two_factor',
  'public.two_factor_recovery_codes',
  'auth.users',
  'auth.sessions',
]

/**
 * A deleted row stays in its table's file (and the write-ahead log) until the space is reused. The
 * embedded database's files are in DATA_DIR, which we own and which is copied into backups, so they
 * are rewritten: each table whole (VACUUM FULL, which also rebuilds its indexes), then the log
 * moved on and its old segments removed rather than kept for reuse. The server is stopped meanwhile
 * (one process per data directory), so the exclusive locks this takes stop nobody. PostgreSQL's
 * files are the server's to manage: docs/decisions/052-erasure-and-retention.md.
 */
async function scrubEmbeddedFiles(engine: Engine) {
  await engine.query(`vacuum full ${ERASED_TABLES.join(', ')}`)
  await engine.query('set wal_recycle = off')
  for (let i = 0; i < 2; i++) {
    await engine.query('select pg_switch_wal()')
    await engine.query('checkpoint')
  }
  await engine.query('reset wal_recycle')
}

async function deleteSupabaseUser(config: Config, userId: string) {
  const supabase = config.supabase!
  const [{ createClient }, { default: WebSocket }] = await Promise.all([import('@supabase/supabase-js'), import('ws')])
  const client = createClient(supabase.url, supabase.serviceRoleKey!, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Never used, but the client builds its realtime part anyway, and Node 20 has no WebSocket.
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  })
  const { error } = await client.auth.admin.deleteUser(userId)
  if (error) {
    throw new ErasureRefusedError(
      `Everything in the database was erased, but Supabase Auth did not delete the account (${error.message}): run this again to finish.`,
    )
  }
}

/**
 * The .eml files (written without SMTP_URL, app/.server/mail/mailer.ts) that name `address`: in a
 * header or in the body as it reads once decoded (a quoted-printable line break may split it).
 */
async function mailFilesNaming(dir: string, address: string): Promise<string[]> {
  let names: string[]
  try {
    names = (await fs.promises.readdir(dir)).filter((name) => name.endsWith('.eml'))
  } catch {
    return [] // no mail was ever written to files here
  }
  const naming: string[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    if (await mailNames(await fs.promises.readFile(file), address)) naming.push(file)
  }
  return naming
}

/** Whether one e-mail's source names `address` (any case), raw or decoded. */
export async function mailNames(source: Buffer, address: string): Promise<boolean> {
  const wanted = address.toLowerCase()
  if (source.toString('utf8').toLowerCase().includes(wanted)) return true
  const mail = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true })
  const headers = [...mail.headers.values()].map((value) => JSON.stringify(value))
  return [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '', mail.subject ?? '', ...headers].some(
    (text) => text.toLowerCase().includes(wanted),
  )
}

/** Backups of the embedded database (app/.server/db/backup.ts keeps them in DATA_DIR/backups). */
function countBackups(config: Config): number {
  if (config.database.kind !== 'pglite') return 0
  try {
    return fs.readdirSync(backupsDir(config.dataDir)).filter((name) => name.endsWith('.tar')).length
  } catch {
    return 0
  }
}
