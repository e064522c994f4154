// What a lead's one line holds (app/lib/lead-desk.ts): the owner by a name the column can hold, never
// an e-mail address cut off part-way (issue 31's walk: "Owner: colleague.17…"), and the follow-up
// date without this year's number ("Due Nov 28, …" in the walk of 28 November).
import { describe, expect, it } from 'vitest'
import { followUpLabel, followUpShortLabel, ownerShortName } from '~/lib/lead-desk'

describe('the owner on a lead’s line', () => {
  it('is the owner’s name when they have one', () => {
    expect(ownerShortName({ name: 'Sam Lee', email: 'colleague.17.sales.emea@enterprise.example.com' })).toBe('Sam Lee')
    expect(ownerShortName({ name: '  Sam Lee ', email: 'sam@example.com' })).toBe('Sam Lee')
  })

  it('is the e-mail’s part before the @ when they have none', () => {
    expect(ownerShortName({ name: null, email: 'colleague.17.sales.emea@enterprise.example.com' })).toBe(
      'colleague.17.sales.emea',
    )
    expect(ownerShortName({ name: '   ', email: 'sam@example.com' })).toBe('sam')
  })
})

describe('the follow-up date on a lead’s line', () => {
  it('leaves this year out', () => {
    expect(followUpShortLabel('2026-11-28', '2026-11-28')).toBe('Nov 28')
    expect(followUpShortLabel('2026-01-05', '2026-11-28')).toBe('Jan 5')
  })

  it('keeps another year, before or after', () => {
    expect(followUpShortLabel('2027-01-04', '2026-12-30')).toBe('Jan 4, 2027')
    expect(followUpShortLabel('2025-12-31', '2026-01-02')).toBe(followUpLabel('2025-12-31'))
  })
})
