import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while hydrating, true once React runs in the browser: controls that
 * only work with JavaScript (a show-password toggle, a widget) render only then.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
