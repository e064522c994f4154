/**
 * Model images on this machine, when Supabase Storage is not configured: the object's row goes
 * into storage.objects as the admin (so the bucket's policies decide, as Supabase Storage's do)
 * and its bytes under DATA_DIR/uploads/model-assets, which the server serves at /uploads with a
 * one-hour cache. A file is created exclusively: nothing is ever overwritten. The image's smaller
 * copies are stored beside it the same way, and removed with it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { getConfig } from '../config'
import { asCaller, type Caller } from '../db'
import { ASSET_BUCKET, assetKey, type AssetFolder, type CheckedImage } from './images'
import { storedObjects, variantKeys, type AssetStore } from './store'

const PUBLIC_PREFIX = `/uploads/${ASSET_BUCKET}/`

/** Where uploaded files live: served at /uploads, and written into every backup (db/backup.ts). */
export function uploadsDir(dataDir: string) {
  return path.join(dataDir, 'uploads')
}

function fileOf(key: string) {
  return path.join(uploadsDir(getConfig().dataDir), ASSET_BUCKET, ...key.split('/'))
}

export const localAssetStore: AssetStore = {
  async upload(caller: Caller, folder: AssetFolder, image: CheckedImage) {
    const key = assetKey(folder, image.extension)
    const objects = storedObjects(key, image)
    const written: string[] = []
    try {
      await asCaller(caller, async (tx) => {
        for (const object of objects) {
          await tx.query(
            `insert into storage.objects (bucket_id, name, owner, metadata)
             values ($1, $2, (select auth.uid()), $3)`,
            [
              ASSET_BUCKET,
              object.key,
              JSON.stringify({
                mimetype: object.contentType,
                size: object.bytes.byteLength,
                cacheControl: 'max-age=3600',
              }),
            ],
          )
        }
        // Inside the transaction: if a file cannot be written, no row is kept either.
        for (const object of objects) {
          const file = fileOf(object.key)
          await fs.mkdir(path.dirname(file), { recursive: true })
          await fs.writeFile(file, object.bytes, { flag: 'wx' })
          written.push(file)
        }
      })
    } catch (error) {
      await Promise.all(written.map((file) => fs.rm(file, { force: true })))
      throw error
    }
    return `${PUBLIC_PREFIX}${key}`
  },

  keyOf(url: string) {
    if (!url.startsWith(PUBLIC_PREFIX)) return null
    const key = url.slice(PUBLIC_PREFIX.length)
    return /^(logos|covers|photos)\/[A-Za-z0-9_-]+-\d+\.[a-z0-9]+$/.test(key) ? key : null
  },

  async remove(caller: Caller, key: string) {
    const keys = [key, ...variantKeys(key)]
    await asCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name',
        [ASSET_BUCKET, keys],
      )
      // Not the original's row (gone, or the policy refused): keep the copies' rows too.
      if (!rows.some((row) => row.name === key)) throw new Error('Remove failed')
    })
    await Promise.all(keys.map((name) => fs.rm(fileOf(name), { force: true })))
  },
}
