/**
 * 'Starting from' with its explanation. The tooltip (700 ms delay, 300 ms skip delay, as SPEC
 * gives) needs JavaScript; the same text is always in the page for screen readers, so nothing is
 * lost without it.
 */
import * as Tooltip from '@radix-ui/react-tooltip'
import { Info } from 'lucide-react'
import { useId } from 'react'

export const PRICE_TOOLTIP = 'Starting price. Final pricing may vary based on usage, features, and customization needs.'

export function PriceTooltip() {
  const id = useId()
  return (
    <>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label="About this price"
            aria-describedby={id}
            className="inline-flex h-6 w-6 cursor-help items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
          >
            <Info aria-hidden="true" className="h-3.5 w-3.5" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={6}
            className="z-50 max-w-64 rounded-md border border-border bg-card px-3 py-2 text-xs text-card-foreground shadow-lg"
          >
            {PRICE_TOOLTIP}
            <Tooltip.Arrow className="fill-card" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <span id={id} className="sr-only">
        {PRICE_TOOLTIP}
      </span>
    </>
  )
}

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  )
}
