/**
 * Password hashing for built-in accounts (bcrypt, as Supabase Auth stores them).
 *
 * Off the event loop: `@node-rs/bcrypt` hashes on libuv's thread pool, so while a password is
 * hashed (about a quarter of a second of CPU at cost 12) the process goes on answering pages. The
 * pure-JavaScript bcrypt it replaces ran on the event loop: 24 parallel resets took /about from
 * 1 ms to 2 s (issue 27, docs/decisions/044-passwords-hashed-off-the-event-loop.md).
 *
 * At most HASHES_AT_ONCE run together; the rest wait their turn here. The pool's threads (four by
 * default) also read files and resolve names for the server, which must never wait behind a
 * flood of sign-ins.
 */
import { hash, verify } from '@node-rs/bcrypt'
import pLimit from 'p-limit'

// Tests hash many passwords; the work factor there only slows the suite, it proves nothing.
const ROUNDS = process.env.NODE_ENV === 'test' ? 4 : 12

/** Half of libuv's default pool of four. */
const HASHES_AT_ONCE = 2
const hashing = pLimit(HASHES_AT_ONCE)

export function hashPassword(password: string) {
  return hashing(() => hash(password, { cost: ROUNDS }))
}

// Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. Made
// once, ahead of time (a hash of 'not-a-real-password' at ROUNDS): hashing it at start-up cost a
// quarter of a second of the server's cold start. Its cost factor is ROUNDS' (a test checks).
export const DUMMY_HASH =
  ROUNDS === 12
    ? '$2b$12$VtieHGBSj7/GW8gIzGR7.O3pkkUrwDpjXBkZ8Pi4SQai1Ba.X8iRC'
    : '$2b$04$w/CUOjT9x7dShUx9X7SoQepdyE29D2aUvA9iDbl2XdtDGtbO73q2y'

export async function verifyPassword(password: string, stored: string | null | undefined) {
  const ok = await hashing(() => verify(password, stored ?? DUMMY_HASH))
  return ok && Boolean(stored)
}
