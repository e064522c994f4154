/** Shared helpers for the browser tests. */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'

/**
 * Waits until the page shown is hydrated, if it is one of the site's pages. A page paints before
 * its scripts are fetched (decision 035) and the browser's load event does not wait for them, so a
 * test acting as a visitor with JavaScript waits for the app to take over first instead of racing
 * it. The site's own marker says so (app/root.tsx): `data-hydration` on the root element is
 * "pending" until the app has hydrated; anything else (a plain-text answer, an image) has none.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydration !== 'pending')
}

/**
 * Where scripts run, the page's `goto` and `reload` return once the page is hydrated: every test's
 * own page, and the pages a test opens in a context of its own (`javaScript`: whether it runs
 * them).
 */
export function hydratedOnLoad(page: Page, javaScript: boolean) {
  if (!javaScript) return page
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForHydration(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForHydration(page)
    return response
  }
  return page
}

/**
 * A visitor's own address, as if behind the load balancer the server trusts, so that the
 * per-address rate limits (sign-up, contact) count each test, and each other person a test opens
 * a browser for, apart.
 */
export function ownVisitorHeaders(testInfo: TestInfo) {
  return {
    'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }
}

export const test = base.extend<{ ownVisitor: void }>({
  page: async ({ page }, provide, testInfo) => {
    await provide(hydratedOnLoad(page, hasJavaScript(testInfo)))
  },
  ownVisitor: [
    async ({ context }, use, testInfo) => {
      await context.setExtraHTTPHeaders(ownVisitorHeaders(testInfo))
      await use()
    },
    { auto: true },
  ],
})
export { expect }

/**
 * For a test that only reads what the server rendered (copy, links, head tags, statuses): it runs
 * in the project without JavaScript alone, which sees the document exactly as the server sent it
 * (playwright.config.ts). Behaviour, anything a script changes, runs in both.
 */
export const STATIC = { tag: '@static' } as const

/** The PostgreSQL server the suites that need one use; they are skipped without it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? ''

/**
 * A group that needs the PostgreSQL server. Without TEST_DATABASE_URL it is still registered, as
 * skipped and with the reason in its name (as tests/helpers/database.ts does for vitest), so a run
 * on the embedded engine alone says what it left out. Its hooks run only when it is not skipped.
 */
export function describeOnPostgres(title: string, suite: () => void) {
  const reason = 'TEST_DATABASE_URL is not set'
  base.describe(TEST_DATABASE_URL ? title : `${title} (skipped: ${reason})`, () => {
    base.skip(!TEST_DATABASE_URL, reason)
    suite()
  })
}

/**
 * A field's error, beside it (docs/architecture.md#forms): the field is marked invalid, and the
 * first element its aria-describedby names is a live region (announced as it changes) holding
 * `text`.
 */
export async function expectFieldError(page: Page, field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await field.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  const errors = page.locator(`[id="${describedBy!.split(' ')[0]}"]`)
  await expect(errors).toHaveText(text)
  await expect(errors).toHaveAttribute('aria-live', 'polite')
}

/**
 * Holds every POST to URLs matching `glob` until the returned `release` is called, so a test can
 * see a form's pending state (JavaScript only: without it the browser simply waits).
 */
export async function holdPosts(page: Page, glob: string) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(glob, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.fallback()
  })
  return release
}

export function hasJavaScript(testInfo: TestInfo) {
  return testInfo.project.use.javaScriptEnabled !== false
}

/**
 * axe on the page as it is now: no violation at any impact, minor and moderate too (issue 32: every
 * page, both themes, both widths). Once per page state: a state
 * that an earlier check of this run passed (the same document, as the browser has it, in a window
 * of the same size, with or without JavaScript) is not checked again, whichever test or worker
 * reaches it (the file of the check that passed says which). A check that failed leaves nothing
 * behind, so the next test to reach that state fails too.
 *
 * axe runs inside the page and waits on its timers, which never fire while script execution is
 * disabled, so in the no-js project it would hang. There the document as the server sent it (form
 * errors included) is checked in a second page that lets axe run but loads none of the site's
 * scripts: the same markup, styles and theme a browser without JavaScript shows, never hydrated.
 * That page's context is made once per worker: it loads nothing that cookies decide.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo) {
  const javaScript = hasJavaScript(testInfo)
  const html = javaScript ? await page.evaluate(() => document.documentElement.outerHTML) : await page.content()
  const state = pageState(html, javaScript, page.viewportSize())
  const passed = axePassedFile(testInfo, state)
  if (fs.existsSync(passed)) {
    testInfo.annotations.push({ type: 'axe', description: `this state passed in ${fs.readFileSync(passed, 'utf8')}` })
    return
  }
  if (javaScript) await runAxe(page)
  else await runAxeOnServerMarkup(page, html)
  fs.mkdirSync(path.dirname(passed), { recursive: true })
  fs.writeFileSync(passed, testInfo.titlePath.join(' › '))
}

/**
 * What decides axe's answer, without what changes on every request and decides nothing: the CSP
 * nonce and inline scripts' text (the page's data, which axe does not read).
 */
