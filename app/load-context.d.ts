import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce set by server.ts (absent under `vite dev`). */
    cspNonce?: string
  }
}
