/**
 * Model images in Supabase Storage (bucket model-assets), when Supabase is configured. The admin
 * check has already happened on our server; the upload uses the service-role key, which never
 * leaves it. Cache control 3600, no overwrite (docs/product.md#model-form). The smaller copies go
 * beside the original; if one is refused, those already stored are removed again.
 */
import type { RealtimeClientOptions } from '@supabase/supabase-js'
import { getConfig } from '../config'
import { ASSET_BUCKET, assetKey, type AssetFolder, type CheckedImage } from './images'
import { storedObjects, variantKeys, type AssetStore } from './store'

function supabaseSettings() {
  const supabase = getConfig().supabase
  if (!supabase?.serviceRoleKey) throw new Error('Uploads need SUPABASE_SERVICE_ROLE_KEY.')
  return { url: supabase.url, serviceRoleKey: supabase.serviceRoleKey }
}

const publicPrefixOf = (supabase: { url: string }) =>
  `${supabase.url.replace(/\/$/, '')}/storage/v1/object/public/${ASSET_BUCKET}/`

async function bucket() {
  const supabase = supabaseSettings()
  // Loaded with the first upload, not at every start-up.
  const [{ createClient }, { default: WebSocket }] = await Promise.all([import('@supabase/supabase-js'), import('ws')])
  const client = createClient(supabase.url, supabase.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Never used, but the client builds its realtime part anyway, and Node 20 has no WebSocket.
    realtime: { transport: WebSocket as unknown as RealtimeClientOptions['transport'] },
  })
  return { storage: client.storage.from(ASSET_BUCKET) }
}

export const supabaseAssetStore: AssetStore = {
  async upload(_caller, folder: AssetFolder, image: CheckedImage) {
    const { storage } = await bucket()
    const key = assetKey(folder, image.extension)
    const stored: string[] = []
    for (const object of storedObjects(key, image)) {
      const { error } = await storage.upload(object.key, object.bytes, {
        cacheControl: '3600',
        upsert: false,
        contentType: object.contentType,
      })
      if (error) {
        if (stored.length > 0) await storage.remove(stored)
        throw new Error(error.message || 'Upload failed')
      }
      stored.push(object.key)
    }
    return storage.getPublicUrl(key).data.publicUrl
  },

  keyOf(url: string) {
    const publicPrefix = publicPrefixOf(supabaseSettings())
    if (!url.startsWith(publicPrefix)) return null
    const key = decodeURIComponent(url.slice(publicPrefix.length))
    return /^(logos|covers|photos)\/[^/]+$/.test(key) ? key : null
  },

  async remove(_caller, key: string) {
    const { storage } = await bucket()
    const { error } = await storage.remove([key, ...variantKeys(key)])
    if (error) throw new Error(error.message || 'Remove failed')
  },
}
