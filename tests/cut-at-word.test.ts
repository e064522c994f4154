// The automatic short description, meta title and meta description (app/lib/cut-at-word.ts):
// cut after a whole word with an ellipsis, never mid-word (issue 32), within the field's limit.
import { describe, expect, it } from 'vitest'
import { cutAtWord } from '~/lib/cut-at-word'
import { withFillIns, newModelValues } from '~/lib/model-form'

describe('cutAtWord', () => {
  it('keeps a text that fits as it is, white space tidied', () => {
    expect(cutAtWord('Routes ships.', 160)).toBe('Routes ships.')
    expect(cutAtWord('  Routes\nships  ', 160)).toBe('Routes ships')
  })

  it('cuts after the last whole word, with an ellipsis, within the limit', () => {
    const text = 'Forecasts congestion for berth planners and harbour masters'
    expect(cutAtWord(text, 40)).toBe('Forecasts congestion for berth planners…')
    expect(cutAtWord(text, 42)).toBe('Forecasts congestion for berth planners…')
    // A cut right before a space keeps the last word whole.
    expect(cutAtWord('one two three', 8)).toBe('one two…')
    expect(Array.from(cutAtWord(text, 40)).length).toBeLessThanOrEqual(40)
  })

  it('leaves no dangling punctuation before the ellipsis', () => {
    expect(cutAtWord('Ports, terminals, and berth planners', 20)).toBe('Ports, terminals…')
  })

  it('cuts one overlong word where it must, and counts characters as the database does', () => {
    expect(cutAtWord('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`)
    expect(cutAtWord('🚢'.repeat(20), 5)).toBe('🚢🚢🚢🚢…')
  })
})

describe('the model form’s fill-ins', () => {
  it('make the short description from the description without ending mid-word', () => {
    const description =
      'PortFlow predicts vessel arrivals and berth occupancy from AIS tracks, tides and terminal schedules, so that berth planners and harbour masters can plan the next tide with confidence.'
    const filled = withFillIns({ ...newModelValues, title: 'PortFlow', description } as never)
    expect(filled.short_description).toBe(
      'PortFlow predicts vessel arrivals and berth occupancy from AIS tracks, tides and terminal schedules, so that berth planners and harbour masters can plan the…',
    )
    expect(Array.from(filled.short_description!).length).toBeLessThanOrEqual(160)
    expect(filled.meta_description).toBe(filled.short_description)
  })
})
