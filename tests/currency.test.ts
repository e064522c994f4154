// Prices in the visitor's currency (docs/product.md#prices): the answers of each service, the order
// and timing of lookups, the 24-hour cache, the fallbacks, and the conversion and format of an
// amount. Network, clock and storage are fakes, so nothing waits and nothing leaves the machine.
import { describe, expect, it } from 'vitest'
import {
  createLookupScheduler,
  loadCurrency,
  type CurrencyServices,
  type JsonResponse,
  type LookupEnvironment,
} from '~/lib/currency/lookup'
import {
  CACHE_LIFETIME_MS,
  CURRENCY_CACHE_KEY,
  CURRENCY_FAILURE_KEY,
  CURRENCY_FAILURE_NOTE,
  FAILURE_MEMORY_MS,
  currencyForCountry,
  currencyNote,
  isCacheFresh,
  parseCache,
  parseLocation,
  parseRates,
  resolveView,
  type CurrencyCache,
} from '~/lib/currency/rules'
import { groupDigits } from '~/lib/group-digits'
import { convertFromUsd, formatConverted, formatMoney, formatUsd } from '~/lib/money'

const IPAPI = 'https://ipapi.co/json/'
const IPWHO = 'https://ipwho.is/'
const COUNTRY_IS = 'https://api.country.is/'
const ER_API = 'https://open.er-api.com/v6/latest/USD'
const EXCHANGERATE_API = 'https://api.exchangerate-api.com/v4/latest/USD'
const SERVICES: CurrencyServices = {
  locationServices: [IPAPI, IPWHO, COUNTRY_IS],
  exchangeRateServices: [ER_API, EXCHANGERATE_API],
}

const HOUR = 60 * 60 * 1000
const START = 1_700_000_000_000

// What the real services answer (trimmed).
const ipapiGermany = {
  ip: '203.0.113.7',
  country: 'DE',
  country_code: 'DE',
  country_name: 'Germany',
  currency: 'EUR',
  in_eu: true,
}
const ipwhoJapan = {
  success: true,
  country: 'Japan',
  country_code: 'JP',
  currency: { code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
}
const countryIsIndia = { ip: '203.0.113.7', country: 'IN' }
const erApiRates = { result: 'success', base_code: 'USD', rates: { USD: 1, EUR: 0.92, GBP: 0.79, INR: 83, JPY: 150.5 } }
const exchangeRateApiRates = { base: 'USD', date: '2026-11-01', rates: { USD: 1, EUR: 0.9, JPY: 149 } }

type Answer = unknown | Error | { status: number }
type Responder = (url: string, attempt: number) => Answer

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

/**
 * A fake browser: a clock that only moves when the code sleeps (or a request takes `latencyMs`),
 * and a fetch that answers from `respond` and records when each request started.
 */
function fakeBrowser(
  respond: Responder,
  options: {
    latencyMs?: number
    storage?: LookupEnvironment['storage']
    session?: LookupEnvironment['session']
    timing?: LookupEnvironment['timing']
    startAt?: number
  } = {},
) {
  let now = options.startAt ?? START
  const requests: { url: string; at: number; init: RequestInit }[] = []
  const sleeps: number[] = []
  const warnings: string[] = []
  const attempts = new Map<string, number>()
  const storage = options.storage === undefined ? memoryStorage() : options.storage
  const env: LookupEnvironment = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
    fetch: async (url, init): Promise<JsonResponse> => {
      requests.push({ url, at: now - START, init })
      const attempt = (attempts.get(url) ?? 0) + 1
      attempts.set(url, attempt)
      now += options.latencyMs ?? 0
      const answer = respond(url, attempt)
      if (answer instanceof Error) throw answer
      if (typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number') {
        return new Response('{}', { status: answer.status })
      }
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
    },
    storage,
    session: options.session,
    warn: (message) => void warnings.push(message),
    timing: options.timing,
  }
  return {
    env,
    requests,
    sleeps,
    warnings,
    storage,
    advance: (ms: number) => void (now += ms),
    urls: () => requests.map((r) => r.url),
    times: () => requests.map((r) => r.at),
  }
}

const networkDown = () => new TypeError('Failed to fetch')

