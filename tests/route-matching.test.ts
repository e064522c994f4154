/**
 * The server's route matching, as patched (patches/README.md): the route tree is built, flattened
 * and compiled once, not on every render, and matching gives the same answers as before.
 * The modules are loaded as the production server loads them (CommonJS), which is what the
 * patches change; the browser's copies are untouched.
 */
import { createRequire } from 'node:module'
import type { matchRoutes as MatchRoutes } from '@remix-run/router'
import type { createStaticRouter as CreateStaticRouter } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { matchRoutes } = require('@remix-run/router') as { matchRoutes: typeof MatchRoutes }
const { createServerRoutes } = require('@remix-run/react/dist/routes.js') as {
  createServerRoutes: (...args: unknown[]) => unknown[]
}
const { createStaticRouter } = require('react-router-dom/server.js') as {
  createStaticRouter: typeof CreateStaticRouter
}

const tree = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'models', path: 'models' },
      { id: 'model', path: 'models/:slug' },
      { id: 'admin-model', path: 'admin/models/:id?' },
      { id: 'not-found', path: '*' },
    ],
  },
]

const ids = (pathname: string) => matchRoutes(tree, pathname)?.map((match) => match.route.id)

describe('route matching', () => {
  it('matches the same way on every call', () => {
    for (let round = 0; round < 3; round++) {
      expect(ids('/')).toEqual(['root', 'home'])
      expect(ids('/models')).toEqual(['root', 'models'])
      expect(ids('/MODELS/')).toEqual(['root', 'models'])
      expect(matchRoutes(tree, '/models/medscan-vision-3')?.at(-1)?.params).toEqual({ slug: 'medscan-vision-3' })
      expect(ids('/admin/models')).toEqual(['root', 'admin-model'])
      expect(matchRoutes(tree, '/admin/models/7')?.at(-1)?.params).toEqual({ id: '7' })
      expect(matchRoutes(tree, '/nowhere/at/all')?.at(-1)?.params).toEqual({ '*': 'nowhere/at/all' })
    }
  })

  it('still matches once more patterns were compiled than it keeps', () => {
    const many = Array.from({ length: 2_100 }, (_, n) => ({ id: `page-${n}`, path: `page-${n}/:part` }))
    expect(matchRoutes(many, '/page-2099/x')?.[0]?.params).toEqual({ part: 'x' })
    expect(matchRoutes(many, '/page-0/y')?.[0]?.params).toEqual({ part: 'y' })
    expect(ids('/models/a')).toEqual(['root', 'model'])
  })

  it('builds the server routes once per build, and again when a module changes', () => {
    const manifest = {
      root: { id: 'root', path: '', hasLoader: true },
      'routes/about': { id: 'routes/about', parentId: 'root', path: 'about', hasLoader: false },
    }
    const modules = () => ({ root: rootModule, 'routes/about': aboutModule })
    const rootModule = { default: () => null }
    const aboutModule = { default: () => null }
    const future = {}
    const first = createServerRoutes(manifest, modules(), future, false)
    // The server passes a new object of the same modules on every request.
    expect(createServerRoutes(manifest, modules(), future, false)).toBe(first)
    const changed = createServerRoutes(
      manifest,
      { ...modules(), 'routes/about': { default: () => null } },
      future,
      false,
    )
    expect(changed).not.toBe(first)

    const context = { matches: [], basename: '/', location: { pathname: '/about' } } as never
    expect(createStaticRouter(first as never, context).routes).toBe(createStaticRouter(first as never, context).routes)
  })
})
