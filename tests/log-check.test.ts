import { describe, expect, it, vi } from 'vitest'
import { leaksIn } from './helpers/log-check'

describe('the check that no log line holds personal data or a secret', () => {
  const env = {
    SESSION_SECRET: 'a-session-secret-of-forty-characters-ok',
    DATABASE_URL: 'postgresql://site:hunter2pw@db.internal:5432/site',
  }

  it('finds an e-mail address, a secret, the password of a connection string, a hash and a bearer', () => {
    const lines = [
      '[mail] new lead from jane.doe+work@acme.example.com',
      'cookie signed with a-session-secret-of-forty-characters-ok',
      'connection refused: password hunter2pw rejected',
      'row: $2b$10$abcdefghijklmnopqrstuvABCDEFGHIJKLMNOpqrstuvwxyz012',
      'sent Authorization: Bearer sk-test-0123456789abcdef',
      'session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig',
    ]
    const leaks = leaksIn(lines.join('\n'), env)
    expect(leaks).toHaveLength(lines.length)
    expect(leaks[0]).toContain('the e-mail address jane.doe+work@acme.example.com')
    expect(leaks[1]).toContain('a secret (SESSION_SECRET)')
    expect(leaks[2]).toContain('a secret (DATABASE_URL)')
  })

  it('passes what a log line may hold: a request line, a loopback database user, a path', () => {
    const lines = [
      '{"level":"info","requestId":"0f4c","method":"GET","route":"/admin/requests","status":200}',
      '[db] could not reach postgres@127.0.0.1:5432',
      '[mail] SMTP_URL is not set: an e-mail (enquiry) written to .data/mail/2026-11-27-enquiry.eml',
    ]
    expect(leaksIn(lines.join('\n'), env)).toEqual([])
  })

  it('reads lines a test silenced with its own spy (tests/setup.ts relies on it)', () => {
    const mine = vi.spyOn(console, 'info').mockImplementation(() => {})
    console.info('quiet')
    expect(vi.mocked(console.info)).toBe(mine)
    expect(mine.mock.calls).toEqual([['quiet']])
  })
})
