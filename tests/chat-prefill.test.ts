// What the browser's chat derives (app/lib/chat.ts): the schedule form's pre-fill from what the
// AI Architect learned, and /chat's address keeping the model page the chat came from.
import { describe, expect, it } from 'vitest'
import { chatPath, schedulePrefill } from '~/lib/chat'

describe('schedulePrefill', () => {
  it('takes name and company as the visitor put them, and the industry only when it is one of the form’s', () => {
    expect(
      schedulePrefill({ name: ' Ada Lovelace ', company: 'Analytical Engines', industry: 'Healthcare', size: '50' }),
    ).toEqual({ name: 'Ada Lovelace', company: 'Analytical Engines', industry: 'Healthcare' })
    expect(schedulePrefill({ industry: 'healthcare' }).industry).toBeUndefined()
    expect(schedulePrefill({ industry: 'Space mining' }).industry).toBeUndefined()
  })

  it('leaves out what is blank, missing or not text', () => {
    expect(schedulePrefill({})).toEqual({ name: undefined, company: undefined, industry: undefined })
    expect(schedulePrefill(null)).toEqual({ name: undefined, company: undefined, industry: undefined })
    expect(schedulePrefill({ name: '   ', company: 42 as unknown as string })).toEqual({
      name: undefined,
      company: undefined,
      industry: undefined,
    })
    expect(schedulePrefill({ name: 'x'.repeat(300) }).name).toHaveLength(200)
  })
})

describe('chatPath', () => {
  it('keeps the model before any other parameter and the landing anchor', () => {
    expect(chatPath(null)).toBe('/chat')
    expect(chatPath('medscan-vision', { hash: 'latest' })).toBe('/chat?model=medscan-vision#latest')
    expect(chatPath('medscan-vision', { extra: 'schedule=1', hash: 'schedule' })).toBe(
      '/chat?model=medscan-vision&schedule=1#schedule',
    )
    expect(chatPath(undefined, { extra: 'schedule=1', hash: 'schedule' })).toBe('/chat?schedule=1#schedule')
  })
})
