// The data directory on the production build, as an operator meets it: a second server (or
// `npm run admin`) on a directory a server holds is refused at once with a sentence naming that
// server, before it opens the database, and every enquiry the first acknowledged survives a stop and
// a new start; a holder killed with SIGKILL frees it at once; `npm run backup` while it serves and
// `npm run restore` once stopped lose no acknowledged enquiry; the directory is created private and
// a loose one refused; ADMIN_EMAIL naming an account someone else registered first stops the start.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../tests/helpers/production-server'
import { openToOthers } from '../tests/helpers/file-modes'
import { copySeededDataDir } from '../tests/helpers/templates'
import { expectNoLeaks } from '../tests/helpers/log-check'
import { dataDirsBase } from '../tests/helpers/data-dirs'

// Ports of their own: E2E_PORT + 40 to + 41.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 40
const SECOND_PORT = PORT + 1

test.describe.configure({ mode: 'serial' })

let root: string
test.beforeAll(() => {
  root = fs.mkdtempSync(path.join(dataDirsBase(), 'ai-site-data-dir-'))
})
test.afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
let sequence = 0
/** A path for a data directory that does not exist yet: the server creates it. */
const freshDataDir = () => path.join(root, `data-${++sequence}`)
/**
 * A data directory holding a copy of the seeded database, as a server leaves it after its first
 * start: for the tests of what happens after that start (a first start from nothing costs about
 * 17 s of CPU here against 7 s, and is e2e/operator-start.http.spec.ts's subject).
 */
const startedDataDir = () => copySeededDataDir(freshDataDir())

/**
 * Each post below is its own visitor (X-Forwarded-For), so the contact form's rate limit stays out
 * of it: the server believes that header from a proxy on the loopback interface, which this test is.
 */
const VISITORS_VIA_LOOPBACK_PROXY = { TRUST_PROXY: 'loopback' }

let sent = 0
/** A contact-form post as a visitor without JavaScript sends it; true when acknowledged. */
async function postEnquiry(server: ProductionServer, marker: string) {
  sent += 1
  const response = await fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': `10.41.${sent >> 8}.${sent & 255}`,
    },
    body: new URLSearchParams({ name: 'Data Dir', email: 'datadir@example.com', message: `Please call us. ${marker}` }),
  })
  await response.arrayBuffer()
  return response.status === 302 && (response.headers.get('location') ?? '').startsWith('/contact?sent=1')
}

/** Processes `run` started that have not ended: none may outlive its test, even a failed one. */
const running = new Set<ChildProcess>()
test.afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
})

interface Run {
  code: number | null
  stderr: string
  stdout: string
  ms: number
}

/**
 * Runs a process to its end (a server expected to refuse, or the admin CLI). One still running after
 * a minute (a server that did not refuse) is killed: code null.
 */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  running.add(child)
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      clearTimeout(timer)
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) })
    }),
  )
}

/** A server run to its end; what it wrote holds no e-mail address or secret (tests/helpers/log-check.ts). */
async function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}) {
  const ran = await run(['build/server.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_REQUESTS: 'true',
    ...env,
  })
  expectNoLeaks(`${ran.stdout}\n${ran.stderr}`, `The server on port ${port}`, { ...process.env, ...env })
  return ran
}

const adminCli = (dataDir: string, ...args: string[]) =>
  run(['--import', 'tsx', 'scripts/admin.ts', ...args], { DATA_DIR: dataDir })

/** Path, size and modification time of every file under `dir`: equal snapshots mean nothing was written. */
function snapshot(dir: string) {
  const files: string[] = []
  const visit = (target: string) => {
    const stat = fs.statSync(target)
    if (stat.isDirectory()) for (const name of fs.readdirSync(target).sort()) visit(path.join(target, name))
    else files.push(`${target} ${stat.size} ${stat.mtimeMs}`)
  }
  visit(dir)
  return files
}

/** A snapshot of `dir` once nothing has written to it for a second (at most 30 s). */
async function settledSnapshot(dir: string) {
  let last = snapshot(dir)
  for (let waited = 0; waited < 30_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = snapshot(dir)
    if (JSON.stringify(now) === JSON.stringify(last)) return now
    last = now
  }
  throw new Error(`${dir} was still being written after 30 s`)
}

async function savedMarkers(dataDir: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm, pgcrypto } })
  try {
    const { rows } = await db.query<{ message: string }>(`select message from public.enquiry`)
    return new Set(rows.map((row) => /datadir-\d+$/.exec(row.message)?.[0]))
  } finally {
    await db.close()
  }
}

