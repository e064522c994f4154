// One e-mail length limit on every form: an address longer than SMTP can carry (254) gets the
// form's own 'invalid e-mail' message and a 400 before anything reaches the database, which
// stores addresses in narrower columns (auth.users.email is varchar(255)). And a query that fails
// anyway never carries its parameters (a new password's hash) into a log.
import util from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runAsServiceRole } from '~/.server/db'
import { AUTH_MESSAGES } from '~/lib/auth-messages'
import { contactMessages } from '~/lib/contact'
import { isEmailAddress, MAX_EMAIL_LENGTH } from '~/lib/email'
import { scheduleMessages } from '~/lib/schedule-schema'
import { action as chatAction } from '~/routes/chat'
import { action as contactAction } from '~/routes/contact'
import { action as loginAction } from '~/routes/login'
import { action as signupAction } from '~/routes/signup'
import { formRequest, respond, useAppDatabase } from './helpers/app'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

const args = (req: Request) => ({ request: req, params: {}, context: {} })

/** An address of exactly `length` characters, otherwise well formed. */
const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`

const LENGTHS = [255, 300, 321]

let db: TestDatabase
beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.engine.query('delete from private.rate_limits')
})

async function count(sql: string) {
  const { rows } = await db.engine.query<{ n: number }>(sql)
  return Number(rows[0]!.n)
}

const stored = () =>
  Promise.all([
    count('select count(*) as n from auth.users'),
    count('select count(*) as n from public.enquiry'),
    count('select count(*) as n from public.chat_requests where email is not null'),
  ])

const forms: [string, (email: string) => Promise<Response>, (response: Response) => Promise<void>][] = [
  [
    'sign-up',
    (email) =>
      respond(() =>
        signupAction(
          args(
            formRequest('/signup', {
              email,
              password: 'a-strong-password',
              orgName: 'Northwind Clinics',
              industry: 'Healthcare',
              country: 'GB',
              useCase: 'Summarise clinical notes.',
              phone: '20 7946 0958',
            }),
          ),
        ),
      ),
    async (response) =>
      expect(((await response.json()) as { error: Record<string, string[]> }).error.email).toEqual([
        AUTH_MESSAGES.invalidEmail,
      ]),
  ],
  [
    'sign-in',
    (email) => respond(() => loginAction(args(formRequest('/login', { email, password: 'a-strong-password' })))),
    async (response) =>
      expect(((await response.json()) as { error: Record<string, string[]> }).error.email).toEqual([
        AUTH_MESSAGES.invalidEmail,
      ]),
  ],
  [
    'contact',
    (email) =>
      respond(() => contactAction(args(formRequest('/contact', { name: 'Ada', email, message: 'Hello there.' })))),
    async (response) =>
      expect(((await response.json()) as { error: Record<string, string[]> }).error.email).toEqual([
        contactMessages.emailInvalid,
      ]),
  ],
  [
    "the chat's schedule form",
    (email) =>
      respond(() =>
        chatAction(
          args(
            formRequest('/chat', {
              intent: 'schedule',
              name: 'Grace Hopper',
              email,
              company: 'Hopper Labs',
              industry: 'Education',
              callbackTime: 'afternoon',
            }),
          ),
        ),
      ),
    async (response) =>
      expect(((await response.json()) as { error: Record<string, string[]> }).error.email).toEqual([
        scheduleMessages.emailInvalid,
      ]),
  ],
]

describe('the e-mail length limit', () => {
  it('is the longest address SMTP carries, on the address as typed (after trimming)', () => {
    expect(MAX_EMAIL_LENGTH).toBe(254)
    expect(isEmailAddress(addressOf(254))).toBe(true)
    expect(isEmailAddress(addressOf(255))).toBe(false)
  })

  describe.each(forms)('on %s', (_, post, expectMessage) => {
    it.each(LENGTHS)(
      'refuses a %i-character address with the form’s message and a 400, saving nothing',
      async (length) => {
        const before = await stored()
        const response = await post(addressOf(length))
        expect(response.status).toBe(400)
        await expectMessage(response)
        expect(await stored()).toEqual(before)
        // Nothing logged: tests/setup.ts fails the test on any console.error.
      },
    )
  })

  // An address becomes a mailto: link in the staff's lead inbox and a Reply-To: '?cc=' or '&bcc='
  // after it would copy someone in, '%0A' or a line break add a header. None is in an address
  // anyone uses, so every form refuses them with its own 'invalid e-mail' message.
  const HOSTILE = [
    'a@b.example?cc=someone@evil.example',
    'a@b.example?cc=someone',
    'a@b.example&bcc=x',
    'a&b@example.com',
    'a%0Abcc@example.com',
    'a@b.example%3Fcc',
    'a@b.exa\nmple',
    'a@b.exa\rmple',
    'a@b.exa\u2028mple',
    'a\tb@example.com',
  ]
  describe.each(forms)('on %s', (_, post, expectMessage) => {
    it.each(HOSTILE)('refuses %j with the form’s message and a 400, saving nothing', async (email) => {
      expect(isEmailAddress(email)).toBe(false)
      const before = await stored()
      const response = await post(email)
      expect(response.status).toBe(400)
      await expectMessage(response)
      expect(await stored()).toEqual(before)
    })
  })

  it('lets a 254-character address through sign-up, to the database', async () => {
    const response = await forms[0]![1](addressOf(254))
    expect(response.status).toBe(302)
    expect(await count(`select count(*) as n from auth.users where char_length(email) = 254`)).toBe(1)
  })
})

describeEachEngine('a failing query on %s', (kind) => {
  let other: TestDatabase
  beforeAll(async () => {
    other = await createTestDatabase(kind)
  })
  afterAll(() => other.close())

  it('carries neither its parameters nor the failing row into what a log prints', async () => {
    const hash = '$2b$10$canaryhashcanaryhashcanaryhashcanaryhashcanaryhash'
    const tooLong = addressOf(300)
    const error = await runAsServiceRole(other.engine, 'test', (tx) =>
      tx.query('insert into auth.users (email, encrypted_password) values ($1, $2)', [tooLong, hash]),
    ).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(Error)
    expect((error as { code?: string }).code).toBe('22001') // string_data_right_truncation
    const printed = util.inspect(error, { depth: 5 })
    expect(printed).not.toContain('canaryhash')
    expect(printed).not.toContain(tooLong)

    // A constraint's detail quotes the whole row: the values go, the constraint's name stays.
    const rowError = await runAsServiceRole(other.engine, 'test', (tx) =>
      tx.query(`insert into public.enquiry (name, email, message) values ($1, $2, $3)`, [
        'Ada',
        'not-an-address-canary',
        'a canary message',
      ]),
    ).catch((thrown: unknown) => thrown)
    expect((rowError as { code?: string }).code).toBe('23514') // check_violation
    expect(util.inspect(rowError, { depth: 5 })).not.toContain('canary')
  })
})
