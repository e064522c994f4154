// Model images in Supabase Storage (when Supabase is configured), against a fake of its HTTP API:
// what our side sends (the bucket, logos/ or covers/, a random name plus a timestamp plus the
// extension, cache control 3600, no overwrite, the service-role key), the public URL it keeps,
// removal by the path behind a stored URL, and the messages when storage refuses
// (docs/product.md#messages). Also the smaller copies stored beside each image, made by sharp from
// a real picture and read back by sharp (docs/decisions/025-image-variants.md).
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetConfig } from '~/.server/config'
import { ANON } from '~/.server/db'
import { assetStore, checkImage, removeModelImages, uploadModelImage, type CheckedImage } from '~/.server/storage'
import { imageMessages } from '~/.server/storage/images'
import { responsiveImage, socialImage } from '~/lib/image-variants'
import { startFakeSupabaseStorage, type FakeSupabaseStorage } from './helpers/fake-supabase-storage'
import { expectLoggedErrors } from './setup'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
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
  const checked = await checkImage(new File([PNG], 'Company Logo.PNG'), 'logos')
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
    const kept = await uploadModelImage(ANON, 'logos', image)
    if (!('url' in kept)) throw new Error(kept.error)
    fake.failWith({ status: 400, message: 'The object exceeded the maximum allowed size' })
    expect(await uploadModelImage(ANON, 'logos', image)).toEqual({
      error: 'The object exceeded the maximum allowed size',
    })
    expect(await removeModelImages(ANON, [kept.url])).toBe('The object exceeded the maximum allowed size')
    fake.failWith(null)
    expect(expectLoggedErrors()).toHaveLength(2)
    expect(await removeModelImages(ANON, [kept.url])).toBeNull()
    expect(fake.objects.size).toBe(0)
  })
})

/** A real photograph-sized picture: 3000×2000 of noise, which no encoder can shrink to nothing. */
async function bigPicture(format: 'png' | 'jpeg') {
  const width = 3000
  const height = 2000
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  const picture = sharp(noise, { raw: { width, height, channels: 3 } })
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer()
}

describe('the copies stored beside an image', () => {
  it('stores a cover with WebP copies at 480, 960 and 1600 wide and a 1200×630 PNG, and removes them with it', async () => {
    const original = await bigPicture('jpeg')
    const cover = await checkImage(new File([original], 'cover.jpg'), 'covers')
    if ('error' in cover) throw new Error(cover.error)
    const result = await uploadModelImage(ANON, 'covers', cover)
    if (!('url' in result)) throw new Error(result.error)
    const key = assetStore().keyOf(result.url)!
    const stem = `model-assets/${key.replace(/\.jpg$/, '')}`

    expect([...fake.objects.keys()].sort()).toEqual(
      [`model-assets/${key}`, `${stem}-og.png`, `${stem}-w1600.webp`, `${stem}-w480.webp`, `${stem}-w960.webp`].sort(),
    )
    for (const [width, name] of [
      [480, `${stem}-w480.webp`],
      [960, `${stem}-w960.webp`],
      [1600, `${stem}-w1600.webp`],
    ] as const) {
      const stored = fake.objects.get(name)!
      expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'max-age=3600', upsert: 'false' })
      expect(await sharp(stored.bytes).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 2) / 3),
      })
      // The point of it all: a card's copy is a small fraction of the original.
      if (width === 480) expect(stored.bytes.length).toBeLessThan(original.length / 10)
    }
    const og = fake.objects.get(`${stem}-og.png`)!
    expect(og.contentType).toBe('image/png')
    expect(await sharp(og.bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })

    // The pages name the same copies from the stored URL.
    const shown = responsiveImage(result.url, 400)
    expect(shown.src).toBe(result.url.replace(/\.jpg$/, '-w480.webp'))
    expect(shown.srcSet).toBe(
      [480, 960, 1600].map((w) => `${result.url.replace(/\.jpg$/, `-w${w}.webp`)} ${w}w`).join(', '),
    )
    expect(socialImage('https://aivora.example', result.url)).toBe(result.url.replace(/\.jpg$/, '-og.png'))

    expect(await removeModelImages(ANON, [result.url])).toBeNull()
    expect(fake.objects.size).toBe(0)
  })

  it('stores a logo with copies 96 and 192 wide, never enlarging a small one', async () => {
    const big = await checkImage(new File([await bigPicture('png')], 'logo.png'), 'logos')
    if ('error' in big) throw new Error(big.error)
    expect(big.variants.map((v) => v.suffix)).toEqual(['w96.webp', 'w192.webp'])
    expect(await sharp(big.variants[1]!.bytes).metadata()).toMatchObject({ width: 192, height: 128 })
    // The 1×1 logo from above keeps its size in every copy.
    for (const variant of image.variants) expect(await sharp(variant.bytes).metadata()).toMatchObject({ width: 1 })
  })

  it('removes the copies already stored when storage refuses one of them, and says why', async () => {
    fake.failWith({ status: 400, message: 'The bucket is full', afterUploads: 2 })
    const cover = await checkImage(new File([PNG], 'cover.png'), 'covers')
    if ('error' in cover) throw new Error(cover.error)
    expect(await uploadModelImage(ANON, 'covers', cover)).toEqual({ error: 'The bucket is full' })
    fake.failWith(null)
    expect(expectLoggedErrors()).toHaveLength(1)
    expect(fake.objects.size).toBe(0)
  })

  it('refuses a file that starts like an image but cannot be decoded', async () => {
    const truncated = (await bigPicture('png')).subarray(0, 4000)
    expect(await checkImage(new File([truncated], 'broken.png'), 'covers')).toEqual({ error: imageMessages.notAnImage })
  })
})

describe('images without copies', () => {
  it('are shown as they are: another site, a path the store did not make, the seed SVGs', () => {
    for (const url of ['https://cdn.example.com/covers/a-1.png', '/images/labs/lab.svg', '/uploads/other/a-1.png']) {
      expect(responsiveImage(url, 400)).toEqual({ src: url })
    }
    expect(socialImage('https://aivora.example', 'https://cdn.example.com/c.png')).toBe('https://cdn.example.com/c.png')
    expect(socialImage('https://aivora.example', null)).toBe('https://aivora.example/images/social.png')
    expect(socialImage('https://aivora.example', '/images/models/covers/legal-ai.svg')).toBe(
      'https://aivora.example/images/models/covers/legal-ai-og.png',
    )
    expect(responsiveImage('/images/models/covers/legal-ai.svg', 400)).toEqual({
      src: '/images/models/covers/legal-ai.svg',
    })
    expect(socialImage('https://aivora.example', '/images/models/logos/legal-ai.svg')).toBe(
      'https://aivora.example/images/models/logos/legal-ai.svg',
    )
  })
})
