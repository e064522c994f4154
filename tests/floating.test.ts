// Where the AI Architect's launcher may float (app/lib/floating.ts): in the bottom-right corner,
// above the mobile fixed bar, never over a form, and back in its own place at the page's end.
import { describe, expect, it } from 'vitest'
import { floatingBox, mayFloat, overlaps } from '~/lib/floating'

const viewport = { width: 390, height: 844 }
const size = { width: 194, height: 40 }

describe('floatingBox', () => {
  it('sits 16 px from the bottom-right corner', () => {
    expect(floatingBox(viewport, size, null)).toEqual({ left: 180, top: 788, right: 374, bottom: 828 })
  })

  it('sits 16 px above the mobile fixed bar, never over it', () => {
    const barTop = 780
    const box = floatingBox(viewport, size, barTop)
    expect(box.bottom).toBe(764)
    expect(overlaps(box, { left: 16, top: barTop, right: 374, bottom: 828 })).toBe(false)
  })
})

describe('mayFloat', () => {
  const box = floatingBox(viewport, size, null)
  const below = viewport.height + 500

  it('floats while no form shares its area and its own place is further down', () => {
    expect(mayFloat(box, [], below)).toBe(true)
    expect(mayFloat(box, [{ left: 0, top: 0, right: 390, bottom: 700 }], below)).toBe(true)
  })

  it('does not float over any part of a form', () => {
    expect(mayFloat(box, [{ left: 0, top: 800, right: 200, bottom: 1200 }], below)).toBe(false)
    // Touching edges share no area.
    expect(mayFloat(box, [{ left: 0, top: 0, right: 390, bottom: box.top }], below)).toBe(true)
  })

  it('rests in its own place once the page’s end brings it up to where it floats', () => {
    expect(mayFloat(box, [], box.bottom)).toBe(false)
    expect(mayFloat(box, [], box.bottom + 1)).toBe(true)
  })
})