function routes(table: Record<string, Answer | ((attempt: number) => Answer)>): Responder {
  return (url, attempt) => {
    const answer = url in table ? table[url] : networkDown()
    return typeof answer === 'function' ? (answer as (attempt: number) => Answer)(attempt) : answer
  }
}

function cacheOf(cache: CurrencyCache) {
  return { [CURRENCY_CACHE_KEY]: JSON.stringify(cache) }
}

describe('location answers', () => {
  it('reads ipapi.co: country_code and a currency string', () => {
    expect(parseLocation(ipapiGermany)).toEqual({ country: 'DE', currency: 'EUR' })
  })

  it('reads ipwho.is: country_code and a currency object', () => {
    expect(parseLocation(ipwhoJapan)).toEqual({ country: 'JP', currency: 'JPY' })
  })

  it('reads api.country.is: a country only, its currency from the fallback map', () => {
    expect(parseLocation(countryIsIndia)).toEqual({ country: 'IN', currency: 'INR' })
    expect(parseLocation({ country: 'GB' })).toEqual({ country: 'GB', currency: 'GBP' })
    expect(parseLocation({ country: 'us' })).toEqual({ country: 'US', currency: 'USD' })
    // Not in the map: USD.
    expect(parseLocation({ country: 'DE' })).toEqual({ country: 'DE', currency: 'USD' })
  })

  it('reads a country name when there is no code', () => {
    expect(parseLocation({ country_name: 'India' })).toEqual({ country: 'India', currency: 'INR' })
    expect(parseLocation({ country: 'United Kingdom' })).toEqual({ country: 'United Kingdom', currency: 'GBP' })
    expect(parseLocation({ country_name: 'Germany' })).toEqual({ country: 'Germany', currency: 'USD' })
  })

  it('normalises the currency code and ignores a malformed one', () => {
    expect(parseLocation({ country_code: 'fr', currency: 'eur' })).toEqual({ country: 'FR', currency: 'EUR' })
    expect(parseLocation({ country_code: 'JP', currency: 'Yen ¥' })).toEqual({ country: 'JP', currency: 'JPY' })
  })

  it('refuses failures and answers without a country or currency', () => {
    expect(parseLocation({ error: true, reason: 'RateLimited' })).toBeNull()
    expect(parseLocation({ success: false, message: 'Reserved range' })).toBeNull()
    expect(parseLocation({ ip: '203.0.113.7' })).toBeNull()
    expect(parseLocation(null)).toBeNull()
    expect(parseLocation('DE')).toBeNull()
    expect(parseLocation([])).toBeNull()
  })

  it('maps the fallback countries of docs/product.md#prices', () => {
    expect(['US', 'GB', 'EU', 'JP', 'CN', 'IN', 'DE', ''].map(currencyForCountry)).toEqual([
      'USD',
      'GBP',
      'EUR',
      'JPY',
      'CNY',
      'INR',
      'USD',
      'USD',
    ])
  })
})

describe('exchange-rate answers', () => {
  it('reads open.er-api.com and api.exchangerate-api.com', () => {
    expect(parseRates(erApiRates)).toEqual(erApiRates.rates)
    expect(parseRates(exchangeRateApiRates)).toEqual(exchangeRateApiRates.rates)
  })

  it('refuses failures, other bases and empty tables, and drops unusable rates', () => {
    expect(parseRates({ result: 'error', 'error-type': 'unsupported-code' })).toBeNull()
    expect(parseRates({ base_code: 'EUR', rates: { USD: 1.08 } })).toBeNull()
    expect(parseRates({ rates: {} })).toBeNull()
    expect(parseRates({})).toBeNull()
    expect(parseRates({ rates: { EUR: 0.92, BAD: 'x', GBP: -1, JPY: Number.NaN, lower: 2 } })).toEqual({ EUR: 0.92 })
  })
})

