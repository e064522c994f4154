/**
 * Where model logos and covers live (docs/architecture.md#storage): Supabase Storage when Supabase
 * is configured, files under DATA_DIR/uploads otherwise. Both take an image already checked by its
 * bytes (./images.ts) and give back the public URL the model stores.
 */
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
