// Model images in Supabase Storage (when Supabase is configured), against a fake of its HTTP API:
// what our side sends (the bucket, logos/ or covers/, a random name plus a timestamp plus the
// extension, cache control 3600, no overwrite, the service-role key), the public URL it keeps,
// removal by the path behind a stored URL, and the messages when storage refuses
// (docs/product.md#messages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '~/.server/config'
import { ANON } from '~/.server/db'
import { assetStore, checkImage, removeModelImages, uploadModelImage, type CheckedImage } from '~/.server/storage'
import { startFakeSupabaseStorage, type FakeSupabaseStorage } from './helpers/fake-supabase-storage'
import { expectLoggedErrors } from './setup'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

let fake: FakeSupabaseStorage
let image: CheckedImage

beforeAll(async () => {
  fake = await startFakeSupabaseStorage()
  process.env.SUPABASE_URL = fake.url
  process.env.SUPABASE_ANON_KEY = 'anon-key'
  process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key'
  resetConfig()
  const checked = await checkImage(new File([PNG], 'Company Logo.PNG'))
  if ('error' in checked) throw new Error(checked.error)
  image = checked
})
afterAll(async () => {
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_ANON_KEY
  delete process.env.SUPABASE_SERVICE_ROLE_KEY
  resetConfig()
  await fake.close()
})

describe('Supabase Storage for model images', () => {
  it('uploads to model-assets under logos/ with cache control 3600 and no overwrite, and keeps the public URL', async () => {
    const result = await uploadModelImage(ANON, 'logos', image)
    if (!('url' in result)) throw new Error(result.error)
    expect(result.url).toMatch(
      new RegExp(`^${fake.url}/storage/v1/object/public/model-assets/logos/[A-Za-z0-9_-]+-\\d{13}\\.png$`),
    )
    const [key, stored] = [...fake.objects.entries()][0]!
    expect(key).toMatch(/^model-assets\/logos\/[A-Za-z0-9_-]+-\d{13}\.png$/)
    expect(stored).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      upsert: 'false',
      authorization: 'Bearer service-role-key',
    })
    expect(stored!.bytes.equals(PNG)).toBe(true)
    expect(assetStore().keyOf(result.url)).toBe(key!.replace('model-assets/', ''))

    expect(
      await removeModelImages(ANON, [result.url, '/images/seed/logo.svg', 'https://elsewhere.example/x.png', null]),
    ).toBeNull()
    expect(fake.objects.size).toBe(0)
  })

  it("says 'its message' when storage refuses an upload or a removal", async () => {
    const kept = await uploadModelImage(ANON, 'covers', image)
    if (!('url' in kept)) throw new Error(kept.error)
    fake.failWith({ status: 400, message: 'The object exceeded the maximum allowed size' })
    expect(await uploadModelImage(ANON, 'covers', image)).toEqual({
      error: 'The object exceeded the maximum allowed size',
    })
    expect(await removeModelImages(ANON, [kept.url])).toBe('The object exceeded the maximum allowed size')
    fake.failWith(null)
    expect(expectLoggedErrors()).toHaveLength(2)
    expect(await removeModelImages(ANON, [kept.url])).toBeNull()
  })
})
