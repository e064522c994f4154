/**
 * Two-factor authentication behind one interface (docs/decisions/071-two-factor-authentication.md):
 * built-in accounts keep their own TOTP secret and recovery codes (builtin.ts); on Supabase Auth
 * its MFA API does the same work (supabase.ts). Routes use these functions and never ask which.
 */
import type { AppLoadContext } from '@remix-run/node'
import { getConfig } from '../config'
import { asServiceRole } from '../db'
import { kickOutbox } from '../mail/outbox'
import type { AuthUser } from '../auth/provider'
import { createUserSession } from '../auth/session'
import {
  builtinStatus,
  confirmBuiltin,
  disableBuiltin,
  pendingSecret,
  queueSecurityNoticeIn,
  verifyBuiltinSignIn,
} from './builtin'
import { clearPendingSignIn, readPendingSignIn } from './pending'
import {
  supabaseConfirm,
  supabaseDisable,
  supabaseEnroll,
  supabasePendingUser,
  supabaseSecondStep,
  supabaseStatus,
} from './supabase'
import { totpUri } from './totp'
import type { TwoFactorSetup, TwoFactorStatus } from '~/lib/two-factor'

type User = Pick<AuthUser, 'id' | 'email'>

const onSupabase = () => getConfig().supabase !== null && getConfig().supabase !== undefined

export function twoFactorStatus(request: Request, user: User): Promise<TwoFactorStatus> {
  return onSupabase() ? supabaseStatus(request) : builtinStatus(user)
}

/** The setup's QR code as an image; qrcode is loaded by the first setup, not at start (decision 107). */
async function qrCode(uri: string) {
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

async function setupOf(secret: string, uri: string, factorId: string | null): Promise<TwoFactorSetup> {
  return { qrCode: await qrCode(uri), secret, factorId }
}

/**
 * The secret to set up (a new one, or on built-in accounts the one already being set up), or null
 * when two-factor is on already. On Supabase a wrong code shows again the secret the form carried.
 */
export async function startTwoFactorSetup(
  request: Request,
  user: User,
  again?: { secret: string; factorId: string },
): Promise<{ setup: TwoFactorSetup | null; headers: Headers }> {
  if (onSupabase()) {
    if (again)
      return {
        setup: await setupOf(again.secret, totpUri(again.secret, user.email), again.factorId),
        headers: new Headers(),
      }
    const { setup, headers } = await supabaseEnroll(request)
    return { setup: setup ? await setupOf(setup.secret, setup.uri, setup.factorId) : null, headers }
  }
  const secret = await pendingSecret(user)
  return { setup: secret ? await setupOf(secret, totpUri(secret, user.email), null) : null, headers: new Headers() }
}

type Confirmed =
  | { status: 'enabled'; recoveryCodes: string[] | null; headers: Headers }
  | { status: 'wrong-code' | 'already-on' | 'no-setup'; headers: Headers }

/** Turns two-factor on with a correct code; the security notice is queued. */
export async function confirmTwoFactor(
  request: Request,
  user: User,
  code: string,
  factorId: string | null,
): Promise<Confirmed> {
  if (onSupabase()) {
    if (!factorId) return { status: 'no-setup', headers: new Headers() }
    const { ok, headers } = await supabaseConfirm(request, factorId, code)
    if (!ok) return { status: 'wrong-code', headers }
    await queueSecurityNotice(user, 'two-factor-on')
    return { status: 'enabled', recoveryCodes: null, headers }
  }
  const result = await confirmBuiltin(user, code)
  if (result.status === 'enabled') kickOutbox()
  return { ...result, headers: new Headers() } as Confirmed
}

/** Turns two-factor off with a current code; the security notice is queued. */
export async function disableTwoFactor(
  request: Request,
  user: User,
  code: string,
): Promise<{ status: 'disabled' | 'wrong-code' | 'not-on'; headers: Headers }> {
  if (onSupabase()) {
    const { ok, headers } = await supabaseDisable(request, code)
    if (ok) await queueSecurityNotice(user, 'two-factor-off')
    return { status: ok ? 'disabled' : 'wrong-code', headers }
  }
  const status = await disableBuiltin(user, code)
  if (status === 'disabled') kickOutbox()
  return { status, headers: new Headers() }
}

/** The account whose password was right and whose code is still owed; null for anyone else. */
export function pendingSecondStep(request: Request): Promise<AuthUser | null> {
  return onSupabase() ? supabasePendingUser(request) : readPendingSignIn(request)
}

/**
 * Sign-in's second step: with a right code, the session (built-in: a new one, the pending cookie
 * cleared; Supabase: the session lifted to aal2). Null headers for a wrong code.
 */
export async function completeSecondStep(
  request: Request,
  pending: AuthUser,
  code: string,
  context?: AppLoadContext,
): Promise<Headers | null> {
  if (onSupabase()) {
    const { ok, headers } = await supabaseSecondStep(request, code)
    return ok ? headers : null
  }
  if (!(await verifyBuiltinSignIn(pending.id, code))) return null
  const headers = new Headers()
  headers.append('Set-Cookie', await clearPendingSignIn())
  headers.append('Set-Cookie', await createUserSession(pending, request, context))
  return headers
}

/** Queues a security notice outside a change's own transaction (Supabase's changes are Supabase's). */
async function queueSecurityNotice(user: User, event: 'two-factor-on' | 'two-factor-off') {
  await asServiceRole('queue the security notice of a two-factor change to its owner', (tx) =>
    queueSecurityNoticeIn(tx, user, event),
  )
  kickOutbox()
}
