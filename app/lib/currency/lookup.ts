/**
 * Finds the visitor's currency and its rate: the 24-hour cache first, then a failure remembered
 * for this tab, then the location services and the exchange-rate services in turn
 * (docs/product.md#prices). Everything it touches (fetch,
 * clock, sleep, storage, log) is passed in, so the rules run in tests without waiting; the browser
 * wiring is in ./use-currency.
 */
import {
  CURRENCY_CACHE_KEY,
  CURRENCY_FAILURE_KEY,
  DEFAULT_LOCATION,
  LOOKUP_ATTEMPTS,
  LOOKUP_BUDGET_MS,
  LOOKUP_SPACING_MS,
  LOOKUP_TIMEOUT_MS,
  RETRY_DELAY_MS,
  USD_ONLY_RATES,
  isCacheFresh,
  isFailureRemembered,
  parseCache,
  parseFailure,
  parseLocation,
  parseRates,
  resolveView,
  type CurrencyCache,
  type CurrencyFailure,
  type CurrencyView,
  type Rates,
  type VisitorLocation,
} from './rules'

export interface CurrencyServices {
  locationServices: string[]
  exchangeRateServices: string[]
}

export interface LookupTiming {
  /** Least time between the starts of any two requests. */
  spacingMs: number
  /** Requests per service before moving to the next one. */
  attempts: number
  /** Pause after a failed attempt before the next attempt at the same service. */
  retryDelayMs: number
  /** A request still unanswered after this is aborted. */
  timeoutMs: number
  /** No request starts later than this after the lookup began. */
  budgetMs: number
}

const DEFAULT_TIMING: LookupTiming = {
  spacingMs: LOOKUP_SPACING_MS,
  attempts: LOOKUP_ATTEMPTS,
  retryDelayMs: RETRY_DELAY_MS,
  timeoutMs: LOOKUP_TIMEOUT_MS,
  budgetMs: LOOKUP_BUDGET_MS,
}

/** The part of a fetch Response that is read. */
export interface JsonResponse {
  ok: boolean
  status: number
  json(): Promise<unknown>
}

export interface LookupEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<JsonResponse>
  now: () => number
  sleep: (ms: number) => Promise<void>
  /** Null when the browser refuses storage (privacy modes): every visit looks the data up. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  /** The tab's own storage (sessionStorage), where a failure is remembered; absent or null: not remembered. */
  session?: Pick<Storage, 'getItem' | 'setItem'> | null
  warn: (message: string) => void
  timing?: Partial<LookupTiming>
}

export interface CurrencyState {
  view: CurrencyView
  location: VisitorLocation
  rates: Rates
  /** Where the answer came from: the fresh cache, the services, or the fallbacks. */
  source: 'cache' | 'network' | 'fallback'
}

/**
 * Hands out start times for requests: each at least `spacingMs` after the previous one, and
 * none past the deadline (then it answers false and the caller gives up). Requests are queued,
 * so the spacing holds even if two callers ask at once.
 */
export function createLookupScheduler(
  clock: Pick<LookupEnvironment, 'now' | 'sleep'>,
  spacingMs: number,
  deadline = Infinity,
) {
  let lastStart = -Infinity
  let queue: Promise<unknown> = Promise.resolve()
  return function nextSlot(): Promise<boolean> {
    const turn = queue.then(async () => {
      const wait = Math.max(0, lastStart + spacingMs - clock.now())
      if (clock.now() + wait > deadline) return false
      if (wait > 0) await clock.sleep(wait)
      lastStart = clock.now()
      return true
    })
    queue = turn
    return turn
  }
}

async function requestJson(env: LookupEnvironment, url: string, timeoutMs: number) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    // A third party: no cookies, and no page address in the Referer.
    const response = await env.fetch(url, {
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return await response.json()
  } finally {
    clearTimeout(timer)
  }
}

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Asks each service in turn, each up to `attempts` times, until one gives an answer `parse`
 * accepts. Null when none does (or the time budget runs out).
 */
