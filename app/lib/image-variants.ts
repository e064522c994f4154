/**
 * Model images in the sizes the pages use (docs/decisions/025-image-variants.md). Beside every
 * uploaded logo and cover the store keeps smaller WebP copies named after the original
 * (`covers/k2v9q3-1732345678901.png` → `covers/k2v9q3-1732345678901-w480.webp`), and for a cover
 * the 1200×630 PNG that link previews show (`…-og.png`). The pages derive those names from the
 * stored URL, so no column records them; a URL that is not ours (another site) has none and is
 * shown as it is. The seed's images are SVG, a few kilobytes at any size: they are shown as they
 * are, and only their covers get the link-preview PNG (made at build).
 */

/** Widths of a cover's copies: a card (one to three columns), and the model page's full-width banner. */
const COVER_WIDTHS = [480, 960, 1600] as const
/** Widths of a logo's copies: 44 and 72 CSS pixels on the pages, at one and two device pixels per pixel. */
const LOGO_WIDTHS = [96, 192] as const
/** Widths of a profile photo's copies: 32 (the sidebar) and 80 (Settings) CSS pixels, at two device pixels per pixel. */
const PHOTO_WIDTHS = [64, 160] as const
/** The largest image anyone may upload (the bucket's own limit, supabase/migrations/*_model_assets.sql): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const IMAGE_TOO_LARGE = `Images must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller.`
/** What link previews (Open Graph, Twitter) show best. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const
/** The name a cover's link-preview copy ends with. */
export const SOCIAL_SUFFIX = 'og.png'
/** The site's own preview image, for every public page without a model cover (made at build). */
export const SITE_SOCIAL_IMAGE = '/images/social.png'

export type VariantFolder = 'logos' | 'covers' | 'photos'

/** An upload, on the local store or Supabase Storage's public URL: these have copies. */
const UPLOADED = [
  /^\/uploads\/model-assets\/(logos|covers|photos)\/[A-Za-z0-9_-]+-\d+\.[a-z0-9]+$/,
  /^https?:\/\/[^/?#]+\/storage\/v1\/object\/public\/model-assets\/(logos|covers|photos)\/[A-Za-z0-9_-]+-\d+\.[a-z0-9]+$/,
]
/** A seed cover: its link-preview PNG is made at build (scripts/build-images.ts). */
const SEED_COVER = /^\/images\/models\/covers\/[a-z0-9-]+\.svg$/

/** The folder of an uploaded image, or null for one without copies. */
function uploadedFolder(url: string): VariantFolder | null {
  for (const pattern of UPLOADED) {
    const match = pattern.exec(url)
    if (match) return match[1] as VariantFolder
  }
  return null
}

/** The names of an image's copies: the original's name without its extension, plus a suffix. */
export function variantSuffixes(folder: VariantFolder): string[] {
  if (folder === 'covers') return [...COVER_WIDTHS.map((width) => `w${width}.webp`), SOCIAL_SUFFIX]
  return widthsOf(folder).map((width) => `w${width}.webp`)
}

function widthsOf(folder: VariantFolder): readonly number[] {
  return folder === 'covers' ? COVER_WIDTHS : folder === 'photos' ? PHOTO_WIDTHS : LOGO_WIDTHS
}

/** `covers/abc-1.png` + `w480.webp` → `covers/abc-1-w480.webp` (a storage key or a URL alike). */
export function variantPath(original: string, suffix: string) {
  return `${original.replace(/\.[A-Za-z0-9]+$/, '')}-${suffix}`
}

interface ResponsiveImage {
  src: string
  srcSet?: string
}

/**
 * The `src` and `srcSet` for an image shown `cssWidth` pixels wide at most: the copies when it has
 * them (the `src` a copy too, so even a browser without srcset never fetches the original), the
 * original otherwise.
 */
export function responsiveImage(url: string, cssWidth: number): ResponsiveImage {
  const folder = uploadedFolder(url)
  if (!folder) return { src: url }
  const widths = widthsOf(folder)
  const fallback = widths.find((width) => width >= cssWidth) ?? widths[widths.length - 1]!
  return {
    src: variantPath(url, `w${fallback}.webp`),
    srcSet: widths.map((width) => `${variantPath(url, `w${width}.webp`)} ${width}w`).join(', '),
  }
}

/**
 * The link-preview image for a page: a model's cover made 1200×630 PNG when it has that copy, the
 * cover itself when it is someone else's URL, and the site's image otherwise. Absolute, as the
 * networks that read it require.
 */
export function socialImage(siteUrl: string, cover: string | null | undefined) {
  const hasPreview = cover && (uploadedFolder(cover) === 'covers' || SEED_COVER.test(cover))
  const image = cover ? (hasPreview ? variantPath(cover, SOCIAL_SUFFIX) : cover) : SITE_SOCIAL_IMAGE
  return image.startsWith('/') ? `${siteUrl}${image}` : image
}
