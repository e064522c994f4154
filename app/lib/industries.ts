/** The 39 industries (docs/product.md#sign-up), in a fixed order: sign-up, the model form, the catalogue's data. */
export const INDUSTRIES = [
  'Healthcare',
  'Finance & Banking',
  'Insurance',
  'Retail',
  'E-commerce',
  'Manufacturing',
  'Transportation & Logistics',
  'Education',
  'Energy & Utilities',
  'Agriculture',
  'Telecommunications',
  'Legal',
  'Media & Entertainment',
  'Government & Public Sector',
  'Real Estate',
  'Hospitality',
  'Travel & Tourism',
  'Cybersecurity',
  'Automotive',
  'Sports & Recreation',
  'Advertising & Marketing',
  'Customer Service',
  'Human Resources',
  'Construction & Engineering',
  'Mining & Metals',
  'Non-profit & Social Services',
  'Research & Development',
  'Public Safety & Security',
  'Aerospace & Defense',
  'Biotechnology & Pharmaceuticals',
  'Chemical Industry',
  'Environmental & Sustainability',
  'Fashion & Apparel',
  'Arts & Culture',
  'Food & Beverage',
  'Waste Management',
  'Urban Planning & Smart Cities',
  'Space Exploration & Satellite Technology',
  'IoT & Connected Devices',
] as const

export type Industry = (typeof INDUSTRIES)[number]

export function isIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value)
}

/** Organisation sizes, shown as 'N employees' (docs/product.md#sign-up). */
export const ORGANIZATION_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const

export function organizationSizeLabel(size: string) {
  return `${size} employees`
}
