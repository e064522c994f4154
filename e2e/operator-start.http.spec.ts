// What an operator sees when starting the production server (`node build/server.js`, the deploy
// path, and `npm start`, the quick start): a sentence naming what is wrong, never a secret's value
// on stdout or stderr, a port in use found before the database is touched, and SITE_URL required
// in production except on the quick start, which serves as localhost and says so.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectNoLeaks } from '../tests/helpers/log-check'
import { dataDirsBase } from '../tests/helpers/data-dirs'

// Ports of their own (E2E_PORT + 80 to + 89: no other spec uses them), beside the shared e2e server.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 80

// Values no code would produce by chance, one per secret the server reads.
const CANARY = {
  SESSION_SECRET: 'canary-session-secret-0f3a9c-at-least-32-characters',
  SUPABASE_SERVICE_ROLE_KEY: 'canary-service-role-key-5d21',
  OPENAI_API_KEY: 'sk-canary-openai-key-9b7e',
  ADMIN_PASSWORD: 'canary-admin-password-c4e8',
  DATABASE_PASSWORD: 'canary-db-password-71f2',
}

interface Launched {
  /** stdout and stderr together, as an operator's terminal or log collector receives them. */
  output(): string
  exited: Promise<number | null>
  stop(): Promise<void>
}

/** Starts `script` with only the environment given (none of the shell's own settings). */
function launch(script: string, env: Record<string, string>): Launched {
  // NODE_ENV stays unset when the caller leaves it out (npm start sets its own), which the
  // typing of process.env does not foresee.
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    HOST: '127.0.0.1',
    LOG_REQUESTS: 'true',
    ...env,
  }
  const child = spawn(process.execPath, [script], {
    env: childEnv as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    output: () => output,
    exited,
    // What it wrote holds no e-mail address or secret (tests/helpers/log-check.ts).
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      expectNoLeaks(output, `${script} on port ${env.PORT}`, childEnv)
    },
  }
}

/** Waits for any HTTP answer on `path` (the server is up, healthy or not). */
async function answer(port: number, path: string, server: Launched) {
  const deadline = Date.now() + 60_000
  let exited = false
  void server.exited.then(() => (exited = true))
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      return { status: response.status, text: await response.text() }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`the server did not answer:\n${server.output()}`)
}

function expectNoSecretIn(output: string) {
  for (const [name, value] of Object.entries(CANARY))
    expect(output.includes(value), `${name} printed:\n${output}`).toBe(false)
  expect(output).not.toContain('canary')
  // A sentence, not a stack trace.
  expect(output).not.toMatch(/\n\s+at /)
}

let dataDir: string
test.beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(dataDirsBase(), 'operator-start-'))
})
test.afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const production = (port: number) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  SITE_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
})

test('malformed secrets are named and never shown', async () => {
  const server = launch('build/server.js', {
    ...production(BASE_PORT),
    DATABASE_URL: `mysql://app:${CANARY.DATABASE_PASSWORD}@db.example:3306/app`,
    SESSION_SECRET: 'canary-short',
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'canary-adm',
    SUPABASE_SERVICE_ROLE_KEY: CANARY.SUPABASE_SERVICE_ROLE_KEY,
    OPENAI_API_KEY: CANARY.OPENAI_API_KEY,
  })
  expect(await server.exited).toBe(1)
  const output = server.output()
  expect(output).toContain('DATABASE_URL is set but must be a postgres:// or postgresql:// connection string.')
  expect(output).toContain('SESSION_SECRET is set but must be at least 32 characters')
  expect(output).toContain('ADMIN_PASSWORD is set but must be at least 12 characters.')
  expectNoSecretIn(output)
})

test('a connection string pg cannot read is named, its password never shown', async () => {
  const server = launch('build/server.js', {
    ...production(BASE_PORT + 1),
    DATABASE_URL: `postgresql://app:${CANARY.DATABASE_PASSWORD}@db.example:not-a-port/app`,
    SESSION_SECRET: CANARY.SESSION_SECRET,
  })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('DATABASE_URL is set but must be a postgres:// or postgresql:// connection string.')
  expectNoSecretIn(server.output())
})

test('an unreachable database with a password: 503 pages, and no secret in any line printed', async () => {
  const port = BASE_PORT + 2
  // Nothing listens on this port of the range: connections are refused at once.
  const server = launch('build/server.js', {
    ...production(port),
    DATABASE_URL: `postgresql://app:${CANARY.DATABASE_PASSWORD}@127.0.0.1:${BASE_PORT + 9}/app`,
    SESSION_SECRET: CANARY.SESSION_SECRET,
    SUPABASE_SERVICE_ROLE_KEY: CANARY.SUPABASE_SERVICE_ROLE_KEY,
    OPENAI_API_KEY: CANARY.OPENAI_API_KEY,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: CANARY.ADMIN_PASSWORD,
  })
  try {
    expect((await answer(port, '/healthz', server)).status).toBe(503)
    expect((await answer(port, '/models', server)).status).toBe(503)
    const signIn = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'admin@example.com', password: CANARY.ADMIN_PASSWORD }),
    })
    expect(signIn.status).toBe(503)
  } finally {
    await server.stop()
  }
  expect(server.output()).toContain('The database is unreachable')
  expectNoSecretIn(server.output())
})

test('a database setting that fails at start (not an outage) stops the server without its password', async () => {
  const server = launch('build/server.js', {
    ...production(BASE_PORT + 3),
    // pg reads the certificate file before connecting: a failure that is no outage.
    DATABASE_URL: `postgresql://app:${CANARY.DATABASE_PASSWORD}@127.0.0.1:${BASE_PORT + 9}/app?sslmode=verify-full&sslrootcert=/nonexistent/root.crt`,
    SESSION_SECRET: CANARY.SESSION_SECRET,
  })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('The server cannot start.')
  expectNoSecretIn(server.output())
})

test('a port in use is one sentence, found before the database is opened', async () => {
  const port = BASE_PORT + 4
  const other = net.createServer()
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
  try {
    const started = Date.now()
    const server = launch('build/server.js', production(port))
    expect(await server.exited).toBe(1)
    // About a second on an idle machine; the bound leaves room for a loaded one (a whole start
    // on a fresh directory, migrations and seed, takes several times longer).
    expect(Date.now() - started).toBeLessThan(20_000)
    expect(server.output()).toContain(`Port ${port} is already in use: stop the other server or set PORT.`)
    expect(server.output()).not.toContain('[db]')
    // Nothing opened, migrated or seeded: the fresh data directory is still empty.
    expect(fs.readdirSync(dataDir)).toEqual([])
  } finally {
    await new Promise((resolve) => other.close(resolve))
  }
})

test('the deploy path refuses production without SITE_URL, with a sentence', async () => {
  const { SITE_URL: _unset, ...env } = production(BASE_PORT + 5)
  const server = launch('build/server.js', env)
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('SITE_URL is not set and must be set in production')
  expect(fs.readdirSync(dataDir)).toEqual([])
})

test('npm start without SITE_URL serves as localhost and says that a deployment must set it', async () => {
  const port = BASE_PORT + 6
  const { SITE_URL: _unset, NODE_ENV: _default, ...env } = production(port)
  const server = launch('scripts/start.js', env)
  try {
    const sitemap = await answer(port, '/sitemap.xml', server)
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain(`<loc>http://localhost:${port}/models</loc>`)
    expect(server.output()).toContain(
      `SITE_URL is not set: serving as http://localhost:${port}. A public deployment must set SITE_URL.`,
    )
  } finally {
    await server.stop()
  }
})
