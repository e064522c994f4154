/**
 * Two-factor authentication of built-in accounts, in public.two_factor and
 * public.two_factor_recovery_codes (supabase/migrations/20261128030000_two_factor.sql). The person
 * reads their own status as themself (Row Level Security); everything that touches the secret or
 * the codes is the service role's, after the server has checked who asks. Each change that turns
 * two-factor on or off queues its security notice in the same transaction.
 */
import { asCaller, asServiceRole, userCaller, type Queryable } from '../db'
import type { AuthUser } from '../auth/provider'
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes'
import { openSecret, sealSecret } from './secret-box'
import { checkTotp, newTotpSecret } from './totp'
import type { TwoFactorStatus } from '~/lib/two-factor'

/** Whether the person's two-factor is on, read as them. */
export async function builtinStatus(user: Pick<AuthUser, 'id' | 'email'>): Promise<TwoFactorStatus> {
  const { rows } = await asCaller(userCaller(user), (tx) =>
    tx.query<{ enabled: boolean; left: number }>(
      `select t.enabled_at is not null as enabled,
         (select count(*)::int from public.two_factor_recovery_codes c where c.user_id = $1 and c.used_at is null) as left
       from public.two_factor t where t.user_id = $1`,
      [user.id],
    ),
  )
  const row = rows[0]
  return row?.enabled ? { enabled: true, recoveryCodesLeft: row.left } : { enabled: false, recoveryCodesLeft: null }
}

/** Inside sign-in's own transaction (the service role's): whether a second step is due. */
export async function isTwoFactorOn(tx: Queryable, userId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from public.two_factor where user_id = $1 and enabled_at is not null', [
    userId,
  ])
  return rows.length > 0
}

/**
 * The secret being set up, made on the first call and the same on every later one until it is
 * confirmed (a reload shows the same QR code). Null when two-factor is on already: the secret is
 * never shown again after setup.
 */
export async function pendingSecret(user: Pick<AuthUser, 'id'>): Promise<string | null> {
  return asServiceRole('make or read the two-factor secret being set up, for its owner only', async (tx) => {
    const { rows } = await tx.query<{ secret_ciphertext: string; enabled_at: Date | null }>(
      'select secret_ciphertext, enabled_at from public.two_factor where user_id = $1 for update',
      [user.id],
    )
    const row = rows[0]
    if (row?.enabled_at) return null
    const existing = row ? openSecret(row.secret_ciphertext) : null
    if (existing) return existing
    const secret = newTotpSecret()
    await tx.query(
      `insert into public.two_factor (user_id, secret_ciphertext) values ($1, $2)
       on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext, last_time_step = null`,
      [user.id, sealSecret(secret)],
    )
    return secret
  })
}

/** A security notice to the account's address (two-factor turned on or off), in the change's transaction. */
export function queueSecurityNoticeIn(
  tx: Queryable,
  user: Pick<AuthUser, 'id' | 'email'>,
  event: 'two-factor-on' | 'two-factor-off',
) {
  return tx.query(
    `insert into private.mail_outbox (kind, lead_id, payload)
     values ('security', $1, jsonb_build_object('email', $2::text, 'event', $3::text, 'at', now()))`,
    [user.id, user.email, event],
  )
}

type Confirmation =
  { status: 'enabled'; recoveryCodes: string[] } | { status: 'wrong-code' | 'already-on' | 'no-setup' }

/**
 * Turns two-factor on with a correct code from the app: the code's time step is kept (it cannot
 * be used again), ten new recovery codes are made and returned (their hashes kept), and the
 * security notice is queued; all in one transaction.
 */
export function confirmBuiltin(user: Pick<AuthUser, 'id' | 'email'>, code: string): Promise<Confirmation> {
  return asServiceRole('turn on two-factor after its owner typed a correct code', async (tx) => {
    const { rows } = await tx.query<{
      secret_ciphertext: string
      enabled_at: Date | null
      last_time_step: string | null
    }>('select secret_ciphertext, enabled_at, last_time_step from public.two_factor where user_id = $1 for update', [
      user.id,
    ])
    const row = rows[0]
    if (row?.enabled_at) return { status: 'already-on' as const }
    const secret = row ? openSecret(row.secret_ciphertext) : null
    if (!row || !secret) return { status: 'no-setup' as const }
    const step = await checkTotp(secret, code, row.last_time_step === null ? null : Number(row.last_time_step))
    if (step === null) return { status: 'wrong-code' as const }
    await tx.query('update public.two_factor set enabled_at = now(), last_time_step = $2 where user_id = $1', [
      user.id,
      step,
    ])
    const recoveryCodes = newRecoveryCodes()
    await tx.query('delete from public.two_factor_recovery_codes where user_id = $1', [user.id])
    await tx.query(`insert into public.two_factor_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`, [
      user.id,
      recoveryCodes.map(hashRecoveryCode),
    ])
    await queueSecurityNoticeIn(tx, user, 'two-factor-on')
    return { status: 'enabled' as const, recoveryCodes }
  })
}

/**
 * A code for the account whose two-factor is on: the app's (each time step once) or an unused
 * recovery code (spent now). Which kind it was, or null. In the caller's transaction.
 */
async function spendCode(tx: Queryable, userId: string, code: string): Promise<'totp' | 'recovery' | null> {
  const typed = code.trim()
  if (/^\d{6}$/.test(typed)) {
    const { rows } = await tx.query<{ secret_ciphertext: string; last_time_step: string | null }>(
      'select secret_ciphertext, last_time_step from public.two_factor where user_id = $1 and enabled_at is not null for update',
      [userId],
    )
    const row = rows[0]
    const secret = row ? openSecret(row.secret_ciphertext) : null
    if (!row || !secret) return null
    const step = await checkTotp(secret, typed, row.last_time_step === null ? null : Number(row.last_time_step))
    if (step === null) return null
    await tx.query('update public.two_factor set last_time_step = $2 where user_id = $1', [userId, step])
    return 'totp'
  }
  const recovery = normaliseRecoveryCode(typed)
  if (!recovery) return null
  const { rows } = await tx.query(
    `update public.two_factor_recovery_codes c set used_at = now()
     where c.user_id = $1 and c.code_hash = $2 and c.used_at is null
       and exists (select 1 from public.two_factor t where t.user_id = $1 and t.enabled_at is not null)
     returning c.id`,
    [userId, hashRecoveryCode(recovery)],
  )
  return rows.length > 0 ? 'recovery' : null
}

/** Sign-in's second step: the code of the account that passed its password. */
export function verifyBuiltinSignIn(userId: string, code: string) {
  return asServiceRole('check a two-factor code at sign-in, for the account whose password was right', (tx) =>
    spendCode(tx, userId, code),
  )
}

/** Turns two-factor off with a current code (the app's or a recovery code); the notice is queued. */
export function disableBuiltin(
  user: Pick<AuthUser, 'id' | 'email'>,
  code: string,
): Promise<'disabled' | 'wrong-code' | 'not-on'> {
  return asServiceRole('turn off two-factor after its owner typed a current code', async (tx) => {
    if (!(await isTwoFactorOn(tx, user.id))) return 'not-on' as const
    if (!(await spendCode(tx, user.id, code))) return 'wrong-code' as const
    await tx.query('delete from public.two_factor_recovery_codes where user_id = $1', [user.id])
    await tx.query('delete from public.two_factor where user_id = $1', [user.id])
    await queueSecurityNoticeIn(tx, user, 'two-factor-off')
    return 'disabled' as const
  })
}
