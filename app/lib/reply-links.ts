/**
 * Which links an AI Architect reply may carry (docs/decisions/059-provider-replies-rendered.md):
 * only to the site's own pages, written as a path. The server keeps a reply's links to pages that
 * exist, a model page only for an active model (app/.server/chat/reply-links.ts); the renderer
 * (app/components/chat/reply-markdown.tsx) links nothing this does not accept, whatever reached it.
 */
import { PUBLIC_PAGES } from './public-pages'

/** The knowledge base's public page, each answer an anchor on it ('/trust#data-residency'). */
const KNOWLEDGE_PAGE = '/trust'

/** Our own pages a reply may name besides the public ones and the model pages. */
const OTHER_PAGES: readonly string[] = [KNOWLEDGE_PAGE]

/** A path of ours, optionally with a fragment; no query, no host, no dot segments, no escapes. */
const OWN_PATH = /^(\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?)(#[A-Za-z0-9_-]{1,100})?$/
const MODEL_PAGE = /^\/models\/([a-z0-9]+(?:-[a-z0-9]+)*)$/

/** A link a reply may keep: the path and fragment as written, and the model page's slug if it is one. */
interface OwnPageLink {
  href: string
  modelSlug: string | null
}

/**
 * The link `url` as one to our own pages, or null when it may not be a link: anything with a
 * scheme or a host (javascript:, https://…, //host), a query, or a path that is not a page of
 * ours. A model page is accepted here by its form alone; whether that model exists and is active
 * is the server's check.
 */
export function ownPageLink(url: string): OwnPageLink | null {
  const match = OWN_PATH.exec(url.trim())
  if (!match) return null
  const path = match[1]!
  const modelSlug = MODEL_PAGE.exec(path)?.[1] ?? null
  const known = (PUBLIC_PAGES as readonly string[]).includes(path) || OTHER_PAGES.includes(path)
  if (!known && !modelSlug) return null
  return { href: url.trim(), modelSlug }
}