async function lookupFirst<T>(
  services: string[],
  parse: (body: unknown) => T | null,
  env: LookupEnvironment,
  nextSlot: () => Promise<boolean>,
  timing: LookupTiming,
): Promise<T | null> {
  for (const url of services) {
    let lastError = 'no attempt'
    for (let attempt = 1; attempt <= timing.attempts; attempt++) {
      if (attempt > 1) await env.sleep(timing.retryDelayMs)
      if (!(await nextSlot())) {
        env.warn(`Currency lookup stopped: no time left after ${url} (${lastError})`)
        return null
      }
      try {
        const value = parse(await requestJson(env, url, timing.timeoutMs))
        if (value !== null) return value
        lastError = 'unexpected answer'
      } catch (error) {
        lastError = describe(error)
      }
    }
    env.warn(
      `Currency lookup: ${url} failed ${timing.attempts === 1 ? 'once' : `${timing.attempts} times`} (${lastError})`,
    )
  }
  return null
}

type Store = LookupEnvironment['storage'] | undefined

function readStored<T>(storage: Store, key: string, parse: (text: string | null) => T | null): T | null {
  try {
    return parse(storage?.getItem(key) ?? null)
  } catch {
    return null
  }
}

function writeStored(env: LookupEnvironment, storage: Store, key: string, value: object, what: string) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch (error) {
    env.warn(`${what} not saved: ${describe(error)}`)
  }
}

function writeCurrencyCache(env: LookupEnvironment, cache: CurrencyCache) {
  writeStored(env, env.storage, CURRENCY_CACHE_KEY, cache, 'Currency cache')
}

/** The fallback a failed lookup ended with, remembered for the tab so the next pages skip the services. */
function rememberFailure(env: LookupEnvironment, location: VisitorLocation) {
  const failure: CurrencyFailure = { location, timestamp: env.now() }
  writeStored(env, env.session, CURRENCY_FAILURE_KEY, failure, 'Currency failure')
}

/**
 * The visitor's currency view. A fresh cache answers without the network. Otherwise: location
 * (failure: US and USD); for a currency other than USD, rates (failure: the expired cache's rates,
 * else USD only). Only a complete answer is cached for a day; a failure is remembered in the tab's
 * session for FAILURE_MEMORY_MS, and meanwhile answered from memory without the network.
 */
export async function loadCurrency(services: CurrencyServices, env: LookupEnvironment): Promise<CurrencyState> {
  const timing = { ...DEFAULT_TIMING, ...env.timing }
  const started = env.now()
  const cached = readStored(env.storage, CURRENCY_CACHE_KEY, parseCache)
  if (cached && isCacheFresh(cached, started)) {
    return {
      view: resolveView(cached.location, cached.rates),
      location: cached.location,
      rates: cached.rates,
      source: 'cache',
    }
  }
  // The services failed a moment ago in this tab: the same answer at once, as that lookup ended.
  const failed = readStored(env.session, CURRENCY_FAILURE_KEY, parseFailure)
  if (failed && isFailureRemembered(failed, started)) {
    const rates = cached?.rates ?? USD_ONLY_RATES
    return { view: resolveView(failed.location, rates), location: failed.location, rates, source: 'fallback' }
  }

  const nextSlot = createLookupScheduler(env, timing.spacingMs, started + timing.budgetMs)
  const found = await lookupFirst(services.locationServices, parseLocation, env, nextSlot, timing)
  if (!found) {
    env.warn('Currency lookup: visitor location unknown; showing USD')
    rememberFailure(env, DEFAULT_LOCATION)
    return {
      view: resolveView(DEFAULT_LOCATION, USD_ONLY_RATES),
      location: DEFAULT_LOCATION,
      rates: USD_ONLY_RATES,
      source: 'fallback',
    }
  }

  if (found.currency === 'USD') {
    writeCurrencyCache(env, { rates: USD_ONLY_RATES, location: found, timestamp: env.now() })
    return { view: resolveView(found, USD_ONLY_RATES), location: found, rates: USD_ONLY_RATES, source: 'network' }
  }

  const rates = await lookupFirst(services.exchangeRateServices, parseRates, env, nextSlot, timing)
  if (rates) {
    writeCurrencyCache(env, { rates, location: found, timestamp: env.now() })
    return { view: resolveView(found, rates), location: found, rates, source: 'network' }
  }
  const fallbackRates = cached?.rates ?? USD_ONLY_RATES
  env.warn(`Currency lookup: no exchange rates; using ${cached ? 'the expired cached rates' : 'USD only'}`)
  rememberFailure(env, found)
  return { view: resolveView(found, fallbackRates), location: found, rates: fallbackRates, source: 'fallback' }
}
