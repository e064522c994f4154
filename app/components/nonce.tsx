/** The request's CSP nonce, for the few inline scripts React renders (Remix's own, JSON-LD). */
import { createContext, useContext } from 'react'

const NonceContext = createContext<string | undefined>(undefined)

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
