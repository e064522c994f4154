/**
 * What may be stored as a model's logo or cover (docs/product.md#model-form,
 * docs/architecture.md#storage): raster images judged by their bytes, never by the name or the type
 * the browser claims, within the bucket's size limit. An SVG is refused: it can carry script. The
 * stored name is random text plus a timestamp plus the original extension; the smaller copies the
 * pages use are made here too (./variants.ts), so an image that cannot be decoded is refused
 * before anything is stored.
 */
import { randomBytes } from 'node:crypto'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, type VariantFolder } from '~/lib/image-variants'
import { makeVariants, normalisedPhoto, type ImageVariant } from './variants'

export const ASSET_BUCKET = 'model-assets'
/** A model's logos and covers, and the people's profile photos (docs/decisions/070-settings-that-stay.md). */
export type AssetFolder = VariantFolder

const ALLOWED: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['avif'],
}

export const imageMessages = {
  notAnImage: 'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
  tooLarge: IMAGE_TOO_LARGE,
  uploadFailed: 'Upload failed',
  removeFailed: 'Remove failed',
} as const

export interface CheckedImage {
  bytes: Uint8Array
  contentType: string
  extension: string
  /** The copies stored beside it (docs/decisions/025-image-variants.md). */
  variants: ImageVariant[]
}

/** The image's bytes, real type and copies for its folder, or the message that refuses it. */
export async function checkImage(file: File, folder: AssetFolder): Promise<CheckedImage | { error: string }> {
  if (file.size > MAX_IMAGE_BYTES) return { error: imageMessages.tooLarge }
  const bytes = new Uint8Array(await file.arrayBuffer())
  // Loaded on the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type')
  const detected = await fileTypeFromBuffer(bytes)
  const extensions = detected ? ALLOWED[detected.mime] : undefined
  if (!detected || !extensions) return { error: imageMessages.notAnImage }
  const original = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase()
  // Keep the original extension when it names the same kind of image; otherwise name it truly.
  const extension = original && extensions.includes(original) ? original : extensions[0]!
  try {
    // A photo is stored re-encoded, never as uploaded: a phone's picture carries where it was taken
    // (EXIF), and a profile photo is public under its name.
    if (folder === 'photos') {
      const photo = await normalisedPhoto(bytes)
      return { bytes: photo, contentType: 'image/webp', extension: 'webp', variants: await makeVariants(folder, photo) }
    }
    return { bytes, contentType: detected.mime, extension, variants: await makeVariants(folder, bytes) }
  } catch {
    // The right first bytes but no decodable image behind them (truncated, corrupt).
    return { error: imageMessages.notAnImage }
  }
}

/** `logos/k2v9q3x8d1f0-1732345678901.png`: never guessable, never the same twice. */
export function assetKey(folder: AssetFolder, extension: string) {
  return `${folder}/${randomBytes(9).toString('base64url')}-${Date.now()}.${extension}`
}

/** A chosen file input; browsers send an empty part when nothing was chosen. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null
}
