/**
 * Says which currency the prices are in: 'Prices shown in EUR' once they are converted, the failure
 * note when the visitor's currency could not be loaded, nothing for USD. The live region is in the
 * page from the start (empty), so the one change is announced; it keeps one line of room so the
 * text appearing does not push the page down.
 */
import { cn } from '~/lib/cn'
import { currencyNote } from '~/lib/currency/rules'
import { useCurrency } from '~/lib/currency/use-currency'

export function CurrencyNote({ className }: { className?: string }) {
  const view = useCurrency()
  return (
    <p
      role="status"
      aria-live="polite"
      data-currency-status={view.status}
      className={cn('min-h-5 text-sm text-muted-foreground', className)}
    >
      {currencyNote(view)}
    </p>
  )
}
