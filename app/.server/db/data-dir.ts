/**
 * The data directory (DATA_DIR: the embedded database, uploads, the generated session secret) is
 * private to the user who runs the site, and only one process at a time may open it: two PGlite
 * instances on one directory each believe they own its files, and what one acknowledges the other
 * overwrites. Why a kernel lock (docs/decisions/015-the-data-directory.md), and why this process
 * holds it itself rather than a helper process (docs/decisions/053-out-of-the-site-s-own-reach.md).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** Its message is the sentence to show the operator. */
export class DataDirError extends Error {
  override name = 'DataDirError'
}

/** Another process holds the directory. */
export class DataDirInUseError extends DataDirError {
  override name = 'DataDirInUseError'
  /** "process 4242 (node build/server.js, running since …)", or "another process". */
  readonly who: string
  constructor(
    readonly dir: string,
    readonly holder: Holder | undefined,
  ) {
    const who = holder ? `process ${holder.pid} (${holder.command}, running since ${holder.since})` : 'another process'
    super(
      `The data directory ${dir} is in use by ${who}: one process at a time may open its embedded database. ` +
        'Stop that process, or set DATA_DIR to another directory.',
    )
    this.who = who
  }
}

/**
 * Creates `dir` (mode 0700), or checks that an existing one is closed to group and others: it holds
 * password hashes and enquiries, and a user who could write to it could make themselves an admin.
 */
export function ensurePrivateDir(dir: string) {
  keepNewFilesPrivate()
  if (!fs.existsSync(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = fs.statSync(dir)
  if (!stat.isDirectory()) throw new DataDirError(`DATA_DIR ${dir} is not a directory: set DATA_DIR to a directory.`)
  // Windows has no such mode bits; its folders inherit the access rules of their parent.
  if (process.platform === 'win32' || (stat.mode & 0o077) === 0) return
  throw new DataDirError(
    `The data directory ${dir} is open to other users (mode ${(stat.mode & 0o777).toString(8)}) and holds ` +
      `password hashes, enquiries and the session secret: run \`chmod -R go-rwx ${dir}\` and start again.`,
  )
}

/**
 * The process that keeps a data directory creates every file for its own user only: Postgres
 * writes some files (its relation cache, say) with the umask's mode, uploads are written the same
 * way, and a umask of 022 would make them 0644.
 */
function keepNewFilesPrivate() {
  if (process.platform === 'win32') return
  process.umask(process.umask() | 0o077)
}

/**
 * Takes group and other permissions off everything under `dir`. PGlite writes its initial files
 * 0666 in 0755 folders whatever the umask; what Postgres writes afterwards is already 0600.
 */
export function closeToOthers(dir: string) {
  if (process.platform === 'win32') return
  const visit = (target: string) => {
    const stat = fs.lstatSync(target)
    if (stat.isSymbolicLink()) return
    if ((stat.mode & 0o077) !== 0) fs.chmodSync(target, stat.mode & 0o700)
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name))
  }
  visit(dir)
}

/** What the lock file says about the process that holds the directory (for the refusal's sentence). */
interface Holder {
  pid: number
  command: string
  since: string
  /** Linux: the process's start time in /proc, so a pid reused by another process is not taken for it. */
  started?: string
}

export interface DataDirLock {
  /** Lets the next process in; resolves once the kernel has dropped the lock. */
  release(): Promise<void>
}

const LOCK_FILE = 'lock'
/** flock's exit code when another process holds the lock (`-E`), told apart from its other errors. */
const HELD = 75
/** How long a start waits for a lock whose recorded holder is gone (its record not yet replaced). */
const STALE_WAIT_MS = 3_000

/**
 * Takes the exclusive lock on `dir` (created private first), or throws DataDirInUseError with a
 * sentence naming the process that holds it. The lock is the kernel's and belongs to a file this
 * process keeps open: it ends with the process, however that ends (SIGKILL included), so it never
 * goes stale, and nothing else (no helper process that could be killed) holds it.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  ensurePrivateDir(dir)
  const file = path.join(dir, LOCK_FILE)
  const deadline = Date.now() + STALE_WAIT_MS
  for (;;) {
    // Opened here, 0600 (flock would create it 0644), and kept open for as long as the lock is held.
    const fd = fs.openSync(file, 'a', 0o600)
    let attempt: 'locked' | 'held' | 'no-flock'
    try {
      attempt = await tryLock(dir, fd)
    } catch (error) {
      fs.closeSync(fd)
      throw error
    }
    if (attempt === 'no-flock') {
      fs.closeSync(fd)
      console.warn(`[db] flock(1) was not found: ${dir} is not locked, so make sure no other process opens it.`)
      return { release: async () => {} }
    }
    if (attempt === 'locked') {
      const me: Holder = {
        pid: process.pid,
        command: describeCommand(),
        since: startedAt(),
        started: procStart(process.pid),
      }
      fs.writeFileSync(file, `${JSON.stringify(me)}\n`)
      return holding(fd)
    }
    fs.closeSync(fd)
    const recorded = readHolder(file)
    const holder = recorded && isRunning(recorded) ? recorded : undefined
    // A holder that has just won the lock may not have written its name yet: ask again shortly.
    // One we cannot see at all (another container's pid) is "another process" after the wait.
    if (holder || Date.now() > deadline) throw new DataDirInUseError(dir, holder)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Runs `flock -n -x 3` with its descriptor 3 a copy of `fd`: flock(2) locks the open file that
 * both descriptors share, so the lock is this process's from then on, and flock(1) exits at once.
 * (Node has no flock of its own; flock(1) is util-linux's, on every Linux image.) Node opens files
 * close-on-exec, so no other child inherits the descriptor and outlives us holding the lock.
 */
function tryLock(dir: string, fd: number): Promise<'locked' | 'held' | 'no-flock'> {
  return new Promise((resolve, reject) => {
    const child = spawn('flock', ['-n', '-x', '-E', String(HELD), '3'], { stdio: ['ignore', 'ignore', 'pipe', fd] })
    let stderr = ''
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') resolve('no-flock')
      else reject(new DataDirError(`Could not lock the data directory ${dir}: ${error.message}.`))
    })
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('close', (code) => {
      if (code === 0) resolve('locked')
      else if (code === HELD) resolve('held')
      else
        reject(
          new DataDirError(
            `Could not lock the data directory ${dir}: flock ${stderr.trim() || `exited with ${code}`}.`,
          ),
        )
    })
  })
}

function holding(fd: number): DataDirLock {
  let released = false
  return {
    release: async () => {
      if (released) return
      released = true
      // The last descriptor of the locked file: closing it drops the lock.
      fs.closeSync(fd)
    },
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder
    return Number.isInteger(holder.pid) ? holder : undefined
  } catch {
    return undefined
  }
}

function isRunning(holder: Holder) {
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const started = procStart(holder.pid)
  return !holder.started || !started || started === holder.started
}

/** Field 22 of /proc/PID/stat (start time since boot): with the pid, it names one process. */
function procStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function startedAt() {
  return new Date(Date.now() - process.uptime() * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
}

/** `node build/server.js`, say: what an operator would recognise in `ps`. */
function describeCommand() {
  return [path.basename(process.argv[0] ?? 'node'), ...process.argv.slice(1).map((arg) => relativeToCwd(arg))].join(' ')
}

function relativeToCwd(arg: string) {
  if (!path.isAbsolute(arg)) return arg
  const relative = path.relative(process.cwd(), arg)
  return relative.startsWith('..') ? arg : relative
}
