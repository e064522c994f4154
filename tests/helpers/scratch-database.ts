/**
 * A PostgreSQL database of its own, created on the server a URL names (whose user may create
 * databases) and dropped afterwards: for tests and benchmarks that must not touch data that
 * matters, or each other's.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface ScratchDatabase {
  name: string
  /** The server's URL with this database in it. */
  url: string
  /** Drops it, ending whatever is still connected. */
  drop(): Promise<void>
}

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  // Only [a-z0-9_]: the name goes into SQL as an identifier.
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
  await onServer(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) }
}