describe('conversion and format', () => {
  it('rounds the converted amount and formats en-US with no decimals', () => {
    expect(convertFromUsd(2499, 0.92)).toBe(2299) // 2299.08
    expect(convertFromUsd(2499, 0.5)).toBe(1250) // 1249.5 rounds up
    expect(formatConverted(2499, 'EUR', 0.92)).toBe('€2,299')
    expect(formatConverted(2499, 'INR', 83)).toBe('₹207,417')
    expect(formatConverted(2499, 'JPY', 150.5)).toBe('¥376,100')
    expect(formatConverted(2499, 'GBP', 0.79)).toBe('£1,974')
    expect(formatUsd(2499)).toBe('$2,499')
  })

  it('writes USD without Intl exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    const amounts = [0, -0, 0.4, 0.5, -0.4, -0.5, 2.5, -2.5, 999, 999.5, 1000, 2499, 1234567.49, -1234567.5]
    // Whole amounts, halves and cents from one to thirteen digits, the same in every run.
    for (let i = 1; i <= 2000; i++) amounts.push(((i * 2654435761) % 10 ** (1 + (i % 13))) / [1, 2, 100][i % 3]!)
    amounts.push(2 ** 53 + 2, Number.NaN, Number.POSITIVE_INFINITY)
    for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl.format(amount))
  })

  it('groups the digits of whole numbers without Intl exactly as Intl does', () => {
    const wholes = [0, 7, -7, 999, 1000, -1000, 12345, 5000, 100000, 9007199254740991, -9007199254740991]
    for (let i = 1; i <= 500; i++) wholes.push((i * 2654435761) % 10 ** (1 + (i % 13)))
    for (const whole of wholes) expect(groupDigits(whole), String(whole)).toBe(whole.toLocaleString('en-US'))
    expect(groupDigits(2.5)).toBe((2.5).toLocaleString('en-US'))
  })

  it('shows a code Intl does not know by its code, and a malformed code followed by the rounded amount', () => {
    expect(formatMoney(100, 'XYZ')).toMatch(/^XYZ\s100$/)
    expect(formatMoney(99.6, 'EURO')).toBe('EURO 100')
  })

  it('decides the view and the note', () => {
    const rates = { USD: 1, EUR: 0.92 }
    expect(resolveView({ country: 'US', currency: 'USD' }, rates)).toEqual({ status: 'usd' })
    expect(resolveView({ country: 'DE', currency: 'EUR' }, rates)).toEqual({
      status: 'converted',
      currency: 'EUR',
      rate: 0.92,
    })
    expect(resolveView({ country: 'GB', currency: 'GBP' }, rates)).toEqual({ status: 'failed' })
    expect(currencyNote({ status: 'pending' })).toBe('')
    expect(currencyNote({ status: 'usd' })).toBe('')
    expect(currencyNote({ status: 'converted', currency: 'EUR', rate: 0.92 })).toBe('Prices shown in EUR')
    expect(currencyNote({ status: 'failed' })).toBe('Unable to load currency data. Showing USD prices.')
    expect(CURRENCY_FAILURE_NOTE).toBe('Unable to load currency data. Showing USD prices.')
  })
})

describe('the cache', () => {
  const cache: CurrencyCache = {
    rates: { USD: 1, EUR: 0.92 },
    location: { country: 'DE', currency: 'EUR' },
    timestamp: START,
  }

  it('is fresh for 24 hours', () => {
    expect(CACHE_LIFETIME_MS).toBe(24 * HOUR)
    expect(isCacheFresh(cache, START)).toBe(true)
    expect(isCacheFresh(cache, START + 24 * HOUR - 1)).toBe(true)
    expect(isCacheFresh(cache, START + 24 * HOUR)).toBe(false)
    expect(isCacheFresh(cache, START - HOUR)).toBe(false) // written "in the future": not trusted
  })

  it('reads back what was stored and ignores anything else', () => {
    expect(parseCache(JSON.stringify(cache))).toEqual(cache)
    expect(parseCache(null)).toBeNull()
    expect(parseCache('not json')).toBeNull()
    expect(parseCache(JSON.stringify({ ...cache, timestamp: 'yesterday' }))).toBeNull()
    expect(parseCache(JSON.stringify({ ...cache, rates: null }))).toBeNull()
    expect(parseCache(JSON.stringify({ ...cache, location: { country: 'DE' } }))).toBeNull()
  })
})

describe('the lookup scheduler', () => {
  it('starts requests at least the spacing apart, and none past the deadline', async () => {
    const browser = fakeBrowser(() => ({}))
    const slot = createLookupScheduler(browser.env, 2000, START + 5000)
    const starts: number[] = []
    for (let i = 0; i < 4; i++) {
      if (await slot()) starts.push(browser.env.now() - START)
      browser.advance(500) // the request's own time
    }
    expect(starts).toEqual([0, 2000, 4000])
    expect(browser.sleeps).toEqual([1500, 1500])
  })

  it('keeps the spacing when two callers ask at once', async () => {
    const browser = fakeBrowser(() => ({}))
    const slot = createLookupScheduler(browser.env, 2000)
    const starts: number[] = []
    await Promise.all([0, 1, 2].map(() => slot().then(() => starts.push(browser.env.now() - START))))
    expect(starts).toEqual([0, 2000, 4000])
  })
})

