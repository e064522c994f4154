// Settings that stay (docs/decisions/070-settings-that-stay.md), through the dashboard's action with
// real Requests on a real database and the local image store (DATA_DIR/uploads): a person's
// e-mail notifications and language saved and read back; the photo stored re-encoded with its
// smaller copies, replaced and removed; every refusal a 4xx that saves nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { runAsServiceRole } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { loadSettings, saveSettings } from '~/.server/settings'
import { imageMessages } from '~/.server/storage/images'
import { DEFAULT_SETTINGS, SETTINGS_MESSAGES, type SettingsActionData } from '~/lib/settings'
import { action } from '~/routes/dashboard'
import { cookieFrom, formRequest, request, respond, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'

let db: TestDatabase
let dataDir: string
const saved = { ...process.env }
const args = (req: Request) => ({ request: req, params: {}, context: {} })

beforeAll(async () => {
  db = await useAppDatabase()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-test-'))
  process.env.DATA_DIR = dataDir
  delete process.env.SUPABASE_URL
  resetConfig()
})
afterAll(async () => {
  await db.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.env = saved
  resetConfig()
})

let sequence = 0
/** A signed-in member of an organisation of their own, as sign-up makes them. */
async function member() {
  const email = `settings${++sequence}-${Date.now()}@example.com`
  const user = await runAsServiceRole(db.engine, 'test fixture', async (tx) => {
    const created = await createUser(tx, { email, password: 'a-good-password' })
    await createOrganisationIn(
      tx,
      { name: 'Acme', size: null, industry: null, use_case: null, website: null, phone: null, country: null },
      created.id,
    )
    return created
  })
  const cookie = cookieFrom(await createUserSession(user, request('/login')))
  return { user, cookie }
}

const SETTINGS_URL = '/dashboard?section=settings'

async function post(cookie: string, body: FormData | Record<string, string>) {
  const req =
    body instanceof FormData
      ? request(SETTINGS_URL, { method: 'POST', body, cookie })
      : formRequest(SETTINGS_URL, body, { cookie })
  const response = await respond(() => action(args(req)))
  return { status: response.status, body: (await response.json()) as SettingsActionData }
}

function multipart(fields: Record<string, string>, photo?: File) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (photo) form.append('photo', photo)
  return form
}

/** A real picture (not one colour: WebP would make it tiny), with EXIF that says where it was taken. */
async function picture(width = 900, height = 600) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'PhoneMaker', ImageDescription: 'Home, 12 Secret Street' } })
    .jpeg()
    .toBuffer()
}

const storedFile = (url: string) => path.join(dataDir, url.replace(/^\//, ''))
const copies = (url: string) => ['w64', 'w160'].map((width) => url.replace(/\.[a-z0-9]+$/, `-${width}.webp`))

describe('settings, read and saved as the person', () => {
  it('are the defaults until the person saves: notifications on, English, no photo', async () => {
    const { user } = await member()
    expect(await loadSettings(user)).toEqual(DEFAULT_SETTINGS)
    expect(DEFAULT_SETTINGS).toEqual({ emailNotifications: true, language: 'en', photoUrl: null })
  })

  it("'Save Changes' with notifications off and Spanish: saved, said, and kept for the next visit", async () => {
    const { user, cookie } = await member()
    const answer = await post(cookie, { intent: 'save-settings', language: 'es' })
    expect(answer).toEqual({ status: 200, body: { kind: 'settings', ok: true, message: SETTINGS_MESSAGES.saved } })
    expect(await loadSettings(user)).toEqual({ emailNotifications: false, language: 'es', photoUrl: null })

    // Switched on again: the checkbox sends 'on'.
    await post(cookie, { intent: 'save-settings', 'email-notifications': 'on', language: 'fr' })
    expect(await loadSettings(user)).toEqual({ emailNotifications: true, language: 'fr', photoUrl: null })
  })

  it("keeps each person's settings their own", async () => {
    const [one, two] = [await member(), await member()]
    await post(one.cookie, { intent: 'save-settings', language: 'fr' })
    expect(await loadSettings(two.user)).toEqual(DEFAULT_SETTINGS)
  })
})

describe('a refused post is a 4xx that saves nothing', () => {
  const refusals: Array<[string, Record<string, string>, string]> = [
    ['an unknown language', { intent: 'save-settings', language: 'de' }, SETTINGS_MESSAGES.invalidLanguage],
    ['no language', { intent: 'save-settings' }, SETTINGS_MESSAGES.invalidLanguage],
    ['a language as markup', { intent: 'save-settings', language: '<b>es</b>' }, SETTINGS_MESSAGES.invalidLanguage],
    [
      'a switch value no checkbox sends',
      { intent: 'save-settings', 'email-notifications': 'off', language: 'es' },
      SETTINGS_MESSAGES.invalidRequest,
    ],
    ['an unknown intent', { intent: 'drop-table', language: 'es' }, SETTINGS_MESSAGES.invalidRequest],
    ['no intent', { language: 'es' }, SETTINGS_MESSAGES.invalidRequest],
    ['NUL in the language', { intent: 'save-settings', language: 'e\u0000s' }, SETTINGS_MESSAGES.invalidLanguage],
  ]
  it.each(refusals)('%s', async (_, fields, message) => {
    const { user, cookie } = await member()
    const answer = await post(cookie, fields)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ kind: 'settings', ok: false, message })
    expect(await loadSettings(user)).toEqual(DEFAULT_SETTINGS)
  })

  it('a body that is not a form', async () => {
    const { cookie } = await member()
    const req = request(SETTINGS_URL, {
      method: 'POST',
      body: '{"language":"es"}',
      headers: { 'Content-Type': 'multipart/form-data' },
      cookie,
    })
    const response = await respond(() => action(args(req)))
    expect(response.status).toBe(400)
  })

  it('without a session: to /login, nothing saved', async () => {
    const response = await respond(() =>
      action(args(formRequest(SETTINGS_URL, { intent: 'save-settings', language: 'es' }))),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/login\b/)
  })
})

