/**
 * `npx tsx scripts/generate-seed-images.ts` writes the placeholder artwork the seed data points at:
 * every `/images/models/logos/*.svg`, `/images/models/covers/*.svg` and `/images/labs/*.svg` path
 * found in supabase/seed.sql, plus the brand logos and the favicon. The output is deterministic
 * (colours and shapes come from a hash of each name), so re-running it changes nothing unless the
 * seed does. SVGs for paths the seed no longer mentions are removed. The files are committed.
 *
 * The artwork is plain SVG: no scripts, no external references, no embedded fonts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const publicDir = path.join(root, 'public')
const seedFile = path.join(root, 'supabase', 'seed.sql')

const FONT = 'system-ui, sans-serif'

/** Dark and light end of each gradient: blues, violets and teals. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1e3a8a', '#6366f1'],
  ['#0f766e', '#22d3ee'],
  ['#4c1d95', '#a78bfa'],
  ['#0c4a6e', '#38bdf8'],
  ['#312e81', '#2dd4bf'],
  ['#1e1b4b', '#8b5cf6'],
  ['#134e4a', '#60a5fa'],
  ['#172554', '#5eead4'],
  ['#3b0764', '#818cf8'],
  ['#083344', '#67e8f9'],
]

/** Same rule as app/lib/slug.ts and the database's generated column. */
function slugify(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()
}

/** FNV-1a, for stable per-name variation. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** A small deterministic sequence of numbers in [0, 1) seeded by a name. */
function randoms(seed: string): () => number {
  let state = hash(seed) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 0x100000000
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function palette(name: string): readonly [string, string] {
  return PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0]!
}

function initials(title: string): string {
  const words = title.split(/[^A-Za-z0-9]+/).filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [words[0]?.[0], words[0]?.[1]]
  return letters.join('').toUpperCase() || 'AI'
}

const round = (n: number) => Math.round(n)

function logoSvg(title: string): string {
  const [dark, lightest] = palette(title)
  const light = mix(lightest, dark, 0.3)
  const rnd = randoms(`logo:${title}`)
  const angle = round(rnd() * 360)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">`,
    `<title>${escapeXml(title)} logo</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="128" height="128" rx="28" fill="url(#g)"/>`,
    `<circle cx="64" cy="64" r="46" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3"`,
    ` stroke-dasharray="200 89" transform="rotate(${angle} 64 64)"/>`,
    `<circle cx="104" cy="24" r="30" fill="#fff" fill-opacity=".08"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700"`,
    ` fill="#fff">${escapeXml(initials(title))}</text>`,
    `</svg>`,
    '',
  ].join('')
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const parts = [0, 1, 2].map((i) => round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`
}

/** One of three motifs, picked by the name: rings, a node network, or soft diagonal bars. */
function motif(rnd: () => number, width: number, height: number, light: string, kind: number): string {
  if (kind === 0) {
    return [0, 1, 2]
      .map((i) => {
        const cx = round(width * (0.55 + rnd() * 0.35))
        const cy = round(height * (0.2 + rnd() * 0.6))
        const r = round(80 + i * 70 + rnd() * 60)
        return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${light}" stroke-opacity=".${3 - i}" stroke-width="2"/>`
      })
      .join('')
  }
  if (kind === 1) {
    const nodes = Array.from({ length: 7 }, (_, i) => [
      round(width * (0.5 + (i / 6) * 0.42 + (rnd() - 0.5) * 0.06)),
      round(height * (0.15 + rnd() * 0.5)),
    ])
    const edges = nodes
      .flatMap(([x, y], i) => [nodes[i + 1], nodes[i + 2]].filter(Boolean).map((n) => `M${x} ${y}L${n![0]} ${n![1]}`))
      .join('')
    const dots = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 ? 5 : 8}"/>`).join('')
    return `<path d="${edges}" stroke="${light}" stroke-opacity=".35" stroke-width="1.5"/><g fill="${light}" fill-opacity=".7">${dots}</g>`
  }
  const bars = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = round(width * (0.5 + i * 0.09))
      const h = round(height * (0.4 + rnd() * 0.5))
      return `<rect x="${x}" y="${round((height - h) / 2)}" width="56" height="${h}" rx="28" fill-opacity=".${i + 1}"/>`
    })
    .join('')
  return `<g fill="${light}" transform="rotate(-18 ${width / 2} ${height / 2})">${bars}</g>`
}

