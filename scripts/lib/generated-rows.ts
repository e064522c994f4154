/**
 * Rows the benchmarks generate in bulk, with set-based SQL (generate_series) on either engine:
 * shared by `npm run bench:catalogue`, `bench:export` and `bench:scale`, so each measures the same
 * kind of data.
 */
import type { Engine } from '~/.server/db'
import { INDUSTRIES } from '~/lib/industries'

/** The catalogue's vocabulary: a search for one word matches about 1 in 15 models. */
export const WORDS = [
  'vision',
  'language',
  'forecast',
  'fraud',
  'scan',
  'voice',
  'agent',
  'risk',
  'supply',
  'retail',
  'clinical',
  'energy',
  'legal',
  'tutor',
  'quality',
]

/**
 * Runs `insert` over 1..count in slices of 10,000 (or `size`): each statement stays well inside
 * the server's query timeout, however many rows in all.
 */
export async function inChunks(
  count: number,
  insert: (from: number, to: number) => Promise<unknown>,
  { first = 1, size = 10_000 } = {},
) {
  for (let from = first; from < first + count; from += size)
    await insert(from, Math.min(first + count - 1, from + size - 1))
}

/**
 * Models `first`..`first + rows - 1` in one statement: unique titles, descriptions drawn from
 * WORDS, one to three of the 39 industries (app/lib/industries.ts), about 5% featured and 5%
 * inactive, creation times spread over two years. Settled afterwards (vacuum analyze), as a table
 * that has been live for a while would be.
 */
export async function loadModels(engine: Engine, rows: number, first = 1) {
  await engine.query(
    `insert into public.ai_models (title, description, short_description, industry, categories, cost,
       is_featured, is_enterprise, is_active, created_at)
     select 'Model ' || i || ' ' || w1,
            'An AI model for ' || w1 || ' and ' || w2 || ' work, tuned on domain data (series ' || i || ').',
            'For ' || w1 || ' teams.',
            (select array_agg(distinct ($2::text[])[1 + ((i::bigint * k * 7919) % array_length($2::text[], 1))])
               from generate_series(1, 1 + i % 3) as k),
            array['Category ' || (i % 12)],
            50 + (i * 37) % 5000,
            i % 20 = 0,
            i % 7 = 0,
            i % 20 <> 3,
            now() - make_interval(secs => (i * 631) % 63072000)
     from (select i, ($1::text[])[1 + i % array_length($1::text[], 1)] as w1,
                     ($1::text[])[1 + (i / 15) % array_length($1::text[], 1)] as w2
           from generate_series($4::int, $4::int + $3::int - 1) as i) as g`,
    [WORDS, INDUSTRIES, rows, first],
  )
  await engine.query('vacuum analyze public.ai_models')
}
