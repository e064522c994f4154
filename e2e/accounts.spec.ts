// Sign-up, sign-in and Sign Out through the real pages, with JavaScript on and off (both projects
// run every test here): the fields of docs/product.md#sign-up, every validation and error message,
// the session following the bar, the auth-page and dashboard redirects, and axe.
import type { Page } from '@playwright/test'
import {
  dismissConsent,
  expect,
  expectAccessible,
  expectFieldError,
  hasJavaScript,
  holdPosts,
  hydratedOnLoad,
  readDatabase,
  STATIC,
  test,
} from './fixtures'

const PASSWORD = 'a-strong-password'

function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

function signUpForm(page: Page) {
  return {
    orgName: page.getByLabel('Organization Name'),
    industry: page.getByLabel('Industry'),
    orgSize: page.getByLabel('Organization Size'),
    country: page.getByLabel('Country'),
    useCase: page.getByLabel('Primary Use Case'),
    website: page.getByLabel('Website'),
    phone: page.getByLabel('Phone Number'),
    email: page.getByLabel('Email address'),
    password: page.getByLabel(/^Password/),
    submit: page.getByRole('button', { name: /Create Account|Please wait\.\.\./ }),
  }
}

/** The form's own message, for what belongs to no field: an alert, in red. */
async function expectMessage(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
}

