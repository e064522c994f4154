/**
 * zod for schemas that also run in the browser. zod probes for `new Function` (a faster object
 * parser) when a schema is built; the site's CSP forbids eval, so in the browser the probe only
 * ever produced a CSP violation report. Schemas shared with the browser import `z` from here, so
 * the setting comes first.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
