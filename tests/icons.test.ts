// The site's icons render as one <svg> with their shapes as markup made once (app/components/ui/icons.tsx).
import { Search as searchNode } from 'lucide'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Search, X } from '~/components/ui/icons'

describe('icons', () => {
  it("draw Lucide's shapes inside one svg with Lucide's attributes, hidden from assistive technology", () => {
    const markup = renderToStaticMarkup(createElement(Search, { className: 'h-4 w-4' }))
    expect(markup).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="h-4 w-4">' +
        '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></svg>',
    )
    // Every shape of the icon, in order.
    expect(markup.match(/<(path|circle)\b/g)).toHaveLength(searchNode.length)
  })

  it('are announced when given a name or a role, and take a size and a stroke width', () => {
    const named = renderToStaticMarkup(
      createElement(X, { 'aria-label': 'Close', role: 'img', size: 16, strokeWidth: 3 }),
    )
    expect(named).not.toContain('aria-hidden')
    expect(named).toContain('aria-label="Close"')
    expect(named).toContain('role="img"')
    expect(named).toContain('width="16" height="16"')
    expect(named).toContain('stroke-width="3"')
  })
})
