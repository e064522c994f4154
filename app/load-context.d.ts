import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce set by the server (server/site.ts). */
    cspNonce?: string
    /** The client's address as the server resolved it (app/.server/client-address.ts). */
    clientAddress?: string
    /**
     * This request's id, made by the server for each request (server/request-log.ts): in its log
     * line and its X-Request-Id header, so an error logged by the app can be matched with both.
     */
    requestId?: string
    /**
     * Resolves when the response has room for more (server/room-to-write.ts): a streamed answer
     * awaits it before making its next chunk, so it never runs ahead of its client.
     */
    roomToWrite?: () => Promise<void>
  }
}
