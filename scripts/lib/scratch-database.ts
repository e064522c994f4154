/**
 * A benchmark's own PostgreSQL database (tests/helpers/scratch-database.ts), dropped when `fn`
 * ends unless `keep` asks otherwise, so a run never touches data that matters.
 */
import { createScratchDatabase } from '../../tests/helpers/scratch-database'

export async function withScratchDatabase(
  serverUrl: string,
  prefix: string,
  fn: (url: string) => Promise<void>,
  { keep = false } = {},
) {
  const scratch = await createScratchDatabase(serverUrl, prefix)
  try {
    await fn(scratch.url)
  } finally {
    if (keep) console.info(`\nKept the database: ${scratch.url}`)
    else await scratch.drop()
  }
}
