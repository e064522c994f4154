/**
 * Hostile input (issue 7, point 5), on the wire through the whole production server: every action
 * and resource route gets missing fields, wrong types, duplicated fields, huge strings, control
 * characters, invalid UTF-8, script tags, SQL fragments, wrong content types, oversized bodies,
 * bogus `_data` and intent values, and methods it does not take. Whatever comes in:
 *
 * - the answer is never a 5xx: a 4xx that says what was wrong in words a person can read, or the
 *   ordinary page or redirect (and no database error or stack trace leaks into it);
 * - nothing sent is echoed unescaped into HTML, and JSON is never served as HTML;
 * - a refused request writes no row (each request carries a unique marker, and the tables the
 *   route writes are searched for it, so other test files writing at the same time do not
 *   matter); an accepted one writes its row, with a script tag or an SQL fragment stored verbatim
 *   (and shown escaped on the page that reads it back: see the last tests).
 *
 * The table runs on every engine: the shared e2e server (embedded PGlite; rows read through its
 * harness) and, when TEST_DATABASE_URL is set, a production server this file starts on a scratch
 * PostgreSQL database (rows read with pg).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { createScratchDatabase } from '../tests/helpers/scratch-database'
import { postgresTemplate } from '../tests/helpers/templates'
import { describeOnPostgres, E2E_ADMIN, TEST_DATABASE_URL } from './fixtures'
import { dataDirsBase } from '../tests/helpers/data-dirs'

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

// ---------------------------------------------------------------------------------------------
// Targets: one production server per database engine.

/** The tables a route writes; each is searched for a request's marker. */
type Table =
  | 'public.enquiry'
  | 'public.chat_requests'
  | 'public.ai_models'
  | 'public.profiles'
  | 'public.organizations'
  | 'public.organization_invitations'
  | 'public.staff_invitations'
  | 'public.support_tickets'
  | 'public.support_messages'
  | 'public.organization_models'
  | 'public.invoices'
  | 'public.invoice_lines'
  | 'auth.users'

interface Target {
  engine: string
  baseURL: string
  adminCookie: string
  /** An organisation's only Admin (signed up in beforeAll): the Team section's changes are theirs. */
  teamAdminCookie?: string
  /** Rows holding every one of `texts`, per table. */
  rowsWith(texts: string[], tables: readonly Table[]): Promise<number[]>
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  /** Forgets the counts of a rate limit (a rule's name). */
  forgetRateLimit(name: string): Promise<void>
  uploadsDir: string
  close(): Promise<void>
}

/** A row's text form holds everything in it (jsonb columns included), whatever the table. */
const COUNT_SQL = (tables: readonly Table[]) =>
  `select ${tables
    .map(
      (t, i) =>
        `(select count(*)::int from ${t} r where (select bool_and(strpos(r::text, x) > 0) from unnest($1::text[]) x)) as t${i}`,
    )
    .join(', ')}`

/** The shared e2e server (scripts/e2e-server.js): embedded PGlite, read through its harness. */
async function sharedServer(): Promise<Target> {
  const harness = async (route: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${E2E_PORT + 1}${route}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`The test harness refused ${route}: ${await response.text()}`)
    return (await response.json()) as unknown
  }
  const query = async <T>(sql: string, params: unknown[] = []) => (await harness('/', { sql, params })) as T[]
  // The session sign-in would set, without the sign-in form and its per-e-mail rate limit.
  const session = (await harness('/sessions', { email: E2E_ADMIN.email })) as { name: string; value: string }
  return {
    engine: 'pglite',
    baseURL: `http://localhost:${E2E_PORT}`,
    adminCookie: `${session.name}=${session.value}`,
    query,
    async rowsWith(texts, tables) {
      const [row] = await query<Record<string, number>>(COUNT_SQL(tables), [texts])
      return tables.map((_, i) => row![`t${i}`]!)
    },
    forgetRateLimit: async (name) => void (await harness('/rate-limits/forget', { name })),
    uploadsDir: path.join(`.data-e2e-${E2E_PORT}`, 'uploads'),
    close: async () => {},
  }
}

/** A production server of its own on a scratch PostgreSQL database, dropped afterwards. */
async function postgresServer(baseUrl: string): Promise<Target> {
  const scratch = await createScratchDatabase(baseUrl, 'hostile', {
    template: await postgresTemplate(baseUrl, 'seeded'),
  })
  const client = new pg.Client({ connectionString: scratch.url })
  const dataDir = fs.mkdtempSync(path.join(dataDirsBase(), 'ai-site-hostile-'))
  let server: ProductionServer | undefined
  const close = async () => {
    await server?.stop()
    await client.end().catch(() => {})
    await scratch.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    server = await startProductionServer({
      port: E2E_PORT + 12,
      env: {
        DATABASE_URL: scratch.url,
        SEED_DATABASE: 'true',
        SESSION_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ...VISITORS_VIA_LOOPBACK_PROXY,
      },
    })
    await client.connect()
    const signIn = await fetch(`${server.url}/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      headers: { 'X-Forwarded-For': '10.250.0.1' },
      redirect: 'manual',
    })
    const adminCookie = signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .join('; ')
    if (signIn.status !== 302 || !adminCookie.includes('__session='))
      throw new Error(`The admin could not sign in: ${signIn.status}`)
    const query = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[]
    return {
      engine: 'postgres',
      baseURL: server.url,
      adminCookie,
      query,
      async rowsWith(texts, tables) {
        const [row] = await query<Record<string, number>>(COUNT_SQL(tables), [texts])
        return tables.map((_, i) => row![`t${i}`]!)
      },
      forgetRateLimit: async (name) =>
        void (await query('delete from private.rate_limits where key like $1', [`${name}:%`])),
      uploadsDir: path.join(dataDir, 'uploads'),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Requests.

/** How a request's body is written. Bodies are bytes, so fetch adds no content type of its own. */
type Body =
  | { kind: 'form'; text: string }
  | { kind: 'raw'; bytes: string | Buffer; type?: string }
  | { kind: 'multipart'; form: FormData }
  /** Declares a length over the limit and sends nothing: the server must answer from the header. */
  | { kind: 'declared'; length: number }
  | { kind: 'none' }

interface Answer {
  status: number
  type: string
  text: string
  location: string | null
  cookies: string[]
}

let address = 0
/** A fresh client address per request: the per-address rate limits never hide the real answer. */
function nextAddress() {
  address += 1
  return `10.${200 + Math.floor(address / 65536)}.${Math.floor(address / 256) % 256}.${address % 256}`
}

async function send(target: Target, method: string, url: string, body: Body, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() }
  if (cookie) headers.Cookie = cookie
  if (body.kind === 'declared') return sendDeclared(target, url, body.length, headers)
  let payload: BodyInit | undefined
  if (body.kind === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
    payload = new Uint8Array(Buffer.from(body.text))
  } else if (body.kind === 'raw') {
    if (body.type) headers['Content-Type'] = body.type
    payload = new Uint8Array(typeof body.bytes === 'string' ? Buffer.from(body.bytes) : body.bytes)
  } else if (body.kind === 'multipart') {
    payload = body.form
  }
  const response = await fetch(new URL(url, target.baseURL), { method, headers, body: payload, redirect: 'manual' })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    // A streamed reply (the AI Architect's) is read to its end: the turn is saved by then.
    text: await response.text(),
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie(),
  }
}

function sendDeclared(target: Target, url: string, length: number, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, target.baseURL), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(length) },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        request.destroy()
        resolve({
          status: response.statusCode!,
          type: String(response.headers['content-type'] ?? ''),
          text,
          location: null,
          cookies: [],
        })
      })
    })
    request.on('error', reject)
    // Headers only: the body never comes, so only an answer from the headers can end this.
    request.flushHeaders()
  })
}

/** urlencoded by hand, so a test can put bytes in a value that no encoder would write. */
function urlencoded(fields: Fields, raw: Record<string, string> = {}) {
  return fields
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}${raw[name] ?? ''}`)
    .join('&')
}

function multipart(fields: Fields, files: Record<string, { name: string; type: string; bytes: Buffer }> = {}) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  return form
}

/** The words of an HTML page as a reader sees them: scripts and tags dropped, entities decoded. */
function visibleText(html: string) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

// ---------------------------------------------------------------------------------------------
// The routes and what hostile input each gets.

type Fields = Array<[string, string]>

interface RouteSpec {
  name: string
  path: (target: Target) => string
  admin?: boolean
  /** Posted by an organisation's Admin (Team); a visitor is sent to sign in. */
  teamAdmin?: boolean
  /** A submission the route takes, carrying the marker wherever it is free text. */
  valid: (marker: string, target: Target) => Fields
  /** What the valid submission answers. */
  accepts: { status: number; location?: RegExp }
  /** Fields where any text is fine: a script tag or an SQL fragment there must be stored as sent. */
  text?: string[]
  /** Each required field and the message its absence gives. */
  required?: Record<string, string>
  /** A field to fill with 90 KB (under the body limit) and what the route says to it. */
  huge?: [field: string, message: string]
  /** Every message the route answers a 4xx with: one of them must be in each refusal. */
  says?: string[]
  /** Where the route writes (none by default). */
  tables?: Table[]
  /** The body limit the server applies on this path: 12 MB under /admin, else 100 KB. */
  limit?: number
  /** remix-themes posts JSON: the one route for which JSON is a right content type. */
  takesJson?: boolean
  /** Every accepted case changes the same row: one at a time, or they overwrite each other. */
  oneRow?: boolean
  /**
   * A per-account rate limit (its rule's name) that the table's many accepted cases would reach:
   * its count is emptied before each case. This table is about input, not volume; the limit has
   * its own test.
   */
  accountLimit?: string
}

