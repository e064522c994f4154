/**
 * Where servers started by tests keep their data directories: in memory (/dev/shm) when it is
 * there, writable and has room, else the system's temporary directory. A server's start and its
 * database's writes then wait on no disk, and a machine's disk is spared the copies (decision 107).
 */
import fs from 'node:fs'
import os from 'node:os'

/** A test server's data directory holds a seeded database (about 45 MB); several run at once. */
const ROOM_NEEDED = 2 * 1024 ** 3

/** Whether `dir` is a directory this process may write in, with at least `bytes` free. */
function roomIn(dir: string, bytes: number) {
  try {
    fs.accessSync(dir, fs.constants.W_OK)
    const { bavail, bsize } = fs.statfsSync(dir)
    return bavail * bsize >= bytes
  } catch {
    return false
  }
}

/** The directory to make test servers' data directories in (`fs.mkdtempSync(path.join(it, …))`). */
export function dataDirsBase(memory = '/dev/shm'): string {
  return roomIn(memory, ROOM_NEEDED) ? memory : os.tmpdir()
}
