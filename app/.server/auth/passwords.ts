/** Password hashing for built-in accounts (bcrypt, as Supabase Auth stores them). */
import bcrypt from 'bcryptjs'

// Tests hash many passwords; the work factor there only slows the suite, it proves nothing.
const ROUNDS = process.env.NODE_ENV === 'test' ? 4 : 12

export function hashPassword(password: string) {
  return bcrypt.hash(password, ROUNDS)
}

// Compared against when the e-mail is unknown, so a miss takes as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', ROUNDS)

export async function verifyPassword(password: string, hash: string | null | undefined) {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH)
  return ok && Boolean(hash)
}
