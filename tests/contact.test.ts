// The contact page's loader and action, called with real Requests against a real database: what
// is saved, what is refused (400, 429, 503), the honeypot, and that hostile text is stored as text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getConfig } from '~/.server/config'
import { hitRateLimit } from '~/.server/rate-limit'
import { getZodConstraint } from '@conform-to/zod/v4'
import { contactConstraint, contactMessages } from '~/lib/contact'
import { enquiryLimits } from '~/lib/entities/enquiry'
import { contactSchema } from '~/lib/contact-schema'
import { action, loader } from '~/routes/contact'
import { formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
const args = (req: Request) => ({ request: req, params: {}, context: {} })

interface Row {
  name: string
  email: string
  phone: string | null
  type: string | null
  message: string
}

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  type: 'Partnership',
  message: 'We would like to discuss a partnership.',
}

let addressCounter = 0
/** A fresh client address per request, so the rate limit only matters where a test wants it to. */
function freshAddress() {
  addressCounter += 1
  return `203.0.113.${addressCounter}`
}

function post(fields: Record<string, string>, address = freshAddress()) {
  return respond(() => action(routeArgs(formRequest('/contact', fields), { clientAddress: address })))
}

async function rows() {
  const { rows } = await db.engine.query<Row>(
    'select name, email, phone, type, message from public.enquiry order by created_at, id',
  )
  return rows
}

async function body(response: Response) {
  return (await response.json()) as {
    status?: string
    error?: Record<string, string[] | null>
    initialValue?: Record<string, unknown>
  }
}

beforeAll(async () => {
  db = await useAppDatabase()
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.engine.query('delete from public.enquiry')
  await db.engine.query('delete from private.rate_limits')
})

describe('the form without zod', () => {
  it('renders the same browser checks the schema implies', () => {
    // The page renders from contactConstraint so it need not load zod first; it must not drift.
    expect(contactConstraint).toEqual(getZodConstraint(contactSchema))
  })
})

describe('the contact loader', () => {
  it('passes the scheduling page and whether a message was just sent', async () => {
    expect(await loader(args(request('/contact')))).toEqual({ schedulingUrl: getConfig().schedulingUrl, sent: false })
    expect(await loader(args(request('/contact?sent=1')))).toMatchObject({ sent: true })
  })
})

describe('sending a message', () => {
  it('saves a valid message and redirects to the confirmation (post/redirect/get)', async () => {
    const response = await post(valid)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contact?sent=1#contact-form')
    expect(await rows()).toEqual([valid])
  })

  it('stores empty optional fields as null and trims the text', async () => {
    const response = await post({
      name: '  Grace  ',
      email: ' grace@example.com ',
      phone: '',
      type: '',
      message: '\n Hello there \n',
    })
    expect(response.status).toBe(302)
    expect(await rows()).toEqual([
      { name: 'Grace', email: 'grace@example.com', phone: null, type: null, message: 'Hello there' },
    ])
  })

  it.each([
    ['a missing name', { name: '' }, 'name', contactMessages.nameRequired],
    ['a blank name', { name: '   ' }, 'name', contactMessages.nameRequired],
    ['a missing email', { email: '' }, 'email', contactMessages.emailRequired],
    ['a bad email', { email: 'ada@example' }, 'email', contactMessages.emailInvalid],
    ['an email with a space', { email: 'ada lovelace@example.com' }, 'email', contactMessages.emailInvalid],
    ['a missing message', { message: '' }, 'message', contactMessages.messageRequired],
    ['an unknown inquiry type', { type: 'Sales' }, 'type', contactMessages.typeInvalid],
    [
      'a too-long message',
      { message: 'x'.repeat(enquiryLimits.message + 1) },
      'message',
      contactMessages.messageTooLong,
    ],
    ['a too-long name', { name: 'n'.repeat(enquiryLimits.name + 1) }, 'name', contactMessages.nameTooLong],
    ['a too-long phone number', { phone: '1'.repeat(enquiryLimits.phone + 1) }, 'phone', contactMessages.phoneTooLong],
    ['a too-long email', { email: `${'a'.repeat(320)}@example.com` }, 'email', contactMessages.emailInvalid],
  ])(
    'refuses %s with a 400 and its message, keeps the values and saves nothing',
    async (_what, change, field, message) => {
      const fields = { ...valid, ...change }
      const response = await post(fields)
      expect(response.status).toBe(400)
      const result = await body(response)
      expect(result.error?.[field]).toEqual([message])
      // The typed values come back so the form keeps them (conform leaves out the empty ones).
      expect(result.initialValue).toEqual(
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
      )
      expect(await rows()).toEqual([])
    },
  )

  it('reports every invalid field at once', async () => {
    const response = await post({ name: '', email: 'nope', message: '' })
    expect(response.status).toBe(400)
    const result = await body(response)
    expect(result.error).toMatchObject({
      name: [contactMessages.nameRequired],
      email: [contactMessages.emailInvalid],
      message: [contactMessages.messageRequired],
    })
  })

  it('accepts the longest values the form allows, and the database stores them', async () => {
    const longest = {
      ...valid,
      name: 'n'.repeat(enquiryLimits.name),
      phone: '1'.repeat(enquiryLimits.phone),
      message: 'm'.repeat(enquiryLimits.message),
    }
    const response = await post(longest)
    expect(response.status).toBe(302)
    expect(await rows()).toEqual([longest])
  })

  it('accepts each of the six inquiry types', async () => {
    for (const type of ['General', 'Inquiry', 'Support', 'Collaboration', 'Business', 'Partnership']) {
      expect((await post({ ...valid, type })).status).toBe(302)
    }
    expect((await rows()).map((row) => row.type)).toEqual([
      'General',
      'Inquiry',
      'Support',
      'Collaboration',
      'Business',
      'Partnership',
    ])
  })

  it('stores script tags and SQL fragments verbatim, as text', async () => {
    const hostile = {
      name: `Robert'); drop table public.enquiry; --`,
      email: 'x@example.com',
      phone: `' or '1'='1`,
      type: 'Support',
      message: `<script>alert("x")</script> <img src=x onerror=alert(1)> '; delete from public.enquiry where ''='`,
    }
    const response = await post(hostile)
    expect(response.status).toBe(302)
    expect(await rows()).toEqual([hostile])
  })

  it('stores a NUL as the replacement character instead of failing the insert', async () => {
    // PostgreSQL cannot store NUL: it reached the database and answered 503.
    const response = await post({ ...valid, name: 'Ada\u0000Lovelace', message: 'Hello\u0000there' })
    expect(response.status).toBe(302)
    expect(await rows()).toEqual([{ ...valid, name: 'Ada\uFFFDLovelace', message: 'Hello\uFFFDthere' }])
  })

  it('refuses a body it cannot read with a 400', async () => {
    const response = await respond(() =>
      action(
        args(
          request('/contact', {
            method: 'POST',
            body: '%%%',
            headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          }),
        ),
      ),
    )
    expect(response.status).toBe(400)
    expect(await rows()).toEqual([])
  })
})

