/**
 * The visitor's currency in the browser: one lookup per page load, shared by every price on the
 * page (a module-level store), started only after hydration. The server and the hydrating render
 * both show USD (`getServerSnapshot`), so the HTML is the same with or without JavaScript and
 * hydration never mismatches; components mounted later (client navigation, 'Show More') read the
 * known answer at once.
 */
import { useCallback, useSyncExternalStore } from 'react'
import { usePublicEnv } from '~/lib/root-data'
import { loadCurrency, type CurrencyServices, type CurrencyState, type LookupEnvironment } from './lookup'
import { PENDING_VIEW, type CurrencyView } from './rules'

let snapshot: CurrencyView = PENDING_VIEW
let current: { key: string; promise: Promise<CurrencyState> } | null = null
const listeners = new Set<() => void>()

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind]
  } catch {
    return null // blocked by the browser's privacy settings
  }
}

function browserEnvironment(): LookupEnvironment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    storage: browserStorage('localStorage'),
    session: browserStorage('sessionStorage'),
    warn: (message) => console.warn(message),
  }
}

/**
 * The lookup for these services, started on first call and shared after that. Browser only.
 * Also usable outside React (e.g. to pre-fill a country), without a second lookup.
 */
export function loadVisitorCurrency(services: CurrencyServices): Promise<CurrencyState> {
  const key = JSON.stringify([services.locationServices, services.exchangeRateServices])
  if (current?.key === key) return current.promise
  const promise = loadCurrency(services, browserEnvironment()).catch((error: unknown): CurrencyState => {
    console.warn('Currency lookup failed:', error)
    return {
      view: { status: 'failed' },
      location: { country: '', currency: 'USD' },
      rates: { USD: 1 },
      source: 'fallback',
    }
  })
  current = { key, promise }
  void promise.then((state) => {
    if (current?.promise !== promise) return // superseded
    snapshot = state.view
    for (const listener of listeners) listener()
  })
  return promise
}

const getSnapshot = () => snapshot
const getServerSnapshot = () => PENDING_VIEW

/** What the prices on this page show; USD (`pending`) on the server and until the lookup ends. */
export function useCurrency(): CurrencyView {
  const { locationServices, exchangeRateServices } = usePublicEnv()
  const key = JSON.stringify([locationServices, exchangeRateServices])
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener)
      // Subscribing happens in an effect, so in the browser only, after hydration; the lookup
      // starts in a task of its own, not in the one that runs every effect of the hydrated page
      // (decision 035).
      const [location, rates] = JSON.parse(key) as [string[], string[]]
      setTimeout(() => void loadVisitorCurrency({ locationServices: location, exchangeRateServices: rates }), 0)
      return () => {
        listeners.delete(listener)
      }
    },
    [key],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
