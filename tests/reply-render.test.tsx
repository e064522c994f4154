// How an AI Architect reply is shown (app/components/chat/reply-markdown.tsx, message-text.tsx):
// Markdown rendered on the server as the page without JavaScript gets it, sized for a bubble, no
// raw HTML, no images, and links only to our own pages.
import { PassThrough } from 'node:stream'
import type { ReactElement } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import { MessageText } from '~/components/chat/message-text'
import ReplyMarkdown from '~/components/chat/reply-markdown'
import { ownPageLink } from '~/lib/reply-links'

/** Markup without what does not show: React's text separators, line breaks between elements. */
const shown = (markup: string) => markup.replaceAll('<!-- -->', '').replaceAll('>\n<', '><')

const html = (text: string, links = true) =>
  shown(
    renderToString(
      <StaticRouter location="/chat">
        <ReplyMarkdown text={text} links={links} />
      </StaticRouter>,
    ),
  )

/** The page's way of rendering: whole, every lazy part resolved (app/entry.server.tsx). */
function renderWhole(element: ReactElement) {
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(<StaticRouter location="/chat">{element}</StaticRouter>, {
      onAllReady() {
        const sink = new PassThrough()
        let out = ''
        sink.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
        sink.on('end', () => resolve(shown(out)))
        stream.pipe(sink)
      },
      onShellError: reject,
      onError: reject,
    })
  })
}

const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1])

describe('a reply rendered as Markdown', () => {
  it('shows headings as bold lines, never as headings inside a bubble', () => {
    const markup = html('# Our offer\n\n## Pricing\n\nText\n\n###### Small')
    expect(markup).not.toMatch(/<h[1-6]/)
    expect(markup).toContain('<p class="mb-1 mt-3 first:mt-0"><strong class="font-semibold">Our offer</strong></p>')
    expect(markup).toContain('<strong class="font-semibold">Pricing</strong>')
    expect(markup).toContain('<strong class="font-semibold">Small</strong>')
    expect(markup).not.toContain('#')
  })

  it('keeps numbered lists numbered, from the number written, and bulleted lists bulleted', () => {
    const markup = html('Steps:\n\n1. Call\n2. Trial\n3. Sign\n\nAlso:\n\n- one\n- two')
    expect(markup).toMatch(
      /<ol class="[^"]*list-decimal[^"]*"><li[^>]*>Call<\/li>\s*<li[^>]*>Trial<\/li>\s*<li[^>]*>Sign<\/li>\s*<\/ol>/,
    )
    expect(markup).toMatch(/<ul class="[^"]*list-disc[^"]*"><li[^>]*>one<\/li>\s*<li[^>]*>two<\/li>\s*<\/ul>/)
    expect(html('3. third\n4. fourth')).toMatch(/<ol [^>]*start="3"/)
  })

  it('renders GitHub tables, with header cells and wrapping cells', () => {
    const markup = html(
      '| Model | Price |\n| --- | ---: |\n| MedScan Vision | $499/month |\n| ClaimFlow | $899/month |',
    )
    expect(markup).toMatch(/<table class="[^"]*"><thead><tr><th[^>]*>Model<\/th><th[^>]*>Price<\/th><\/tr><\/thead>/)
    expect(markup).toMatch(/<td[^>]*>MedScan Vision<\/td><td[^>]*>\$499\/month<\/td>/)
    expect(markup).toContain('[overflow-wrap:anywhere]')
  })

  it('renders emphasis, strikethrough and code, inline and in blocks', () => {
    const markup = html('A **big** and *small* ~~old~~ `npm start`\n\n```\nline 1\nline 2\n```')
    expect(markup).toContain('<strong class="font-semibold">big</strong>')
    expect(markup).toContain('<em>small</em>')
    expect(markup).toContain('<del>old</del>')
    expect(markup).toMatch(/<code class="[^"]*">npm start<\/code>/)
    expect(markup).toMatch(/<pre class="[^"]*whitespace-pre-wrap[^"]*"><code[^>]*>line 1\nline 2\n<\/code><\/pre>/)
  })

  it('keeps a paragraph’s own line breaks', () => {
    expect(html('Hello!\nHow are you?')).toMatch(/<p class="[^"]*whitespace-pre-line[^"]*">Hello!\nHow are you\?<\/p>/)
  })

  it('never renders raw HTML: it is shown as the text it is', () => {
    const markup = html(
      'Hi <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<img src=x onerror=alert(1)>\n\n<a href="https://evil.example">x</a>',
    )
    expect(markup).not.toMatch(/<script|<b |<img|<a /)
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(markup).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;')
  })

  it('shows an image as its description, never as an image', () => {
    const markup = html('Look: ![a chart of savings](https://evil.example/track.png) and ![](/x.png)')
    expect(markup).not.toContain('<img')
    expect(markup).not.toContain('evil.example')
    expect(markup).toContain('a chart of savings')
  })

  it('links our own pages, the knowledge base with its anchors and model pages; nothing else', () => {
    const markup = html(
      [
        '[catalogue](/models) [MedScan](/models/medscan-vision) [security](/trust#soc-2) [contact](/contact) [home](/)',
        '[evil](https://evil.example) [js](javascript:alert(1)) [proto](//evil.example) [admin](/admin)',
        '[query](/models?x=1) [dots](/models/../admin) [upper](/models/A) [data](data:text/html,hi) https://bare.example',
      ].join('\n\n'),
    )
    expect(hrefs(markup)).toEqual(['/models', '/models/medscan-vision', '/trust#soc-2', '/contact', '/'])
    for (const words of ['evil', 'js', 'proto', 'admin', 'query', 'dots', 'upper', 'data', 'https://bare.example'])
      expect(markup).toContain(`<span>${words}</span>`)
  })

  it('links nothing while the reply is still arriving', () => {
    expect(hrefs(html('[MedScan](/models/medscan-vision)', false))).toEqual([])
    expect(html('[MedScan](/models/medscan-vision)', false)).toContain('<span>MedScan</span>')
  })
})

