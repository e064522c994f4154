/** The model-image store the configuration asks for, and the steps the admin form takes with it. */
import { getConfig } from '../config'
import type { Caller } from '../db'
import { imageMessages, type AssetFolder, type CheckedImage } from './images'
import { localAssetStore } from './local'
import type { AssetStore } from './store'
import { supabaseAssetStore } from './supabase'

export { checkImage, chosenFile, type AssetFolder, type CheckedImage } from './images'

export function assetStore(): AssetStore {
  return getConfig().supabase ? supabaseAssetStore : localAssetStore
}

/** Uploads an image; the error's own message, else 'Upload failed' (docs/product.md#messages). */
export async function uploadModelImage(
  caller: Caller,
  folder: AssetFolder,
  image: CheckedImage,
): Promise<{ url: string } | { error: string }> {
  try {
    return { url: await assetStore().upload(caller, folder, image) }
  } catch (error) {
    console.error(`[storage] upload to ${folder} failed`, error)
    return { error: error instanceof Error && error.message ? error.message : imageMessages.uploadFailed }
  }
}

/**
 * Removes the stored files behind these URLs; URLs that are not ours (seed images, other sites)
 * are left alone. A failure is logged and reported, never thrown: the model change it follows has
 * already been saved.
 */
export async function removeModelImages(
  caller: Caller,
  urls: Array<string | null | undefined>,
): Promise<string | null> {
  const store = assetStore()
  let failure: string | null = null
  for (const url of urls) {
    const key = url ? store.keyOf(url) : null
    if (!key) continue
    try {
      await store.remove(caller, key)
    } catch (error) {
      console.error(`[storage] could not remove ${key}`, error)
      failure = error instanceof Error && error.message ? error.message : imageMessages.removeFailed
    }
  }
  return failure
}
