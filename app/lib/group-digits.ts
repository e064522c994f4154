/**
 * A whole number with en-US thousands separators (2,499), as `toLocaleString('en-US')` writes it,
 * without Intl. A browser's first Intl number format loads its number data: 44-122 ms of the main
 * thread in this machine's Chromium, more on a phone. Pages that show a price or a length limit
 * while they hydrate would wait for that (docs/decisions/034-no-intl-while-hydrating.md).
 * tests/currency.test.ts checks the text against Intl's.
 */
export function groupDigits(whole: number): string {
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-US')
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 ? `-${grouped}` : grouped
}
