// The data directory: created private, refused when others can reach it, PGlite's files closed to
// other users, and one process at a time, with a lock that ends with its process however it ends
// (SIGKILL included) and with nothing else (no helper process to kill), and a refusal that names
// the holder. Real processes, real PGlite on disk.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DataDirError, DataDirInUseError, ensurePrivateDir, lockDataDir } from '~/.server/db/data-dir'
import { openPglite } from '~/.server/db/pglite'
import { openToOthers } from './helpers/file-modes'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-test-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
let sequence = 0
const freshPath = () => path.join(root, `dir-${++sequence}`)

const modeOf = (target: string) => fs.statSync(target).mode & 0o777

interface Holder {
  child: ChildProcessWithoutNullStreams
  /** The first line it printed: `held`, or `refused: <sentence>`. */
  said: Promise<string>
  exited: Promise<number | null>
}

const holders: Holder[] = []
afterEach(async () => {
  for (const holder of holders.splice(0)) {
    holder.child.stdin.end()
    await holder.exited
  }
})

/** Another process that locks `dir` (tests/helpers/hold-data-dir.ts) until its stdin ends. */
function holdInAnotherProcess(dir: string): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/hold-data-dir.ts', dir], { stdio: 'pipe' })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let out = ''
  const said = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(out.split('\n')[0]!)
    })
    void exited.then((code) => reject(new Error(`the holder exited with ${code} before saying anything: ${out}`)))
  })
  const holder = { child, said, exited }
  holders.push(holder)
  return holder
}

/** The processes below `pid` (children, their children, ...), from ps. */
function descendantsOf(pid: number): { pid: number; comm: string }[] {
  const all = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), comm: match[3]!.trim() }))
  const found: { pid: number; comm: string }[] = []
  const visit = (parent: number) => {
    for (const row of all.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, comm: row.comm })
      visit(row.pid)
    }
  }
  visit(pid)
  return found
}

describe('a new data directory', () => {
  it('is created 0700, with its parents', () => {
    const dir = path.join(freshPath(), 'nested', '.data')
    ensurePrivateDir(dir)
    expect(modeOf(dir)).toBe(0o700)
    expect(modeOf(path.dirname(dir))).toBe(0o700)
  })

  it('holds the embedded database with no file that other users can read or write', async () => {
    const dataDir = freshPath()
    const engine = await openPglite(path.join(dataDir, 'db'), { dataDir })
    try {
      await engine.exec(`create table t (secret text); insert into t values ('a password hash')`)
    } finally {
      await engine.close()
    }
    expect(modeOf(dataDir)).toBe(0o700)
    // PGlite writes its initial files 0666 in 0755 folders whatever the umask.
    expect(fs.readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(10)
    expect(openToOthers(dataDir)).toEqual([])
    // A first start on disk (initdb) takes most of a minute on a busy 2-core machine.
  }, 120_000)
})

describe('an existing data directory', () => {
  it.each([0o755, 0o750, 0o701, 0o770, 0o707])(
    'that others can reach (mode %o) is refused with how to fix it',
    (mode) => {
      const dir = freshPath()
      fs.mkdirSync(dir)
      fs.chmodSync(dir, mode)
      expect(() => ensurePrivateDir(dir)).toThrow(DataDirError)
      expect(() => ensurePrivateDir(dir)).toThrow(
        `The data directory ${dir} is open to other users (mode ${mode.toString(8)}) and holds password hashes, enquiries and the session secret: run \`chmod -R go-rwx ${dir}\` and start again.`,
      )
      // Refused as it was: nothing is changed behind the operator's back.
      expect(modeOf(dir)).toBe(mode)
    },
  )

  it('is accepted once private, and PGlite refuses to open one that is not', async () => {
    const dir = freshPath()
    fs.mkdirSync(dir, { mode: 0o755 })
    fs.chmodSync(dir, 0o755)
    await expect(openPglite(path.join(dir, 'db'), { dataDir: dir })).rejects.toThrow('is open to other users')
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false)
    fs.chmodSync(dir, 0o700)
    expect(() => ensurePrivateDir(dir)).not.toThrow()
  })

  it('that is a file is refused', () => {
    const file = freshPath()
    fs.writeFileSync(file, '')
    expect(() => ensurePrivateDir(file)).toThrow(`DATA_DIR ${file} is not a directory`)
  })
})

