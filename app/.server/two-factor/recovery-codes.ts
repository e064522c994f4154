/**
 * Ten one-time recovery codes, for a lost phone: shown once when two-factor is turned on, kept
 * only as SHA-256 hashes. Each code is 16 characters from a 32-letter alphabet without the look-
 * alikes (no 0, 1, i or l): 80 random bits, so no fast hash of them can be reversed by trying every
 * code, and a hash can be looked up by its value (bcrypt's salted hashes would have to be checked
 * one by one, ten bcrypt runs a sign-in). Typed in any case, with or without the dashes.
 */
import { createHash, randomInt } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnopqrstuvwxyz23456789'
const GROUPS = 4
const GROUP_LENGTH = 4

function newCode(): string {
  const groups: string[] = []
  for (let g = 0; g < GROUPS; g++) {
    let group = ''
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)]
    groups.push(group)
  }
  return groups.join('-')
}

/** Ten new codes, all different, in the form they are shown: 'abcd-efgh-jkmn-pqrs'. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>()
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode())
  return [...codes]
}

/** The code as typed, made canonical (lower case, no dashes or spaces); null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '')
  return code.length === GROUPS * GROUP_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null
}

/** The hex SHA-256 the table keeps, of the canonical code. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(normaliseRecoveryCode(code) ?? code)
    .digest('hex')
}
