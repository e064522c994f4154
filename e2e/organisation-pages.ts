/**
 * What the organisation's and the invitations' browser tests share (e2e/team.spec.ts,
 * e2e/join-by-domain.spec.ts, e2e/staff-invitations.spec.ts, e2e/email-confirmation.spec.ts):
 * signing an organisation up through /signup with a password they sign in with again, an address
 * of their own, and another person's browser.
 */
import type { Browser, Page, TestInfo } from '@playwright/test'
import { hydratedOnLoad, ownVisitorHeaders, signUpOrganisation as signUp } from './fixtures'

export const PASSWORD = 'a-good-password-1'

/** Signs `email` up through /signup with an organisation named `organisation`; lands on /. */
export function signUpOrganisation(page: Page, email: string, organisation: string) {
  return signUp(page, email, { organisation, password: PASSWORD })
}

/** An address nobody else uses: one per tag, project, run and worker. */
export function uniqueEmail(testInfo: TestInfo, tag: string) {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@e2e.test`
}

/** A page in a browser of its own (another person), with JavaScript as the project has it. */
export async function otherPerson(browser: Browser, baseURL: string | undefined, testInfo: TestInfo) {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    reducedMotion: 'reduce',
    extraHTTPHeaders: ownVisitorHeaders(testInfo),
  })
  await context.addCookies([{ name: 'gdpr-consent', value: 'true', url: baseURL ?? 'http://localhost:3100' }])
  return { context, page: hydratedOnLoad(await context.newPage(), javaScript) }
}