test('a second server on the same data directory exits at once, naming the first; every enquiry survives', async () => {
  test.setTimeout(300_000)
  const dataDir = await startedDataDir()
  const acknowledged: string[] = []
  const first = await startProductionServer({ port: PORT, dataDir, quiet: true, env: VISITORS_VIA_LOOPBACK_PROXY })
  try {
    for (let n = 0; n < 10; n++) if (await postEnquiry(first, `datadir-${n}`)) acknowledged.push(`datadir-${n}`)

    // The first server mails each lead in the background (docs/architecture.md#mail): let it
    // finish writing before the files are compared, so only the second server could change them.
    const before = await settledSnapshot(path.join(dataDir, 'db'))
    const second = await startServerProcess(dataDir, SECOND_PORT)
    test.info().annotations.push({ type: 'second server', description: `exited ${second.code} after ${second.ms} ms` })
    expect(second.code).toBe(1)
    expect(second.stderr).toContain(
      `The server cannot start. The data directory ${dataDir} is in use by process ${first.pid} (node build/server.js, running since `,
    )
    expect(second.stderr).toContain(
      'one process at a time may open its embedded database. Stop that process, or set DATA_DIR to another directory.',
    )
    expect(second.stderr).not.toMatch(/\bat .*\.js:\d+/)
    // Refused before opening the database: not one of its files was touched.
    expect(snapshot(path.join(dataDir, 'db'))).toEqual(before)
    // At once: the time to start Node and load the build, then one lock attempt (a few ms).
    expect(second.ms).toBeLessThan(10_000)

    // The first never noticed.
    for (let n = 10; n < 20; n++) if (await postEnquiry(first, `datadir-${n}`)) acknowledged.push(`datadir-${n}`)
    expect(acknowledged).toHaveLength(20)
  } finally {
    await first.stop()
  }

  // Reopened by a new server, then read straight from the files once it has stopped.
  const again = await startProductionServer({ port: PORT, dataDir, quiet: true })
  await again.stop()
  // Created private by the server, and nothing in it open to other users after real use (read
  // before this test opens the files itself, with its own umask).
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
  expect(openToOthers(dataDir)).toEqual([])
  const saved = await savedMarkers(dataDir)
  expect(acknowledged.filter((marker) => !saved.has(marker))).toEqual([])
})

test('a server killed with SIGKILL frees the data directory: a new one starts at once', async () => {
  test.setTimeout(300_000)
  const dataDir = await startedDataDir()
  const first = await startProductionServer({ port: PORT, dataDir, quiet: true })
  expect(await postEnquiry(first, 'datadir-1')).toBe(true)
  await first.kill('SIGKILL')
  // Immediately: no wait for a lock to go stale.
  const next = await startProductionServer({ port: PORT, dataDir, quiet: true })
  try {
    test.info().annotations.push({
      type: 'restart after SIGKILL',
      description: `healthy after ${Math.round(next.startupMs)} ms`,
    })
    expect(next.log()).not.toContain('in use')
  } finally {
    await next.stop()
  }
  expect((await savedMarkers(dataDir)).has('datadir-1')).toBe(true)
})

test('npm run admin refuses while the server runs, and shows whose account it grants once it is stopped', async () => {
  test.setTimeout(300_000)
  const dataDir = await startedDataDir()
  const server = await startProductionServer({ port: PORT, dataDir, quiet: true })
  try {
    const email = 'someone@example.com'
    expect((await signUp(server, email, 'someone-password')).status).toBe(302)
    const refused = await adminCli(dataDir, 'grant', email)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(
      `The embedded database is open elsewhere: ${dataDir} is in use by process ${server.pid} (node build/server.js, running since `,
    )
    expect(refused.stderr).toContain('Stop the server and run this again, or set DATA_DIR to another data directory.')
  } finally {
    await server.stop()
  }
  const granted = await adminCli(dataDir, 'grant', 'someone@example.com')
  expect(granted.stderr).toBe('')
  expect(granted.code).toBe(0)
  expect(granted.stdout).toMatch(
    /^someone@example\.com: created \d{4}-\d\d-\d\d \d\d:\d\d UTC, last signed in \d{4}-\d\d-\d\d \d\d:\d\d UTC\.\nsomeone@example\.com is now an admin\.\n$/,
  )
})