type Route = Required<Pick<RouteSpec, 'text' | 'required' | 'says' | 'tables' | 'limit'>> & RouteSpec

function withDefaults(spec: RouteSpec): Route {
  return { text: [], required: {}, says: [], tables: [], limit: spec.admin ? 12 * MB : 100 * KB, ...spec }
}

const KB = 1024
const MB = 1024 * KB
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

const contactSays = [
  'Please enter your name',
  'Please enter your email address',
  'Please enter a valid email address',
  'Please enter a message',
  'Please keep your message under 5,000 characters',
  'Please keep your name under 200 characters',
  'Please keep the phone number under 40 characters',
  'Please choose an inquiry type from the list',
  'The form could not be read. Please try again.',
]
const authSays = [
  'Please enter a valid email address',
  'Password must be at least 6 characters long',
  'Password must be at most 72 characters long',
  'Please fill in all required organization fields',
  'Organization name must be at most 200 characters',
  'Please choose an industry from the list',
  'Primary use case must be at most 2000 characters',
  'Please choose an organization size from the list',
  'Please enter a valid website address starting with http:// or https://',
  'Please choose your country',
  'Please enter a valid phone number with country code',
  'Please enter a valid phone number',
  'Invalid email or password. Please try again.',
  // An unreadable body (the words docs/product.md#messages has for what the visitor cannot fix by editing a field).
  'An unexpected error occurred. Please try again later.',
]
const chatSays = [
  'Please type a message.',
  'Please keep your message under 2,000 characters.',
  'The form could not be read. Please try again.',
  'Unknown action. Please reload the page and try again.',
  'Send the message as a form field named message.',
]
const scheduleSays = [
  'Please enter your name',
  'Please enter your email address',
  'Please enter a valid email address',
  'Please enter your company',
  'Please choose your industry',
  'Please choose the best time for a callback',
  'Please keep this shorter',
  ...chatSays,
]
const modelSays = [
  'Title is required',
  'Description is required',
  'Title must be at most 200 characters',
  'Description must be at most 20,000 characters',
  'Long description must be at most 50,000 characters',
  'Short description must be at most 160 characters',
  'Meta title must be at most 60 characters',
  'Meta description must be at most 160 characters',
  'URLs must be at most 2000 characters',
  'Cost is too large',
  'Cost must be 0 or more',
  'Maximum 10 industry items allowed',
  'At most 50 items are allowed',
  'Each item must be at most 300 characters',
  'Please ensure all URLs start with http:// or https://',
  'Unknown action.',
  'The form could not be read. Please try again.',
  'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
  'This model no longer exists.',
]
/** The server's own refusals, before any route: method, legacy data protocol, body size. */
const wireSays = [
  'This method is not allowed',
  'This site does not answer ?_data requests.',
  'The request is too large',
]

/** A message to the AI Architect, posted by the page without JavaScript (/chat) or streamed. */
const chatMessage = {
  valid: (m: string): Fields => [['message', `We are a retailer ${m}`]],
  text: ['message'],
  required: { message: 'Please type a message.' },
  huge: ['message', 'Please keep your message under 2,000 characters.'] as [string, string],
  says: chatSays,
  tables: ['public.chat_requests'] as Table[],
}

const leadUnread = 'That change could not be read. Please try again.'
const followUpInvalid = 'Enter the follow-up date as a date, for example 2026-12-01.'

/** The model the edit and toggle rows change: made by the admin form itself, never shown publicly. */
const editTarget = new Map<string, string>()
/** The organisation staff bill in the invoice rows, by engine: the Team Admin's, made in beforeAll. */
const billedOrganisation = new Map<string, string>()
/** The invoice the 'Mark as paid' rows post to, by engine, issued in beforeAll. */
const paidTarget = new Map<string, string>()

