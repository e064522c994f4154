/**
 * A monthly starting price. The server renders USD, which is a correct price, so there is no
 * loading skeleton: USD stays on screen until the visitor's currency is known (see
 * ~/lib/currency), then the amount swaps in place. Tabular figures keep the swap from jiggling
 * the digits; the note saying which currency is shown is <CurrencyNote />.
 */
import { cn } from '~/lib/cn'
import { useCurrency } from '~/lib/currency/use-currency'
import { formatConverted, formatUsd } from '~/lib/money'

export function Price({ usd, className }: { usd: number; className?: string }) {
  const view = useCurrency()
  const converted = view.status === 'converted'
  return (
    <span className={cn('tabular-nums', className)} data-currency={converted ? view.currency : 'USD'}>
      {converted ? formatConverted(usd, view.currency, view.rate) : formatUsd(usd)}
    </span>
  )
}
