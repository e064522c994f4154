/**
 * Feedback while a client navigation loads (docs/product.md#shell): a thin bar across the top of
 * the window. It appears only after a short delay, so quick navigations do not flicker, and it is
 * hidden from assistive technology, which hears `aria-busy` on the region that is loading instead.
 */
import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

const SHOW_AFTER_MS = 150

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  const [delayed, setDelayed] = useState(false)
  useEffect(() => {
    if (!busy) return
    const timer = setTimeout(() => setDelayed(true), SHOW_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setDelayed(false)
    }
  }, [busy])
  const shown = busy && delayed
  return (
    <div
      aria-hidden="true"
      data-navigation-progress={shown ? 'loading' : 'idle'}
      className={`navigation-progress fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden transition-opacity ${shown ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-1/3 bg-primary" />
    </div>
  )
}