const routeSpecs: RouteSpec[] = [
  {
    name: 'contact',
    path: () => '/contact',
    valid: (m) => [
      ['name', `Pat ${m}`],
      ['email', `${m}@example.com`],
      ['phone', '+44 20 7946 0958'],
      ['type', 'Support'],
      ['message', `Hello ${m}`],
    ],
    accepts: { status: 302, location: /^\/contact\?sent=1/ },
    text: ['name', 'message'],
    required: {
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter a message',
    },
    huge: ['message', 'Please keep your message under 5,000 characters'],
    says: contactSays,
    tables: ['public.enquiry'],
  },
  {
    name: 'sign-up',
    path: () => '/signup',
    valid: (m) => [
      ['email', `${m}@example.com`],
      ['password', 'a-good-password-1'],
      ['orgName', `Org ${m}`],
      ['industry', 'Healthcare'],
      ['orgSize', '11-50'],
      ['country', 'GB'],
      ['phone', '2079460958'],
      ['useCase', `Triage ${m}`],
      ['website', 'https://example.com'],
    ],
    accepts: { status: 302, location: /^\/$/ },
    text: ['orgName', 'useCase'],
    required: {
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
      orgName: 'Please fill in all required organization fields',
      industry: 'Please fill in all required organization fields',
      useCase: 'Please fill in all required organization fields',
      country: 'Please choose your country',
      phone: 'Please enter a valid phone number with country code',
    },
    huge: ['useCase', 'Primary use case must be at most 2000 characters'],
    says: authSays,
    // The organisation's details are its own row (docs/decisions/067-organisations-as-records.md).
    tables: ['auth.users', 'public.profiles', 'public.organizations'],
  },
  {
    name: 'sign-in',
    path: () => '/login',
    // No such account: the answer is the invalid-credentials sentence, and no session.
    valid: (m) => [
      ['email', `${m}@example.com`],
      ['password', `not-the-password-${m}`],
      ['redirectTo', '/dashboard'],
    ],
    accepts: { status: 400 },
    required: {
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    },
    huge: ['password', 'Password must be at most 72 characters long'],
    says: authSays,
    tables: ['auth.users'],
  },
  {
    name: 'sign-out',
    path: () => '/logout',
    // Signing out takes no fields: whatever the body, it ends the session (if any) and goes home.
    valid: (m) => [['note', m]],
    accepts: { status: 302, location: /^\/$/ },
  },
  {
    name: 'consent',
    path: () => '/resources/consent',
    valid: () => [['intent', 'accept']],
    accepts: { status: 302 },
    required: { intent: "Choose 'accept', 'decline' or 'close'." },
    says: ["Choose 'accept', 'decline' or 'close'.", 'The request body could not be read.'],
  },
  {
    name: 'theme',
    path: () => '/resources/theme',
    valid: () => [['theme', 'dark']],
    accepts: { status: 302 },
    required: { theme: "Choose the theme 'dark' or 'light'." },
    says: ["Choose the theme 'dark' or 'light'.", 'The request body could not be read.'],
    takesJson: true,
  },
  {
    name: 'chat message',
    path: () => '/chat',
    ...chatMessage,
    accepts: { status: 302, location: /^\/chat#latest$/ },
  },
  {
    name: 'schedule',
    path: () => '/chat',
    valid: (m) => [
      ['intent', 'schedule'],
      ['name', `Pat ${m}`],
      ['email', `${m}@example.com`],
      ['phone', '+1 404 555 0100'],
      ['company', `Acme ${m}`],
      ['industry', 'Healthcare'],
      ['callbackTime', 'morning'],
    ],
    accepts: { status: 302, location: /^\/chat#latest$/ },
    text: ['name', 'company'],
    required: {
      name: 'Please enter your name',
      email: 'Please enter your email address',
      company: 'Please enter your company',
      industry: 'Please choose your industry',
      callbackTime: 'Please choose the best time for a callback',
    },
    huge: ['company', 'Please keep this shorter'],
    says: scheduleSays,
    tables: ['public.chat_requests'],
  },
  {
    name: 'chat message (streamed)',
    path: () => '/api/chat',
    ...chatMessage,
    accepts: { status: 200 },
  },
  {
    name: 'transcription',
    path: () => '/api/transcribe',
    // Neither server has an AI provider, so every recording is refused with the words of docs/product.md#messages
    // before it is read; what matters here is that nothing else happens.
    valid: (m) => [['audio', m]],
    accepts: { status: 404 },
    says: ['Transcription failed'],
    tables: ['public.chat_requests'],
    limit: 6 * MB,
  },
  {
    name: 'admin: add a model',
    path: () => '/admin/models/new',
    admin: true,
    // Not active: the catalogue tests running beside this file never see these models.
    valid: (m) => [
      ['intent', 'save'],
      ['title', `Hostile ${m}`],
      ['description', `Reads forms ${m}`],
      ['long_description', `Long ${m}`],
      ['cost', '10'],
      ['industry', 'Healthcare'],
    ],
    accepts: { status: 302, location: /^\/admin\/models$/ },
    text: ['title', 'description', 'long_description'],
    required: { intent: 'Unknown action.', title: 'Title is required', description: 'Description is required' },
    huge: ['description', 'Description must be at most 20,000 characters'],
    says: modelSays,
    tables: ['public.ai_models'],
  },
  {
    name: 'admin: edit a model',
    path: (target) => `/admin/models/${editTarget.get(target.engine)}`,
    admin: true,
    oneRow: true,
    valid: (m) => [
      ['intent', 'save'],
      ['title', `Edited ${m}`],
      ['description', `Still reads forms ${m}`],
      ['cost', '20'],
    ],
    accepts: { status: 302, location: /^\/admin\/models$/ },
    text: ['title', 'description'],
    required: { intent: 'Unknown action.', title: 'Title is required', description: 'Description is required' },
    huge: ['title', 'Title must be at most 200 characters'],
    says: modelSays,
    tables: ['public.ai_models'],
  },
  {
    name: 'admin: import JSON',
    path: () => '/admin/models/new',
    admin: true,
    // The import only fills the form in: it never writes.
    // The imported values come back in the form's inputs: a script tag among them stays text.
    valid: (m) => [
      ['intent', 'import'],
      ['json', JSON.stringify({ title: `Imported <script>alert('${m}')</script>`, description: `From JSON ${m}` })],
    ],
    accepts: { status: 200 },
    required: { intent: 'Unknown action.' },
    says: [...modelSays, 'Invalid JSON format', 'Title and description are required'],
  },
  {
    name: 'admin: feature or hide a model',
    path: () => '/admin/models',
    admin: true,
    valid: (_m, target) => [
      ['intent', 'toggle'],
      ['id', editTarget.get(target.engine)!],
      ['flag', 'is_featured'],
      ['value', 'true'],
    ],
    accepts: { status: 302 },
    required: {
      intent: 'That change could not be read. Please try again.',
      id: 'That change could not be read. Please try again.',
      flag: 'That change could not be read. Please try again.',
      value: 'That change could not be read. Please try again.',
    },
    says: ['That change could not be read. Please try again.', 'That model no longer exists.'],
  },
  // A note's author edits or deletes it (issue 32): no such note, so the shape is right and the
  // answer is the route's own 404; nothing is written either way.
  ...(['note-edit', 'note-delete'] as const).map((intent) => ({
    name: `admin: ${intent === 'note-edit' ? 'edit' : 'delete'} a lead's note`,
    path: () => '/admin/requests',
    admin: true,
    valid: (m: string): Fields => [
      ['intent', intent],
      ['kind', 'enquiry'],
      ['id', NO_SUCH_ID],
      ['noteId', NO_SUCH_ID],
      ...(intent === 'note-edit' ? [['note', `Better words ${m}`] as [string, string]] : []),
    ],
    accepts: { status: 404 },
    required: {
      intent: leadUnread,
      kind: leadUnread,
      id: leadUnread,
      noteId: leadUnread,
      ...(intent === 'note-edit' ? { note: 'Write a note before adding it.' } : {}),
    },
    ...(intent === 'note-edit'
      ? { huge: ['note', 'A note can be at most 2,000 characters.'] as [string, string] }
      : {}),
    says: [
      leadUnread,
      'Write a note before adding it.',
      'A note can be at most 2,000 characters.',
      'That note no longer exists.',
    ],
  })),
  // The desk for a hundred leads a day (issue 31, decision 080): a follow-up date set or cleared,
  // and 'With selected' status and owner changes. No such lead, so the shape is right and the
  // answer is the route's own 404; nothing is written either way.
  ...(['follow-up', 'follow-up-clear'] as const).map((intent) => ({
    name: `admin: ${intent === 'follow-up' ? 'set' : 'clear'} a lead's follow-up date`,
    path: () => '/admin/requests',
    admin: true,
    valid: (): Fields => [
      ['intent', intent],
      ['kind', 'enquiry'],
      ['id', NO_SUCH_ID],
      ...(intent === 'follow-up' ? [['followUp', '2026-12-01'] as [string, string]] : []),
    ],
    accepts: { status: 404 },
    required: {
      intent: leadUnread,
      kind: leadUnread,
      id: leadUnread,
      ...(intent === 'follow-up' ? { followUp: followUpInvalid } : {}),
    },
    ...(intent === 'follow-up' ? { huge: ['followUp', followUpInvalid] as [string, string] } : {}),
    says: [leadUnread, followUpInvalid, 'That lead no longer exists.'],
  })),
  ...(['bulk-status', 'bulk-owner'] as const).map((intent) => ({
    name: `admin: ${intent === 'bulk-status' ? 'status' : 'owner'} of the selected leads`,
    path: () => '/admin/requests',
    admin: true,
    valid: (): Fields => [
      ['intent', intent],
      ['lead', `enquiry:${NO_SUCH_ID}`],
      ['lead', `callback:${NO_SUCH_ID}`],
      // Nobody, as the select names it; no choice at all is refused.
      intent === 'bulk-status' ? ['status', 'contacted'] : ['owner', 'none'],
    ],
    accepts: { status: 404 },
    required: {
      intent: leadUnread,
      lead: 'Select at least one lead.',
      ...(intent === 'bulk-status'
        ? { status: 'Choose the status to give the selected leads.' }
        : { owner: 'Choose the owner to give the selected leads, or Nobody.' }),
    },
    huge: ['lead', leadUnread] as [string, string],
    says: [
      leadUnread,
      'Select at least one lead.',
      'Select at most 100 leads.',
      'Choose the status to give the selected leads.',
      'Choose the owner to give the selected leads, or Nobody.',
      'Choose one of the statuses: New, Contacted, Qualified, Won or Lost.',
      'A lead can only be given to an admin.',
      'One of the selected leads no longer exists. Nothing was changed.',
    ],
  })),
  {
    name: 'admin: approve an organisation',
    path: () => '/admin/organizations',
    admin: true,
    // Nobody has this id: the shape is right, the answer is the route's own 409.
    valid: () => [
      ['intent', 'approve'],
      ['userId', NO_SUCH_ID],
    ],
    accepts: { status: 409 },
    required: {
      intent: 'That request could not be read. Please try again.',
      userId: 'That request could not be read. Please try again.',
    },
    says: [
      'That request could not be read. Please try again.',
      'That user is already an organization, was rejected, or no longer exists.',
    ],
  },
  {
    name: 'admin: decide a request to join an organisation',
    path: () => '/admin/organizations',
    admin: true,
    // No such request (decision 069): the shape is right, the answer is the route's own 409.
    valid: () => [
      ['intent', 'reject'],
      ['requestId', NO_SUCH_ID],
    ],
    accepts: { status: 409 },
    required: {
      intent: 'That request could not be read. Please try again.',
      requestId: 'That request could not be read. Please try again.',
    },
    says: [
      'That request could not be read. Please try again.',
      'That request was already decided, or the user no longer exists.',
    ],
  },
]

// The Team section's changes (docs/decisions/068-invitations-and-roles.md), as an organisation's
// only Admin, and the invitee's sign-up on a link that does not work.
const teamSays = [
  'This request could not be read. Reload the page and try again.',
  'Please enter a valid email address',
  'Please choose Admin or Member',
  'That invitation is no longer waiting: it was accepted or revoked.',
  'That person is no longer a member of your organisation.',
  'Your organisation needs at least one Admin. Make another member an Admin first, then try again.',
  'already has an invitation waiting',
  'is already a member of your organisation',
  // Joining by e-mail domain (docs/decisions/069-joining-by-domain.md).
  'You can claim only the domain of your own e-mail address.',
  'is a public e-mail provider’s domain',
  'is already claimed by another organisation.',
  'Your organisation has claimed another domain already. Unclaim it first.',
  'Your organisation has not claimed a domain.',
  'That join request is no longer waiting: it was approved or rejected.',
  'That organisation does not claim the domain of your e-mail address, or no longer does.',
]
const teamUnread = 'This request could not be read. Reload the page and try again.'
routeSpecs.push(
  {
    name: 'team: invite',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    valid: (m) => [
      ['intent', 'invite'],
      ['email', `${m}@example.com`],
      ['role', 'member'],
    ],
    accepts: { status: 200 },
    required: {
      intent: teamUnread,
      email: 'Please enter a valid email address',
      role: 'Please choose Admin or Member',
    },
    huge: ['email', 'Please enter a valid email address'],
    says: teamSays,
    tables: ['public.organization_invitations'],
  },
  ...(['resend', 'revoke'] as const).map((intent) => ({
    name: `team: ${intent} an invitation`,
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // Nobody has this id: the shape is right, the answer is the route's own 404.
    valid: () =>
      [
        ['intent', intent],
        ['invitation', NO_SUCH_ID],
      ] as Fields,
    accepts: { status: 404 },
    required: { intent: teamUnread, invitation: teamUnread },
    says: teamSays,
  })),
  {
    name: 'team: change a role',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    valid: () => [
      ['intent', 'role'],
      ['member', NO_SUCH_ID],
      ['role', 'admin'],
    ],
    accepts: { status: 404 },
    required: { intent: teamUnread, member: teamUnread, role: teamUnread },
    says: teamSays,
  },
  {
    name: 'team: remove a member',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    valid: () => [
      ['intent', 'remove'],
      ['member', NO_SUCH_ID],
    ],
    accepts: { status: 404 },
    required: { intent: teamUnread, member: teamUnread },
    says: teamSays,
  },
  {
    name: 'team: leave',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // The only Admin: refused, every time, with the reason.
    valid: () => [['intent', 'leave']],
    accepts: { status: 409 },
    required: { intent: teamUnread },
    says: teamSays,
  },
  // Joining by e-mail domain. The Admin is at example.com, which nobody may claim here: the shared
  // server's other specs sign up there. So each valid post is one the team's rules refuse, the
  // same way every time, and changes nothing.
  {
    name: 'team: claim the e-mail domain',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // Not the domain of the Admin's own address.
    valid: () => [
      ['intent', 'claim-domain'],
      ['domain', 'not-ours.example'],
    ],
    accepts: { status: 409 },
    required: { intent: teamUnread, domain: teamUnread },
    huge: ['domain', teamUnread],
    says: teamSays,
  },
  {
    name: 'team: unclaim the e-mail domain',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // None claimed.
    valid: () => [['intent', 'unclaim-domain']],
    accepts: { status: 404 },
    required: { intent: teamUnread },
    says: teamSays,
  },
  ...(['approve-join', 'reject-join'] as const).map((intent) => ({
    name: `team: ${intent} request`,
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // Nobody has this id: the shape is right, the answer is the route's own 404.
    valid: () =>
      [
        ['intent', intent],
        ['request', NO_SUCH_ID],
      ] as Fields,
    accepts: { status: 404 },
    required: { intent: teamUnread, request: teamUnread },
    says: teamSays,
  })),
  {
    name: 'team: ask to join an organisation',
    path: () => '/dashboard?section=team',
    teamAdmin: true,
    // No organisation has this id, so none claims the Admin's domain.
    valid: () => [
      ['intent', 'ask-to-join'],
      ['organization', NO_SUCH_ID],
    ],
    accepts: { status: 409 },
    required: { intent: teamUnread, organization: teamUnread },
    says: teamSays,
  },
  {
    name: 'invitation: sign up from a link',
    path: () => `/invitation?token=${'A'.repeat(43)}`,
    // No such invitation: whatever is posted, the link's own page says so.
    valid: () => [['password', 'a-good-password-1']],
    accepts: { status: 302, location: /^\/invitation\?token=/ },
    says: authSays,
  },
)
// Staff invitations (docs/decisions/077-confirming-addresses-and-inviting-staff.md): an admin's
// 'Invite staff', Resend and Revoke in Users, and the invitee's sign-up on a link that does not
// work; and 'Send again' for the confirmation e-mail of the organisation's Admin (signed up in the
// set-up, so not confirmed): three an hour, then 429.
const staffUnread = 'That change could not be read. Please try again.'
const staffSays = [
  staffUnread,
  'Please enter a valid email address',
  'That address already belongs to staff.',
  'That address has an invitation waiting: resend it from the list below.',
  'That invitation is no longer waiting: it was accepted or revoked.',
]
routeSpecs.push(
  {
    name: 'admin: invite staff',
    path: () => '/admin/users',
    admin: true,
    valid: (m) => [
      ['intent', 'invite-staff'],
      ['email', `${m}@example.com`],
    ],
    accepts: { status: 200 },
    required: { intent: staffUnread, email: 'Please enter a valid email address' },
    huge: ['email', 'Please enter a valid email address'],
    says: staffSays,
    tables: ['public.staff_invitations'],
  },
  ...(['resend-staff', 'revoke-staff'] as const).map((intent) => ({
    name: `admin: ${intent} invitation`,
    path: () => '/admin/users',
    admin: true,
    // Nobody has this id: the shape is right, the answer is the route's own 404.
    valid: () =>
      [
        ['intent', intent],
        ['invitationId', NO_SUCH_ID],
      ] as Fields,
    accepts: { status: 404 },
    required: { intent: staffUnread, invitationId: staffUnread },
    says: staffSays,
  })),
  {
    name: 'staff invitation: sign up from a link',
    path: () => `/staff-invitation?token=${'A'.repeat(43)}`,
    // No such invitation: whatever is posted, the link's own page says so.
    valid: () => [['password', 'a-good-password-1']],
    accepts: { status: 302, location: /^\/staff-invitation\?token=/ },
    says: authSays,
  },
  {
    name: 'confirm-email: send again',
    path: () => '/confirm-email',
    teamAdmin: true,
    // Nothing to post: the account is the session's. The first three are sent, the rest wait.
    valid: () => [],
    accepts: { status: 200 },
    says: ['Too many attempts. Please wait a few minutes and try again.'],
    oneRow: true,
  },
)
// Support tickets (docs/decisions/083-support-that-answers.md): a member opens one and replies on
// the dashboard (as the organisation's Admin), staff reply and change one on the desk. No ticket
// has NO_SUCH_ID, so a change of the right shape is the route's own 404, writing nothing.
const supportUnread = 'That change could not be read. Please try again.'
const supportSays = [
  supportUnread,
  'Please give the ticket a title.',
  'A title can be at most 200 characters.',
  'Please describe what you need.',
  'Write a reply before sending it.',
  'A message can be at most 5,000 characters.',
  'Choose a priority: High, Medium or Low.',
  'Choose a status: Open, In progress or Resolved.',
  'Choose a model from the list, or none.',
  'That ticket no longer exists.',
  'A ticket can only be given to an admin.',
  'You have opened many tickets in the last hour. Please add to one of them, or try again later.',
]
routeSpecs.push(
  {
    name: 'support: open a ticket',
    path: () => '/dashboard?section=support',
    teamAdmin: true,
    accountLimit: 'supportTicketsPerAccount',
    valid: (m) => [
      ['intent', 'open'],
      ['title', `Ticket ${m}`],
      ['description', `Please help ${m}`],
      ['priority', 'high'],
      ['model', ''],
    ],
    accepts: { status: 302, location: /^\/dashboard\?section=support&ticket=[0-9a-f-]{36}&done=open/ },
    text: ['description'],
    required: {
      intent: supportUnread,
      title: 'Please give the ticket a title.',
      description: 'Please describe what you need.',
      priority: 'Choose a priority: High, Medium or Low.',
    },
    huge: ['description', 'A message can be at most 5,000 characters.'],
    says: supportSays,
    tables: ['public.support_tickets', 'public.support_messages'],
  },
  {
    name: 'support: reply to a ticket',
    path: () => '/dashboard?section=support',
    teamAdmin: true,
    valid: (m) => [
      ['intent', 'reply'],
      ['ticket', NO_SUCH_ID],
      ['message', `More details ${m}`],
    ],
    accepts: { status: 404 },
    required: { intent: supportUnread, ticket: supportUnread, message: 'Write a reply before sending it.' },
    huge: ['message', 'A message can be at most 5,000 characters.'],
    says: supportSays,
    tables: ['public.support_messages'],
  },
  {
    name: 'admin: reply to a support ticket',
    path: () => '/admin/requests/support',
    admin: true,
    valid: (m) => [
      ['intent', 'reply'],
      ['ticket', NO_SUCH_ID],
      ['message', `An answer ${m}`],
    ],
    accepts: { status: 404 },
    required: { intent: supportUnread, ticket: supportUnread, message: 'Write a reply before sending it.' },
    huge: ['message', 'A message can be at most 5,000 characters.'],
    says: supportSays,
    tables: ['public.support_messages'],
  },
  ...(
    [
      ['status', 'resolved', 'Choose a status: Open, In progress or Resolved.'],
      ['priority', 'low', 'Choose a priority: High, Medium or Low.'],
    ] as const
  ).map(([intent, value, message]) => ({
    name: `admin: change a support ticket's ${intent}`,
    path: () => '/admin/requests/support',
    admin: true,
    valid: (): Fields => [
      ['intent', intent],
      ['ticket', NO_SUCH_ID],
      [intent, value],
    ],
    accepts: { status: 404 },
    required: { intent: supportUnread, ticket: supportUnread, [intent]: message },
    says: supportSays,
  })),
  {
    name: 'admin: give a support ticket to nobody',
    path: () => '/admin/requests/support',
    admin: true,
    valid: () => [
      ['intent', 'owner'],
      ['ticket', NO_SUCH_ID],
      ['owner', ''],
    ],
    accepts: { status: 404 },
    required: { intent: supportUnread, ticket: supportUnread },
    says: supportSays,
  },
)
// Model access (docs/decisions/084-model-access-from-the-catalogue.md): an organisation's Admin asks
// for a model from its page (for one asked for already in beforeAll, so a valid request is the
// route's own 409), and staff approve or decline a request on the desk (no such request: 404).
const ASKED_MODEL = 'medscan-vision-3'
const accessSays = [
  'That request could not be read. Please try again.',
  'Choose a trial or a subscription.',
  'Enter the number of teams, from 1 to 100.',
  'A note can be at most 1,000 characters.',
  'Your organisation has already asked for this model, or uses it now.',
  'Too many requests from here. Please wait a few minutes and try again.',
]
const accessDeskSays = [
  leadUnread,
  'Enter the start date as a date, for example 2026-12-01.',
  'Enter the term in whole months, from 1 to 120.',
  'Enter the monthly price in dollars, for example 2500 or 2500.00.',
  'Give the reason for declining.',
  'A reason can be at most 1,000 characters.',
  'That lead no longer exists.',
]
routeSpecs.push(
  {
    name: 'model page: request access',
    path: () => `/models/${ASKED_MODEL}`,
    teamAdmin: true,
    valid: (m) => [
      ['plan', 'subscription'],
      ['teams', '3'],
      ['note', `For our teams ${m}`],
    ],
    accepts: { status: 409 },
    text: ['note'],
    required: {
      plan: 'Choose a trial or a subscription.',
      teams: 'Enter the number of teams, from 1 to 100.',
    },
    huge: ['note', 'A note can be at most 1,000 characters.'],
    says: accessSays,
    tables: ['public.organization_models'],
  },
  {
    name: 'admin: approve a model access request',
    path: () => '/admin/requests',
    admin: true,
    valid: () => [
      ['intent', 'access-approve'],
      ['kind', 'access'],
      ['id', NO_SUCH_ID],
      ['startsOn', '2026-12-01'],
      ['termMonths', '12'],
      ['price', '2499.00'],
    ],
    accepts: { status: 404 },
    required: {
      intent: leadUnread,
      kind: leadUnread,
      id: leadUnread,
      startsOn: 'Enter the start date as a date, for example 2026-12-01.',
      termMonths: 'Enter the term in whole months, from 1 to 120.',
      price: 'Enter the monthly price in dollars, for example 2500 or 2500.00.',
    },
    says: accessDeskSays,
  },
  {
    name: 'admin: decline a model access request',
    path: () => '/admin/requests',
    admin: true,
    valid: (m) => [
      ['intent', 'access-decline'],
      ['kind', 'access'],
      ['id', NO_SUCH_ID],
      ['reason', `Not this quarter ${m}`],
    ],
    accepts: { status: 404 },
    required: { intent: leadUnread, kind: leadUnread, id: leadUnread, reason: 'Give the reason for declining.' },
    huge: ['reason', 'A reason can be at most 1,000 characters.'],
    says: accessDeskSays,
  },
)
// Settings (docs/decisions/070-settings-that-stay.md), as a member of an organisation (the same
// Admin): 'Save Changes' and 'Remove photo'. Each changes the member's one settings row.
const settingsUnread = 'This request could not be read. Reload the page and try again.'
const settingsSays = [
  settingsUnread,
  'Please choose English, Spanish or French.',
  'There is no profile photo to remove.',
  'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
]
routeSpecs.push(
  {
    name: 'settings: save changes',
    path: () => '/dashboard?section=settings',
    teamAdmin: true,
    valid: () => [
      ['intent', 'save-settings'],
      ['email-notifications', 'on'],
      ['language', 'es'],
    ],
    accepts: { status: 200 },
    required: { intent: settingsUnread, language: 'Please choose English, Spanish or French.' },
    huge: ['language', 'Please choose English, Spanish or French.'],
    says: settingsSays,
    // The Settings form carries a photo: the server takes 6 MB on this path.
    limit: 6 * MB,
    oneRow: true,
  },
  {
    name: 'settings: remove photo',
    path: () => '/dashboard?section=settings',
    teamAdmin: true,
    // No photo was ever saved: the route's own 409, every time.
    valid: () => [['intent', 'remove-photo']],
    accepts: { status: 409 },
    required: { intent: settingsUnread },
    says: settingsSays,
    // The Settings form carries a photo: the server takes 6 MB on this path.
    limit: 6 * MB,
    oneRow: true,
  },
)

// Two-factor authentication (docs/decisions/071-two-factor-authentication.md), as the same
// organisation's Admin, whose two-factor is off; and sign-in's second step with no sign-in pending.
const twoFactorSays = [
  'Something in this request was not right. Please reload the page and try again.',
  'Please enter the code from your authenticator app.',
  'That code is not right. Please try again.',
  'Two-factor authentication is not on.',
  'Two-factor authentication is already on.',
  'Too many attempts. Please wait a few minutes and try again.',
  'Only an Admin of your organisation can change this.',
  'Please start the setup again.',
]
const twoFactorUnread = 'Something in this request was not right. Please reload the page and try again.'
routeSpecs.push(
  {
    name: 'two-factor: start the setup',
    path: () => '/settings/two-factor',
    teamAdmin: true,
    valid: () => [['intent', 'start']],
    accepts: { status: 200 },
    required: { intent: twoFactorUnread },
    says: twoFactorSays,
  },
  {
    name: 'two-factor: turn on with a code',
    path: () => '/settings/two-factor',
    teamAdmin: true,
    // Not a code at all: refused without counting against the limits, every time the same.
    valid: () => [
      ['intent', 'confirm'],
      ['code', 'abcdef'],
    ],
    accepts: { status: 400 },
    required: { intent: twoFactorUnread, code: 'Please enter the code from your authenticator app.' },
    huge: ['code', 'That code is not right. Please try again.'],
    says: twoFactorSays,
  },
  {
    name: 'two-factor: turn off with a code',
    path: () => '/settings/two-factor',
    teamAdmin: true,
    // Their two-factor is off: the route's own 409, whatever the code.
    valid: () => [
      ['intent', 'disable'],
      ['code', '123456'],
    ],
    accepts: { status: 409 },
    required: { intent: twoFactorUnread },
    says: twoFactorSays,
  },
  {
    name: "two-factor: an Admin's requirement",
    path: () => '/settings/two-factor',
    teamAdmin: true,
    // Off, as it is: on would send this Admin from the dashboard that the Team cases post to.
    valid: () => [
      ['intent', 'require'],
      ['required', 'off'],
    ],
    accepts: { status: 200 },
    required: { intent: twoFactorUnread, required: twoFactorUnread },
    says: twoFactorSays,
    oneRow: true,
  },
  {
    name: 'two-factor: the code at sign-in',
    path: () => '/login/two-factor',
    // No sign-in is pending: whatever is posted, the answer is the way back to the password.
    valid: () => [['code', '123456']],
    accepts: { status: 302, location: /^\/login$/ },
    says: twoFactorSays,
  },
)
// Invoices (docs/decisions/085-invoices-that-add-up.md): staff's 'Issue invoice' to the Team
// Admin's organisation, and 'Mark as paid' on an invoice issued in beforeAll.
const invoiceUnread = 'That change could not be read. Please try again.'
const invoiceSays = [
  invoiceUnread,
  'Choose an organisation for the invoice.',
  'That organisation no longer exists.',
  'Enter the due date as a date, for example 2026-12-31.',
  'The due date must be today or later.',
  'The due date must be within a year.',
  'Enter a tax rate from 0 to 100, for example 20 or 8.25.',
  'Add at least one line: a description, a quantity and a unit price.',
  'An invoice can have at most 50 lines.',
  'Give this line a description.',
  'A description can be at most 200 characters.',
  'Enter a whole quantity from 1 to 10,000.',
  'Enter a unit price in dollars up to 10,000,000, for example 2500 or 99.50.',
  'That invoice no longer exists.',
]
const invoiceDue = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
routeSpecs.push(
  {
    name: 'admin: issue an invoice',
    path: (target) => `/admin/invoices/new?organization=${billedOrganisation.get(target.engine)}`,
    admin: true,
    valid: (m, target) => [
      ['intent', 'issue'],
      ['organization', billedOrganisation.get(target.engine)!],
      ['due_date', invoiceDue],
      ['tax_rate', '20'],
      ['description', `Consulting ${m}`],
      ['quantity', '3'],
      ['unit_price', '1250.50'],
    ],
    accepts: { status: 302, location: /^\/admin\/invoices\/[0-9a-f-]{36}\?done=issued$/ },
    text: ['description'],
    required: {
      intent: invoiceUnread,
      organization: 'Choose an organisation for the invoice.',
      due_date: 'Enter the due date as a date, for example 2026-12-31.',
      tax_rate: 'Enter a tax rate from 0 to 100, for example 20 or 8.25.',
      description: 'Give this line a description.',
      quantity: 'Enter a whole quantity from 1 to 10,000.',
      unit_price: 'Enter a unit price in dollars up to 10,000,000, for example 2500 or 99.50.',
    },
    huge: ['description', 'A description can be at most 200 characters.'],
    says: invoiceSays,
    tables: ['public.invoice_lines'],
  },
  {
    name: 'admin: mark an invoice paid',
    path: (target) => `/admin/invoices/${paidTarget.get(target.engine)}`,
    admin: true,
    // Paid by the first accepted post; every later one changes nothing and says so.
    valid: () => [['intent', 'paid']],
    accepts: { status: 302, location: /^\/admin\/invoices\/[0-9a-f-]{36}\?done=(paid|already-paid)$/ },
    required: { intent: invoiceUnread },
    says: invoiceSays,
  },
)

const routes = routeSpecs.map(withDefaults)

// ---------------------------------------------------------------------------------------------
// The hostile kinds, made from each route's valid submission.

interface Case {
  label: string
  method?: string
  /** Appended to the path: `?_data=…`. */
  query?: string
  body: Body
  /** Expected answer; without one, any answer that keeps the invariants will do. */
  expect?: { status: number; says?: string; location?: RegExp }
  /** Text that an accepted request must have stored verbatim. */
  stored?: string
  /** The request is sent as a visitor even on an admin route. */
  visitor?: boolean
}

/** Free text anyone may write: stored as sent, shown escaped. */
const NASTY_TEXT = {
  'a script tag': (m: string) => `<script>alert('${m}')</script>`,
  'an attribute breaking out': (m: string) => `'><svg onload=alert(1)>${m}`,
  'an SQL fragment': () => `' or 1=1 --`,
  'an SQL statement': () => `'; drop table public.enquiry; --`,
} as const

/** Bytes no form should carry, appended raw (already percent-encoded) to a value. */
const NASTY_BYTES = {
  NUL: '%00',
  'bell and right-to-left override': '%07%E2%80%AE',
  'invalid UTF-8': '%C3%28%FF%FE',
  'a lone surrogate': '%ED%A0%80',
} as const

function casesFor(route: Route, marker: () => string, target: Target): Case[] {
  const valid = (m: string) => route.valid(m, target)
  const cases: Case[] = []
  const accepted = { status: route.accepts.status }
  const form = (fields: Fields, raw?: Record<string, string>): Body => ({ kind: 'form', text: urlencoded(fields, raw) })

  cases.push({ label: 'the valid submission', body: form(valid(marker())), expect: accepted })
  cases.push({
    label: 'the valid submission as multipart',
    body: { kind: 'multipart', form: multipart(valid(marker())) },
    expect: accepted,
  })
  if (route.admin) {
    cases.push({
      label: 'the valid submission from a visitor',
      body: form(valid(marker())),
      visitor: true,
      expect: { status: 403, says: 'Access Restricted' },
    })
  }
  if (route.teamAdmin) {
    cases.push({
      label: 'the valid submission from a visitor',
      body: form(valid(marker())),
      visitor: true,
      // Sent to sign in, and nothing written (a route that answers a done change with a redirect
      // too must not take this one for it).
      expect: { status: 302, location: /^\/login\?redirectTo=/ },
    })
  }

  // Missing fields.
  const empty = Object.keys(route.required).length > 0 ? { status: 400 } : undefined
  cases.push({ label: 'an empty body', body: form([]), expect: empty })
  for (const [field, message] of Object.entries(route.required)) {
    const m = marker()
    cases.push({
      label: `no ${field}`,
      body: form(valid(m).filter(([name]) => name !== field)),
      expect: { status: 400, says: message },
    })
    cases.push({
      label: `an empty ${field}`,
      body: form(valid(m).map(([name, value]) => [name, name === field ? '' : value])),
      expect: { status: 400, says: message },
    })
  }

  // Wrong types and duplicated fields.
  const m1 = marker()
  cases.push({
    label: 'every field twice',
    body: form(
      valid(m1).flatMap(([name, value]) => [
        [name, value],
        [name, `' or 1=1 -- ${m1}`],
      ]),
    ),
  })
  const m2 = marker()
  cases.push({ label: 'every field as an array', body: form(valid(m2).map(([name, value]) => [`${name}[0]`, value])) })
  const m3 = marker()
  cases.push({ label: 'every field as an object', body: form(valid(m3).map(([name, value]) => [`${name}.x`, value])) })
  const m4 = marker()
  cases.push({
    label: 'a file in every field',
    body: {
      kind: 'multipart',
      form: multipart(
        [],
        Object.fromEntries(
          valid(m4).map(([name, value]) => [
            name,
            { name: `${m4}.txt`, type: 'text/plain', bytes: Buffer.from(value) },
          ]),
        ),
      ),
    },
  })
  const m5 = marker()
  cases.push({
    label: 'numbers everywhere',
    // A number past what a double holds, where text is expected (the marker stays in free text).
    body: form(valid(m5).map(([name]) => [name, route.text.includes(name) ? `${m5} 42` : '-1e309'])),
  })
  if (valid('x').some(([name]) => name === 'intent')) {
    const m = marker()
    cases.push({
      label: 'a bogus intent',
      body: form(valid(m).map(([name, value]) => [name, name === 'intent' ? `<script>${m}</script>` : value])),
      expect: { status: 400 },
    })
  }

  // Huge strings: under the body limit (the route's own message), and over it (the server's 413).
  if (route.huge) {
    const [field, message] = route.huge
    const m = marker()
    cases.push({
      label: `90 KB in ${field}`,
      body: form(valid(m).map(([name, value]) => [name, name === field ? `${m} ${'x'.repeat(90 * KB)}` : value])),
      expect: { status: 400, says: message },
    })
  }
  cases.push({
    label: 'a body over the limit',
    body: { kind: 'declared', length: route.limit + 1 },
    expect: { status: 413, says: 'The request is too large' },
  })

  // Nasty text where free text belongs: taken and stored exactly as sent.
  for (const [label, payload] of Object.entries(NASTY_TEXT)) {
    if (route.text.length === 0) continue
    const m = marker()
    const nasty = payload(m)
    cases.push({
      label: `${label} in ${route.text.join(', ')}`,
      body: form(valid(m).map(([name, value]) => [name, route.text.includes(name) ? `${value} ${nasty}` : value])),
      expect: accepted,
      stored: route.tables.length > 0 ? nasty : undefined,
    })
  }
  // Nasty text and bytes in every field at once (an e-mail address with a script tag in it, say).
  for (const [label, payload] of Object.entries(NASTY_TEXT)) {
    const m = marker()
    cases.push({
      label: `${label} in every field`,
      body: form(valid(m).map(([name, value]) => [name, `${value}${payload(m)}`])),
    })
  }
  for (const [label, bytes] of Object.entries(NASTY_BYTES)) {
    const m = marker()
    const fields = valid(m)
    if (route.text.length > 0) {
      // In free text the value is kept (the bytes become U+FFFD, or stay, for the control
      // characters): the submission is taken like the valid one.
      cases.push({
        label: `${label} in ${route.text.join(', ')}`,
        body: form(fields, Object.fromEntries(route.text.map((name) => [name, bytes]))),
        expect: accepted,
      })
    }
    const all = valid(marker())
    cases.push({
      label: `${label} in every field`,
      body: form(all, Object.fromEntries(all.map(([name]) => [name, bytes]))),
    })
    cases.push({
      label: `${label} in a field name`,
      body: { kind: 'form', text: `${urlencoded(valid(marker()))}&field${bytes}=x${bytes}` },
    })
  }

  // Wrong content types.
  const m6 = marker()
  const json = JSON.stringify(Object.fromEntries(valid(m6)))
  cases.push({
    label: 'JSON',
    body: { kind: 'raw', bytes: json, type: 'application/json' },
    expect: route.takesJson ? { status: 200 } : empty && { status: 400 },
  })
  cases.push({
    label: 'JSON with wrong types',
    body: {
      kind: 'raw',
      bytes: JSON.stringify(Object.fromEntries(valid(marker()).map(([name]) => [name, [1, { a: null }]]))),
      type: 'application/json',
    },
  })
  cases.push({
    label: 'JSON with a lone surrogate',
    body: { kind: 'raw', bytes: `{"theme":"\\ud800","message":"\\ud800 ${marker()}"}`, type: 'application/json' },
  })
  cases.push({ label: 'broken JSON', body: { kind: 'raw', bytes: `{"${marker()}": `, type: 'application/json' } })
  cases.push({
    label: 'plain text',
    body: { kind: 'raw', bytes: urlencoded(valid(marker())), type: 'text/plain' },
    expect: empty && { status: 400 },
  })
  cases.push({
    label: 'no content type',
    body: { kind: 'raw', bytes: urlencoded(valid(marker())) },
    expect: empty && { status: 400 },
  })
  const m7 = marker()
  cases.push({
    label: 'a multipart body labelled urlencoded',
    body: {
      kind: 'raw',
      bytes: `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${m7}\r\n--b--\r\n`,
      type: 'application/x-www-form-urlencoded',
    },
  })
  cases.push({
    label: 'multipart without a boundary',
    body: { kind: 'raw', bytes: urlencoded(valid(marker())), type: 'multipart/form-data' },
    expect: empty && { status: 400 },
  })
  cases.push({
    label: 'a truncated multipart body',
    body: {
      kind: 'raw',
      bytes: `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${marker()}`,
      type: 'multipart/form-data; boundary=b',
    },
    expect: empty && { status: 400 },
  })
  cases.push({
    label: 'binary garbage',
    body: { kind: 'raw', bytes: randomBytes(2048), type: 'application/x-www-form-urlencoded' },
  })

  // Methods the site does not take, and Remix's old data protocol.
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    cases.push({
      label: method,
      method,
      body: form(valid(marker())),
      expect: { status: 405, says: 'This method is not allowed' },
    })
  }
  cases.push({
    label: 'a ?_data request',
    query: '?_data=routes%2Fcontact',
    body: form(valid(marker())),
    expect: { status: 400, says: 'This site does not answer ?_data requests.' },
  })
  cases.push({
    label: 'a bogus ?_data value',
    query: `?_data=${encodeURIComponent(`<script>${marker()}</script>`)}`,
    body: form(valid(marker())),
    expect: { status: 400 },
  })
  return cases
}

// ---------------------------------------------------------------------------------------------
// The invariants every answer keeps.

function markersIn(body: Body): string[] {
  const text =
    body.kind === 'form'
      ? body.text
      : body.kind === 'raw'
        ? body.bytes.toString()
        : body.kind === 'multipart'
          ? [...body.form.entries()].map(([, v]) => (typeof v === 'string' ? v : v.name)).join(' ')
          : ''
  return [...new Set(decodeURIComponentSafe(text).match(/hx[0-9a-z]{10}/g) ?? [])]
}

function decodeURIComponentSafe(text: string) {
  return text
    .replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return ''
      }
    })
    .replace(/\+/g, ' ')
}

