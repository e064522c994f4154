// How a lead's line names its owner (app/lib/lead-desk.ts): a name the column can hold, never an
// e-mail address cut off part-way (issue 31's walk: "Owner: colleague.17…").
import { describe, expect, it } from 'vitest'
import { ownerShortName } from '~/lib/lead-desk'

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
