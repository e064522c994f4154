/** Prices use the en-US currency format with no decimals (docs/product.md#prices). */
export function formatMoney(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount)
  } catch {
    // A formatting failure shows the currency code followed by the rounded amount.
    return `${currency} ${Math.round(amount)}`
  }
}

export function formatUsd(amount: number) {
  return formatMoney(amount, 'USD')
}

/** Converted amount = round(USD amount × rate). */
export function convertFromUsd(usd: number, rate: number) {
  return Math.round(usd * rate)
}

/** A USD amount in another currency, given its rate per USD, formatted. */
export function formatConverted(usd: number, currency: string, rate: number) {
  return formatMoney(convertFromUsd(usd, rate), currency)
}
