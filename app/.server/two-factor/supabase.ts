/**
 * Two-factor authentication on Supabase Auth, through its MFA API (TOTP factors): enrol a factor,
 * verify it with a code (which also lifts the session to aal2), challenge and verify at sign-in,
 * unenrol to turn it off. Supabase keeps the secret; it is shown only while the factor is being
 * set up. Supabase has no recovery codes: a person who lost their phone asks support, who remove
 * the factor in Supabase's dashboard (docs/decisions/071-two-factor-authentication.md).
 *
 * Tested against the fake of Supabase's HTTP API (tests/two-factor-supabase.test.ts), not against
 * a real Supabase project.
 */
import type { Factor } from '@supabase/supabase-js'
import { assuranceLevel, hasVerifiedFactor, supabaseClient } from '../auth/supabase'
import type { AuthUser } from '../auth/provider'
import { brand } from '~/lib/brand'
import type { TwoFactorStatus } from '~/lib/two-factor'

function verifiedTotp(factors: Factor[] | undefined): Factor | undefined {
  return factors?.find((factor) => factor.factor_type === 'totp' && factor.status === 'verified')
}

export async function supabaseStatus(request: Request): Promise<TwoFactorStatus> {
  const { supabase } = await supabaseClient(request)
  const { data } = await supabase.auth.getUser()
  return { enabled: hasVerifiedFactor(data.user), recoveryCodesLeft: null }
}

/**
 * A new TOTP factor, unverified, after removing any unverified one left by an earlier attempt
 * (Supabase refuses a second factor of the same friendly name). Null when one is verified already.
 */
export async function supabaseEnroll(request: Request) {
  const { supabase, headers } = await supabaseClient(request)
  const { data: user } = await supabase.auth.getUser()
  if (!user.user) return { setup: null, headers }
  if (hasVerifiedFactor(user.user)) return { setup: null, headers }
  for (const factor of user.user.factors ?? []) {
    if (factor.status !== 'verified') await supabase.auth.mfa.unenroll({ factorId: factor.id })
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    issuer: brand.name,
    friendlyName: 'Authenticator app',
  })
  if (error) throw error
  return { setup: { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri }, headers }
}

/** Challenges `factorId` and verifies `code`: the session is aal2 afterwards (its cookies in `headers`). */
async function challengeAndVerify(request: Request, factorId: string | null, code: string) {
  const { supabase, headers } = await supabaseClient(request)
  let id = factorId
  if (!id) {
    const { data } = await supabase.auth.mfa.listFactors()
    id = verifiedTotp(data?.totp)?.id ?? null
  }
  if (!id || !/^\d{6}$/.test(code)) return { ok: false, headers, supabase }
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: id, code })
  if (error && (error.status ?? 500) >= 500) throw error
  return { ok: !error, headers, supabase, factorId: id }
}

/** Turns the enrolled factor on with a correct code. */
export async function supabaseConfirm(request: Request, factorId: string, code: string) {
  const { ok, headers } = await challengeAndVerify(request, factorId, code)
  return { ok, headers }
}

/** Sign-in's second step for a session at aal1 whose user has a verified factor. */
export async function supabaseSecondStep(request: Request, code: string) {
  const { ok, headers } = await challengeAndVerify(request, null, code)
  return { ok, headers }
}

/** The user of an aal1 session that still owes its code; null for anyone else. */
export async function supabasePendingUser(request: Request): Promise<AuthUser | null> {
  const { supabase } = await supabaseClient(request)
  const { data } = await supabase.auth.getUser()
  if (!data.user || !hasVerifiedFactor(data.user)) return null
  if ((await assuranceLevel(supabase)) === 'aal2') return null
  return { id: data.user.id, email: data.user.email ?? '' }
}

/** Turns two-factor off: a current code lifts the session to aal2, which unenrolling asks for. */
export async function supabaseDisable(request: Request, code: string) {
  const checked = await challengeAndVerify(request, null, code)
  if (!checked.ok || !checked.factorId) return { ok: false, headers: checked.headers }
  const { error } = await checked.supabase.auth.mfa.unenroll({ factorId: checked.factorId })
  if (error) throw error
  return { ok: true, headers: checked.headers }
}
