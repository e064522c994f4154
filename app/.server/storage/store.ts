/**
 * Where model logos and covers live (docs/architecture.md#storage): Supabase Storage when Supabase
 * is configured, files under DATA_DIR/uploads otherwise. Both take an image already checked by its
 * bytes (./images.ts) and give back the public URL the model stores. Each keeps the image's
 * smaller copies beside it under the original's name plus a suffix, and removes them with it.
 */
import { variantPath, variantSuffixes } from '~/lib/image-variants'
import type { Caller } from '../db'
import type { AssetFolder, CheckedImage } from './images'

export interface AssetStore {
  /** Stores the image under a new key in the folder; the public URL. Throws when storage refuses. */
  upload(caller: Caller, folder: AssetFolder, image: CheckedImage): Promise<string>
  /** The storage key behind a public URL, or null when the URL is not one of ours. */
  keyOf(url: string): string | null
  /** Deletes a stored file by key. Throws when storage refuses. */
  remove(caller: Caller, key: string): Promise<void>
}

/** The original and its copies, each with the key it is stored under. */
export function storedObjects(key: string, image: CheckedImage) {
  return [
    { key, bytes: image.bytes, contentType: image.contentType },
    ...image.variants.map((variant) => ({
      key: variantPath(key, variant.suffix),
      bytes: variant.bytes,
      contentType: variant.contentType,
    })),
  ]
}

/** The keys of a stored image's copies (`logos/abc-1.png` → `logos/abc-1-w96.webp`, …). */
export function variantKeys(key: string) {
  const folder = key.startsWith('covers/') ? 'covers' : key.startsWith('photos/') ? 'photos' : 'logos'
  return variantSuffixes(folder).map((suffix) => variantPath(key, suffix))
}
