// What the production server says on the wire, and how it refuses to start on a bad environment.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

test.describe('the production server', () => {
  test('sends security headers with a per-request CSP nonce on every page', async ({ request }) => {
    const nonces = new Set<string>()
    const pages = ['/', '/models', '/about', '/labs', '/products', '/contact', '/login', '/signup', '/chat', '/privacy', '/terms', '/cookies']
    const statuses: Record<string, number> = { '/admin': 403, '/no-such-page': 404 }
    for (const path of [...pages, ...Object.keys(statuses)]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(statuses[path] ?? 200)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
      expect(nonce).toBeTruthy()
      nonces.add(nonce!)
      // Every inline script React renders carries it.
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['x-powered-by']).toBeUndefined()
      // The test server runs in production mode.
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    }
    expect(nonces.size).toBe(pages.length + Object.keys(statuses).length)
  })

  test('compresses pages and caches fingerprinted assets immutably', async ({ request }) => {
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(page.headers()['content-encoding']).toBe('gzip')
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0]
    expect(asset).toBeTruthy()
    const response = await request.get(asset!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/)
  })

  test('answers 404 for an unknown page and an unknown asset', async ({ request }) => {
    expect((await request.get('/definitely-not-here')).status()).toBe(404)
    expect((await request.get('/assets/nope.js')).status()).toBe(404)
  })

  test('refuses an oversized or unmeasured body before any action reads it', async ({ request }) => {
    const big = await request.post('/contact', { form: { message: 'x'.repeat(200 * 1024) } })
    expect(big.status()).toBe(413)
    expect(await big.text()).toContain('too large')
    const streamed = await fetch(new URL('/contact', test.info().project.use.baseURL ?? 'http://localhost:3100'), {
      method: 'POST',
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('message=hi')), c.close()) }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(411)
    // A normal form post still goes through to the action (and is answered with its own 400).
    expect((await request.post('/contact', { form: { name: '' } })).status()).toBe(400)
  })

  test('reports its health from the database', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('refuses to start on a malformed variable, naming it', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['build/server.js'], {
        env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '.data-e2e-refused', NODE_ENV: 'production' },
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      child.on('exit', (code) => resolve({ code, stderr }))
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('PORT')
    expect(result.stderr).toContain('not-a-port')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  test('sends no secret and no server module to the browser', async () => {
    const port = Number(process.env.E2E_PORT ?? 3100)
    const secrets = [
      process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-1',
      fs.readFileSync(path.join(`.data-e2e-${port}`, 'session-secret'), 'utf8').trim(),
    ]
    const forbidden = [...secrets, 'asServiceRole', 'service_role', 'SESSION_SECRET', 'OPENAI_API_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'encrypted_password', 'bcrypt']
    const files: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else files.push(full)
      }
    }
    walk('build/client')
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      expect(file).not.toMatch(/\.server/)
      const text = fs.readFileSync(file, 'latin1')
      for (const value of forbidden) expect(text.includes(value), `${value} in ${file}`).toBe(false)
    }
  })
})