describe('MessageText', () => {
  it('renders a reply whole on the server, Markdown and all (the page without JavaScript)', async () => {
    const markup = await renderWhole(
      <MessageText text={'## Options\n\n1. [MedScan](/models/medscan-vision)\n2. ClaimFlow'} />,
    )
    expect(markup).toContain('<strong class="font-semibold">Options</strong>')
    expect(markup).toMatch(/<ol[^>]*><li[^>]*><a [^>]*href="\/models\/medscan-vision"[^>]*>MedScan<\/a><\/li>/)
    // Rendered in place, not streamed in later by a script.
    expect(markup).not.toContain('<template')
  })

  it('shows the visitor’s own words as typed: no Markdown, no links', async () => {
    const markup = await renderWhole(<MessageText role="user" text={'# Hi\n**bold** [x](/models/a)'} />)
    expect(markup).toBe('<p class="whitespace-pre-wrap"># Hi\n**bold** [x](/models/a)</p>')
  })
})

describe('ownPageLink', () => {
  it.each([
    ['/', '/'],
    ['/models', '/models'],
    ['/products', '/products'],
    ['/trust', '/trust'],
    ['/trust#data-residency', '/trust#data-residency'],
    ['/models/medscan-vision', '/models/medscan-vision'],
    [' /contact ', '/contact'],
  ])('accepts %s', (url, href) => expect(ownPageLink(url)?.href).toBe(href))

  it('names a model page’s slug, for the server to check', () => {
    expect(ownPageLink('/models/medscan-vision')?.modelSlug).toBe('medscan-vision')
    expect(ownPageLink('/models')?.modelSlug).toBeNull()
  })

  it.each([
    'https://evil.example',
    'http://localhost:3000/models',
    '//evil.example/models',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'mailto:a@b.c',
    '/admin',
    '/models/a/b',
    '/models/A-Upper',
    '/models/-a',
    '/models?industry=x',
    '/models/../admin',
    '/models/%2e%2e',
    '/trust#',
    '/trust#a b',
    '/labsx',
    '\\\\evil.example',
    '',
  ])('refuses %s', (url) => expect(ownPageLink(url)).toBeNull())
})
