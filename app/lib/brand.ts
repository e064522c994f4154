/**
 * The company's own facts, in one place: the name and the contact points live here and nowhere else
 * (see docs/decisions/003-brand.md).
 */
export const brand = {
  name: 'Aivora',
  legalName: 'Aivora Technologies',
  tagline: 'Industry-specific AI models for the enterprise',
  email: 'hello@aivora.ai',
  phone: '+1 (470) 555-0142',
  phoneHref: 'tel:+14705550142',
  website: 'https://aivora.ai',
  headquarters: [
    { city: 'Mumbai', country: 'India', address: 'Bandra Kurla Complex, Mumbai 400051, India' },
    { city: 'Atlanta', country: 'USA', address: 'Peachtree Street NE, Atlanta, Georgia 30303, USA' },
  ],
  documentationUrl: 'https://docs.aivora.ai',
  statusUrl: 'https://status.aivora.ai',
  social: {
    linkedin: 'https://www.linkedin.com/company/aivora',
    instagram: 'https://www.instagram.com/aivora.ai',
  },
} as const
