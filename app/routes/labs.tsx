/**
 * /labs: the innovation labs. The active labs come from the loader, so the grid is rendered on the
 * server and needs no spinner. A failed fetch is logged only and the page shows an empty list (the
 * empty state), never an error to the visitor (docs/product.md#labs).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ANON } from '~/.server/db'
import { listActiveLabs } from '~/.server/labs'
import { LabGrid } from '~/components/labs/lab-grid'
import { LabsCallToAction } from '~/components/labs/labs-cta'
import { LabsHero } from '~/components/labs/labs-hero'
import { brand } from '~/lib/brand'
import type { LabCardRow } from '~/lib/entities/lab'

export const meta: MetaFunction = () => [
  { title: `Innovation Labs | ${brand.name}` },
  {
    name: 'description',
    content: `Where innovation takes flight: the ${brand.name} labs turning AI research into production models with customers and partners.`,
  },
]

export interface LabsData {
  labs: Array<LabCardRow & { created_at: string }>
}

// The request is not needed: the labs are the same for every visitor.
export async function loader(_args: LoaderFunctionArgs): Promise<LabsData> {
  try {
    // Public content: every visitor sees the same active labs, so the query runs as a visitor.
    const labs = await listActiveLabs(ANON)
    return { labs: labs.map((lab) => ({ ...lab, created_at: new Date(lab.created_at).toISOString() })) }
  } catch (error) {
    // The database being unreachable is an outage (a 503 page), not a failed fetch.
    if (error instanceof Response) throw error
    console.error('[labs] could not load the labs; showing none', error)
    return { labs: [] }
  }
}

export default function LabsPage() {
  const { labs } = useLoaderData<typeof loader>()
  return (
    <>
      <LabsHero />
      <LabGrid labs={labs} />
      <LabsCallToAction />
    </>
  )
}
