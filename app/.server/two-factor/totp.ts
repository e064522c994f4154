/**
 * Authenticator-app codes (RFC 6238 TOTP: six digits, a new one every 30 seconds, SHA-1, as every
 * authenticator app reads them), through otplib; nothing of the algorithm is ours. What is ours:
 * the tolerance (the code before and after the current one, for a phone's clock a little off and
 * the seconds it takes to type) and replay: a code whose time step is not after the last one
 * accepted is refused, so a code seen over a shoulder or in a log cannot be used again.
 */
import { generate, generateSecret, generateURI, verify } from 'otplib'
import { brand } from '~/lib/brand'

/** One period either side of now, in seconds (otplib's `epochTolerance`). */
const TOLERANCE_SECONDS = 30

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as apps type it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

/** The otpauth:// address the QR code carries: the app lists it as 'Aivora (e-mail)'. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: brand.name, label: accountName, secret })
}

/** The code the app shows at `epochSeconds` (now by default): what the tests type. */
export function totpCode(secret: string, epochSeconds?: number): Promise<string> {
  return generate({ secret, epoch: epochSeconds })
}

/**
 * The time step of `code` if it is right now (within the tolerance) and newer than
 * `lastTimeStep`; null otherwise. Anything but six digits is refused before the library sees it.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastTimeStep: number | null,
  epochSeconds?: number,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const result = await verify({ secret, token: code, epoch: epochSeconds, epochTolerance: TOLERANCE_SECONDS })
  // A TOTP result carries its time step (otplib's type also covers HOTP's, which has none).
  if (!result.valid || !('timeStep' in result)) return null
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep) return null
  return result.timeStep
}
