/**
 * The catalogue's titles by their trigrams, kept in this process (decision 082): which models a
 * visitor's text may name, without reading every title on every chat turn.
 *
 * A title is named when pg_trgm's word similarity of it to the text is at least TITLE_MATCH
 * (./models.ts). That similarity is the share of the title's trigrams found in one stretch of the
 * text, so a title can only be named if at least that share of its trigrams are among the text's.
 * The index maps each trigram to the titles that have it; a turn counts, for the text's trigrams
 * only, how many each title shares, and hands the titles that reach the share to the database,
 * which decides exactly as before (`findModelsNamedAmong`). The trigrams are pg_trgm's own
 * (`show_trgm`), read from the database, so the index and the similarity never disagree on what a
 * trigram is.
 *
 * Built once per catalogue: emptied whenever public pages change (./public-pages-changed.ts: any
 * model written, in any process), and read again after TITLES_FOR_MS all the same.
 */
import type { AssistantModel } from '~/lib/entities/ai-model'
import { getDb, type Caller, type Engine } from './db'
import { findModelsNamedAmong, listTitleTrigrams, TITLE_MATCH_SHARE, textTrigrams } from './models'
import { onPublicPagesChanged } from './public-pages-changed'

const TITLES_FOR_MS = 60_000

interface TitleIndex {
  /** Trigram → the positions (in `ids`) of the titles that have it. */
  byTrigram: Map<string, number[]>
  ids: string[]
  /** How many trigrams each title has. */
  sizes: number[]
  readAt: number
  /** The database it was read from: ids of one database name nothing in another (tests switch). */
  engine: Engine
}

let index: Promise<TitleIndex> | undefined

async function build(caller: Caller): Promise<TitleIndex> {
  const engine = await getDb()
  const rows = await listTitleTrigrams(caller)
  const byTrigram = new Map<string, number[]>()
  rows.forEach((row, position) => {
    for (const trigram of row.trigrams) {
      const titles = byTrigram.get(trigram)
      if (titles) titles.push(position)
      else byTrigram.set(trigram, [position])
    }
  })
  return {
    byTrigram,
    ids: rows.map((row) => row.id),
    sizes: rows.map((row) => row.trigrams.length),
    readAt: Date.now(),
    engine,
  }
}

async function currentIndex(caller: Caller): Promise<TitleIndex> {
  const engine = await getDb()
  if (!index) {
    const building = build(caller)
    index = building
    building.then(
      (built) => {
        // Read again after a while, in case a change was not announced.
        if (Date.now() - built.readAt > TITLES_FOR_MS && index === building) index = undefined
      },
      () => {
        if (index === building) index = undefined
      },
    )
    return building
  }
  return index.then((built) => {
    if (Date.now() - built.readAt < TITLES_FOR_MS && built.engine === engine) return built
    index = undefined
    return currentIndex(caller)
  })
}

onPublicPagesChanged(() => {
  index = undefined
})

/** The active models a text names, best first, as `findModelsNamed` did over the whole catalogue. */
export async function findModelsNamed(caller: Caller, text: string): Promise<AssistantModel[]> {
  const [built, trigrams] = await Promise.all([currentIndex(caller), textTrigrams(caller, text)])
  const shared = new Map<number, number>()
  for (const trigram of new Set(trigrams))
    for (const title of built.byTrigram.get(trigram) ?? []) shared.set(title, (shared.get(title) ?? 0) + 1)
  const candidates = [...shared]
    .filter(([title, count]) => count >= TITLE_MATCH_SHARE * built.sizes[title]!)
    .map(([title]) => built.ids[title]!)
  return findModelsNamedAmong(caller, text, candidates)
}
