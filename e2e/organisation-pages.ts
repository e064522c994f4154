/**
 * What the organisation's browser tests share (e2e/team.spec.ts, e2e/join-by-domain.spec.ts):
 * signing an organisation up through /signup with a password they sign in with again.
 */
import type { Page } from '@playwright/test'
import { signUpOrganisation as signUp } from './fixtures'

export const PASSWORD = 'a-good-password-1'

/** Signs `email` up through /signup with an organisation named `organisation`; lands on /. */
export function signUpOrganisation(page: Page, email: string, organisation: string) {
  return signUp(page, email, { organisation, password: PASSWORD })
}
