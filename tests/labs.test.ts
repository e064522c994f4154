// The /labs loader with real Requests on a seeded database: only active labs, newest first (id
// breaks ties), an empty list when none is active, and a failed read that is only logged and shows
// the empty list (docs/product.md#labs).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { runAs, runAsServiceRole, userCaller } from '~/.server/db'
import { listActiveLabs } from '~/.server/labs'
import { LabGrid } from '~/components/labs/lab-grid'
import { LabStatusBadge } from '~/components/labs/lab-status-badge'
import { loader as labsLoader } from '~/routes/labs'
import { request, useAppDatabase } from './helpers/app'
import type { TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

let db: TestDatabase
const load = () => labsLoader({ request: request('/labs'), params: {}, context: {} })

beforeAll(async () => {
  db = await useAppDatabase('pglite', { seed: true })
})
afterAll(() => db.close())

async function labsWhere(where: string) {
  const { rows } = await db.engine.query<{ id: string; name: string }>(
    `select id, name from public.labs where ${where} order by created_at desc, id desc`,
  )
  return rows
}

describe('the labs loader', () => {
  it('returns only the active labs, newest first', async () => {
    const active = await labsWhere(`status = 'active'`)
    const others = await labsWhere(`status <> 'active'`)
    // The seed has 5 active labs and 3 that are not (2 completed, 1 paused).
    expect(active).toHaveLength(5)
    expect(others).toHaveLength(3)

    const { labs } = await load()
    expect(labs.map((lab) => lab.id)).toEqual(active.map((lab) => lab.id))
    expect(labs.every((lab) => lab.status === 'active')).toBe(true)
    for (const other of others) expect(labs.map((lab) => lab.name)).not.toContain(other.name)

    const times = labs.map((lab) => Date.parse(lab.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(labs[0]).toMatchObject({
      name: 'Project Aurora: Clinical Reasoning',
      team_name: 'Health AI Research',
      image_url: '/images/labs/project-aurora-clinical-reasoning.svg',
      external_url: 'https://aivora.ai/labs/project-aurora-clinical-reasoning',
    })
  })

  it('puts a newly created active lab first and breaks equal times by id, newest id first', async () => {
    const ids = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2']
    await db.engine.query(
      `insert into public.labs (id, name, description, status, created_at)
       values ($1, 'Tie A', 'First of two at the same time.', 'active', now() + interval '1 hour'),
              ($2, 'Tie B', 'Second of two at the same time.', 'active', now() + interval '1 hour'),
              (gen_random_uuid(), 'Newer but paused', 'Not listed.', 'paused', now() + interval '2 hours')`,
      ids,
    )
    try {
      const { labs } = await load()
      expect(labs.slice(0, 2).map((lab) => lab.name)).toEqual(['Tie B', 'Tie A'])
      expect(labs.map((lab) => lab.name)).not.toContain('Newer but paused')
      expect(labs).toHaveLength(7)
    } finally {
      await db.engine.query(`delete from public.labs where name in ('Tie A', 'Tie B', 'Newer but paused')`)
    }
  })

  it('lists only active labs even for an admin, whom Row Level Security lets read every lab', async () => {
    const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
      createUser(tx, { email: 'lab-admin@example.com', password: 'a-good-password' }),
    )
    await db.engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
    const admin = userCaller(user)
    // A status in another case is "anything else" (docs/product.md#labs), so not listed either.
    await db.engine.query(`insert into public.labs (name, status) values ('Shouting', 'ACTIVE')`)
    try {
      const visible = await runAs(db.engine, admin, (tx) => tx.query('select id from public.labs'))
      expect(visible.rows).toHaveLength(9)
      const labs = await listActiveLabs(admin)
      expect(labs.map((lab) => lab.id)).toEqual((await labsWhere(`status = 'active'`)).map((lab) => lab.id))
      expect(labs.map((lab) => lab.name)).not.toContain('Shouting')
    } finally {
      await db.engine.query(`delete from public.labs where name = 'Shouting'`)
    }
  })

  it('returns an empty list when no lab is active', async () => {
    await db.engine.query(`update public.labs set status = 'archived-for-test' where status = 'active'`)
    try {
      const data = await load()
      expect(data).toEqual({ labs: [] })
    } finally {
      await db.engine.query(`update public.labs set status = 'active' where status = 'archived-for-test'`)
    }
    expect((await load()).labs).toHaveLength(5)
  })

  it('logs a failed query and returns an empty list, so the page shows its empty state', async () => {
    await db.engine.query('revoke select on public.labs from anon')
    try {
      const data = await load()
      expect(data).toEqual({ labs: [] })
      const logged = expectLoggedErrors()
      expect(logged).toHaveLength(1)
      expect(String(logged[0]![0])).toContain('[labs]')
      expect(String(logged[0]![1])).toMatch(/permission denied/i)
    } finally {
      await db.engine.query('grant select on public.labs to anon')
    }
    expect((await load()).labs).toHaveLength(5)
  })
})

describe('what /labs renders', () => {
  // The e2e server's labs are the seed's, so the empty state and the other badge colours are
  // rendered here, with the page's own components.
  it('shows the empty state when no lab is listed', () => {
    const html = renderToStaticMarkup(createElement(LabGrid, { labs: [] }))
    expect(html).toContain('No Active Labs')
    expect(html).toContain('Check back soon for new innovation projects.')
    expect(html).not.toContain('aria-label="Active labs"')
  })

  it.each([
    ['active', 'active', 'emerald', 'Active'],
    ['completed', 'completed', 'sky', 'Completed'],
    ['on_hold', 'other', 'slate', 'On hold'],
    ['', 'other', 'slate', 'Unknown'],
  ])('gives status %j a %s badge (%s)', (status, tone, colour, label) => {
    const html = renderToStaticMarkup(createElement(LabStatusBadge, { status }))
    expect(html).toContain(`data-tone="${tone}"`)
    expect(html).toContain(`bg-${colour}-`)
    expect(html).toContain(label)
  })
})
