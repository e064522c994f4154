/**
 * The auth forms' rules, in the order docs/product.md#sign-up gives: the first rule broken gives the one message shown
 * (and names the field, so the page can mark and focus it). Pure, so the server action and the
 * tests share it.
 */
import { findCountry } from './countries'
import { isIndustry, ORGANIZATION_SIZES } from './industries'
import { AUTH_MESSAGES } from './auth-messages'
import { isEmailAddress } from './email'
/** bcrypt reads at most 72 bytes, and Supabase Auth refuses longer passwords. */
const MAX_PASSWORD = 72

type Invalid<F extends string> = { ok: false; message: string; field: F }

type SignInField = 'email' | 'password'
type SignUpField = SignInField | 'orgName' | 'industry' | 'orgSize' | 'country' | 'useCase' | 'website' | 'phone'

interface SignInInput {
  email: string
  password: string
}

export interface SignUpInput extends SignInInput {
  orgName: string
  industry: string
  orgSize: string | null
  country: string
  useCase: string
  website: string | null
  /** Dial code joined with the number, as the profile stores it (docs/product.md#data): '+44 2079460958'. */
  phone: string
}

function text(form: FormData, name: string) {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function checkCredentials(form: FormData): SignInInput | Invalid<SignInField> {
  const email = text(form, 'email').trim()
  const password = text(form, 'password')
  if (!isEmailAddress(email)) return { ok: false, message: AUTH_MESSAGES.invalidEmail, field: 'email' }
  if (password.length < 6) return { ok: false, message: AUTH_MESSAGES.shortPassword, field: 'password' }
  if (password.length > MAX_PASSWORD)
    return { ok: false, message: `Password must be at most ${MAX_PASSWORD} characters long`, field: 'password' }
  return { email, password }
}

function isInvalid<F extends string>(value: object): value is Invalid<F> {
  return 'ok' in value && value.ok === false
}

export function validateSignIn(form: FormData): { ok: true; value: SignInInput } | Invalid<SignInField> {
  const checked = checkCredentials(form)
  return isInvalid<SignInField>(checked) ? checked : { ok: true, value: checked }
}

export function validateSignUp(form: FormData): { ok: true; value: SignUpInput } | Invalid<SignUpField> {
  const credentials = checkCredentials(form)
  if (isInvalid<SignInField>(credentials)) return credentials

  const orgName = text(form, 'orgName').trim()
  const industry = text(form, 'industry').trim()
  const useCase = text(form, 'useCase').trim()
  const missing: SignUpField | null = !orgName ? 'orgName' : !industry ? 'industry' : !useCase ? 'useCase' : null
  if (missing) return { ok: false, message: AUTH_MESSAGES.missingOrgFields, field: missing }
  if (orgName.length > 200)
    return { ok: false, message: 'Organization name must be at most 200 characters', field: 'orgName' }
  if (!isIndustry(industry)) return { ok: false, message: 'Please choose an industry from the list', field: 'industry' }
  if (useCase.length > 2000)
    return { ok: false, message: 'Primary use case must be at most 2000 characters', field: 'useCase' }

  const orgSize = text(form, 'orgSize').trim() || null
  if (orgSize && !(ORGANIZATION_SIZES as readonly string[]).includes(orgSize)) {
    return { ok: false, message: 'Please choose an organization size from the list', field: 'orgSize' }
  }

  const website = text(form, 'website').trim() || null
  if (website && !isHttpUrl(website)) {
    return {
      ok: false,
      message: 'Please enter a valid website address starting with http:// or https://',
      field: 'website',
    }
  }

  // The dial code follows the chosen country; the form sends both, and the country wins.
  const country = findCountry(text(form, 'country').trim())
  const number = text(form, 'phone').replace(/[\s().-]/g, '')
  if (!country || !number)
    return { ok: false, message: AUTH_MESSAGES.missingCountryCode, field: country ? 'phone' : 'country' }
  if (!/^\d{6,14}$/.test(number)) return { ok: false, message: AUTH_MESSAGES.invalidPhone, field: 'phone' }

  return {
    ok: true,
    value: {
      ...credentials,
      orgName,
      industry,
      orgSize,
      country: country.code,
      useCase,
      website,
      phone: `${country.dialCode} ${number}`,
    },
  }
}

function isHttpUrl(value: string) {
  if (value.length > 300) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}
