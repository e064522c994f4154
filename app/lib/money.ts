import { groupDigits } from './group-digits'

// Making an Intl.NumberFormat costs about 40 µs, formatting with one about 1 µs; a catalogue page
// shows dozens of prices, so one formatter per currency is kept (Intl takes only three-letter codes: the map stays bounded).
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string) {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    formatters.set(currency, formatter)
  }
  return formatter
}

/** Prices use the en-US currency format with no decimals (docs/product.md#prices). */
export function formatMoney(amount: number, currency: string) {
  try {
    return formatterFor(currency).format(amount)
  } catch {
    // A formatting failure shows the currency code followed by the rounded amount.
    return `${currency} ${Math.round(amount)}`
  }
}

/**
 * A USD amount as `formatMoney` writes it ($2,499), without Intl: every catalogue page shows USD
 * prices while it hydrates (see ./group-digits.ts).
 */
export function formatUsd(amount: number) {
  const whole = Math.round(Math.abs(amount))
  if (!Number.isSafeInteger(whole)) return formatMoney(amount, 'USD')
  // Intl rounds a half away from zero (2.5 is 3, -2.5 is -3): the size is rounded, then signed.
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${groupDigits(whole)}`
}

/** Converted amount = round(USD amount × rate). */
export function convertFromUsd(usd: number, rate: number) {
  return Math.round(usd * rate)
}

/** A USD amount in another currency, given its rate per USD, formatted. */
export function formatConverted(usd: number, currency: string, rate: number) {
  return formatMoney(convertFromUsd(usd, rate), currency)
}
