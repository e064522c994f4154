/**
 * The currency rules (docs/product.md#prices), as pure functions: what the location and
 * exchange-rate services answer, what the cache holds and when it is fresh, and which price a
 * visitor sees. No network, no storage, no clock: those are passed in by ./lookup.
 */

/** localStorage key of the currency cache: `{ rates, location, timestamp }`. */
export const CURRENCY_CACHE_KEY = 'currency-cache'
/** The cache lives 24 hours. */
export const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000
/** sessionStorage key of a failed lookup, remembered for the tab: `{ location, timestamp }`. */
export const CURRENCY_FAILURE_KEY = 'currency-failure'
/**
 * How long a failed lookup is remembered: services blocked by a corporate network or an ad
 * blocker stay blocked, so the next pages show USD at once instead of a skeleton while they are
 * asked again (issue 32); after this, or in a new tab, one more try.
 */
export const FAILURE_MEMORY_MS = 30 * 60 * 1000
/** External lookups at least 2 seconds apart, 3 attempts each, 1 second between them. */
export const LOOKUP_SPACING_MS = 2000
export const LOOKUP_ATTEMPTS = 3
export const RETRY_DELAY_MS = 1000
/** One request may take this long before it is abandoned (and counts as a failed attempt). */
export const LOOKUP_TIMEOUT_MS = 4000
/**
 * No request starts later than this after the lookup began, so a visitor whose every service
 * hangs learns the outcome in bounded time (USD is on screen meanwhile).
 */
export const LOOKUP_BUDGET_MS = 30_000

export const CURRENCY_FAILURE_NOTE = 'Unable to load currency data. Showing USD prices.'

function pricesShownIn(currency: string) {
  return `Prices shown in ${currency}`
}

export interface VisitorLocation {
  /** Two-letter code when a service gave one, else the country's name, else ''. */
  country: string
  currency: string
}

/** Units of each currency per 1 USD. */
export type Rates = Record<string, number>

export interface CurrencyCache {
  rates: Rates
  location: VisitorLocation
  timestamp: number
}

/** A failed lookup as remembered: the location it ended with (US when none was found). */
export interface CurrencyFailure {
  location: VisitorLocation
  timestamp: number
}

/** A location failure falls back to US and USD. */
export const DEFAULT_LOCATION: VisitorLocation = { country: 'US', currency: 'USD' }
/** An exchange-rate failure without any cached rates. */
export const USD_ONLY_RATES: Rates = { USD: 1 }

/** The currency of a country a service named without giving its currency; else USD. */
const FALLBACK_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  EU: 'EUR',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
}

// Services that give only a country name (no code) still name these.
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  'united states': 'US',
  'united states of america': 'US',
  'united kingdom': 'GB',
  'european union': 'EU',
  japan: 'JP',
  china: 'CN',
  india: 'IN',
}

export function currencyForCountry(country: string) {
  const code = /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : COUNTRY_NAMES[country.trim().toLowerCase()]
  return (code && FALLBACK_CURRENCY[code]) || 'USD'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function currencyCode(value: unknown) {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) ? code : null
}

function countryCode(value: unknown) {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return /^[A-Z]{2}$/.test(code) ? code : null
}

/**
 * Reads a location service's answer: ipapi.co (`country_code`, `country`, `country_name`,
 * `currency: 'EUR'`), ipwho.is (`country_code`, `country` as a name, `currency: { code }`),
 * api.country.is (`country` only). Null when it names neither a country nor a currency, or says
 * it failed (`error: true`, `success: false`).
 */
export function parseLocation(body: unknown): VisitorLocation | null {
  if (!isRecord(body) || body.error === true || body.success === false) return null
  const name =
    [body.country_name, body.country].find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? ''
  const country = countryCode(body.country_code) ?? countryCode(body.country) ?? name
  const currency = currencyCode(body.currency) ?? (isRecord(body.currency) ? currencyCode(body.currency.code) : null)
  if (!country && !currency) return null
  return { country, currency: currency ?? currencyForCountry(country) }
}

function parseRateTable(value: unknown): Rates | null {
  if (!isRecord(value)) return null
  const rates: Rates = {}
  for (const [code, rate] of Object.entries(value)) {
    if (/^[A-Z]{3}$/.test(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate
  }
  return Object.keys(rates).length > 0 ? rates : null
}

/**
 * Reads an exchange-rate service's answer (open.er-api.com, api.exchangerate-api.com): `rates`,
 * units per USD. Null when it failed (`result: 'error'`), is based on another currency, or has
 * no usable rate.
 */
export function parseRates(body: unknown): Rates | null {
  if (!isRecord(body) || body.result === 'error') return null
  const base = body.base_code ?? body.base
  if (base !== undefined && base !== 'USD') return null
  return parseRateTable(body.rates)
}

/** A stored `{ location, timestamp, … }` read back: the object, its location and its time; else null. */
function parseStored(text: string | null) {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value) || typeof value.timestamp !== 'number' || !Number.isFinite(value.timestamp)) return null
  const location = isRecord(value.location) ? value.location : null
  const currency = location ? currencyCode(location.currency) : null
  if (!location || !currency) return null
  const country = typeof location.country === 'string' ? location.country : ''
  return { value, location: { country, currency }, timestamp: value.timestamp }
}

/** The cache as stored, or null when it is missing or not in the expected shape. */
export function parseCache(text: string | null): CurrencyCache | null {
  const stored = parseStored(text)
  const rates = stored && parseRateTable(stored.value.rates)
  return stored && rates ? { rates, location: stored.location, timestamp: stored.timestamp } : null
}

/** A remembered failure as stored, or null when it is missing or not in the expected shape. */
export function parseFailure(text: string | null): CurrencyFailure | null {
  const stored = parseStored(text)
  return stored && { location: stored.location, timestamp: stored.timestamp }
}

/** Whether `timestamp` is less than `lifetime` ago; one in the future (a clock moved back) is not trusted. */
function isWithin(timestamp: number, now: number, lifetime: number) {
  const age = now - timestamp
  return age >= 0 && age < lifetime
}

/** Fresh for 24 hours. */
export function isCacheFresh(cache: CurrencyCache, now: number) {
  return isWithin(cache.timestamp, now, CACHE_LIFETIME_MS)
}

/** Remembered for FAILURE_MEMORY_MS. */
export function isFailureRemembered(failure: CurrencyFailure, now: number) {
  return isWithin(failure.timestamp, now, FAILURE_MEMORY_MS)
}

/**
 * What the prices show. `pending`: the server's render and the time before the lookup ends (USD,
 * no note). `usd`: the visitor pays in USD (no note). `converted`: the visitor's currency.
 * `failed`: the visitor's currency has no rate, so USD with the failure note.
 */
export type CurrencyView =
  | { status: 'pending' }
  | { status: 'usd' }
  | { status: 'converted'; currency: string; rate: number }
  | { status: 'failed' }

export const PENDING_VIEW: CurrencyView = { status: 'pending' }

export function resolveView(location: VisitorLocation, rates: Rates): CurrencyView {
  if (location.currency === 'USD') return { status: 'usd' }
  const rate = rates[location.currency]
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return { status: 'failed' }
  return { status: 'converted', currency: location.currency, rate }
}

/** The note under the prices: empty for USD (and before the lookup ends). */
export function currencyNote(view: CurrencyView) {
  if (view.status === 'converted') return pricesShownIn(view.currency)
  if (view.status === 'failed') return CURRENCY_FAILURE_NOTE
  return ''
}