describe('the profile photo', () => {
  it('is stored re-encoded as WebP, without its EXIF, at most 512 a side, with copies 64 and 160 wide', async () => {
    const { user, cookie } = await member()
    const original = await picture()
    expect(original.includes('Secret Street')).toBe(true)
    const answer = await post(
      cookie,
      multipart({ intent: 'save-settings', language: 'es' }, new File([original], 'me.jpg')),
    )
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: SETTINGS_MESSAGES.saved } })
    const settings = await loadSettings(user)
    // The choices came with it, all together.
    expect(settings).toMatchObject({ emailNotifications: false, language: 'es' })
    expect(settings.photoUrl).toMatch(/^\/uploads\/model-assets\/photos\/[A-Za-z0-9_-]+-\d{13}\.webp$/)
    const stored = fs.readFileSync(storedFile(settings.photoUrl!))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes('Secret Street')).toBe(false)
    for (const [file, width] of copies(settings.photoUrl!).map((url, i) => [url, [64, 160][i]] as const)) {
      expect(await sharp(fs.readFileSync(storedFile(file))).metadata()).toMatchObject({ format: 'webp', width })
    }
    // Its rows are the person's own, listed to them only.
    const { rows } = await db.engine.query<{ owner: string }>(
      `select owner from storage.objects where bucket_id = 'model-assets' and name like 'photos/%' and owner = $1`,
      [user.id],
    )
    expect(rows).toHaveLength(3)
  })

  it('replaced, the old one and its copies are deleted; removed, the initial is back', async () => {
    const { user, cookie } = await member()
    await post(cookie, multipart({ intent: 'save-settings', language: 'en' }, new File([await picture()], 'a.jpg')))
    const first = (await loadSettings(user)).photoUrl!
    await post(
      cookie,
      multipart({ intent: 'save-settings', language: 'en' }, new File([await picture(300, 300)], 'b.png')),
    )
    const second = (await loadSettings(user)).photoUrl!
    expect(second).not.toBe(first)
    for (const url of [first, ...copies(first)]) expect(fs.existsSync(storedFile(url))).toBe(false)
    for (const url of [second, ...copies(second)]) expect(fs.existsSync(storedFile(url))).toBe(true)

    // Saving without choosing a file keeps the photo.
    await post(cookie, multipart({ intent: 'save-settings', language: 'fr' }, new File([], '')))
    expect(await loadSettings(user)).toMatchObject({ language: 'fr', photoUrl: second })

    expect(await post(cookie, { intent: 'remove-photo' })).toEqual({
      status: 200,
      body: { kind: 'settings', ok: true, message: SETTINGS_MESSAGES.photoRemoved },
    })
    expect(await loadSettings(user)).toMatchObject({ language: 'fr', photoUrl: null })
    for (const url of [second, ...copies(second)]) expect(fs.existsSync(storedFile(url))).toBe(false)
    expect(await post(cookie, { intent: 'remove-photo' })).toMatchObject({
      status: 409,
      body: { ok: false, message: SETTINGS_MESSAGES.noPhoto },
    })
  })

  const badFiles: Array<[string, () => Promise<File>, string]> = [
    ['text named .png', async () => new File(['not an image at all'], 'me.png'), imageMessages.notAnImage],
    [
      'an SVG (it can carry script)',
      async () => new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'me.svg'),
      imageMessages.notAnImage,
    ],
    [
      'a PNG cut short',
      async () =>
        new File(
          [
            (
              await sharp(await picture())
                .png()
                .toBuffer()
            ).subarray(0, 400),
          ],
          'me.png',
        ),
      imageMessages.notAnImage,
    ],
    ['over 5 MB', async () => new File([Buffer.alloc(5 * 1024 * 1024 + 1)], 'big.jpg'), imageMessages.tooLarge],
  ]
  it.each(badFiles)('refuses %s with a 400, saving neither the photo nor the choices', async (_, file, message) => {
    const { user, cookie } = await member()
    const before = fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(dataDir, { recursive: true }) : []
    const answer = await post(cookie, multipart({ intent: 'save-settings', language: 'es' }, await file()))
    expect(answer).toEqual({ status: 400, body: { kind: 'settings', ok: false, message, field: 'photo' } })
    expect(await loadSettings(user)).toEqual(DEFAULT_SETTINGS)
    const after = fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(dataDir, { recursive: true }) : []
    expect(after).toEqual(before)
  })
})

describe('the database keeps to its rules whatever the route does', () => {
  it('refuses a photo URL that is not of our store, and a language it does not know', async () => {
    const { user } = await member()
    await expect(saveSettings(user, { photoUrl: 'https://evil.example/x.png' })).rejects.toMatchObject({
      code: '23514',
    })
    await expect(saveSettings(user, { language: 'de' as never })).rejects.toMatchObject({ code: '23514' })
    expect(await loadSettings(user)).toEqual(DEFAULT_SETTINGS)
  })
})