function expectKept(answer: Answer, where: string, allowed: string[]) {
  const shown = `${where}: ${answer.status} ${answer.text.slice(0, 300)}`
  expect.soft(answer.status, shown).toBeLessThan(500)
  // No database error, stack trace or framework error leaks out.
  expect
    .soft(answer.text, shown)
    .not.toMatch(/invalid byte sequence|unsupported Unicode|Unexpected Server Error|\n\s+at /)
  if (/html/.test(answer.type)) {
    // Nothing sent comes back as markup: not in the page, not in the data its scripts carry.
    expect.soft(answer.text, shown).not.toMatch(/<script>alert\(|<svg onload|<script>hx/)
  } else if (/^\s*[[{]/.test(answer.text)) {
    expect.soft(answer.type, shown).toMatch(/json/)
  }
  if (answer.status >= 400 && allowed.length > 0) {
    const said = /html/.test(answer.type) ? visibleText(answer.text) : answer.text
    expect
      .soft(
        allowed.some((message) => said.includes(message)),
        `${shown}\nsays none of: ${allowed.join(' | ')}`,
      )
      .toBe(true)
  }
}

// ---------------------------------------------------------------------------------------------
// The table, on every engine.

// On PostgreSQL only with TEST_DATABASE_URL; without it, listed as skipped with the reason.
const engines: Array<[string, () => Promise<Target>, (title: string, suite: () => void) => void]> = [
  ['pglite', sharedServer, (title, suite) => test.describe(title, suite)],
  ['postgres', () => postgresServer(TEST_DATABASE_URL), describeOnPostgres],
]

let serial = 0
/** A marker no other request carries: `hx` + ten letters and digits. */
function newMarker() {
  serial += 1
  return `hx${(serial.toString(36) + randomBytes(6).toString('hex')).slice(0, 10)}`
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
)

async function eachAtMost<T>(limit: number, items: T[], run: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item)
    }),
  )
}

