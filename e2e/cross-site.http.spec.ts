/**
 * Cross-site posts (docs/decisions/018-cross-site-posts-and-sweeps.md), on the wire through the
 * production server: every resource route and the page actions refuse a POST whose Origin names
 * another site, whose Origin is `null` (an opaque context), or which has no Origin and says
 * `Sec-Fetch-Site: cross-site`, with a 403 and one plain sentence, and write nothing (no row, no
 * cookie, no session ended). Posts from the site itself (its SITE_URL, or the host the request
 * was sent to) and from programs that send neither header are answered by the route as before.
 * Then real browsers: another site's form (and a data: document's) is refused; the site's own
 * forms work with JavaScript on and off.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPlainUser, dismissConsent, E2E_ADMIN, expect, readDatabase, sessionCookie, test } from './fixtures'

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
/** The shared server's SITE_URL (its default, http://localhost:$PORT). */
const SITE_ORIGIN = `http://localhost:${E2E_PORT}`
/** Requests below go to this host, which is not SITE_URL's: both count as the site's own. */
const HOST_ORIGIN = `http://127.0.0.1:${E2E_PORT}`

interface Answer {
  status: number
  type: string
  text: string
  cookies: string[]
}

let address = 0
/** A POST by hand (node:http sends exactly the headers given), each from its own client address. */
function post(path: string, body: { type: string; bytes: Buffer | string }, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const bytes = Buffer.from(body.bytes)
    const request = http.request(`${HOST_ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': body.type,
        'Content-Length': bytes.length,
        'X-Forwarded-For': `10.231.${Math.floor(++address / 250) % 250}.${address % 250}`,
        ...headers,
      },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          type: String(response.headers['content-type'] ?? ''),
          text,
          cookies: response.headers['set-cookie'] ?? [],
        }),
      )
    })
    request.on('error', reject)
    request.end(bytes)
  })
}

const form = (fields: Record<string, string>) => ({
  type: 'application/x-www-form-urlencoded',
  bytes: new URLSearchParams(fields).toString(),
})

async function count(sql: string, params: unknown[]) {
  const [row] = await readDatabase<{ n: number }>(`select count(*)::int as n from (${sql}) as q`, params)
  return row!.n
}
const enquiries = (marker: string) => count('select 1 from public.enquiry where message like $1', [`%${marker}%`])
const chats = (marker: string) =>
  count('select 1 from public.chat_requests where strpos(messages::text, $1) > 0', [marker])
async function sessionsOf(email: string) {
  return count('select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1', [email])
}

/**
 * One route: what to post (with a marker that ends up in any row it writes), the headers it needs,
 * and what it wrote. `cookie` and `session` state what the route writes besides rows.
 */
interface RouteCase {
  path: string
  prepare(marker: string): Promise<{
    body: { type: string; bytes: Buffer | string }
    headers?: Record<string, string>
    written(answer: Answer): Promise<boolean>
  }>
  /** The route's own answer to a post from the site (or from a program), and whether it writes. */
  ownStatus: number
  ownWrites: boolean
}

const setsCookie = (name: string) => async (answer: Answer) => answer.cookies.some((c) => c.startsWith(`${name}=`))

const ROUTES: RouteCase[] = [
  {
    path: '/logout',
    ownStatus: 302,
    ownWrites: true,
    async prepare() {
      const user = await createPlainUser('cross-site-logout')
      const cookie = await sessionCookie(user.email)
      return { body: form({}), headers: { Cookie: cookie }, written: async () => (await sessionsOf(user.email)) === 0 }
    },
  },
  {
    path: '/resources/theme',
    ownStatus: 302,
    ownWrites: true,
    prepare: async () => ({ body: form({ theme: 'dark' }), written: setsCookie('theme') }),
  },
  {
    path: '/resources/consent',
    ownStatus: 302,
    ownWrites: true,
    prepare: async () => ({ body: form({ intent: 'accept' }), written: setsCookie('gdpr-consent') }),
  },
  {
    path: '/api/chat',
    ownStatus: 200,
    ownWrites: true,
    prepare: async (marker) => ({
      body: form({ message: `Hello from ${marker}` }),
      written: async () => (await chats(marker)) > 0,
    }),
  },
  {
    // The shared server has no AI provider: the route answers 404 'Transcription failed' to its own.
    path: '/api/transcribe',
    ownStatus: 404,
    ownWrites: false,
    async prepare() {
      const boundary = `----${randomUUID()}`
      const bytes = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
        ),
        Buffer.alloc(2048, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      return {
        body: { type: `multipart/form-data; boundary=${boundary}`, bytes },
        written: async (a) => a.cookies.length > 0,
      }
    },
  },
  {
    path: '/contact',
    ownStatus: 302,
    ownWrites: true,
    prepare: async (marker) => ({
      body: form({ name: 'Cross Site', email: 'cross@example.com', type: 'General', message: `Call me: ${marker}` }),
      written: async () => (await enquiries(marker)) > 0,
    }),
  },
  {
    path: '/chat',
    ownStatus: 302,
    ownWrites: true,
    prepare: async (marker) => ({
      body: form({ message: `Hi from ${marker}` }),
      written: async () => (await chats(marker)) > 0,
    }),
  },
  {
    // Sign-in from another site would put the visitor in someone else's account.
    path: '/login',
    ownStatus: 302,
    ownWrites: true,
    async prepare() {
      const user = await createPlainUser('cross-site-login')
      return { body: form({ email: user.email, password: user.password }), written: setsCookie('__session') }
    },
  },
  {
    // An admin's 'Invite staff' (decision 077): another site must not make someone staff.
    path: '/admin/users',
    ownStatus: 200,
    ownWrites: true,
    prepare: async (marker) => {
      const email = `staff-${marker}@example.com`
      return {
        body: form({ intent: 'invite-staff', email }),
        headers: { Cookie: await sessionCookie(E2E_ADMIN.email) },
        written: async () =>
          (await readDatabase('select 1 from public.staff_invitations where email = $1', [email])).length > 0,
      }
    },
  },
  {
    // 'Send again' for the address's confirmation (decision 077). The harness's accounts are
    // confirmed, so the route's own answer is its 409 and writes nothing; from another site, the
    // refusal comes first.
    path: '/confirm-email',
    ownStatus: 409,
    ownWrites: false,
    async prepare() {
      const user = await createPlainUser('cross-site-confirm')
      return {
        body: form({}),
        headers: { Cookie: await sessionCookie(user.email) },
        written: async () =>
          (
            await readDatabase(
              `select 1 from private.mail_outbox where kind = 'email_confirmation' and payload ->> 'email' = $1`,
              [user.email],
            )
          ).length > 0,
      }
    },
  },
]

const CROSS_SITE: [string, Record<string, string>][] = [
  ['another site in Origin', { Origin: 'https://attacker.example', 'Sec-Fetch-Site': 'cross-site' }],
  ['another port of this host in Origin', { Origin: `http://127.0.0.1:${E2E_PORT + 21}` }],
  ['Origin: null (an opaque context)', { Origin: 'null' }],
  ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
  ['an Origin that is no origin', { Origin: 'not an origin' }],
]

const OWN: [string, Record<string, string>][] = [
  ['the host it was sent to in Origin', { Origin: HOST_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
  ["SITE_URL's origin under another Host", { Origin: SITE_ORIGIN }],
  ['Sec-Fetch-Site: same-origin without Origin', { 'Sec-Fetch-Site': 'same-origin' }],
  ['neither header (a program)', {}],
]

test.describe('a POST from another site', () => {
  for (const route of ROUTES) {
    for (const [label, headers] of CROSS_SITE) {
      test(`${route.path}, ${label}: 403, one sentence, nothing written`, async () => {
        const marker = randomUUID()
        const prepared = await route.prepare(marker)
        const answer = await post(route.path, prepared.body, { ...prepared.headers, ...headers })
        expect(answer.status).toBe(403)
        expect(answer.type).toMatch(/^text\/plain/)
        expect(answer.text).toBe(
          'This request came from another website, so it was refused: please use the form on this site.',
        )
        expect(answer.cookies).toEqual([])
        expect(await prepared.written(answer)).toBe(false)
      })
    }
  }
})

test.describe('a POST from the site itself, or from a program', () => {
  for (const route of ROUTES) {
    for (const [label, headers] of OWN) {
      test(`${route.path}, ${label}: the route's own answer`, async () => {
        const marker = randomUUID()
        const prepared = await route.prepare(marker)
        const answer = await post(route.path, prepared.body, { ...prepared.headers, ...headers })
        expect(answer.status, answer.text.slice(0, 300)).toBe(route.ownStatus)
        expect(await prepared.written(answer)).toBe(route.ownWrites)
      })
    }
  }
})

/** A page that submits a form to our contact page as soon as it has loaded. */
const contactForm = (marker: string) =>
  `<!doctype html><title>Elsewhere</title><form method="post" action="${SITE_ORIGIN}/contact">` +
  `<input name="name" value="Mallory"><input name="email" value="m@example.com">` +
  `<input name="message" value="${marker}"></form>` +
  `<script>addEventListener('load', () => document.forms[0].submit())</script>`

test.describe('in a browser', () => {
  // One worker runs these in order: the other site listens on one port of our range.
  test.describe.configure({ mode: 'default' })
  let attacker: http.Server
  let attackerOrigin: string

  test.beforeAll(async () => {
    attacker = http.createServer((req, res) => {
      const marker = new URL(req.url ?? '/', 'http://attacker').searchParams.get('marker') ?? ''
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(contactForm(marker))
    })
    await new Promise<void>((resolve, reject) =>
      attacker.once('error', reject).listen(E2E_PORT + 21, '127.0.0.1', resolve),
    )
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
  })
  test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())))

  // Another site's page, and a data: document: an opaque origin, for which the browser sends
  // `Origin: null`. (A sandboxed frame is one too, but Playwright does not always see the
  // network of the separate process Chromium gives it.)
  for (const from of ['another site', 'a data: document'] as const) {
    test(`a form on ${from} is refused and writes nothing`, async ({ page }) => {
      const marker = randomUUID()
      const refused = page.waitForResponse(
        (r) => r.url() === `${SITE_ORIGIN}/contact` && r.request().method() === 'POST',
      )
      await page.goto(
        from === 'another site'
          ? `${attackerOrigin}/?marker=${marker}`
          : `data:text/html,${encodeURIComponent(contactForm(marker))}`,
      )
      const response = await refused
      expect(await response.request().headerValue('origin')).toBe(from === 'another site' ? attackerOrigin : 'null')
      expect(response.status()).toBe(403)
      expect(await response.text()).toMatch(/^This request came from another website/)
      expect(await enquiries(marker)).toBe(0)
    })
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the site's own forms work with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
      baseURL,
    }) => {
      // Its own visitor address, as the fixtures give every test (the contact form counts per address).
      const context = await browser.newContext({
        javaScriptEnabled,
        baseURL,
        reducedMotion: 'reduce',
        extraHTTPHeaders: {
          'X-Forwarded-For': `10.232.${javaScriptEnabled ? 1 : 2}.${Math.floor(Math.random() * 250)}`,
        },
      })
      try {
        const page = await context.newPage()
        // A resource route's form: the consent banner.
        await page.goto('/privacy')
        const banner = page.getByRole('region', { name: 'We value your privacy' })
        await banner.getByRole('button', { name: 'Accept' }).click()
        await expect(banner).toHaveCount(0)
        await expect
          .poll(async () => (await context.cookies()).find((c) => c.name === 'gdpr-consent')?.value)
          .toBe('true')

        // A page action: the contact form.
        await dismissConsent(page, baseURL)
        await page.goto('/contact')
        const marker = randomUUID()
        const section = page.locator('#contact-form')
        await section.getByRole('textbox', { name: 'Name', exact: true }).fill('Own Site')
        await section.getByRole('textbox', { name: 'Email', exact: true }).fill('own@example.com')
        await section.getByRole('textbox', { name: 'Message', exact: true }).fill(`From the site itself: ${marker}`)
        await section.getByRole('button', { name: 'Send Message' }).click()
        await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message.' })).toBeVisible()
        expect(await enquiries(marker)).toBe(1)
      } finally {
        await context.close()
      }
    })
  }
})
