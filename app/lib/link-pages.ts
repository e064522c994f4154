/**
 * What every page an e-mail's secret link opens says of itself (/invitation, /staff-invitation,
 * /confirm-email): kept out of search engines and out of shared caches, and its address, which
 * holds the token, told to no other site. Not 'no-referrer': a form posted from such a page would
 * say its origin is 'null', which the cross-site check refuses (decision 068).
 */
import { brand } from './brand'

export const linkPageMeta = (title: string) => [
  { title: `${title} | ${brand.name}` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]

export const LINK_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' } as const
