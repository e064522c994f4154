// /login and /signup with an odd `?redirectTo=`, over real HTTP: the pages render, and signing in
// goes to the default page instead of failing (a character the Location header cannot carry
// used to make the sign-in answer 503 after the password had been checked).
import { createPlainUser, expect, test } from './fixtures'

const ODD = [
  '/€',
  '/dash\u007fboard',
  '/dashboard\r\nSet-Cookie: x=1',
  '//evil.example',
  '/\\evil.example',
  '/%E0%A4%A',
  `/${'a'.repeat(3000)}`,
]

test('the sign-in and sign-up pages render whatever redirectTo says', async ({ request }) => {
  for (const page of ['/login', '/signup']) {
    for (const to of ODD) {
      const response = await request.get(`${page}?${new URLSearchParams({ redirectTo: to })}`)
      expect(response.status(), `${page} with ${JSON.stringify(to.slice(0, 40))}`).toBe(200)
      // An odd target is not carried into the form.
      expect((await response.text()).includes('name="redirectTo"'), 'kept in the form').toBe(false)
    }
  }
})

test('signing in with an odd redirectTo goes to the home page', async ({ request }) => {
  const user = await createPlainUser('redirect-to')
  for (const to of ['/€', '/dash\u007fboard']) {
    const response = await request.post('/login', {
      form: { email: user.email, password: user.password, redirectTo: to },
      maxRedirects: 0,
    })
    expect(response.status(), JSON.stringify(to)).toBe(302)
    expect(response.headers()['location']).toBe('/')
  }
})