describe('loading the visitor currency', () => {
  it('finds the location, then the rates 2 s later, and caches both', async () => {
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }))
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'converted', currency: 'EUR', rate: 0.92 })
    expect(state.source).toBe('network')
    expect(browser.urls()).toEqual([IPAPI, ER_API])
    expect(browser.times()).toEqual([0, 2000])
    expect(JSON.parse(browser.storage!.getItem(CURRENCY_CACHE_KEY)!)).toEqual({
      rates: erApiRates.rates,
      location: { country: 'DE', currency: 'EUR' },
      timestamp: START + 2000,
    })
    expect(browser.warnings).toEqual([])
  })

  it('sends no credentials and no referrer, and can abort', async () => {
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }))
    await loadCurrency(SERVICES, browser.env)
    for (const { init } of browser.requests) {
      expect(init.credentials).toBe('omit')
      expect(init.referrerPolicy).toBe('no-referrer')
      expect(init.signal).toBeInstanceOf(AbortSignal)
    }
  })

  it('needs no rates for a USD visitor', async () => {
    const browser = fakeBrowser(routes({ [IPAPI]: { country_code: 'US', currency: 'USD' } }))
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'usd' })
    expect(browser.urls()).toEqual([IPAPI])
    expect(parseCache(browser.storage!.getItem(CURRENCY_CACHE_KEY))).toEqual({
      rates: { USD: 1 },
      location: { country: 'US', currency: 'USD' },
      timestamp: START,
    })
  })

  it('tries each service 3 times, 1 s after a failure and at least 2 s after the previous request, then the next service', async () => {
    const browser = fakeBrowser(
      routes({
        [IPAPI]: { status: 429 },
        [IPWHO]: (attempt: number) => (attempt < 3 ? { success: false } : ipwhoJapan),
        [ER_API]: { status: 500 },
        [EXCHANGERATE_API]: exchangeRateApiRates,
      }),
    )
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'converted', currency: 'JPY', rate: 149 })
    expect(browser.urls()).toEqual([IPAPI, IPAPI, IPAPI, IPWHO, IPWHO, IPWHO, ER_API, ER_API, ER_API, EXCHANGERATE_API])
    // Instant failures: the 2 s spacing is what paces them.
    expect(browser.times()).toEqual([0, 2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000])
    // A retry first waits its 1 s, then whatever the spacing still asks for; a new service only the spacing.
    expect(browser.sleeps).toEqual([
      1000, 1000, 1000, 1000, 2000, 1000, 1000, 1000, 1000, 2000, 1000, 1000, 1000, 1000, 2000,
    ])
    expect(browser.warnings).toEqual([
      `Currency lookup: ${IPAPI} failed 3 times (HTTP 429)`,
      `Currency lookup: ${ER_API} failed 3 times (HTTP 500)`,
    ])
  })

  it('waits 1 s after a slow failure before retrying', async () => {
    const browser = fakeBrowser(routes({}), { latencyMs: 3000, timing: { budgetMs: Infinity } })
    await loadCurrency({ locationServices: [IPAPI, IPWHO], exchangeRateServices: [] }, browser.env)
    // 0 → fails at 3000 → +1 s → 4000 → fails at 7000 → 8000; the next service goes at once (11000).
    expect(browser.times()).toEqual([0, 4000, 8000, 11000, 15000, 19000])
  })

  it('gives up when the time budget runs out', async () => {
    const browser = fakeBrowser(routes({}), { latencyMs: 4000 })
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'usd' })
    expect(Math.max(...browser.times())).toBeLessThanOrEqual(30_000)
    expect(browser.requests.length).toBeLessThan(9)
    expect(browser.warnings).toContainEqual(expect.stringMatching(/^Currency lookup stopped: no time left/))
  })

  it('falls back to US and USD when no location service answers, without looking up rates or caching', async () => {
    const browser = fakeBrowser(routes({ [ER_API]: erApiRates }))
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state).toEqual({
      view: { status: 'usd' },
      location: { country: 'US', currency: 'USD' },
      rates: { USD: 1 },
      source: 'fallback',
    })
    expect(browser.urls()).toEqual([IPAPI, IPAPI, IPAPI, IPWHO, IPWHO, IPWHO, COUNTRY_IS, COUNTRY_IS, COUNTRY_IS])
    expect(browser.storage!.getItem(CURRENCY_CACHE_KEY)).toBeNull()
    expect(browser.warnings.at(-1)).toBe('Currency lookup: visitor location unknown; showing USD')
  })

  it('uses the fallback map for a service that gives only the country', async () => {
    const browser = fakeBrowser(routes({ [COUNTRY_IS]: countryIsIndia, [ER_API]: erApiRates }))
    const state = await loadCurrency({ locationServices: [COUNTRY_IS], exchangeRateServices: [ER_API] }, browser.env)
    expect(state.view).toEqual({ status: 'converted', currency: 'INR', rate: 83 })
  })

  it('shows USD with the failure note when the rates fail and nothing is cached', async () => {
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany }))
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'failed' })
    expect(state.rates).toEqual({ USD: 1 })
    expect(currencyNote(state.view)).toBe('Unable to load currency data. Showing USD prices.')
    expect(browser.urls().filter((u) => u !== IPAPI)).toEqual([
      ER_API,
      ER_API,
      ER_API,
      EXCHANGERATE_API,
      EXCHANGERATE_API,
      EXCHANGERATE_API,
    ])
    expect(browser.storage!.getItem(CURRENCY_CACHE_KEY)).toBeNull()
  })

  it('shows USD with the failure note when the rates lack the visitor currency', async () => {
    const browser = fakeBrowser(routes({ [IPAPI]: { country_code: 'XX', currency: 'XYZ' }, [ER_API]: erApiRates }))
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'failed' })
  })

  it('answers from a fresh cache without the network', async () => {
    const storage = memoryStorage(
      cacheOf({
        rates: { USD: 1, GBP: 0.8 },
        location: { country: 'GB', currency: 'GBP' },
        timestamp: START - 23 * HOUR,
      }),
    )
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), { storage })
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'converted', currency: 'GBP', rate: 0.8 })
    expect(state.source).toBe('cache')
    expect(browser.requests).toEqual([])
  })

  it('looks everything up again when the cache is over 24 hours old', async () => {
    const storage = memoryStorage(
      cacheOf({
        rates: { USD: 1, GBP: 0.8 },
        location: { country: 'GB', currency: 'GBP' },
        timestamp: START - 25 * HOUR,
      }),
    )
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), { storage })
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state.view).toEqual({ status: 'converted', currency: 'EUR', rate: 0.92 })
    expect(browser.urls()).toEqual([IPAPI, ER_API])
    expect(parseCache(storage.getItem(CURRENCY_CACHE_KEY))?.timestamp).toBe(START + 2000)
  })

  it('uses the expired cached rates when the rate services fail, and keeps the old cache', async () => {
    const stale = {
      rates: { USD: 1, EUR: 0.95 },
      location: { country: 'FR', currency: 'EUR' },
      timestamp: START - 30 * HOUR,
    }
    const storage = memoryStorage(cacheOf(stale))
    const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany }), { storage })
    const state = await loadCurrency(SERVICES, browser.env)
    expect(state).toEqual({
      view: { status: 'converted', currency: 'EUR', rate: 0.95 },
      location: { country: 'DE', currency: 'EUR' },
      rates: stale.rates,
      source: 'fallback',
    })
    expect(parseCache(storage.getItem(CURRENCY_CACHE_KEY))).toEqual(stale)
    expect(browser.warnings.at(-1)).toBe('Currency lookup: no exchange rates; using the expired cached rates')
  })

  describe('a failure remembered for the tab (issue 32)', () => {
    it('answers the next page at once with USD when no location service answered, asking none again', async () => {
      const session = memoryStorage()
      const first = fakeBrowser(routes({}), { session })
      expect((await loadCurrency(SERVICES, first.env)).view).toEqual({ status: 'usd' })
      expect(first.requests).toHaveLength(9)
      expect(JSON.parse(session.getItem(CURRENCY_FAILURE_KEY)!)).toMatchObject({
        location: { country: 'US', currency: 'USD' },
      })

      const next = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), {
        session,
        startAt: START + 20 * 60 * 1000,
      })
      expect(await loadCurrency(SERVICES, next.env)).toEqual({
        view: { status: 'usd' },
        location: { country: 'US', currency: 'USD' },
        rates: { USD: 1 },
        source: 'fallback',
      })
      expect(next.requests).toEqual([])
      expect(next.sleeps).toEqual([])
    })

    it('keeps the failure note for a visitor whose rates failed, without asking again', async () => {
      const session = memoryStorage()
      const first = fakeBrowser(routes({ [IPAPI]: ipapiGermany }), { session })
      expect((await loadCurrency(SERVICES, first.env)).view).toEqual({ status: 'failed' })
      const next = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), {
        session,
        startAt: START + HOUR / 4,
      })
      const state = await loadCurrency(SERVICES, next.env)
      expect(state.view).toEqual({ status: 'failed' })
      expect(state.location).toEqual({ country: 'DE', currency: 'EUR' })
      expect(next.requests).toEqual([])
    })

    it('tries again once the memory has expired, and a fresh cache still comes first', async () => {
      const session = memoryStorage({
        [CURRENCY_FAILURE_KEY]: JSON.stringify({ location: { country: 'US', currency: 'USD' }, timestamp: START }),
      })
      const later = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), {
        session,
        startAt: START + FAILURE_MEMORY_MS,
      })
      expect((await loadCurrency(SERVICES, later.env)).view).toEqual({
        status: 'converted',
        currency: 'EUR',
        rate: 0.92,
      })
      expect(later.urls()).toEqual([IPAPI, ER_API])

      const storage = memoryStorage(
        cacheOf({ rates: { USD: 1, GBP: 0.8 }, location: { country: 'GB', currency: 'GBP' }, timestamp: START }),
      )
      const cached = fakeBrowser(routes({}), { session, storage, startAt: START + 1000 })
      expect((await loadCurrency(SERVICES, cached.env)).source).toBe('cache')
    })

    it('ignores a malformed memory and one from the future', async () => {
      for (const text of ['{oops', JSON.stringify({ location: { currency: 'USD' }, timestamp: START + HOUR })]) {
        const browser = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), {
          session: memoryStorage({ [CURRENCY_FAILURE_KEY]: text }),
        })
        expect((await loadCurrency(SERVICES, browser.env)).source).toBe('network')
      }
    })
  })

  it('ignores a corrupt cache and works without storage at all', async () => {
    const corrupt = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), {
      storage: memoryStorage({ [CURRENCY_CACHE_KEY]: '{oops' }),
    })
    expect((await loadCurrency(SERVICES, corrupt.env)).view).toEqual({
      status: 'converted',
      currency: 'EUR',
      rate: 0.92,
    })

    const none = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), { storage: null })
    expect((await loadCurrency(SERVICES, none.env)).view).toEqual({ status: 'converted', currency: 'EUR', rate: 0.92 })

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError')
      },
    }
    const quota = fakeBrowser(routes({ [IPAPI]: ipapiGermany, [ER_API]: erApiRates }), { storage: full })
    expect((await loadCurrency(SERVICES, quota.env)).view).toEqual({ status: 'converted', currency: 'EUR', rate: 0.92 })
    expect(quota.warnings).toEqual(['Currency cache not saved: quota exceeded'])
  })

  it('aborts a request that takes longer than the timeout and counts it as a failed attempt', async () => {
    const seen: string[] = []
    const env: LookupEnvironment = {
      now: () => Date.now(),
      sleep: async () => {},
      storage: null,
      warn: (message) => void seen.push(message),
      timing: { timeoutMs: 20, attempts: 1 },
      fetch: (url, init) =>
        new Promise((resolve, reject) => {
          if (url === IPWHO) return resolve(new Response(JSON.stringify(ipwhoJapan)))
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          )
        }),
    }
    const state = await loadCurrency({ locationServices: [IPAPI, IPWHO], exchangeRateServices: [] }, env)
    expect(state.location).toEqual({ country: 'JP', currency: 'JPY' })
    expect(seen[0]).toBe(`Currency lookup: ${IPAPI} failed once (The operation was aborted.)`)
  })
})
