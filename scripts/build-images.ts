/**
 * Part of `npm run build`, after the Vite build: the raster images the site links to but does not
 * keep in git, made with sharp from the committed SVGs into build/client (served like the rest of
 * public/). Nothing here needs the network or a database, so a fresh clone builds.
 *
 * - Link previews (docs/decisions/025-image-variants.md): the site's own 1200×630 PNG for public
 *   pages without a model cover, and for each seed cover the same-size PNG beside it (`…-og.png`),
 *   made as an upload's is (app/.server/storage/variants.ts). The seed's SVGs need no smaller
 *   copies: a few kilobytes at any size, less than any raster copy of them.
 * - Icons: favicon.ico (16, 32, 48), apple-touch-icon.png (180×180), icon-192.png and icon-512.png,
 *   and the web manifest that names them (linked from app/root.tsx).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pngToIco from 'png-to-ico'
import sharp from 'sharp'
import { socialPreview } from '../app/.server/storage/variants'
import { brand } from '../app/lib/brand'
import { SITE_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE, SOCIAL_SUFFIX, variantPath } from '../app/lib/image-variants'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.join(root, 'public')
const outDir = path.join(root, 'build', 'client')

/** The brand's colours (public/favicon.svg), and the dark theme's page colour. */
const BRAND_FROM = '#4f46e5'
const BRAND_TO = '#14b8a6'
const PAGE_DARK = '#0b1020'

/** Rasterise the 1200-wide SVG covers at twice their drawn size, so the preview is made by shrinking. */
const SVG_DENSITY = 144

async function write(relative: string, bytes: Uint8Array | string) {
  const file = path.join(outDir, relative)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, bytes)
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The brand's mark: public/favicon.svg (written by scripts/generate-seed-images.ts). */
function brandMark() {
  return fs.readFile(path.join(publicDir, 'favicon.svg'), 'utf8')
}

/**
 * The mark sits above the name with a clear gap: the name's tallest parts (the dot of its 'i', the
 * capital) reach about 0.8 of the font size above the baseline, so the mark ends well before that.
 */
const MARK_TOP = 96

async function siteSocialImage() {
  const { width, height } = SOCIAL_IMAGE_SIZE
  const mark = Buffer.from(await brandMark())
  const markPng = await sharp(mark, { density: 72 * 6 })
    .resize(160, 160)
    .png()
    .toBuffer()
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PAGE_DARK}"/><stop offset="0.6" stop-color="#1e1b4b"/><stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
    <linearGradient id="rule" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${BRAND_FROM}"/><stop offset="1" stop-color="${BRAND_TO}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <text x="96" y="392" font-family="DejaVu Sans, Arial, sans-serif" font-size="112" font-weight="700" fill="#ffffff">${escapeXml(brand.name)}</text>
  <rect x="96" y="428" width="240" height="8" rx="4" fill="url(#rule)"/>
  <text x="96" y="508" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#e0e7ff">${escapeXml(brand.tagline)}</text>
</svg>`
  const png = await sharp(Buffer.from(card))
    .composite([{ input: markPng, left: 96, top: MARK_TOP }])
    .png()
    .toBuffer()
  await write(SITE_SOCIAL_IMAGE, png)
}

async function seedCoverPreviews() {
  const dir = path.join(publicDir, 'images', 'models', 'covers')
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.svg'))
  for (const name of names) {
    const preview = await socialPreview(sharp(path.join(dir, name), { density: SVG_DENSITY }))
    await write(variantPath(path.posix.join('images', 'models', 'covers', name), SOCIAL_SUFFIX), preview)
  }
  return names.length
}

async function icons() {
  const mark = Buffer.from(await brandMark())
  const png = (size: number, svg: Buffer = mark) =>
    sharp(svg, { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer()
  await write('favicon.ico', await pngToIco(await Promise.all([16, 32, 48].map((size) => png(size)))))
  // Home screens round the corners themselves and show transparency as black: a full square.
  const square = Buffer.from((await brandMark()).replace(/ rx="[\d.]+"/, ''))
  await write('apple-touch-icon.png', await png(180, square))
  await write('icon-192.png', await png(192, square))
  await write('icon-512.png', await png(512, square))
  const manifest = {
    name: brand.name,
    short_name: brand.name,
    description: brand.tagline,
    start_url: '/',
    display: 'browser',
    background_color: PAGE_DARK,
    theme_color: BRAND_FROM,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  await write('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`)
}

const started = Date.now()
await fs.access(outDir).catch(() => {
  throw new Error(`${path.relative(root, outDir)} is missing: run the Vite build first (npm run build).`)
})
const [previews] = await Promise.all([seedCoverPreviews(), siteSocialImage(), icons()])
console.log(`build-images: ${previews} cover previews, the site's own, and icons in ${Date.now() - started} ms`)