async function fillOrganisation(page: Page, email: string) {
  const f = signUpForm(page)
  await f.orgName.fill('Contoso Health')
  await f.industry.selectOption('Healthcare')
  await f.orgSize.selectOption('51-200')
  await f.country.selectOption('GB')
  await f.useCase.fill('Triage incoming patient messages.')
  await f.website.fill('https://contoso.example')
  await f.phone.fill('20 7946 0958')
  await f.email.fill(email)
  await f.password.fill(PASSWORD)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

async function signUp(page: Page, email: string) {
  await page.goto('/signup')
  await fillOrganisation(page, email)
  await signUpForm(page).submit.click()
  await expect(page).toHaveURL(/\/$/)
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.describe('/signup', () => {
  test('shows the sign-up fields in order, with their types and marks', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/signup')
    await expect(page).toHaveTitle(/Create your account/)
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    const labels = await page.locator('form[action="/signup"] label').allTextContents()
    expect(labels).toEqual([
      'Organization Name*',
      'Industry*',
      'Organization Size',
      'Country*',
      'Primary Use Case*',
      'Website',
      'Phone Number*',
      'Email address*',
      'Password*',
    ])
    const f = signUpForm(page)
    expect(await f.industry.locator('option').count()).toBe(40) // 39 industries and the prompt
    expect(await f.orgSize.locator('option:not([value=""])').allTextContents()).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-500 employees',
      '501+ employees',
    ])
    expect(await f.country.locator('option:not([value=""])').count()).toBeGreaterThanOrEqual(110)
    await expect(f.useCase).toHaveAttribute('rows', '3')
    await expect(f.website).toHaveAttribute('type', 'url')
    await expect(f.website).toHaveAttribute('placeholder', 'https://')
    await expect(f.email).toHaveAttribute('type', 'email')
    await expect(f.password).toHaveAttribute('type', 'password')
    await expect(page.getByText('Already have an account?')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  test('shows each error beside its field, announced, and focuses the first invalid field', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/signup')
    const f = signUpForm(page)
    await f.submit.click()
    await expectFieldError(page, f.orgName, 'Please fill in all required organization fields')
    await expectFieldError(page, f.industry, 'Please fill in all required organization fields')
    await expectFieldError(page, f.useCase, 'Please fill in all required organization fields')
    await expectFieldError(page, f.country, 'Please choose your country')
    await expectFieldError(page, f.phone, 'Please enter a valid phone number with country code')
    await expectFieldError(page, f.email, 'Please enter a valid email address')
    await expectFieldError(page, f.password, 'Password must be at least 6 characters long')
    await expect(f.orgName).toBeFocused()
    await expect(f.orgSize).not.toHaveAttribute('aria-invalid', 'true')
    // Every error has its field: the form's own message is not shown.
    await expect(page.getByRole('alert')).toHaveCount(0)

    await f.orgName.fill('Contoso Health')
    await f.industry.selectOption('Healthcare')
    await f.useCase.fill('Triage incoming patient messages.')
    await f.country.selectOption('GB')
    await f.phone.fill('12ab')
    await f.email.fill(uniqueEmail('order'))
    await f.password.fill('12345')
    await f.submit.click()
    await expectFieldError(page, f.phone, 'Please enter a valid phone number')
    await expectFieldError(page, f.password, 'Password must be at least 6 characters long')
    await expect(f.phone).toBeFocused()
    await expect(f.orgName).not.toHaveAttribute('aria-invalid', 'true')
    // What was typed is kept; the server never sends the password back.
    await expect(f.orgName).toHaveValue('Contoso Health')
    await expect(f.country).toHaveValue('GB')
    if (!hasJavaScript(testInfo)) await expect(f.password).toHaveValue('')
  })

  test('creates the organisation, shows the green success message on / and signs in', async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    const email = uniqueEmail('signup')
    await signUp(page, email)
    const notice = page.getByRole('status').filter({
      hasText: 'Success! Your account is ready. We have sent you an e-mail with a link to confirm your address.',
    })
    await expect(notice).toBeVisible()
    await expect(notice).toHaveClass(/text-success/)
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    // The organisation, with its creator as Admin.
    const rows = await readDatabase(
      `select o.name, o.phone, m.role, p.is_admin from auth.users u
       join public.profiles p on p.id = u.id
       join public.organization_members m on m.user_id = u.id
       join public.organizations o on o.id = m.organization_id
       where u.email = $1`,
      [email],
    )
    expect(rows).toEqual([{ name: 'Contoso Health', phone: '+44 2079460958', role: 'admin', is_admin: false }])
    // Shown once.
    await page.reload()
    await expect(notice).toHaveCount(0)
  })

  test('answers a taken address with its message, in red', async ({ page, baseURL, browser }, testInfo) => {
    await dismissConsent(page, baseURL)
    const email = uniqueEmail('taken')
    await signUp(page, email)
    const other = await browser.newContext({ javaScriptEnabled: hasJavaScript(testInfo) })
    try {
      const second = hydratedOnLoad(await other.newPage(), hasJavaScript(testInfo))
      await second.goto(new URL('/signup', baseURL).href)
      await fillOrganisation(second, email)
      await signUpForm(second).submit.click()
      const alert = second
        .getByRole('alert')
        .filter({ hasText: 'This email is already registered. Please sign in instead.' })
      await expect(alert).toBeVisible()
      await expect(alert).toHaveClass(/text-danger/)
    } finally {
      await other.close()
    }
  })

  test('with JavaScript the dial code follows the country and the password can be shown; without, the form still works', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/signup')
    const f = signUpForm(page)
    const dialCode = page.locator('#phone-dial-code')
    // The phone says where its prefix comes from, with or without JavaScript.
    await expect(f.phone).toHaveAttribute('aria-describedby', /phone-dial-code phone-dial-code-hint/)
    await expect(page.locator('#phone-dial-code-hint')).toHaveText(
      "The chosen country's dial code is added before the number.",
    )
    if (hasJavaScript(testInfo)) {
      await f.country.selectOption('IN')
      await expect(dialCode).toHaveText('Dial code +91')
      await f.country.selectOption('BS')
      await expect(dialCode).toHaveText('Dial code +1242')
      await f.password.fill('secret-words')
      await page.getByRole('button', { name: 'Show password' }).click()
      await expect(f.password).toHaveAttribute('type', 'text')
      await page.getByRole('button', { name: 'Hide password' }).click()
      await expect(f.password).toHaveAttribute('type', 'password')
    } else {
      // No toggle without JavaScript: nothing on the page that cannot work.
      await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0)
      // Each country in the list names its dial code; the page the server sends back shows it
      // beside the number, and the server joins the two.
      await expect(f.country.locator('option[value="JM"]')).toHaveText('Jamaica (+1876)')
      await expect(dialCode).toHaveText('Dial code +')
      await f.country.selectOption('JM')
      await f.submit.click()
      await expect(dialCode).toHaveText('Dial code +1876')
      await expect(f.country).toHaveValue('JM')
      const email = uniqueEmail('dial')
      await fillOrganisation(page, email)
      await f.country.selectOption('JM')
      await f.phone.fill('555 0100')
      await f.submit.click()
      await expect(page).toHaveURL(/\/$/)
      const rows = await readDatabase(
        `select o.phone from public.organizations o
         join public.organization_members m on m.organization_id = o.id
         join auth.users u on u.id = m.user_id where u.email = $1`,
        [email],
      )
      expect(rows).toEqual([{ phone: '+1876 5550100' }])
    }
  })

  test('with JavaScript the button reads Please wait... and is disabled while busy', async ({
    page,
    baseURL,
  }, testInfo) => {
    await dismissConsent(page, baseURL)
    await page.goto('/signup')
    await fillOrganisation(page, uniqueEmail('busy'))
    const f = signUpForm(page)
    if (hasJavaScript(testInfo)) {
      const release = await holdPosts(page, '**/signup.data*')
      await f.submit.click()
      await expect(f.submit).toHaveText('Please wait...')
      await expect(f.submit).toBeDisabled()
      await expect(f.submit).toHaveAttribute('aria-busy', 'true')
      release()
    } else {
      await f.submit.click()
    }
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('/login and Sign Out', () => {
  test('shows the sign-in strings', STATIC, async ({ page, baseURL }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expect(page.getByText('Sign in to continue to your account')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    await expect(page.getByText("Don't have an account?")).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      '/signup',
    )
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("shows a bad address and a short password beside their fields, wrong credentials as the form's message", async ({
    page,
    baseURL,
  }) => {
    await dismissConsent(page, baseURL)
    await page.goto('/login')
    const email = page.getByLabel('Email address')
    const password = page.getByLabel(/^Password/)
    await expect(page.locator('form[action="/login"] label')).toHaveText(['Email address*', 'Password*'])
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectFieldError(page, email, 'Please enter a valid email address')
    await expectFieldError(page, password, 'Password must be at least 6 characters long')
    await expect(email).toBeFocused()
    await email.fill('nobody@example.com')
    await password.fill('123')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectFieldError(page, password, 'Password must be at least 6 characters long')
    await expect(password).toBeFocused()
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await signIn(page, 'nobody@example.com', 'wrong-password')
    await expectMessage(page, 'Invalid email or password. Please try again.')
    // It belongs to no field: none is marked, and the address typed is kept.
    await expect(page.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email address')).toHaveValue('nobody@example.com')
  })

  test('signs in to /, follows the bar, redirects the auth pages, and Sign Out ends it', async ({
    page,
    baseURL,
    browser,
  }) => {
    await dismissConsent(page, baseURL)
    const email = uniqueEmail('session')
    const setup = await browser.newContext({ javaScriptEnabled: true })
    await signUp(hydratedOnLoad(await setup.newPage(), true), email)
    await setup.close()

    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
    await page.goto('/login')
    await signIn(page, email)
    await expect(page).toHaveURL(/\/$/)
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)

    for (const path of ['/login', '/signup']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/dashboard$/)
    }

    await page.goto('/about')
    await nav(page).getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(nav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login/)
  })

  test('comes back to the page that asked for a session', async ({ page, baseURL, browser }) => {
    await dismissConsent(page, baseURL)
    const email = uniqueEmail('back')
    const setup = await browser.newContext({ javaScriptEnabled: true })
    await signUp(hydratedOnLoad(await setup.newPage(), true), email)
    await setup.close()
    await page.goto('/dashboard')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 60_000 })
  for (const path of ['/login', '/signup']) {
    test(`${path} has no serious or critical axe violation, also with a message showing`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await dismissConsent(page, baseURL)
      await page.goto(path)
      await expectAccessible(page, testInfo)
      await page.getByRole('button', { name: path === '/login' ? 'Sign In' : 'Create Account' }).click()
      await expectFieldError(page, page.getByLabel('Email address'), 'Please enter a valid email address')
      await expectAccessible(page, testInfo)
    })
  }
})
