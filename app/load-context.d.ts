import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce set by the server (server/site.ts). */
    cspNonce?: string
    /** The client's address as the server resolved it (app/.server/client-address.ts). */
    clientAddress?: string
  }
}
