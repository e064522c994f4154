/**
 * A process of its own that locks a data directory (`node --import tsx tests/helpers/hold-data-dir.ts DIR`),
 * says `held` or the refusal on stdout, and keeps the lock until its stdin ends: the other side of
 * the one-process-per-directory tests.
 */
import { lockDataDir } from '../../app/.server/db/data-dir'

const dir = process.argv[2]!
try {
  const lock = await lockDataDir(dir)
  process.stdout.write('held\n')
  process.stdin.resume()
  process.stdin.on('end', () => void lock.release())
} catch (error) {
  process.stdout.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 3
}
