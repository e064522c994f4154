/**
 * A PostgreSQL database of its own for a benchmark, created on the server a URL names (the URL's
 * user must be allowed to create databases) and dropped afterwards, so a run never touches data
 * that matters and leaves nothing behind.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export async function withScratchDatabase(
  serverUrl: string,
  prefix: string,
  fn: (url: string) => Promise<void>,
  { keep = false } = {},
) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    await fn(url.toString())
  } finally {
    if (keep) console.info(`\nKept the database: ${url.toString()}`)
    else await admin(`drop database if exists ${name} with (force)`)
  }
}
