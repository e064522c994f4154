/**
 * The page's scripts are fetched after its first paint (decision 035).
 *
 * Remix's `<Scripts />` writes a `modulepreload` link for every chunk of the page, then a classic
 * script with the page's data, then one inline module script that imports the chunks and starts
 * hydration. Browsers fetch the chunks at high priority, beside the stylesheet the first paint
 * waits for, and on a slow link they share its bandwidth. Here the links come out of the document,
 * and the module script's place is taken by a small classic script that, once the page has
 * painted, puts the links back where they stood and itself becomes the module script: the chunks
 * are still fetched in parallel, after the first paint instead of before it.
 *
 * React hydrates the whole document, so the elements must be where the server rendered them by
 * the time it does: the links are back before the module script runs. A document that is not laid
 * out as expected is left as it is.
 */

const LINK = '<link rel="modulepreload" href="'
const LINK_END = '"/>'
const DATA_SCRIPT = 'window.__remixContext = '
const SCRIPT_END = '</script>'
const MODULE_SCRIPT = /^<script nonce="([^"]*)" type="module" async="">/

/** A value as a JavaScript literal that is safe inside an HTML script element. */
function scriptLiteral(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Runs where the module script stood (after the stylesheet: a parser's inline script waits for
 * it). It waits for the browser to report the page's first paint, then puts the links back before
 * the data script (its previous sibling) and replaces itself with the module script, with its own
 * nonce. The links go back four to a task: starting a fetch costs the main thread about a
 * millisecond, and a dozen in one task would be one long task just after the first paint. Where
 * paint timing is not reported, it waits for the frame after the next one; a hidden tab paints
 * nothing, so there it starts at once; and it never waits more than a second.
 */
function loader(hrefs: string[], code: string) {
  return (
    `(function(h,c){var d=document,me=d.currentScript,n=me.nonce,data=me.previousElementSibling,done=0,P=window.PerformanceObserver;` +
    `function go(){if(done)return;done=1;var i=0;(function links(){` +
    `h.slice(i,(i+=4)).forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;data.before(l)});` +
    `if(h.length>i)return setTimeout(links,0);` +
    `var m=d.createElement('script');m.type='module';m.async=true;m.nonce=n;m.textContent=c;me.replaceWith(m)})()}` +
    `if(d.visibilityState==='hidden')return go();setTimeout(go,1000);` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})` +
    `(${scriptLiteral(hrefs)},${scriptLiteral(code)})`
  )
}

/**
 * The document with its scripts fetched after the first paint, or unchanged if laid out otherwise.
 * It works on the rendered bytes with `indexOf`: a regular expression over the page cost a third
 * of a millisecond per render, this a few hundredths.
 */
export function scriptsAfterFirstPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const first = html.indexOf(LINK)
  if (first < 0) return html
  // The run of links, each directly after the last.
  const hrefs: string[] = []
  let at = first
  while (html.indexOf(LINK, at) === at) {
    const end = html.indexOf(LINK_END, at + LINK.length)
    if (end < 0) return html
    hrefs.push(html.toString('utf8', at + LINK.length, end))
    at = end + LINK_END.length
  }
  // Then the data script, then the module script.
  const dataStart = at
  const dataOpen = html.indexOf('>', dataStart) + 1
  if (
    !html.toString('utf8', dataStart, dataOpen).startsWith('<script') ||
    html.indexOf(DATA_SCRIPT, dataOpen) !== dataOpen
  ) {
    return html
  }
  const dataClose = html.indexOf(SCRIPT_END, dataOpen)
  if (dataClose < 0) return html
  const dataEnd = dataClose + SCRIPT_END.length
  const moduleOpen = html.indexOf('>', dataEnd) + 1
  const opening = MODULE_SCRIPT.exec(html.toString('utf8', dataEnd, moduleOpen))
  const moduleEnd = html.indexOf(SCRIPT_END, moduleOpen)
  if (!opening || moduleEnd < 0) return html
  const code = html.toString('utf8', moduleOpen, moduleEnd)
  return Buffer.concat([
    html.subarray(0, first),
    html.subarray(dataStart, dataEnd),
    Buffer.from(`<script nonce="${opening[1]}">${loader(hrefs, code)}</script>`),
    html.subarray(moduleEnd + SCRIPT_END.length),
  ])
}

/**
 * What a document's loader will put back: the chunks' links and the module script's code (none if
 * the document was left as it was). For the measuring scripts, which count the JavaScript a page
 * names (scripts/lib/page-weight.ts).
 */
export function deferredScripts(html: string): { hrefs: string[]; code: string } | null {
  const call = /\}\)\((\[[^\]]*\]),("(?:[^"\\]|\\.)*")\)<\/script>/.exec(html)
  if (!call) return null
  return { hrefs: JSON.parse(call[1]!) as string[], code: JSON.parse(call[2]!) as string }
}
