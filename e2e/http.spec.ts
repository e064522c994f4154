// What the production server says on the wire, and how it refuses to start on a bad environment.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { BUILD_CANARIES, CANARY_RECORD } from './canaries'

test.describe('the production server', () => {
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
    expectNoSecretIn('build/client', [
      process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-1',
      fs.readFileSync(path.join(`.data-e2e-${port}`, 'session-secret'), 'utf8').trim(),
    ])
  })

  test('builds a client with every server secret in its environment that holds none of them', async () => {
    // `npm run test:e2e` builds with the canaries in the environment (scripts/e2e-build.ts). After
    // a plain `npm run build` this test makes such a build of its own.
    const names = Object.keys(BUILD_CANARIES)
    const built = fs.existsSync(CANARY_RECORD) && fs.readFileSync(CANARY_RECORD, 'utf8') === JSON.stringify(names)
    const out = built ? 'build' : fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'))
    try {
      if (!built) {
        test.setTimeout(240_000)
        const result = spawnSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build'], {
          env: { ...process.env, ...BUILD_CANARIES, BUILD_DIRECTORY: out, NODE_ENV: 'production' },
          encoding: 'utf8',
        })
        expect(result.status, result.stderr).toBe(0)
      }
      expectNoSecretIn(path.join(out, 'client'), Object.values(BUILD_CANARIES))
      // The server build does read them at run time, by name: the scan would see them if inlined.
      // (Its code may be split into chunks: the chat's lazily loaded renderer makes one.)
      const serverCode = fs
        .readdirSync(path.join(out, 'server'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFileSync(path.join(out, 'server', file), 'utf8'))
        .join('\n')
      expect(serverCode).toContain('SUPABASE_SERVICE_ROLE_KEY')
    } finally {
      if (!built) fs.rmSync(out, { recursive: true, force: true })
    }
  })
})

/** No file of a client build is a server module or holds a secret or a server-only name. */
function expectNoSecretIn(dir: string, secrets: string[]) {
  const forbidden = [
    ...secrets,
    'asServiceRole',
    'service_role',
    'SESSION_SECRET',
    'OPENAI_API_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    'DATABASE_URL',
    'encrypted_password',
    'bcrypt',
  ]
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  expect(files.length).toBeGreaterThan(10)
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name)
    expect(file).not.toMatch(/\.server/)
    const text = fs.readFileSync(file, 'latin1')
    for (const value of forbidden) expect(text.includes(value), `${value} in ${file}`).toBe(false)
  }
}
