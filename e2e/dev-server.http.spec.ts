/**
 * `npm run dev` is the site's own server with Vite inside (server/dev.ts, decision 043), so what
 * production refuses, development refuses too: another site's post, a method the site does not
 * answer, an oversized body; its pages carry the same security headers, and they hydrate under
 * that Content-Security-Policy (Vite's scripts carry the request's nonce).
 */
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'

// A port of its own: E2E_PORT + 95.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 95

let server: ProductionServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startProductionServer({ port: PORT, program: 'development', seeded: true, quiet: true })
})

test.afterAll(async () => {
  await server?.stop()
})

const contactForm = new URLSearchParams({
  name: 'Dev Server',
  email: 'dev.server@example.com',
  message: 'A message from the development server test.',
})

test('another site’s post is refused with 403 and one sentence', async () => {
  const response = await fetch(`${server.url}/contact`, {
    method: 'POST',
    body: contactForm,
    headers: { Origin: 'https://evil.example' },
    redirect: 'manual',
  })
  expect(response.status).toBe(403)
  expect(await response.text()).toBe(
    'This request came from another website, so it was refused: please use the form on this site.',
  )
})

test('the site’s own post reaches its route', async () => {
  const response = await fetch(`${server.url}/contact`, {
    method: 'POST',
    body: new URLSearchParams({ name: '' }),
    headers: { Origin: `http://localhost:${PORT}` },
    redirect: 'manual',
  })
  // The form's own answer (its fields are missing), not the cross-site refusal.
  expect(response.status).toBe(400)
})

test('methods and body sizes are limited as in production', async () => {
  const put = await fetch(`${server.url}/contact`, { method: 'PUT' })
  expect(put.status).toBe(405)
  expect(put.headers.get('allow')).toBe('GET, HEAD, POST')
  const large = await fetch(`${server.url}/contact`, {
    method: 'POST',
    body: new URLSearchParams({ message: 'x'.repeat(200 * 1024) }),
    headers: { Origin: `http://localhost:${PORT}` },
  })
  expect(large.status).toBe(413)
})

test('pages carry the security headers and hydrate under their policy', async ({ browser }) => {
  // A fresh clone's first visit makes Vite bundle the browser's dependencies and transform each of
  // the app's modules (six seconds on a quiet machine, more while the rest of the suite runs). It
  // once never hydrated: see optimizeDeps in vite.config.ts.
  test.setTimeout(150_000)
  const response = await fetch(`${server.url}/about`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' [^;]*'nonce-[A-Za-z0-9+/=]+'/)
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')

  const context = await browser.newContext({ javaScriptEnabled: true })
  const page = await context.newPage()
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(`${server.url}/about`, { timeout: 60_000 })
  // Vite may reload the page once while it prepares the app's dependencies on a first visit.
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done', { timeout: 120_000 })
  expect(refused).toEqual([])
  await context.close()
})
