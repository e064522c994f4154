/**
 * Structured data for search engines (schema.org JSON-LD) as an inline script carrying the
 * request's CSP nonce. `<` is escaped so no text in the data can close the script element.
 */
import { useNonce } from '~/components/nonce'

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce()
  const html = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
