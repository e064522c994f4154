// Every cookie the code sets or reads is named in app/.server/cookies.ts, which tells the page cache
// whether it keys a page ('render') or means a page made for one visitor ('personal'). A cookie
// missing from that list would be ignored by the cache: a page rendered for its holder could be
// served to everyone. This reads the source, so a new cookie fails here before it ships.
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as registry from '~/.server/cookies'
import { APP_COOKIES, cookieUse } from '~/.server/cookies'
import { CookiePolicy } from '~/components/legal/cookie-policy'
import { escapeXml } from '~/lib/escape-xml'

const ROOTS = ['app', 'server', 'server.ts']

function sourceFiles(entry: string): string[] {
  if (fs.statSync(entry).isFile()) return [entry]
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((item) => (item.isDirectory() ? sourceFiles(path.join(entry, item.name)) : [path.join(entry, item.name)]))
    .filter((file) => /\.tsx?$/.test(file))
}

// What @supabase/ssr names its cookies for a project `abcdefghijklmnop` (sb-<project>-auth-token,
// chunked as .0, .1 … when long, and the PKCE code verifier): auth/supabase.ts only passes them on.
const SUPABASE_NAMES = [
  'sb-abcdefghijklmnop-auth-token',
  'sb-abcdefghijklmnop-auth-token.0',
  'sb-abcdefghijklmnop-auth-token.1',
  'sb-abcdefghijklmnop-auth-token-code-verifier',
]

interface Use {
  where: string
  name: string | null
  /** The expression naming it, when it could not be told which cookie that is. */
  expression?: string
}

/** The cookie an argument names: a string literal, a constant of the list, or a local constant. */
function resolve(expression: string, source: string): string | null {
  const literal = /^\s*(['"`])([^'"`$]+)\1\s*$/.exec(expression)
  if (literal) return literal[2]!
  const identifier = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(expression)?.[1]
  if (!identifier) return null
  for (const imported of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/cookies'/g)) {
    for (const item of imported[1]!.split(',')) {
      const [exported, local = exported] = item.trim().split(/\s+as\s+/)
      if (local?.trim() !== identifier) continue
      const value = (registry as Record<string, unknown>)[exported!.trim()]
      if (typeof value === 'string') return value
    }
  }
  const local = new RegExp(`const\\s+${identifier}\\s*=\\s*(['"\`])([^'"\`$]+)\\1`).exec(source)
  return local ? local[2]! : null
}

/** Every place in the code that sets or reads a cookie, with the name it uses. */
function cookieUses(): Use[] {
  const uses: Use[] = []
  for (const file of ROOTS.flatMap(sourceFiles)) {
    const source = fs.readFileSync(file, 'utf8')
    const lineOf = (index: number) => `${file}:${source.slice(0, index).split('\n').length}`
    const named = (index: number, expression: string) => {
      const name = resolve(expression, source)
      uses.push({ where: lineOf(index), name, ...(name ? {} : { expression: expression.trim() }) })
    }
    // Written: the cookie package's serialize, Remix's createCookie and cookie session storage (a
    // Remix cookie's own `.serialize(value)` writes the cookie its createCookie named).
    for (const m of source.matchAll(/(?:(?<![.\w])|\bcookie\.)(?:serialize|createCookie)\(\s*([^,)]+)/g))
      named(m.index, m[1]!)
    for (const m of source.matchAll(/createCookieSessionStorage\(\s*\{\s*cookie:\s*\{\s*name:\s*([^,}]+)/g))
      named(m.index, m[1]!)
    // Written by @supabase/ssr under names of its own, passed on by serializeCookieHeader.
    for (const m of source.matchAll(/\bserializeCookieHeader\(/g))
      for (const name of SUPABASE_NAMES) uses.push({ where: lineOf(m.index), name })
    // A Set-Cookie written out by hand.
    for (const m of source.matchAll(/['"]Set-Cookie['"]\s*[:,]\s*['"`]([^'"`=;\s]+)=/gi))
      uses.push({ where: lineOf(m.index), name: m[1]! })
    // Read: an index into the parsed Cookie header, in a file that reads it.
    if (/get\('Cookie'\)|headers\.cookie\b/.test(source)) {
      for (const m of source.matchAll(/\)\[([^\]\d][^\]]*)\]/g)) named(m.index, m[1]!)
    }
  }
  return uses
}

describe('the list of cookies', () => {
  const uses = cookieUses()

  it('names every cookie the code sets or reads, each as a render or a personal cookie', () => {
    const unresolved = uses.filter((use) => use.name === null)
    expect(
      unresolved.map(
        (use) => `${use.where}: name the cookie ${use.expression} with a constant of app/.server/cookies.ts`,
      ),
    ).toEqual([])
    const missing = uses.filter((use) => use.name !== null && cookieUse(use.name) === null)
    expect(missing.map((use) => `${use.where}: '${use.name}' is not in APP_COOKIES (app/.server/cookies.ts)`)).toEqual(
      [],
    )
  })

  it('finds the cookies it knows of (the search is not blind), and lists none the code no longer uses', () => {
    const found = new Set(uses.map((use) => use.name))
    for (const name of ['theme', 'gdpr-consent', 'consent-banner-closed', '__session', 'chat_id', 'notice'])
      expect(found, name).toContain(name)
    for (const cookie of APP_COOKIES) {
      const used = [...found].some((name) =>
        name === null ? false : cookie.matches ? cookie.matches.test(name) : cookie.name === name,
      )
      expect(used, `${cookie.name} is listed but nothing sets or reads it`).toBe(true)
    }
  })

  it('keys pages by the theme and consent cookies, and keeps none for sessions, chats, notices or Supabase', () => {
    expect(['theme', 'gdpr-consent', 'consent-banner-closed'].map(cookieUse)).toEqual(['render', 'render', 'render'])
    expect(['__session', 'chat_id', 'notice', ...SUPABASE_NAMES].map(cookieUse)).toEqual(
      Array<string>(3 + SUPABASE_NAMES.length).fill('personal'),
    )
    expect(['_ga', '_gid', 'hubspotutk', 'cf_clearance', '__cf_bm', 'session'].map(cookieUse)).toEqual(
      Array<null>(6).fill(null),
    )
  })
})

describe('the Cookie Policy', () => {
  it('names every cookie of the list, so a new one is disclosed to visitors before it ships', () => {
    const policy = renderToStaticMarkup(createElement(CookiePolicy))
    const unnamed = APP_COOKIES.filter((cookie) => !policy.includes(escapeXml(cookie.name))).map((c) => c.name)
    expect(unnamed, 'cookies missing from app/components/legal/cookie-policy.tsx').toEqual([])
  })
})
