/**
 * Model images on this machine, when Supabase Storage is not configured: the object's row goes
 * into storage.objects as the admin (so the bucket's policies decide, as Supabase Storage's do)
 * and its bytes under DATA_DIR/uploads/model-assets, which the server serves at /uploads with a
 * one-hour cache. A file is created exclusively: nothing is ever overwritten.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '../config'
import { asCaller, type Caller } from '../db'
import { ASSET_BUCKET, assetKey, type AssetFolder, type CheckedImage } from './images'
import type { AssetStore } from './store'

const PUBLIC_PREFIX = `/uploads/${ASSET_BUCKET}/`

function fileOf(key: string) {
  return path.join(getConfig().dataDir, 'uploads', ASSET_BUCKET, ...key.split('/'))
}

export const localAssetStore: AssetStore = {
  async upload(caller: Caller, folder: AssetFolder, image: CheckedImage) {
    const key = assetKey(folder, image.extension)
    await asCaller(caller, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, metadata)
         values ($1, $2, (select auth.uid()), $3)`,
        [
          ASSET_BUCKET,
          key,
          JSON.stringify({ mimetype: image.contentType, size: image.bytes.byteLength, cacheControl: 'max-age=3600' }),
        ],
      )
      // Inside the transaction: if the file cannot be written, the row is not kept either.
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, image.bytes, { flag: 'wx' })
    })
    return `${PUBLIC_PREFIX}${key}`
  },

  keyOf(url: string) {
    if (!url.startsWith(PUBLIC_PREFIX)) return null
    const key = url.slice(PUBLIC_PREFIX.length)
    return /^(logos|covers)\/[A-Za-z0-9_-]+-\d+\.[a-z0-9]+$/.test(key) ? key : null
  },

  async remove(caller: Caller, key: string) {
    const removed = await asCaller(caller, async (tx) => {
      const { rows } = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
        ASSET_BUCKET,
        key,
      ])
      return rows.length > 0
    })
    if (!removed) throw new Error('Remove failed')
    await fs.rm(fileOf(key), { force: true })
  },
}
