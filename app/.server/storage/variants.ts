/**
 * The smaller copies of an uploaded logo or cover, made with sharp (libvips) before anything is
 * stored (docs/decisions/025-image-variants.md): WebP at the widths the pages use, never larger
 * than the original, and for a cover the 1200×630 PNG link previews show (the seed covers' are
 * made by the same function at build, scripts/build-images.ts).
 */
import type { Sharp } from 'sharp'
import { SOCIAL_IMAGE_SIZE, SOCIAL_SUFFIX, variantSuffixes, type VariantFolder } from '~/lib/image-variants'

export interface ImageVariant {
  /** What follows the original's name: `w480.webp`, `og.png`. */
  suffix: string
  bytes: Uint8Array
  contentType: 'image/webp' | 'image/png'
}

/** WebP quality: visually the same as the original at these sizes, a fraction of its bytes. */
const WEBP_QUALITY = 80

/** The 1200×630 PNG a link preview shows: the picture cropped to that shape around what stands out. */
export function socialPreview(image: Sharp) {
  return image
    .resize({ ...SOCIAL_IMAGE_SIZE, fit: 'cover', position: 'attention' })
    .png()
    .toBuffer()
}

/** The largest side a stored profile photo keeps: twice the largest it is shown at, with room. */
const PHOTO_MAX_SIDE = 512

async function decoder() {
  // Loaded on the first upload: sharp (libvips) is a quarter of a second of start-up otherwise.
  const { default: sharp } = await import('sharp')
  // `failOn: 'error'`: a truncated or corrupt file is refused, not stored half-grey.
  return (original: Uint8Array | Buffer) => sharp(original, { failOn: 'error' }).rotate()
}

/**
 * A profile photo as it is stored: turned upright, at most 512 pixels a side, WebP, and without
 * the metadata (sharp drops EXIF unless asked to keep it), so no location leaves with it.
 */
export async function normalisedPhoto(original: Uint8Array): Promise<Uint8Array> {
  const decode = await decoder()
  return decode(original)
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
}

/** Makes every copy the folder needs. Throws when the bytes cannot be decoded as an image. */
export async function makeVariants(folder: VariantFolder, original: Uint8Array | Buffer): Promise<ImageVariant[]> {
  const decode = await decoder()
  const input = () => decode(original)
  return Promise.all(
    variantSuffixes(folder).map(async (suffix): Promise<ImageVariant> => {
      if (suffix === SOCIAL_SUFFIX) return { suffix, bytes: await socialPreview(input()), contentType: 'image/png' }
      const width = Number(/^w(\d+)\.webp$/.exec(suffix)![1])
      const bytes = await input().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer()
      return { suffix, bytes, contentType: 'image/webp' }
    }),
  )
}
