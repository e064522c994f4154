/** Password hashing for built-in accounts (bcrypt, as Supabase Auth stores them). */
import bcrypt from 'bcryptjs'

// Tests hash many passwords; the work factor there only slows the suite, it proves nothing.
const ROUNDS = process.env.NODE_ENV === 'test' ? 4 : 12

export function hashPassword(password: string) {
  return bcrypt.hash(password, ROUNDS)
}

// Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. Made
// once, ahead of time (bcrypt.hashSync('not-a-real-password', ROUNDS)): hashing it at start-up
// cost a quarter of a second of the server's cold start. Its cost factor is ROUNDS' (a test checks).
export const DUMMY_HASH =
  ROUNDS === 12
    ? '$2b$12$VtieHGBSj7/GW8gIzGR7.O3pkkUrwDpjXBkZ8Pi4SQai1Ba.X8iRC'
    : '$2b$04$w/CUOjT9x7dShUx9X7SoQepdyE29D2aUvA9iDbl2XdtDGtbO73q2y'

export async function verifyPassword(password: string, hash: string | null | undefined) {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH)
  return ok && Boolean(hash)
}
