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

export async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** `template`: a database to copy (./templates.ts), instead of an empty one. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  // Only [a-z0-9_]: the name goes into SQL as an identifier (the template's name too).
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`
  if (options.template && !/^[a-z0-9_]+$/.test(options.template)) throw new Error('A template name is [a-z0-9_] only.')
  await onServer(serverUrl, `create database ${name}${options.template ? ` template ${options.template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) }
}