/** An abstract backdrop: gradient, glow, dot grid, a motif and flowing lines. */
function coverSvg(label: string, width = 1200, height = 630): string {
  const [dark, light] = palette(label)
  const rnd = randoms(`cover:${label}`)
  const gx = (0.55 + rnd() * 0.35).toFixed(2)
  const gy = (0.1 + rnd() * 0.4).toFixed(2)
  const base = 0.5 + rnd() * 0.2
  const flip = rnd() < 0.5 ? 1 : -1
  const waves = [0, 1, 2]
    .map((i) => {
      const y = round(height * (base + i * 0.1))
      const a = round((40 + rnd() * 80) * flip)
      const c1 = round(width * (0.15 + rnd() * 0.2))
      const c2 = round(width * (0.55 + rnd() * 0.2))
      return `<path d="M0 ${y}C${c1} ${y - a} ${c2} ${y + a} ${width} ${y - round(a / 2)}" stroke-opacity=".${2 * i + 1}"/>`
    })
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(label)}</title>`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/>`,
    `<stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${gx}" cy="${gy}" r=".6"><stop offset="0" stop-color="${light}" stop-opacity=".55"/>`,
    `<stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`,
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">`,
    `<circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity=".14"/></pattern>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    `<rect x="${round(width * 0.05)}" y="${round(height * 0.08)}" width="${round(width * 0.38)}" height="${round(height * 0.5)}" fill="url(#dots)"/>`,
    motif(rnd, width, height, light, hash(`motif:${label}`) % 3),
    `<g fill="none" stroke="#fff" stroke-width="2">${waves}</g>`,
    `</svg>`,
    '',
  ].join('')
}

/** The Aivora mark: a rounded square with an open "A" and a node, on a 40x40 grid. */
function markElements(id: string): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>`,
    `<rect width="40" height="40" rx="10" fill="url(#${id})"/>`,
    `<path d="M11 31 20 9l9 22" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="20" cy="24" r="3" fill="#fff"/>`,
  ].join('')
}

function brandLogoSvg(textColor: string, theme: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img">`,
    `<title>Aivora (logo for ${theme} backgrounds)</title>`,
    markElements('aivora-mark'),
    `<text x="50" y="28.5" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="-.3" fill="${textColor}">Aivora</text>`,
    `</svg>`,
    '',
  ].join('')
}

function faviconSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 40 40">`,
    `<title>Aivora</title>`,
    markElements('m'),
    `</svg>`,
    '',
  ].join('')
}

/** The single-quoted string literals of a SQL script, unescaped. */
function sqlStrings(sql: string): string[] {
  const withoutComments = sql.replace(/--[^\n]*/g, '')
  return [...withoutComments.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"))
}

function write(relative: string, content: string, written: Set<string>) {
  const file = path.join(publicDir, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
  written.add(file)
}

function main() {
  const strings = sqlStrings(fs.readFileSync(seedFile, 'utf8'))
  // Titles, industries and lab names, by slug, so each image can carry a readable <title>.
  const names = new Map<string, string>()
  for (const s of strings) if (!s.startsWith('/') && !names.has(slugify(s))) names.set(slugify(s), s)

  const written = new Set<string>()
  const dirs = { logos: 'images/models/logos', covers: 'images/models/covers', labs: 'images/labs' }
  for (const s of new Set(strings)) {
    const match = /^\/(images\/(?:models\/logos|models\/covers|labs))\/([a-z0-9-]+)\.svg$/.exec(s)
    if (!match) continue
    const [, dir, slug] = match as unknown as [string, string, string]
    const name = names.get(slug) ?? slug.replace(/-/g, ' ')
    if (dir === dirs.logos) write(`${dir}/${slug}.svg`, logoSvg(name), written)
    else if (dir === dirs.covers) write(`${dir}/${slug}.svg`, coverSvg(`${name} cover`), written)
    else write(`${dir}/${slug}.svg`, coverSvg(`${name} lab`), written)
  }

  write('images/brand/logo-dark.svg', brandLogoSvg('#f8fafc', 'dark'), written)
  write('images/brand/logo-light.svg', brandLogoSvg('#0f172a', 'light'), written)
  write('favicon.svg', faviconSvg(), written)

  // Drop artwork the seed no longer refers to.
  for (const dir of Object.values(dirs)) {
    const full = path.join(publicDir, dir)
    if (!fs.existsSync(full)) continue
    for (const file of fs.readdirSync(full)) {
      const target = path.join(full, file)
      if (file.endsWith('.svg') && !written.has(target)) fs.rmSync(target)
    }
  }
  console.info(`Wrote ${written.size} SVG files under ${path.relative(root, publicDir)}/`)
}

main()