/** Files under the uploads folder, by size. */
function uploadsOfSize(dir: string, size: number): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile() && fs.statSync(file).size === size)
}

for (const [engine, start, describe] of engines) {
  describe(`hostile input on ${engine}`, () => {
    // An engine's rows run one after the other in one worker: its server (and database) started
    // once; a failure does not skip the rest of the table. The two engines in two workers at once:
    // each mostly waits on its server, and one after the other they ended the run on one worker.
    test.describe.configure({ mode: 'default', timeout: 120_000 })
    let target: Target

    test.beforeAll(async () => {
      test.info().setTimeout(180_000)
      target = await start()
      // The model the edit and toggle rows change, made by the admin form itself.
      const title = `Hostile edit target ${newMarker()}`
      const fields: Fields = [
        ['intent', 'save'],
        ['title', title],
        ['description', 'Changed by hostile input.'],
      ]
      const made = await send(
        target,
        'POST',
        '/admin/models/new',
        { kind: 'form', text: urlencoded(fields) },
        target.adminCookie,
      )
      expect(made.status).toBe(302)
      const [row] = await target.query<{ id: string }>('select id from public.ai_models where title = $1', [title])
      editTarget.set(engine, row!.id)

      // An organisation's only Admin, made by sign-up itself (its session cookie kept).
      const teamEmail = `team-${newMarker()}@example.com`
      const signUp = await send(target, 'POST', '/signup', {
        kind: 'form',
        text: urlencoded([
          ['email', teamEmail],
          ['password', 'a-good-password-1'],
          ['orgName', 'Hostile Team Ltd'],
          ['industry', 'Healthcare'],
          ['orgSize', '11-50'],
          ['country', 'GB'],
          ['phone', '2079460958'],
          ['useCase', 'Being attacked politely'],
          ['website', 'https://example.com'],
        ]),
      })
      expect(signUp.status).toBe(302)
      target.teamAdminCookie = signUp.cookies
        .map((cookie) => cookie.split(';')[0]!)
        .filter((cookie) => cookie.startsWith('__session='))
        .join('; ')
      expect(target.teamAdminCookie).toContain('__session=')
      // Its organisation asks for a model once: every valid request for it after that is the
      // route's own 409 (decision 084), so the table's cases write nothing and can run again.
      const asked = await send(
        target,
        'POST',
        `/models/${ASKED_MODEL}`,
        {
          kind: 'form',
          text: urlencoded([
            ['plan', 'trial'],
            ['teams', '1'],
          ]),
        },
        target.teamAdminCookie,
      )
      expect(asked.status).toBe(302)
      const [billed] = await target.query<{ id: string }>(
        `select m.organization_id as id from public.organization_members m join auth.users u on u.id = m.user_id
         where u.email = $1`,
        [teamEmail],
      )
      billedOrganisation.set(engine, billed!.id)
      // The invoice the 'Mark as paid' rows post to, issued by the form itself.
      const issued = await send(
        target,
        'POST',
        `/admin/invoices/new?organization=${billed!.id}`,
        {
          kind: 'form',
          text: urlencoded([
            ['intent', 'issue'],
            ['organization', billed!.id],
            ['due_date', invoiceDue],
            ['tax_rate', '0'],
            ['description', 'To be marked paid'],
            ['quantity', '1'],
            ['unit_price', '10'],
          ]),
        },
        target.adminCookie,
      )
      expect(issued.status).toBe(302)
      paidTarget.set(engine, /\/admin\/invoices\/([0-9a-f-]{36})/.exec(issued.location ?? '')![1]!)
    })

    test.afterAll(async () => {
      await target?.close()
    })

    for (const route of routes) {
      test(route.name, async () => {
        const allowed = [...route.says, ...wireSays, 'Access Restricted']
        // Four at a time: the cases share nothing (each has its marker, address and chat), and the
        // AI Architect takes a second or two to write each reply.
        await eachAtMost(route.oneRow ? 1 : 4, casesFor(route, newMarker, target), async (c) => {
          const where = `${route.name}, ${c.label}`
          const cookie = c.visitor
            ? undefined
            : route.admin
              ? target.adminCookie
              : route.teamAdmin
                ? target.teamAdminCookie
                : undefined
          // A path with a query of its own (Team's ?section=team) takes `?_data=…` after an '&'.
          const path = route.path(target)
          const query = c.query && path.includes('?') ? `&${c.query.slice(1)}` : (c.query ?? '')
          if (route.accountLimit) await target.forgetRateLimit(route.accountLimit)
          const answer = await send(target, c.method ?? 'POST', `${path}${query}`, c.body, cookie)
          expectKept(answer, where, allowed)
          if (c.expect) {
            expect.soft(answer.status, `${where}: ${answer.text.slice(0, 300)}`).toBe(c.expect.status)
            if (c.expect.says) expect.soft(visibleText(answer.text), where).toContain(c.expect.says)
            const accepted = !c.visitor && c.expect.status === route.accepts.status
            const location = c.expect.location ?? (accepted ? route.accepts.location : undefined)
            if (answer.status === c.expect.status && location)
              expect.soft(answer.location ?? '', where).toMatch(location)
          }
          if (route.tables.length === 0) return
          const markers = markersIn(c.body)
          if (answer.status >= 400 || c.visitor) {
            // Refused (a visitor's post is sent to sign in): not one row carries anything this request sent.
            for (const m of markers) {
              expect
                .soft(await target.rowsWith([m], route.tables), `${where}: a refused request wrote a row`)
                .toEqual(route.tables.map(() => 0))
            }
          } else if (c.expect?.status === route.accepts.status) {
            // Taken like the valid submission: its row is there, with the nasty text as sent.
            const rows = await target.rowsWith([markers[0]!, ...(c.stored ? [c.stored] : [])], route.tables)
            expect
              .soft(Math.max(...rows), `${where}: the row${c.stored ? ', verbatim,' : ''} is missing`)
              .toBeGreaterThan(0)
          }
        })
      })
    }

    test('catalogue search, model pages and the admin search, with hostile query strings', async () => {
      const m = newMarker()
      const values = [
        ...Object.values(NASTY_TEXT).map((payload) => encodeURIComponent(payload(m))),
        ...Object.values(NASTY_BYTES),
        // Long, but within what Node takes in a request line (16 KB of headers in all).
        encodeURIComponent(`${m} ${'x'.repeat(3 * KB)}`),
        '%',
        '%%31',
        encodeURIComponent('%_\\'),
      ]
      const urls: Array<[string, string[], boolean?]> = []
      for (const value of values) {
        for (const name of ['q', 'industry', 'page']) urls.push([`/models?${name}=${value}`, []])
        urls.push([`/models?q=a&q=${value}&industry=Healthcare&industry=${value}&q[]=x&page=2&page=${value}`, []])
        // A path that does not decode ('%') is refused by the server (server.ts), before the app.
        urls.push([`/models/${value}`, ['Model Not Found', 'Page Not Found', 'the address could not be read']])
        urls.push([`/admin/models?q=${value}`, [], true])
        urls.push([`/auth/callback?code=${value}&next=${value}`, []])
        urls.push([`/login?redirectTo=${value}`, []])
      }
      for (const [url, says, admin] of urls) {
        const answer = await send(target, 'GET', url, { kind: 'none' }, admin ? target.adminCookie : undefined)
        expectKept(answer, `GET ${url.slice(0, 120)}`, says)
        if (says.length === 0) expect.soft(answer.status, `GET ${url.slice(0, 120)}`).toBeLessThan(400)
      }
    })

    test('uploads: only real images are stored, under a name of our own', async () => {
      const refused: Array<[string, { name: string; type: string; bytes: Buffer }]> = [
        [
          'a text file named .png',
          {
            name: 'notes.png',
            type: 'image/png',
            bytes: Buffer.from(`meeting notes ${randomBytes(700).toString('hex')}`),
          },
        ],
        [
          'an SVG with a script',
          {
            name: 'logo.svg',
            type: 'image/svg+xml',
            bytes: Buffer.from(
              `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${randomBytes(600).toString('hex')}</svg>`,
            ),
          },
        ],
        ['an empty file', { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) }],
        [
          'HTML named .gif',
          {
            name: 'page.gif',
            type: 'image/gif',
            bytes: Buffer.from(`<html><script>alert(1)</script>${randomBytes(500).toString('hex')}</html>`),
          },
        ],
      ]
      for (const [label, file] of refused) {
        const m = newMarker()
        const form = multipart(
          [
            ['intent', 'save'],
            ['title', `Upload ${m}`],
            ['description', `Never saved ${m}`],
          ],
          { logo_file: file },
        )
        const answer = await send(target, 'POST', '/admin/models/new', { kind: 'multipart', form }, target.adminCookie)
        expectKept(answer, `upload ${label}`, modelSays)
        expect.soft(answer.status, `upload ${label}`).toBe(400)
        expect
          .soft(visibleText(answer.text), `upload ${label}`)
          .toContain('Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).')
        expect.soft(await target.rowsWith([m], ['public.ai_models']), `upload ${label}: no model`).toEqual([0])
        const objects = await target.query(`select name from storage.objects where (metadata ->> 'size')::int = $1`, [
          file.bytes.byteLength,
        ])
        expect.soft(objects, `upload ${label}: no stored object`).toEqual([])
        expect.soft(uploadsOfSize(target.uploadsDir, file.bytes.byteLength), `upload ${label}: no file`).toEqual([])
      }

      // A real image under a hostile name is taken; the name is never used.
      const names = [
        ['a path that climbs out', '../../../x.png'],
        ['a huge name', `${'a'.repeat(4000)}.png`],
        ['a script in the name', `<script>alert(1)</script>.png`],
        ['a NUL in the name', 'logo\u0000.php.png'],
      ] as const
      for (const [label, name] of names) {
        const m = newMarker()
        // A unique size (bytes after the image's end are ignored by readers) to find its file by.
        const bytes = Buffer.concat([PNG, randomBytes(1000 + Math.floor(Math.random() * 50_000))])
        const form = multipart(
          [
            ['intent', 'save'],
            ['title', `Upload ${m}`],
            ['description', `Logo named oddly ${m}`],
          ],
          {
            logo_file: { name, type: 'image/png', bytes },
          },
        )
        const answer = await send(target, 'POST', '/admin/models/new', { kind: 'multipart', form }, target.adminCookie)
        expectKept(answer, `upload ${label}`, modelSays)
        expect.soft(answer.status, `upload ${label}: ${answer.text.slice(0, 200)}`).toBe(302)
        const [model] = await target.query<{ id: string; logo_url: string }>(
          'select id, logo_url from public.ai_models where title = $1',
          [`Upload ${m}`],
        )
        expect
          .soft(model?.logo_url, `upload ${label}`)
          .toMatch(/^\/uploads\/model-assets\/logos\/[A-Za-z0-9_-]+-\d+\.png$/)
        const files = uploadsOfSize(target.uploadsDir, bytes.byteLength)
        expect.soft(files, `upload ${label}: one file, inside the uploads folder`).toHaveLength(1)
        expect
          .soft(path.resolve(files[0] ?? ''))
          .toBe(
            path.resolve(
              target.uploadsDir,
              'model-assets',
              model?.logo_url.replace('/uploads/model-assets/', '') ?? '-',
            ),
          )
        expect.soft(fs.existsSync(path.resolve(target.uploadsDir, '..', '..', 'x.png')), `upload ${label}`).toBe(false)
        // Deleting the model (its page of its own) removes the file again; a visitor cannot.
        if (!model) continue
        const visitor = await send(target, 'POST', `/admin/models/${model.id}/delete`, { kind: 'form', text: '' })
        expect.soft(visitor.status).toBe(403)
        for (const method of ['PUT', 'DELETE']) {
          expect
            .soft(
              (await send(target, method, `/admin/models/${model.id}/delete`, { kind: 'none' }, target.adminCookie))
                .status,
            )
            .toBe(405)
        }
        expect
          .soft(
            (
              await send(
                target,
                'POST',
                `/admin/models/${model.id}/delete?_data=root`,
                { kind: 'none' },
                target.adminCookie,
              )
            ).status,
          )
          .toBe(400)
        expect.soft(await target.rowsWith([m], ['public.ai_models']), `upload ${label}: still there`).toEqual([1])
        const deleted = await send(
          target,
          'POST',
          `/admin/models/${model.id}/delete`,
          { kind: 'form', text: '' },
          target.adminCookie,
        )
        expect.soft(deleted.status).toBe(302)
        expect.soft(await target.rowsWith([m], ['public.ai_models']), `upload ${label}: deleted`).toEqual([0])
        expect.soft(uploadsOfSize(target.uploadsDir, bytes.byteLength), `upload ${label}: file removed`).toEqual([])
      }
    })

    test('what was stored as sent is shown escaped where it is read back', async () => {
      const m = newMarker()
      const nasty = `<script>alert('${m}')</script> ' or 1=1 --`
      const post = (path: string, fields: Fields, cookie?: string) =>
        send(target, 'POST', path, { kind: 'form', text: urlencoded(fields) }, cookie)

      const contact = await post('/contact', [
        ['name', `Pat ${m}`],
        ['email', `${m}@example.com`],
        ['message', nasty],
      ])
      expect(contact.status).toBe(302)
      const signUp = await post('/signup', [
        ['email', `${m}@example.com`],
        ['password', 'a-good-password-1'],
        ['orgName', nasty],
        ['industry', 'Healthcare'],
        ['country', 'GB'],
        ['phone', '2079460958'],
        ['useCase', nasty],
      ])
      expect(signUp.status).toBe(302)
      const model = await post(
        '/admin/models/new',
        [
          ['intent', 'save'],
          ['title', `Escaped ${m} <script>x</script>`],
          ['description', nasty],
        ],
        target.adminCookie,
      )
      expect(model.status).toBe(302)
      const chat = await post('/chat', [['message', nasty]])
      expect(chat.status).toBe(302)
      const chatCookie = chat.cookies.map((cookie) => cookie.split(';')[0]!).join('; ')

      const pages: Array<[string, string | undefined]> = [
        // One lead found: the desk opens it, message and all.
        [`/admin/requests?q=${m}`, target.adminCookie],
        ['/admin/organizations', target.adminCookie],
        [`/admin/models?q=${m}`, target.adminCookie],
        ['/chat', chatCookie],
      ]
      for (const [url, cookie] of pages) {
        const page = await send(target, 'GET', url, { kind: 'none' }, cookie)
        expect.soft(page.status, url).toBe(200)
        expectKept(page, url, [])
        // The visitor reads exactly what was typed, as text.
        expect
          .soft(visibleText(page.text), url)
          .toContain(url.startsWith('/admin/models') ? `Escaped ${m} <script>x</script>` : nasty)
      }
    })
  })
}