function pageState(html: string, javaScript: boolean, viewport: { width: number; height: number } | null) {
  const markup = html.replace(/ nonce="[^"]*"/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>')
  return createHash('sha256')
    .update(`${javaScript ? 'js' : 'no-js'} ${viewport?.width}x${viewport?.height}\n${markup}`)
    .digest('hex')
}

function axePassedFile(testInfo: TestInfo, state: string) {
  // The output directory is emptied when a run starts: a pass counts for this run only.
  return path.join(testInfo.project.outputDir, '.axe-passed', state)
}

const probePages = new WeakMap<Browser, Promise<Page>>()

/**
 * The server's markup in the worker's probe page: scripts enabled (axe needs its timers), none of
 * the site's loaded. The page's scripts and module preloads are left out of the markup (axe reads
 * neither) and the rest is written into a document of the same origin at the page's own path. No
 * request is routed: a routed page turns off the HTTP cache and hands each stylesheet, font and
 * image to the test runner and back, which cost more CPU than the check itself; here the probe's
 * context fetches each once per worker.
 */
async function runAxeOnServerMarkup(page: Page, html: string) {
  const browser = page.context().browser()!
  let probePage = probePages.get(browser)
  if (!probePage) {
    probePage = browser
      .newContext({ javaScriptEnabled: true, reducedMotion: 'reduce' })
      .then((context) => context.newPage())
    probePages.set(browser, probePage)
  }
  const probe = await probePage
  const current = new URL(page.url())
  await probe.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 })
  // A small answer of the same origin (no scripts, nothing to render), then the page's own path.
  if (!probe.url().startsWith(`${current.origin}/`)) await probe.goto(new URL('/healthz/live', current).href)
  await probe.evaluate((href) => history.replaceState(null, '', href), current.href)
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
  await probe.setContent(markup)
  await runAxe(probe)
}

async function runAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every rule still runs; only violations are collected node by node (passes are what makes a
    // long page's result slow to gather and to send back from the page).
    .options({ resultTypes: ['violations'] })
    // axe.run in the page itself. The default runs axe.runPartial in each frame, then opens a blank
    // page, injects axe there a second time and sends it every frame's partial results to finish:
    // a page and half a megabyte of script more per check, for cross-origin frames, which the
    // site's pages do not have (same-origin frames are still checked, through axe's own messages).
    .setLegacyMode()
    .analyze()
  expect(
    results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    })),
  ).toEqual([])
}

/**
 * Reads rows from the site's database through the test server's read-only endpoint
 * (scripts/e2e-server.js), as the service role: how a test checks what a page saved.
 */
export async function readDatabase<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await harness('/', { sql, params })) as T[]
}

/**
 * A signed-up user who belongs to no organisation: the thank-you screen's and the join requests'
 * user. The site's own sign-up makes an organisation with each account.
 */
export async function createPlainUser(tag: string, name: string | null = 'Pat Example') {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'a-plain-password-1'
  await harness('/users', { email, password, name })
  return { email, password, name }
}

/** Organisations with these names, as sign-up makes them (without its rate limits), one new account their Admin. */
export async function createOrganisations(names: string[]) {
  await harness('/organizations', { names })
}

/** A contact enquiry, as the contact form would store it but without its rate limits. */
export async function createEnquiry(enquiry: { name: string; email: string; phone?: string; message: string }) {
  await harness('/enquiries', enquiry)
}

async function harness(path: string, body: unknown) {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`The test harness refused ${path}: ${await response.text()}`)
  return (await response.json()) as unknown
}

/**
 * Clicks the bar's theme toggle and waits until the choice is stored: with JavaScript the page
 * switches at once and saves in the background (a reload before the save lands would undo it);
 * without, the form post comes back to the page.
 */