test('npm run backup while contact forms are being saved: the restore holds every enquiry acknowledged before it, and the uploads', async () => {
  test.setTimeout(300_000)
  const dataDir = await startedDataDir()
  const server = await startProductionServer({ port: PORT, dataDir, quiet: true, env: VISITORS_VIA_LOOPBACK_PROXY })
  const logo = path.join(dataDir, 'uploads', 'model-assets', 'logos', 'backup-1.png')
  fs.mkdirSync(path.dirname(logo), { recursive: true })
  fs.writeFileSync(logo, 'a logo')
  const acknowledged: string[] = []
  let backup: Run
  let beforeBackup: string[]
  try {
    let posting = true
    let n = 0
    // Four visitors at a time, before, during and after the backup.
    const visitors = Array.from({ length: 4 }, async () => {
      while (posting) {
        const marker = `datadir-${n++}`
        if (await postEnquiry(server, marker)) acknowledged.push(marker)
      }
    })
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20))
    beforeBackup = [...acknowledged]
    backup = await run(['--import', 'tsx', 'scripts/backup.ts'], { DATA_DIR: dataDir })
    const duringAndBefore = acknowledged.length
    posting = false
    await Promise.all(visitors)
    test.info().annotations.push({
      type: 'backup while serving',
      description: `${backup.ms} ms; ${duringAndBefore - beforeBackup.length} enquiries acknowledged meanwhile`,
    })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)

    // The server holds the directory: a restore now is refused, and changes nothing.
    const refused = await run(['--import', 'tsx', 'scripts/restore.ts', 'any.tar'], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
  } finally {
    await server.stop()
  }
  const file = /^Backed up to (\S+)\. /.exec(backup.stdout)?.[1]
  expect(file).toMatch(/\/backups\/\d{8}T\d{6}Z-on-request\.tar$/)
  fs.rmSync(logo)
  const restored = await run(['--import', 'tsx', 'scripts/restore.ts', file!], { DATA_DIR: dataDir })
  expect(restored.stderr).toBe('')
  expect(restored.stdout).toContain(
    `Restored ${file}. What it replaced is kept in ${path.join(dataDir, 'db')}.before-restore-`,
  )
  const saved = await savedMarkers(dataDir)
  expect(beforeBackup.filter((marker) => !saved.has(marker))).toEqual([])
  expect(fs.readFileSync(logo, 'utf8')).toBe('a logo')
})

test('a data directory that other users can reach is refused at start, with how to fix it', async () => {
  test.setTimeout(120_000)
  const dataDir = freshDataDir()
  fs.mkdirSync(dataDir)
  fs.chmodSync(dataDir, 0o755)
  const refused = await startServerProcess(dataDir, PORT)
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain(
    `The server cannot start. The data directory ${dataDir} is open to other users (mode 755) and holds password hashes, ` +
      `enquiries and the session secret: run \`chmod -R go-rwx ${dataDir}\` and start again.`,
  )
  expect(fs.readdirSync(dataDir)).toEqual([])
})

test('ADMIN_EMAIL naming an account someone else registered first stops the start', async () => {
  test.setTimeout(300_000)
  const dataDir = await startedDataDir()
  const email = 'boss@company.example'
  const squatter = await startProductionServer({ port: PORT, dataDir, quiet: true })
  try {
    expect((await signUp(squatter, email, 'the-squatters-password')).status).toBe(302)
  } finally {
    await squatter.stop()
  }
  const admin = { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'the-operators-password' }
  const refused = await startServerProcess(dataDir, PORT, admin)
  expect(refused.code).toBe(1)
  expect(refused.stderr).toMatch(
    /The server cannot start\. ADMIN_EMAIL is an existing account \(created \d{4}-\d\d-\d\d \d\d:\d\d UTC, last signed in \d{4}-\d\d-\d\d \d\d:\d\d UTC\) that is not an admin and ADMIN_PASSWORD is not its password, so it was not made one: /,
  )
  expect(refused.stderr).not.toContain(admin.ADMIN_PASSWORD)
  // Refused, not half-started: the directory is free again, and the account is still a plain user.
  const server = await startProductionServer({ port: PORT, dataDir, quiet: true })
  try {
    const signIn = await fetch(`${server.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.42.0.1' },
      body: new URLSearchParams({ email, password: 'the-squatters-password' }),
    })
    expect(signIn.status).toBe(302)
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const adminPage = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' })
    expect(adminPage.status).toBe(403)
  } finally {
    await server.stop()
  }
})

async function signUp(server: ProductionServer, email: string, password: string) {
  sent += 1
  const response = await fetch(`${server.url}/signup`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': `10.43.${sent >> 8}.${sent & 255}`,
    },
    body: new URLSearchParams({
      email,
      password,
      orgName: 'Squatters Ltd',
      industry: 'Healthcare',
      orgSize: '51-200',
      country: 'GB',
      useCase: 'Getting into the admin area.',
      website: 'https://squatters.example',
      phone: '20 7946 0958',
    }),
  })
  await response.arrayBuffer()
  return response
}
