/**
 * `npm run backup` while the server runs (docs/decisions/054-a-backup-while-the-server-runs.md).
 * The embedded database belongs to the one process that holds DATA_DIR's lock, so that process
 * writes the backup: it answers on a Unix socket in DATA_DIR (private, as the directory is), and
 * the command asks there. No port, no token: whoever can open the socket can already read the
 * data directory.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { writeBackup } from './backup'
import type { PgliteEngine } from './pglite'

const SOCKET = 'backup.sock'
const REQUEST = 'backup\n'
/** A backup of a large database takes a while; a server that never answers must not hang the command. */
const ANSWER_WITHIN_MS = 10 * 60 * 1000

export const backupSocketOf = (dataDir: string) => path.join(dataDir, SOCKET)

type Answer = { file: string } | { error: string }

/**
 * Answers backup requests for `engine` until the returned function is called. Only the lock's
 * holder calls this, so a socket file already there was left by a process that is gone.
 */
export async function answerBackupRequests(engine: PgliteEngine, dataDir: string): Promise<() => Promise<void>> {
  const socketPath = backupSocketOf(dataDir)
  fs.rmSync(socketPath, { force: true })
  // One backup at a time: a second request waits for the first rather than dumping twice at once.
  let queue: Promise<unknown> = Promise.resolve()
  const server = net.createServer((socket) => {
    let received = ''
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => {
      received += chunk
      if (!received.includes('\n')) {
        if (received.length > REQUEST.length) socket.destroy()
        return
      }
      if (received !== REQUEST) return void socket.end(`${JSON.stringify({ error: 'Unknown request.' })}\n`)
      const backup = queue.then(() => writeBackup(engine, dataDir, 'on-request'))
      queue = backup.catch(() => {})
      backup.then(
        (file) => socket.end(`${JSON.stringify({ file } satisfies Answer)}\n`),
        (error: unknown) => {
          console.error(`[backup] a requested backup failed: ${error instanceof Error ? error.message : error}`)
          socket.end(`${JSON.stringify({ error: 'The backup failed: the server log says why.' } satisfies Answer)}\n`)
        },
      )
    })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socketPath, () => resolve())
    })
    fs.chmodSync(socketPath, 0o600)
  } catch (error) {
    // A data directory whose path is too long for a socket (about 100 bytes) still serves the site.
    console.warn(
      `[backup] npm run backup cannot reach this process (${(error as Error).message}): it can back up the database only while the server is stopped.`,
    )
    return async () => {}
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await queue
    fs.rmSync(socketPath, { force: true })
  }
}

/**
 * Asks the process holding `dataDir` for a backup: the file it wrote, or null when no process
 * answers there (none is running). A process that answers with a failure throws its sentence.
 */
export function requestBackup(dataDir: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketOf(dataDir))
    let received = ''
    socket.setEncoding('utf8')
    socket.setTimeout(ANSWER_WITHIN_MS, () =>
      socket.destroy(new Error(`The server did not finish the backup within ${ANSWER_WITHIN_MS / 60_000} minutes.`)),
    )
    socket.on('connect', () => socket.write(REQUEST))
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null)
      else reject(error)
    })
    socket.on('end', () => {
      try {
        const answer = JSON.parse(received) as Answer
        if ('file' in answer) resolve(answer.file)
        else reject(new Error(answer.error))
      } catch {
        reject(new Error('The server answered the backup request with something else than a backup.'))
      }
    })
  })
}
