/**
 * A monthly starting price (docs/product.md#prices). The server renders USD, a correct price for
 * a browser without JavaScript. Where scripts run, the same markup is a skeleton of the USD
 * amount's width until the visitor's currency is known (see ~/lib/currency), then the price: no
 * dollars that turn into another currency seconds later. The skeleton is CSS only
 * (`.price-pending` in app.css, under `@media (scripting: enabled)`), so the server's HTML is the
 * same for every visitor and the page cache stays valid. Tabular figures keep the swap steady;
 * the note saying which currency is shown is <CurrencyNote />.
 */
import { cn } from '~/lib/cn'
import { useCurrency } from '~/lib/currency/use-currency'
import { formatConverted, formatUsd } from '~/lib/money'

export function Price({ usd, className }: { usd: number; className?: string }) {
  const view = useCurrency()
  const converted = view.status === 'converted'
  const pending = view.status === 'pending'
  return (
    <span
      className={cn('tabular-nums', pending && 'price-pending', className)}
      data-currency={converted ? view.currency : 'USD'}
      data-pending={pending || undefined}
    >
      <span>{converted ? formatConverted(usd, view.currency, view.rate) : formatUsd(usd)}</span>
    </span>
  )
}