export async function toggleTheme(page: Page, to: 'light' | 'dark') {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/resources/theme' && r.request().method() === 'POST',
  )
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Switch to ${to} theme` })
    .click()
  await saved
  await expect(page.locator('html')).toHaveClass(new RegExp(to))
}

/** Sets the consent choice up front so the banner does not cover what a test looks at. */
export async function dismissConsent(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'gdpr-consent', value: 'true', url: baseURL ?? 'http://localhost:3100' }])
}

/**
 * Creates an organisation account through the sign-up page, as a visitor does (built-in accounts
 * are signed in at once): its creator is the organisation's Admin.
 */
export async function signUpOrganisation(
  page: Page,
  email: string,
  { organisation = 'Globex Logistics', password = 'a-good-password-1' } = {},
) {
  await page.goto('/signup')
  await page.getByLabel(/^Organization Name/).fill(organisation)
  await page.getByLabel(/^Industry/).selectOption({ label: 'Transportation & Logistics' })
  await page.getByLabel(/^Country/).selectOption('US')
  await page.getByLabel(/^Primary Use Case/).fill('Route optimisation and demand forecasting for our fleet.')
  await page.getByLabel(/^Phone Number/).fill('4705550199')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
}

/** The built-in admin the test server starts with (scripts/e2e-server.js). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password-1' } as const

/**
 * Starts a session for an existing account without the sign-in form (whose per-e-mail rate limit
 * would stop tests that sign the same admin in many times): the cookie sign-in would set.
 */
export async function startSession(page: Page, email: string, baseURL: string | undefined) {
  const cookie = await harnessSession(email)
  await page
    .context()
    .addCookies([{ ...cookie, url: baseURL ?? 'http://localhost:3100', httpOnly: true, sameSite: 'Lax' }])
}

/** A session for an existing account as a `Cookie` header value (requests without a browser). */
export async function sessionCookie(email: string) {
  const cookie = await harnessSession(email)
  return `${cookie.name}=${cookie.value}`
}

async function harnessSession(email: string) {
  return (await harness('/sessions', { email })) as { name: string; value: string }
}

/**
 * An invoice issued by the built-in admin through 'Issue invoice' itself (a form post, as without
 * JavaScript) to the organisation whose Admin signed up as `adminEmail`, due in 30 days with no
 * tax; `paid` marks it paid as staff would. Its number. (docs/decisions/085-invoices-that-add-up.md)
 */
export async function issueInvoiceTo(
  baseURL: string | undefined,
  adminEmail: string,
  lines: Array<{ description: string; quantity: number; unitPrice: string }>,
  { paid = false } = {},
) {
  const base = baseURL ?? 'http://localhost:3100'
  const [organisation] = await readDatabase<{ id: string }>(
    `select m.organization_id as id from public.organization_members m join auth.users u on u.id = m.user_id
     where u.email = $1 and m.role = 'admin'`,
    [adminEmail],
  )
  const cookie = await sessionCookie(E2E_ADMIN.email)
  const post = (path: string, fields: string[][]) =>
    fetch(new URL(path, base), {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams(fields).toString(),
    })
  const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const issued = await post(`/admin/invoices/new?organization=${organisation!.id}`, [
    ['intent', 'issue'],
    ['organization', organisation!.id],
    ['due_date', due],
    ['tax_rate', '0'],
    ...lines.flatMap((line) => [
      ['description', line.description],
      ['quantity', String(line.quantity)],
      ['unit_price', line.unitPrice],
    ]),
  ])
  expect(issued.status).toBe(302)
  const id = /\/admin\/invoices\/([0-9a-f-]{36})/.exec(issued.headers.get('location') ?? '')![1]!
  if (paid) expect((await post(`/admin/invoices/${id}`, [['intent', 'paid']])).status).toBe(302)
  const [invoice] = await readDatabase<{ number: string }>('select number from public.invoices where id = $1', [id])
  return invoice!.number
}

/** Signs in through the sign-in page, as a visitor would (success goes to /). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
}

/**
 * The page's clock made to run ahead while its currency lookup goes on: the spacing between
 * requests, the pauses before retries and the time limits on silent services (up to the lookup's
 * 30 s budget) pass in a few seconds of the test's time instead of being waited out. The clock is
 * installed (`page.clock.install()`) before the page loads; the page's time otherwise flows as
 * usual. `ended` is what the page shows once the lookup has given up.
 */
export async function lookupEnds(page: Page, ended: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(1000)
    await ended()
  }).toPass({ intervals: [50], timeout: 30_000 })
}
