// The document's scripts fetched after its first paint (app/.server/paint-first.ts): the links
// and the module script Remix writes, taken out and put back by one inline script. What the
// browser does with it (the links back in place, hydration without a mismatch, the chunks
// requested after the first paint) is e2e/paint-first.js-only.spec.ts.
import { describe, expect, it } from 'vitest'
import { deferredScripts, scriptsAfterFirstPaint } from '~/.server/paint-first'

const NONCE = 'n0nce+/=='
const LINKS = '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>'
const DATA = `<script nonce="${NONCE}">window.__remixContext = {"a":1};</script>`
const CODE = 'import * as route0 from "/assets/root.js";\nwindow.x = "<!-- <b>";\nimport("/assets/entry.js");'
const MODULE = `<script nonce="${NONCE}" type="module" async="">${CODE}</script>`
const BEFORE = `<!DOCTYPE html><html><head></head><body><main>Hello</main><script nonce="${NONCE}">scroll()</script>`
const AFTER = `</body></html><script nonce="${NONCE}">enqueue("data")</script>`

function transform(html: string) {
  return scriptsAfterFirstPaint(Buffer.from(html)).toString('utf8')
}

describe('scripts after the first paint', () => {
  it('takes the links and the module script out, and leaves one loader in the module script’s place', () => {
    const html = transform(BEFORE + LINKS + DATA + MODULE + AFTER)
    expect(html).not.toContain('rel="modulepreload" href=')
    expect(html).not.toContain('type="module"')
    expect(html.startsWith(BEFORE + DATA + `<script nonce="${NONCE}">(function(`)).toBe(true)
    expect(html.endsWith(AFTER)).toBe(true)
    expect(deferredScripts(html)).toEqual({ hrefs: ['/assets/entry.js', '/assets/root.js'], code: CODE })
  })

  it('writes the code with no "<" of its own inside the loader element', () => {
    const html = transform(BEFORE + LINKS + DATA + MODULE + AFTER)
    const loader = html.slice((BEFORE + DATA).length, html.indexOf('</script></body>'))
    expect(loader.slice('<script'.length)).not.toContain('<')
  })

  it('waits for the first paint the browser reports, a second at most, and not at all in a hidden tab', () => {
    const html = transform(BEFORE + LINKS + DATA + MODULE + AFTER)
    expect(html).toContain(".observe({type:'paint',buffered:true})")
    expect(html).toContain("if(d.visibilityState==='hidden')return go();setTimeout(go,1000);")
  })

  it('leaves a document laid out otherwise as it is', () => {
    const unchanged = [
      BEFORE + AFTER, // no scripts at all (an error page without them)
      BEFORE + LINKS + MODULE + AFTER, // no data script between
      BEFORE + LINKS + DATA + AFTER, // no module script
      BEFORE + LINKS + '<script>other()</script>' + DATA + MODULE + AFTER,
    ]
    for (const html of unchanged) expect(transform(html)).toBe(html)
  })

  it('finds no loader in a document left as it was', () => {
    expect(deferredScripts(BEFORE + LINKS + DATA + MODULE + AFTER)).toBeNull()
  })
})
