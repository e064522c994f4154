/**
 * A faithful fake of Supabase's Auth HTTP API (GoTrue), for the parts the product uses (docs/architecture.md#auth):
 * POST /auth/v1/signup, POST /auth/v1/token (password, refresh_token, pkce), GET and PUT
 * /auth/v1/user, POST /auth/v1/logout (scope global or local), POST /auth/v1/recover (the
 * recovery e-mail) and POST /auth/v1/verify (an e-mail link's token_hash, as the SSR guide's
 * /auth/confirm sends it), DELETE /auth/v1/admin/users/:id with the service-role key (erasure), and
 * the MFA API for TOTP factors: POST /auth/v1/factors (enrol), POST /factors/:id/challenge, POST
 * /factors/:id/verify (which lifts the session to aal2, as GoTrue does) and DELETE /factors/:id
 * (a verified factor only from an aal2 session); users carry their factors, tokens their `aal`.
 * It is outside our walls, so it is faked at the HTTP boundary: a real
 * HTTP server that @supabase/supabase-js talks to exactly as to Supabase, with GoTrue's error
 * bodies ({ code, error_code, msg }).
 *
 * Like Supabase, whose Auth writes auth.users in the project's own Postgres, a sign-up inserts
 * the user into the test database, so the profile trigger runs as it does in production.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateSecret, verify } from 'otplib'
import { runAsServiceRole, type Engine } from '~/.server/db'

interface FakeFactor {
  id: string
  secret: string
  status: 'verified' | 'unverified'
  friendlyName: string
}

interface FakeUser {
  id: string
  email: string
  password: string
  confirmed: boolean
  factors: FakeFactor[]
}

export interface FakeSupabaseAuth {
  url: string
  anonKey: string
  /** The key the Admin API (deleting a user) accepts. */
  serviceRoleKey: string
  /** Every request received, for assertions on what our side sends. */
  requests: { method: string; path: string; body: unknown; apikey: string | undefined }[]
  /** Pretends the user clicked the confirmation link (confirmations are on, as in Supabase). */
  confirm(email: string): void
  /** The code a confirmation link would carry, for /auth/callback (PKCE). */
  confirmationCode(email: string): string | undefined
  /**
   * The token_hash the last recovery e-mail to `email` would carry in a template that uses
   * `{{ .TokenHash }}`, and the redirect_to it was asked for; undefined when none was sent.
   */
  recovery(email: string): { tokenHash: string; redirectTo: string | null } | undefined
  /** The token_hash of a sign-up confirmation e-mail to `email` (template with `{{ .TokenHash }}`). */
  signupTokenHash(email: string): string | undefined
  /** The TOTP secret of the user's factor (verified or not), as the authenticator app would hold it. */
  totpSecret(email: string): string | undefined
  /** Whether `password` is now the user's password. */
  hasPassword(email: string, password: string): boolean
  /** Makes every answer fail with this status (an outage), saying `message` (default 'Service unavailable'). */
  failWith(status: number | null, message?: string): void
  close(): Promise<void>
}

const SERVICE_ROLE_KEY = 'fake-service-role-key'

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function userJson(user: FakeUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.confirmed ? new Date().toISOString() : null,
    confirmation_sent_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [
      { id: user.id, user_id: user.id, provider: 'email', identity_data: { email: user.email, sub: user.id } },
    ],
    factors: user.factors.map((factor) => ({
      id: factor.id,
      friendly_name: factor.friendlyName,
      factor_type: 'totp',
      status: factor.status,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })),
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  }
}