describe('abuse', () => {
  it('answers a filled honeypot as if it worked, and saves nothing', async () => {
    const response = await post({ ...valid, company_website: 'https://spam.example' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/contact?sent=1#contact-form')
    expect(await rows()).toEqual([])
  })

  it('refuses the 6th message from one address within 10 minutes with a 429, and saves nothing more', async () => {
    const address = '198.51.100.7'
    for (let i = 1; i <= 5; i++) {
      expect((await post({ ...valid, message: `Message ${i}` }, address)).status).toBe(302)
    }
    const sixth = await post({ ...valid, message: 'Message 6' }, address)
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('Retry-After')).toBe('600')
    const result = await body(sixth)
    expect(result.error?.['']).toEqual([contactMessages.tooMany])
    expect(result.initialValue).toMatchObject({ message: 'Message 6' })
    expect((await rows()).map((row) => row.message)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
      'Message 5',
    ])

    // Another address is not affected.
    expect((await post(valid, '198.51.100.8')).status).toBe(302)
  })

  it('counts requests without a known address together', async () => {
    const noAddress = () => respond(() => action(args(formRequest('/contact', valid))))
    for (let i = 0; i < 5; i++) expect((await noAddress()).status).toBe(302)
    expect((await noAddress()).status).toBe(429)
  })

  it('does not count invalid submissions against the limit', async () => {
    const address = '198.51.100.9'
    for (let i = 0; i < 6; i++) expect((await post({ ...valid, email: 'bad' }, address)).status).toBe(400)
    expect((await post(valid, address)).status).toBe(302)
  })

  it('starts a new window after the old one ends', async () => {
    expect(await hitRateLimit('test:window', 1, 600)).toBe(true)
    expect(await hitRateLimit('test:window', 1, 600)).toBe(false)
    await db.engine.query(
      `update private.rate_limits set window_start = now() - interval '11 minutes' where key = 'test:window'`,
    )
    expect(await hitRateLimit('test:window', 1, 600)).toBe(true)
  })
})

describe('a database failure', () => {
  it('answers 503 with the failure message, keeps the values and logs the error', async () => {
    await db.engine.query('alter table public.enquiry rename to enquiry_x')
    let response: Response
    try {
      response = await post(valid)
    } finally {
      await db.engine.query('alter table public.enquiry_x rename to enquiry')
    }
    expect(response.status).toBe(503)
    const result = await body(response)
    expect(result.error?.['']).toEqual(['Something went wrong. Please try again.'])
    expect(result.initialValue).toMatchObject(valid)
    const logged = expectLoggedErrors()
    expect(logged).toHaveLength(1)
    expect(String(logged[0]![0])).toContain('[contact]')
    expect(await rows()).toEqual([])
  })
})
