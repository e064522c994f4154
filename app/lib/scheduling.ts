/**
 * The third-party scheduling widget (Calendly, docs/product.md#scheduling): its script and
 * stylesheet are loaded only on the pages that offer a consultation (contact, account), once per
 * browser tab, and the popup opens the company's consultation page with the widget's own consent
 * banner hidden. The server's Content Security Policy allows https://assets.calendly.com for
 * scripts and styles.
 */

const CALENDLY_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js'
const CALENDLY_STYLESHEET_URL = 'https://assets.calendly.com/assets/external/widget.css'

/** After this long without a ready widget, the page offers the plain link instead. */
const SCHEDULING_LOAD_TIMEOUT_MS = 8000

interface CalendlyApi {
  initPopupWidget(options: { url: string }): void
}

declare global {
  interface Window {
    Calendly?: CalendlyApi
  }
}

/** The scheduling page with the widget's own consent banner hidden (docs/product.md#scheduling). */
export function schedulingPopupUrl(schedulingUrl: string): string {
  try {
    const url = new URL(schedulingUrl)
    url.searchParams.set('hide_gdpr_banner', '1')
    return url.toString()
  } catch {
    return `${schedulingUrl}${schedulingUrl.includes('?') ? '&' : '?'}hide_gdpr_banner=1`
  }
}

function readyApi(): CalendlyApi | null {
  const api = typeof window === 'undefined' ? undefined : window.Calendly
  return api && typeof api.initPopupWidget === 'function' ? api : null
}

/** True when the widget is already usable (loaded earlier in this tab). */
export function isCalendlyReady(): boolean {
  return readyApi() !== null
}

let pending: Promise<CalendlyApi> | null = null

function addStylesheet() {
  if (document.querySelector(`link[href="${CALENDLY_STYLESHEET_URL}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = CALENDLY_STYLESHEET_URL
  document.head.appendChild(link)
}

/**
 * Loads the widget once: resolves with its API when ready, rejects when the script fails to load
 * or is not ready within `timeoutMs`. A failure is forgotten, so a later page may try again.
 */
export function loadCalendly(timeoutMs: number = SCHEDULING_LOAD_TIMEOUT_MS): Promise<CalendlyApi> {
  const ready = readyApi()
  if (ready) return Promise.resolve(ready)
  if (pending) return pending

  const attempt = new Promise<CalendlyApi>((resolve, reject) => {
    addStylesheet()
    let script = document.querySelector<HTMLScriptElement>(`script[src="${CALENDLY_SCRIPT_URL}"]`)
    // A script left over from a failed attempt will not fire again: start afresh.
    if (script?.dataset.failed === 'true') {
      script.remove()
      script = null
    }
    if (!script) {
      script = document.createElement('script')
      script.src = CALENDLY_SCRIPT_URL
      script.async = true
      document.head.appendChild(script)
    }
    const element = script

    let poll: ReturnType<typeof setInterval> | undefined
    const finish = (api: CalendlyApi | null, error?: Error) => {
      clearTimeout(timer)
      if (poll) clearInterval(poll)
      element.removeEventListener('load', onLoad)
      element.removeEventListener('error', onError)
      if (api) resolve(api)
      else {
        element.dataset.failed = 'true'
        reject(error ?? new Error('The scheduling widget did not load'))
      }
    }
    const onLoad = () => {
      const api = readyApi()
      if (api) return finish(api)
      // Some versions set up their global a moment after the script runs.
      poll ??= setInterval(() => {
        const later = readyApi()
        if (later) finish(later)
      }, 100)
    }
    const onError = () => finish(null, new Error('The scheduling widget script could not be loaded'))
    const timer = setTimeout(
      () => finish(readyApi(), new Error(`The scheduling widget was not ready after ${timeoutMs} ms`)),
      timeoutMs,
    )
    element.addEventListener('load', onLoad)
    element.addEventListener('error', onError)
    // The script may have finished before this attempt started listening.
    onLoad()
  })

  pending = attempt
  attempt.catch(() => {
    if (pending === attempt) pending = null
  })
  return attempt
}
