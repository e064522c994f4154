// Settings that stay (docs/decisions/070-settings-that-stay.md), with JavaScript on and off (both
// projects run it): a member turns e-mail notifications off and chooses Spanish, saves, and finds
// both kept on the next visit and in the database; uploads a photo and sees it in Settings and in
// the sidebar's foot where the initial was; a file that is not an image is refused with its reason
// and changes nothing; 'Remove photo' brings the initial back. axe on each new state.
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import {
  dismissConsent,
  expect,
  expectAccessible,
  hasJavaScript,
  hydratedOnLoad,
  readDatabase,
  signUpOrganisation,
  test,
} from './fixtures'

const SAVED = 'Your settings were saved.'

function uniqueEmail(testInfo: TestInfo, tag: string) {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@e2e.test`
}

/** A 300×300 PNG with something in it (a gradient), as a camera's picture would have. */
async function photo() {
  const size = 300
  const pixels = Buffer.alloc(size * size * 3)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) pixels.set([x % 256, y % 256, (x + y) % 256], (y * size + x) * 3)
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
}

/** The image has loaded: a broken one has no natural width. */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

test.describe('Settings', () => {
  // A sign-up (bcrypt), an upload through sharp and several axe checks on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 })

  test('notifications off and Spanish stay; a photo is shown in Settings and the sidebar; a wrong file is refused', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'settings')
    await dismissConsent(page, baseURL)
    hydratedOnLoad(page, hasJavaScript(testInfo))
    await signUpOrganisation(page, email, { organisation: 'Settings Walk Ltd' })
    await page.goto('/dashboard?section=settings')

    const notifications = page.getByRole('switch', { name: 'Email notifications' })
    const language = page.getByLabel('Language')
    const save = page.getByRole('button', { name: 'Save Changes' })
    const status = page.getByRole('status').filter({ hasText: SAVED })
    await expect(notifications).toBeChecked()
    await expect(language).toHaveValue('en')
    await expect(language.locator('option')).toHaveText(['English', 'Spanish', 'French'])
    // Two-factor authentication has its own page (e2e/two-factor.spec.ts), linked beside them.
    await expect(page.getByRole('link', { name: 'Turn on two-factor' })).toHaveAttribute('href', '/settings/two-factor')

    // Notifications off, Spanish, saved: the page says so.
    await notifications.click()
    await language.selectOption({ label: 'Spanish' })
    await save.click()
    await expect(status).toHaveText(SAVED)
    await expect(page).toHaveURL(/\/dashboard\?section=settings$/)
    await expectAccessible(page, testInfo)

    // A new visit: the choices stayed, in the page and in the database.
    await page.goto('/dashboard?section=settings')
    await expect(notifications).not.toBeChecked()
    await expect(language).toHaveValue('es')
    await expect(status).toHaveCount(0)
    expect(
      await readDatabase(
        `select s.email_notifications, s.language, s.photo_url from public.profile_settings s
         join auth.users u on u.id = s.user_id where u.email = $1`,
        [email],
      ),
    ).toEqual([{ email_notifications: false, language: 'es', photo_url: null }])

    // No photo yet: the initial, in Settings and in the sidebar's foot.
    // The sidebar's foot (on a wide screen; the small screens' menu holds another, closed).
    const sidebarPhoto = page.locator('img[src*="/model-assets/photos/"][src$="-w64.webp"]').filter({ visible: true })
    const anyPhoto = page.locator('img[src*="/model-assets/photos/"]')
    await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveText(email.charAt(0).toUpperCase())
    await expect(anyPhoto).toHaveCount(0)

    // A file that is not an image: refused with its reason, nothing changed.
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    })
    await save.click()
    await expect(page.getByRole('alert')).toContainText('Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).')
    await expect(page.getByLabel('Choose a photo')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, testInfo)

    // Over 5 MB: stopped before it is sent with JavaScript, refused by the server without.
    const tooLarge = 'Images must be 5 MB or smaller.'
    const big = { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) }
    await page.getByLabel('Choose a photo').setInputFiles(big)
    if (hasJavaScript(testInfo)) {
      await save.click()
      await expect
        .poll(() => page.getByLabel('Choose a photo').evaluate((input: HTMLInputElement) => input.validationMessage))
        .toBe(tooLarge)
    } else {
      await save.click()
      await expect(page.getByRole('alert')).toContainText(tooLarge)
    }

    // A real photo: saved with the choices as they are, shown in its smaller copies.
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() })
    await save.click()
    await expect(status).toHaveText(SAVED)
    const shown = page.getByRole('img', { name: 'Profile photo' })
    await expect(shown).toHaveAttribute('src', /\/uploads\/model-assets\/photos\/[A-Za-z0-9_-]+-\d+-w160\.webp$/)
    await expectLoaded(shown)
    await expect(sidebarPhoto).toHaveCount(1)
    await expectLoaded(sidebarPhoto)
    await expect(notifications).not.toBeChecked()
    await expect(language).toHaveValue('es')
    await expectAccessible(page, testInfo)

    // It stays, on another section too (the sidebar).
    await page.goto('/dashboard?section=billing')
    await expectLoaded(sidebarPhoto)

    // 'Remove photo': the initial is back.
    await page.goto('/dashboard?section=settings')
    await page.getByRole('button', { name: 'Remove photo' }).click()
    const removed = 'Your profile photo was removed. Your initial is shown instead.'
    await expect(page.getByRole('status').filter({ hasText: removed })).toHaveText(removed)
    await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveText(email.charAt(0).toUpperCase())
    await expect(anyPhoto).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0)
    await expectAccessible(page, testInfo)
  })
})
