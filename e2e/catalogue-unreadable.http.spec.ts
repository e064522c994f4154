// A catalogue that cannot be read does not take down / or /models (docs/product.md#messages):
// through the whole production server, on an embedded database broken for real (visitors lose the
// right to read the catalogue's view while the server is stopped), with JavaScript on and off.
// Both pages answer 200 with the rest of the page and a calm empty state; the failure is logged as
// one line, never a stack trace.
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { expect, test } from '@playwright/test'
import {
  startProductionServer,
  VISITORS_VIA_LOOPBACK_PROXY,
  type ProductionServer,
} from '../tests/helpers/production-server'
import { copySeededDataDir } from '../tests/helpers/templates'
import { dataDirsBase } from '../tests/helpers/data-dirs'

const PORT = Number(process.env.E2E_PORT ?? 3100) + 30
const UNAVAILABLE = 'The catalogue is unavailable right now'

test.describe.configure({ mode: 'serial' })

const dataDir = fs.mkdtempSync(path.join(dataDirsBase(), 'catalogue-unreadable-'))
let server: ProductionServer | undefined

async function onDatabase(sql: string) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm, pgcrypto } })
  try {
    await db.query(sql)
  } finally {
    await db.close()
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // A seeded database (tests/helpers/templates.ts), then the server on it with the view revoked.
  await copySeededDataDir(dataDir)
  await onDatabase('revoke select on public.catalogue_models from anon')
  server = await startProductionServer({ port: PORT, dataDir, quiet: true, env: VISITORS_VIA_LOOPBACK_PROXY })
})

test.afterAll(async () => {
  await server?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

for (const javaScriptEnabled of [true, false]) {
  test(`/ and /models show the rest of the page and an honest empty state (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const context = await browser.newContext({ javaScriptEnabled, reducedMotion: 'reduce' })
    await context.addCookies([{ name: 'gdpr-consent', value: 'true', url: server!.url }])
    const page = await context.newPage()
    try {
      for (const [route, heading] of [
        ['/', 'Enterprise AI, built for your industry'],
        ['/models?industry=Healthcare', 'AI Models Catalog'],
      ] as const) {
        const response = await page.goto(`${server!.url}${route}`)
        expect(response?.status(), route).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        const catalogue = page.locator('#catalogue')
        await expect(catalogue.getByRole('status').filter({ hasText: UNAVAILABLE })).toBeVisible()
        await expect(catalogue.getByText('Please try again in a moment.')).toBeVisible()
        await expect(catalogue.getByRole('list', { name: 'AI models' })).toHaveCount(0)
        await expect(catalogue.getByRole('link', { name: 'Show More AI Models' })).toHaveCount(0)
        await expect(page.getByRole('searchbox', { name: 'Search models' })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
      // The chosen industry's chip is still there, chosen, and All Categories leads back.
      const chips = page.getByRole('navigation', { name: 'Industries' }).getByRole('link')
      await expect(chips).toHaveText(['All Categories', 'Healthcare'])
      await expect(chips.last()).toHaveAttribute('aria-current', 'true')
      if (javaScriptEnabled) {
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze()
        expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
      }
    } finally {
      await context.close()
    }
    const lines = server!.log().split('\n')
    const logged = lines.filter((line) => line.includes('[catalogue]'))
    expect(logged.length).toBeGreaterThan(0)
    for (const line of logged) {
      expect(line).toMatch(/^\[catalogue\] could not read the catalogue; showing none: .*permission denied/)
    }
    expect(server!.log()).not.toMatch(/\n\s+at /)
  })
}
