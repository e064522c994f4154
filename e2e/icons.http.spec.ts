// Link previews and icons over HTTP from the production build (docs/decisions/025-image-variants.md):
// favicon.ico, the apple-touch-icon and the web manifest the root links; every public page's
// Open Graph and Twitter image, absolute from SITE_URL and really a 1200×630 PNG; a model page's
// from its cover. Image sizes are read back with sharp, not trusted from names.
import sharp from 'sharp'
import { expect, readDatabase, test } from './fixtures'

/** The content of a `<meta>` or `<link>` in the page's head, by its attribute. */
function headTag(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1] ?? null
}

test('favicon.ico, apple-touch-icon.png and the web manifest are served, and the root links them', async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  const icoBytes = await ico.body()
  // An ICO file: reserved 0, type 1, three images (16, 32 and 48 pixels).
  expect([...icoBytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
  expect([icoBytes[6], icoBytes[22], icoBytes[38]]).toEqual([16, 32, 48])

  const touch = await request.get('/apple-touch-icon.png')
  expect(touch.status()).toBe(200)
  expect(touch.headers()['content-type']).toBe('image/png')
  expect(await sharp(await touch.body()).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 })

  const manifest = await request.get('/site.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toContain('application/manifest+json')
  const parsed = (await manifest.json()) as { name: string; icons: Array<{ src: string; sizes: string }> }
  expect(parsed.name).toBe('Aivora')
  for (const icon of parsed.icons) {
    const answer = await request.get(icon.src)
    expect(answer.status(), icon.src).toBe(200)
    if (icon.sizes !== 'any') {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await sharp(await answer.body()).metadata(), icon.src).toMatchObject({ width, height })
    }
  }

  const home = await (await request.get('/')).text()
  expect(home).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"/>')
  expect(home).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
  expect(home).toContain('<link rel="manifest" href="/site.webmanifest"/>')
})

test('every public page has an absolute 1200×630 PNG link preview; a model page shows its cover', async ({
  request,
  baseURL,
}) => {
  const [model] = await readDatabase<{ slug: string; cover_image: string }>(
    "select slug, cover_image from public.ai_models where is_active and cover_image like '/images/models/covers/%' limit 1",
  )
  const pages = ['/', '/models', '/about', '/labs', '/products', '/contact', '/privacy', '/terms', '/cookies']
  const seen = new Map<string, string>()
  for (const path of [...pages, `/models/${model!.slug}`]) {
    const html = await (await request.get(path)).text()
    const image = headTag(html, /<meta property="og:image" content="([^"]+)"/)
    expect(image, path).not.toBeNull()
    expect(headTag(html, /<meta name="twitter:image" content="([^"]+)"/), path).toBe(image)
    expect(headTag(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe('summary_large_image')
    expect(headTag(html, /<meta property="og:image:width" content="([^"]+)"/), path).toBe('1200')
    expect(headTag(html, /<meta property="og:image:height" content="([^"]+)"/), path).toBe('630')
    // Once per page: the root's tags are the only ones.
    expect(html.match(/property="og:image"/g), path).toHaveLength(1)
    seen.set(path, image!)
  }
  for (const path of pages) expect(seen.get(path), path).toBe(`${baseURL}/images/social.png`)
  expect(seen.get(`/models/${model!.slug}`)).toBe(`${baseURL}${model!.cover_image.replace(/\.svg$/, '-og.png')}`)

  for (const image of new Set(seen.values())) {
    const answer = await request.get(image)
    expect(answer.status(), image).toBe(200)
    expect(answer.headers()['content-type'], image).toBe('image/png')
    expect(await sharp(await answer.body()).metadata(), image).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    })
  }

  // Pages that are not public are not previewed.
  const login = await (await request.get('/login')).text()
  expect(login).not.toContain('og:image')
})

test("the site's own preview draws the mark clear of the name, so the dot of its 'i' shows", async ({ request }) => {
  const answer = await request.get('/images/social.png')
  expect(answer.status()).toBe(200)
  const { data, info } = await sharp(await answer.body())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  // A row of the left-hand column (the mark's and the name's) holds ink where some pixel is far
  // brighter than the dark background there: the mark's gradient or the white name.
  const inked = (y: number) => {
    for (let x = 96; x < 560; x += 1) {
      const at = (y * info.width + x) * info.channels
      if (Math.max(data[at]!, data[at + 1]!, data[at + 2]!) > 140) return true
    }
    return false
  }
  const runs: Array<[number, number]> = []
  for (let y = 0; y < info.height; y += 1) {
    if (!inked(y)) continue
    const last = runs.at(-1)
    if (last && last[1] === y - 1) last[1] = y
    else runs.push([y, y])
  }
  // The mark, then the name (the dot of its 'i' and its capital at the top), apart by a gap.
  const [mark, name] = runs
  expect(mark![1] - mark![0], 'the mark is 160 px tall').toBeLessThanOrEqual(162)
  expect(name![0] - mark![1], 'rows of background between the mark and the name').toBeGreaterThanOrEqual(16)
})
