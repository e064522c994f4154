// The industries as Spanish and French speakers name them (app/lib/industry-names.ts): every one of
// the 39 has a name in each language, no two share one, and English is the industry itself.
import { describe, expect, it } from 'vitest'
import { INDUSTRIES } from '~/lib/industries'
import { industryName } from '~/lib/industry-names'

describe('industryName', () => {
  it('returns the English name unchanged', () => {
    for (const industry of INDUSTRIES) expect(industryName(industry, 'en')).toBe(industry)
  })

  it.each(['es', 'fr'] as const)('names every industry in %s, each with a name of its own', (language) => {
    const names = INDUSTRIES.map((industry) => industryName(industry, language))
    expect(names).toHaveLength(39)
    for (const name of names) {
      expect(name.trim()).toBe(name)
      expect(name.length).toBeGreaterThan(1)
      // Written as the language writes it: 'y' or 'et', never the English '&'.
      expect(name).not.toContain('&')
    }
    expect(new Set(names).size).toBe(names.length)
  })

  it('speaks each language naturally', () => {
    expect(industryName('Healthcare', 'es')).toBe('Salud')
    expect(industryName('Finance & Banking', 'fr')).toBe('Finance et banque')
    expect(industryName('Transportation & Logistics', 'es')).toBe('Transporte y logística')
    expect(industryName('IoT & Connected Devices', 'fr')).toBe('IoT et objets connectés')
  })
})
