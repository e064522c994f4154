/**
 * 'Starting from' with its explanation. The tooltip (700 ms delay, 300 ms skip delay:
 * docs/product.md#catalogue) needs JavaScript; the same text is always in the page for screen
 * readers, so nothing is lost without it.
 *
 * Hand-written rather than a tooltip library: one fixed text beside a price needs no collision
 * engine, and the library was the heaviest script of the catalogue (about 22 KB gzip, see
 * docs/decisions/010-public-site-performance.md). It is placed with `position: fixed` from the
 * trigger's box, so the cards' rounded, clipped corners do not cut it off.
 */
import { Info } from '~/components/ui/icons'
import { useEffect, useId, useRef, useState } from 'react'

const PRICE_TOOLTIP = 'Starting price. Final pricing may vary based on usage, features, and customization needs.'

const OPEN_DELAY_MS = 700
/** A tooltip closed less than this long ago lets the next one open at once (moving along a row). */
const SKIP_DELAY_MS = 300
const WIDTH_PX = 256
let lastClosedAt = 0

interface Position {
  left: number
  bottom: number
}

export function PriceTooltip() {
  const id = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [position, setPosition] = useState<Position | null>(null)

  const show = () => {
    const box = trigger.current?.getBoundingClientRect()
    if (!box) return
    const left = Math.min(Math.max(8, box.left + box.width / 2 - WIDTH_PX / 2), window.innerWidth - WIDTH_PX - 8)
    setPosition({ left, bottom: window.innerHeight - box.top + 6 })
  }
  const open = (immediately: boolean) => {
    clearTimeout(timer.current)
    if (immediately || Date.now() - lastClosedAt < SKIP_DELAY_MS) show()
    else timer.current = setTimeout(show, OPEN_DELAY_MS)
  }
  const close = () => {
    clearTimeout(timer.current)
    if (position) lastClosedAt = Date.now()
    setPosition(null)
  }

  useEffect(() => {
    if (!position) return
    // Open here; a fixed tooltip would float away from its price when the page moves.
    const hide = () => {
      lastClosedAt = Date.now()
      setPosition(null)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    window.addEventListener('scroll', hide, { passive: true })
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('scroll', hide)
      window.removeEventListener('keydown', onKey)
    }
  }, [position])
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="About this price"
        aria-describedby={id}
        onPointerEnter={() => open(false)}
        // A finger "leaves" as soon as it lifts: only a mouse or pen leaving closes the tooltip.
        onPointerLeave={(event) => event.pointerType !== 'touch' && close()}
        onFocus={() => open(true)}
        onBlur={close}
        // A tap focuses and clicks at once: opening on both keeps it open (blur, Escape, scroll close it).
        onClick={() => open(true)}
        className="inline-flex h-6 w-6 cursor-help items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
      >
        <Info aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
      <span id={id} className="sr-only">
        {PRICE_TOOLTIP}
      </span>
      {position ? (
        // Hidden from assistive technology: the description above already says it once.
        <span
          role="tooltip"
          aria-hidden="true"
          style={{ left: position.left, bottom: position.bottom, width: WIDTH_PX }}
          className="fixed z-50 rounded-md border border-border bg-card px-3 py-2 text-left text-xs font-normal text-card-foreground shadow-lg"
        >
          {PRICE_TOOLTIP}
        </span>
      ) : null}
    </>
  )
}
