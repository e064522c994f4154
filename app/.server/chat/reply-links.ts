/**
 * A reply's links as it is kept (docs/decisions/059-provider-replies-rendered.md): a link stays a
 * link only when it goes to one of our own pages that exists (app/lib/reply-links.ts), a model
 * page only for an active model of the catalogue; any other link keeps its words and loses its
 * address, and an image becomes its description. Applied to every finished reply before it is
 * saved, so the chat, the page without JavaScript and the sales desk all show the same, checked,
 * text; the renderer's own allowlist is the second line.
 *
 * The reply is read by the same Markdown parser the renderer uses (remark with GFM), so what is a
 * link here is what would have been a link there; the rewrite edits the source text in place,
 * leaving everything else exactly as written.
 */
import { ownPageLink } from '~/lib/reply-links'
import { publicModel } from '../models'

/** remark with GFM, loaded by the first reply that needs parsing, not at start (decision 107). */
async function loadParser() {
  const [{ unified }, { default: remarkParse }, { default: remarkGfm }] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
  ])
  return unified().use(remarkParse).use(remarkGfm)
}

let parser: ReturnType<typeof loadParser> | undefined

/** The one parser, loaded once (a failed load is tried again by the next reply). */
function markdownParser() {
  parser ??= loadParser().catch((error: unknown) => {
    parser = undefined
    throw error
  })
  return parser
}

type Tree = ReturnType<Awaited<ReturnType<typeof loadParser>>['parse']>
type Node = Tree['children'][number] | Tree
interface Span {
  start: number
  end: number
}

/** One edit of the source: `[start, end)` becomes `text`. */
interface Edit extends Span {
  text: string
}

interface LinkCheck {
  /** The site's address (SITE_URL): a link to it written in full is kept as a path. */
  siteUrl: string
  /** Whether the catalogue has this active model (by default, its public page exists). */
  isActiveModel?: (slug: string) => Promise<boolean>
}

const span = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Span | null =>
  node.position?.start.offset === undefined || node.position.end.offset === undefined
    ? null
    : { start: node.position.start.offset, end: node.position.end.offset }

/** `url` as a path of ours when it is written in full with the site's own address. */
function asOwnPath(url: string, siteUrl: string) {
  if (!/^https?:\/\//i.test(url)) return url
  try {
    const target = new URL(url)
    if (target.origin !== new URL(siteUrl).origin || target.search) return url
    return `${target.pathname}${target.hash}`
  } catch {
    return url
  }
}

/** The nodes of the tree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node
  if ('children' in node) for (const child of node.children) yield* nodes(child as Node)
}

/**
 * Whether the reply's links are all written inline ('[words](/path)'), no image or reference
 * among them, and all go to pages of ours that exist: then nothing is to be changed, and the
 * reply (the offline AI Architect's, with its model links) is not parsed, a few milliseconds of
 * CPU per reply saved. Any address it cannot vouch for sends the reply to the parser.
 */
async function onlyOwnInlineLinks(text: string, isActiveModel: (slug: string) => Promise<boolean>) {
  if (/!\[|\]\s*\[|\]:/.test(text)) return false
  const targets = [...text.matchAll(/\]\(([^\s)]*)/g)].map((found) => ownPageLink(found[1]!))
  if (targets.some((target) => target === null)) return false
  const slugs = new Set(targets.flatMap((target) => (target?.modelSlug ? [target.modelSlug] : [])))
  return (await Promise.all([...slugs].map(isActiveModel))).every(Boolean)
}

/**
 * The reply with every link that may not be one turned into its words, links to our own site
 * written in full shortened to their path, and images turned into their description.
 */
export async function keepOwnLinks(text: string, check: LinkCheck): Promise<string> {
  // No bracket, no link or image written with one: the common reply costs no parse.
  if (!text.includes(']')) return text
  const isActiveModel = check.isActiveModel ?? (async (slug: string) => (await publicModel(slug)) !== null)
  if (await onlyOwnInlineLinks(text, isActiveModel)) return text
  const tree = (await markdownParser()).parse(text)
  const all = [...nodes(tree)]
  const definitions = new Map<string, string>()
  for (const node of all) if (node.type === 'definition') definitions.set(node.identifier, node.url)

  // Each link's target as ours, or null; a model page waits for the catalogue's answer.
  const found: Array<{ node: Node & { children: Node[] }; url: string; where: Span }> = []
  const edits: Edit[] = []
  for (const node of all) {
    const where = span(node)
    if (!where) continue
    if (node.type === 'image' || node.type === 'imageReference') {
      edits.push({ ...where, text: node.alt ?? '' })
    } else if (node.type === 'link' || node.type === 'linkReference') {
      const url = node.type === 'link' ? node.url : definitions.get(node.identifier)
      // An address written out (<https://…>, or bare) reads as text in the renderer; its words
      // are its address, so there is nothing to take away here.
      if (node.type === 'link' && text[where.start] !== '[') continue
      found.push({ node, url: url ?? '', where })
    }
  }
  if (!found.length && !edits.length) return text

  const targets = found.map(({ url }) => {
    const path = asOwnPath(url, check.siteUrl)
    return { path, own: ownPageLink(path) }
  })
  const slugs = [...new Set(targets.flatMap(({ own }) => (own?.modelSlug ? [own.modelSlug] : [])))]
  const active = new Set<string>()
  await Promise.all(
    slugs.map(async (slug) => {
      if (await isActiveModel(slug)) active.add(slug)
    }),
  )

  found.forEach(({ node, url, where }, index) => {
    const { path, own } = targets[index]!
    const kept = own !== null && (own.modelSlug === null || active.has(own.modelSlug))
    const words = node.children.length
      ? { start: span(node.children[0]!)?.start ?? where.end, end: span(node.children.at(-1)!)?.end ?? where.end }
      : null
    if (!words) {
      // '[](…)' shows nothing as a link, and nothing as text.
      if (!kept) edits.push({ ...where, text: '' })
      return
    }
    if (kept) {
      // A link to our site written in full keeps its words and gets its path.
      if (node.type === 'link' && path !== url) edits.push({ start: words.end, end: where.end, text: `](${own.href})` })
      return
    }
    // The brackets and the address go; the words (and what is inside them) stay as written.
    edits.push({ start: where.start, end: words.start, text: '' }, { start: words.end, end: where.end, text: '' })
  })

  let result = text
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return result
}