describe('one process per data directory', () => {
  it('refuses a second process at once, naming the holder, and lets it in once released', async () => {
    const dir = freshPath()
    const lock = await lockDataDir(dir)
    const other = holdInAnotherProcess(dir)
    const said = await other.said
    // This test's own process: vitest's worker, started moments ago.
    const worker = process.argv
      .slice(1)
      .map((arg) => (arg.startsWith(`${process.cwd()}/`) ? path.relative(process.cwd(), arg) : arg))
    expect(said).toBe(
      `refused: The data directory ${dir} is in use by process ${process.pid} (${[path.basename(process.execPath), ...worker].join(' ')}, ` +
        `running since ${/running since (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC)\)/.exec(said)?.[1]}): one process at a time may open its ` +
        'embedded database. Stop that process, or set DATA_DIR to another directory.',
    )
    expect(await other.exited).toBe(3)
    await lock.release()
    expect(await holdInAnotherProcess(dir).said).toBe('held')
  })

  it('refuses this process too while another holds it, and the refusal is quick', async () => {
    const dir = freshPath()
    const other = holdInAnotherProcess(dir)
    expect(await other.said).toBe('held')
    const started = performance.now()
    const refusal = await lockDataDir(dir).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(DataDirInUseError)
    expect((refusal as DataDirInUseError).holder?.pid).toBe(other.child.pid)
    expect((refusal as Error).message).toContain(
      `is in use by process ${other.child.pid} (node tests/helpers/hold-data-dir.ts ${dir}, running since`,
    )
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('is free the moment its holder is killed with SIGKILL', async () => {
    const dir = freshPath()
    const other = holdInAnotherProcess(dir)
    expect(await other.said).toBe('held')
    other.child.kill('SIGKILL')
    await other.exited
    const started = performance.now()
    const lock = await lockDataDir(dir)
    const waited = performance.now() - started
    await lock.release()
    expect(waited).toBeLessThan(2_000)
  })

  it("stays locked when whatever its holder started is killed: the lock is the holder's own", async () => {
    const dir = freshPath()
    const other = holdInAnotherProcess(dir)
    expect(await other.said).toBe('held')
    // What an operator (or an out-of-memory killer) might end: any process the holder started.
    const started = descendantsOf(other.child.pid!).filter((child) => !/^(node|esbuild)$/.test(child.comm))
    for (const child of started) process.kill(child.pid, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refusal = await lockDataDir(dir).then(
      (lock) => lock.release().then(() => null),
      (error: unknown) => error,
    )
    expect(refusal).toBeInstanceOf(DataDirInUseError)
    expect((refusal as DataDirInUseError).holder?.pid).toBe(other.child.pid)
    // Nothing to kill: no helper process holds it.
    expect(started.map((child) => child.comm)).toEqual([])
  })

  it('never names a process that is gone: a holder it cannot see is "another process", after a short wait', async () => {
    const dir = freshPath()
    const other = holdInAnotherProcess(dir)
    expect(await other.said).toBe('held')
    // What a holder in another container (its pid not visible here) or a stale record looks like.
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    fs.writeFileSync(path.join(dir, 'lock'), JSON.stringify({ pid: gone.pid, command: 'node gone.js', since: 'then' }))
    const started = performance.now()
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The data directory ${dir} is in use by another process: one process`,
    )
    expect(performance.now() - started).toBeGreaterThan(2_500)
  })

  it('lets exactly one of several processes started at the same moment in', async () => {
    const dir = freshPath()
    const racers = Array.from({ length: 4 }, () => holdInAnotherProcess(dir))
    const said = await Promise.all(racers.map((racer) => racer.said))
    expect(said.filter((line) => line === 'held')).toHaveLength(1)
    expect(said.filter((line) => line.startsWith('refused: The data directory'))).toHaveLength(3)
  })

  it('is held by an open embedded database until it is closed', async () => {
    const dataDir = freshPath()
    const engine = await openPglite(path.join(dataDir, 'db'), { dataDir })
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by process ${process.pid}`)
      await expect(openPglite(path.join(dataDir, 'db'), { dataDir })).rejects.toBeInstanceOf(DataDirInUseError)
    } finally {
      await engine.close()
    }
    const again = await openPglite(path.join(dataDir, 'db'), { dataDir })
    await again.close()
  }, 120_000)
})
