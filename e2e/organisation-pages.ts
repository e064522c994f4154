/**
 * What the organisation's browser tests share (e2e/team.spec.ts, e2e/join-by-domain.spec.ts):
 * signing an organisation up through /signup.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

export const PASSWORD = 'a-good-password-1'

/** Signs `email` up through /signup with an organisation named `organisation`; lands on /. */
export async function signUpOrganisation(page: Page, email: string, organisation: string) {
  await page.goto('/signup')
  await page.getByLabel(/^Organization Name/).fill(organisation)
  await page.getByLabel(/^Industry/).selectOption({ label: 'Transportation & Logistics' })
  await page.getByLabel(/^Country/).selectOption('US')
  await page.getByLabel(/^Primary Use Case/).fill('Route optimisation for our fleet.')
  await page.getByLabel(/^Phone Number/).fill('4705550199')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
}