export async function startFakeSupabaseAuth(engine: Engine): Promise<FakeSupabaseAuth> {
  const users = new Map<string, FakeUser>() // by e-mail
  const tokens = new Map<string, string>() // access token → user id
  const levels = new Map<string, 'aal1' | 'aal2'>() // access or refresh token → its assurance level
  const challenges = new Map<string, string>() // challenge id → factor id
  const refreshTokens = new Map<string, string>() // refresh token → user id
  const codes = new Map<string, { userId: string; challenge: string }>() // PKCE code → user, code challenge
  const pendingChallenges = new Map<string, string>() // e-mail → code challenge sent at sign-up
  // token_hash → the e-mail link it belongs to (one use each, as GoTrue's one-time tokens)
  const linkTokens = new Map<string, { email: string; type: 'recovery' | 'signup'; redirectTo: string | null }>()
  const requests: FakeSupabaseAuth['requests'] = []
  let outage: number | null = null
  let outageMessage = 'Service unavailable'

  const error = (status: number, errorCode: string, msg: string) => ({
    status,
    body: { code: status, error_code: errorCode, msg },
  })

  function session(user: FakeUser, aal: 'aal1' | 'aal2' = 'aal1') {
    const exp = Math.floor(Date.now() / 1000) + 3600
    const access = [
      base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
      base64url(
        JSON.stringify({
          sub: user.id,
          email: user.email,
          role: 'authenticated',
          aud: 'authenticated',
          exp,
          aal,
          amr: [{ method: aal === 'aal2' ? 'totp' : 'password', timestamp: Math.floor(Date.now() / 1000) }],
          session_id: randomUUID(),
        }),
      ),
      base64url(randomBytes(32)),
    ].join('.')
    const refresh = randomBytes(16).toString('hex')
    tokens.set(access, user.id)
    levels.set(access, aal)
    levels.set(refresh, aal)
    refreshTokens.set(refresh, user.id)
    return {
      access_token: access,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: exp,
      refresh_token: refresh,
      user: userJson(user),
    }
  }

  const byId = (id: string) => [...users.values()].find((u) => u.id === id)

  async function handle(method: string, url: URL, headers: http.IncomingHttpHeaders, body: Record<string, unknown>) {
    if (outage) return error(outage, 'unexpected_failure', outageMessage)
    const path = url.pathname.replace(/^\/auth\/v1/, '')
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(path)?.[1]
    if (method === 'DELETE' && adminUser) {
      if (headers.authorization !== `Bearer ${SERVICE_ROLE_KEY}`) return error(403, 'not_admin', 'User not allowed')
      const user = byId(adminUser)
      if (!user) return error(404, 'user_not_found', 'User not found')
      // Supabase Auth deletes its row in auth.users; sessions, identities and the profile go by cascade.
      await runAsServiceRole(engine, 'the fake Auth server deletes from auth.users, as Supabase Auth does', (tx) =>
        tx.query('delete from auth.users where id = $1', [user.id]),
      )
      users.delete(user.email)
      return { status: 200, body: userJson(user) }
    }
    if (method === 'POST' && path === '/signup') {
      const email = String(body.email ?? '').toLowerCase()
      const password = String(body.password ?? '')
      if (!email || !password)
        return error(400, 'validation_failed', 'You must provide either an email or phone number and a password')
      if (password.length < 6) return error(422, 'weak_password', 'Password should be at least 6 characters.')
      if (users.has(email)) return error(422, 'user_already_exists', 'User already registered')
      const user: FakeUser = { id: randomUUID(), email, password, confirmed: false, factors: [] }
      await runAsServiceRole(engine, 'the fake Auth server writes auth.users, as Supabase Auth does', (tx) =>
        tx.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [user.id, email, '{}']),
      )
      users.set(email, user)
      if (typeof body.code_challenge === 'string') pendingChallenges.set(email, body.code_challenge)
      // Confirmations are on: the answer is the user, with no session.
      return { status: 200, body: userJson(user) }
    }
    if (method === 'POST' && path === '/token') {
      const grant = url.searchParams.get('grant_type')
      if (grant === 'password') {
        const user = users.get(String(body.email ?? '').toLowerCase())
        if (!user || user.password !== body.password)
          return error(400, 'invalid_credentials', 'Invalid login credentials')
        if (!user.confirmed) return error(400, 'email_not_confirmed', 'Email not confirmed')
        return { status: 200, body: session(user) }
      }
      if (grant === 'refresh_token') {
        const userId = refreshTokens.get(String(body.refresh_token ?? ''))
        const user = userId ? byId(userId) : undefined
        if (!user) return error(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        refreshTokens.delete(String(body.refresh_token))
        // A refreshed session keeps its assurance level, as GoTrue's does.
        return { status: 200, body: session(user, levels.get(String(body.refresh_token)) ?? 'aal1') }
      }
      if (grant === 'pkce') {
        const entry = codes.get(String(body.auth_code ?? ''))
        const verifier = String(body.code_verifier ?? '')
        const challenge = createHash('sha256').update(verifier).digest('base64url')
        if (!entry || (entry.challenge !== challenge && entry.challenge !== verifier)) {
          return error(400, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
        }
        codes.delete(String(body.auth_code))
        return { status: 200, body: session(byId(entry.userId)!) }
      }
      return error(400, 'validation_failed', 'unsupported_grant_type')
    }
    if (method === 'POST' && path === '/recover') {
      const email = String(body.email ?? '').toLowerCase()
      if (!email) return error(422, 'validation_failed', 'Password recovery requires an email')
      // Like GoTrue: the same empty answer whether or not the address has an account.
      if (users.has(email)) {
        for (const [hash, link] of linkTokens)
          if (link.email === email && link.type === 'recovery') linkTokens.delete(hash)
        linkTokens.set(randomBytes(28).toString('hex'), {
          email,
          type: 'recovery',
          redirectTo: url.searchParams.get('redirect_to'),
        })
      }
      return { status: 200, body: {} }
    }
    if (method === 'POST' && path === '/verify') {
      const hash = String(body.token_hash ?? '')
      const link = linkTokens.get(hash)
      const type = String(body.type ?? '')
      const matches = link && (link.type === type || (link.type === 'signup' && type === 'email'))
      if (!link || !matches) return error(403, 'otp_expired', 'Email link is invalid or has expired')
      linkTokens.delete(hash)
      const user = users.get(link.email)!
      user.confirmed = true
      return { status: 200, body: session(user) }
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1]
    if (method === 'PUT' && path === '/user') {
      const userId = bearer ? tokens.get(bearer) : undefined
      const user = userId ? byId(userId) : undefined
      if (!user) return error(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
      if (typeof body.password === 'string') {
        if (body.password.length < 6) return error(422, 'weak_password', 'Password should be at least 6 characters.')
        if (body.password === user.password)
          return error(422, 'same_password', 'New password should be different from the old password.')
        user.password = body.password
      }
      return { status: 200, body: userJson(user) }
    }
    if (method === 'GET' && path === '/user') {
      const userId = bearer ? tokens.get(bearer) : undefined
      const user = userId ? byId(userId) : undefined
      if (!user) return error(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired')
      return { status: 200, body: userJson(user) }
    }
    const factorPath = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/.exec(path)
    if (factorPath) {
      const userId = bearer ? tokens.get(bearer) : undefined
      const user = userId ? byId(userId) : undefined
      if (!user) return error(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
      const [, factorId, step] = factorPath
      if (method === 'POST' && !factorId) {
        if (body.factor_type !== 'totp') return error(422, 'validation_failed', 'Invalid factor type')
        const friendlyName = String(body.friendly_name ?? '')
        if (user.factors.some((f) => f.friendlyName === friendlyName))
          return error(422, 'mfa_factor_name_conflict', 'A factor with the friendly name already exists')
        const factor: FakeFactor = { id: randomUUID(), secret: generateSecret(), status: 'unverified', friendlyName }
        user.factors.push(factor)
        const uri = `otpauth://totp/${encodeURIComponent(String(body.issuer ?? ''))}:${encodeURIComponent(user.email)}?secret=${factor.secret}&issuer=${encodeURIComponent(String(body.issuer ?? ''))}`
        return {
          status: 200,
          body: {
            id: factor.id,
            type: 'totp',
            friendly_name: friendlyName,
            totp: { qr_code: '<svg/>', secret: factor.secret, uri },
          },
        }
      }
      const factor = user.factors.find((f) => f.id === factorId)
      if (!factor) return error(404, 'mfa_factor_not_found', 'Factor not found')
      if (method === 'POST' && step === 'challenge') {
        const id = randomUUID()
        challenges.set(id, factor.id)
        return { status: 200, body: { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 } }
      }
      if (method === 'POST' && step === 'verify') {
        const challenge = String(body.challenge_id ?? '')
        if (challenges.get(challenge) !== factor.id) return error(404, 'mfa_challenge_expired', 'Challenge not found')
        challenges.delete(challenge)
        const ok = await verify({ secret: factor.secret, token: String(body.code ?? ''), epochTolerance: 30 }).catch(
          () => ({ valid: false }),
        )
        if (!ok.valid) return error(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
        factor.status = 'verified'
        return { status: 200, body: session(user, 'aal2') }
      }
      if (method === 'DELETE' && !step) {
        if (factor.status === 'verified' && levels.get(bearer!) !== 'aal2')
          return error(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
        user.factors = user.factors.filter((f) => f.id !== factor.id)
        return { status: 200, body: { id: factor.id } }
      }
      return error(404, 'not_found', 'Not found')
    }
    if (method === 'POST' && path === '/logout') {
      const userId = bearer ? tokens.get(bearer) : undefined
      if (!userId) return error(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      if (url.searchParams.get('scope') === 'local') {
        tokens.delete(bearer!)
        return { status: 204, body: null }
      }
      // scope=global (the default): every session of the user ends.
      for (const [token, id] of tokens) if (id === userId) tokens.delete(token)
      for (const [token, id] of refreshTokens) if (id === userId) refreshTokens.delete(token)
      return { status: 204, body: null }
    }
    return error(404, 'not_found', 'Not found')
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        body = {}
      }
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        body,
        apikey: req.headers.apikey as string | undefined,
      })
      handle(req.method ?? 'GET', url, req.headers, body)
        .then(({ status, body: answer }) => {
          res.writeHead(status, { 'Content-Type': 'application/json' })
          res.end(answer === null ? '' : JSON.stringify(answer))
        })
        .catch((failure: unknown) => {
          res.writeHead(500, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify({ code: 500, error_code: 'unexpected_failure', msg: String(failure) }))
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: 'fake-anon-key',
    serviceRoleKey: SERVICE_ROLE_KEY,
    requests,
    confirm(email) {
      const user = users.get(email.toLowerCase())
      if (user) user.confirmed = true
    },
    confirmationCode(email) {
      const user = users.get(email.toLowerCase())
      const challenge = pendingChallenges.get(email.toLowerCase())
      if (!user || !challenge) return undefined
      user.confirmed = true
      const code = randomUUID()
      codes.set(code, { userId: user.id, challenge })
      return code
    },
    recovery(email) {
      const found = [...linkTokens].find(([, link]) => link.email === email.toLowerCase() && link.type === 'recovery')
      return found ? { tokenHash: found[0], redirectTo: found[1].redirectTo } : undefined
    },
    signupTokenHash(email) {
      if (!users.has(email.toLowerCase())) return undefined
      const hash = randomBytes(28).toString('hex')
      linkTokens.set(hash, { email: email.toLowerCase(), type: 'signup', redirectTo: null })
      return hash
    },
    totpSecret(email) {
      return users.get(email.toLowerCase())?.factors[0]?.secret
    },
    hasPassword(email, password) {
      return users.get(email.toLowerCase())?.password === password
    },
    failWith(status, message = 'Service unavailable') {
      outage = status
      outageMessage = message
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
