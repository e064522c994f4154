// The staff lists paged by key at a year's volume (docs/decisions/079-staff-lists-by-key.md), on
// every engine: the audit log walked page by page both ways reaches every entry (entries sharing
// an instant neither skipped nor repeated); only staff read the lists' views, the search function
// and the counts the database keeps (a member, an outsider: no row; a visitor: no privilege); the
// counts follow inserts, deletes and a truncate; and a search reads its trigram index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '~/.server/audit'
import { createUser } from '~/.server/auth/accounts'
import { ANON, runAs, runAsServiceRole, setDb, userCaller, type Caller } from '~/.server/db'
import { listJoinRequestPeople, listUsers, PEOPLE_SEARCH_BOUND, rejectJoinRequest } from '~/.server/profiles'
import { auditList, joinRequestList, userList } from '~/lib/admin-lists'
import { keysetPagerOf, keysetShown, keysetShownText, keysetWindow } from '~/lib/list-query'
import { recording } from '../scripts/lib/bench-engines'
import { createTestDatabase, describeEachEngine, type TestDatabase } from './helpers/database'

describeEachEngine('the staff lists by key on %s', (kind) => {
  let db: TestDatabase
  const callers: Record<'staff' | 'member' | 'outsider', Caller> = {} as never
  const noFilter = { actor: null, action: null, entity: null }

  beforeAll(async () => {
    db = await createTestDatabase(kind)
    setDb(db.engine)
    for (const who of ['staff', 'member', 'outsider'] as const) {
      const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
        createUser(tx, { email: `${who}@staff-lists.example.com`, password: 'a-good-password', name: who }),
      )
      callers[who] = userCaller(user)
      if (who === 'staff') await db.engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
      if (who === 'member') {
        const { rows } = await db.engine.query<{ id: string }>(
          `insert into public.organizations (name) values ('Member Ltd') returning id`,
        )
        await db.engine.query(
          `insert into public.organization_members (organization_id, user_id, role) values ($1, $2, 'admin')`,
          [rows[0]!.id, user.id],
        )
      }
    }
    // 60 entries, three to an instant (the id breaks the tie), the operator's and a staff member's.
    await db.engine.query(
      `insert into public.audit_log (at, actor_email, action, entity, entity_id)
       select timestamptz '2026-01-01 00:00:00.123456+00' + (g / 3) * interval '1 hour',
              case when g % 2 = 0 then 'operator' else 'someone@aivora.example' end, 'model.update', 'model', g::text
       from generate_series(1, 60) as g`,
    )
    await db.engine.query(`insert into public.ai_models (title, description) values ('Listed', 'A model')`)
  })
  afterAll(async () => {
    setDb(undefined)
    await db?.close()
  })

  const window = (after: string | null, before: string | null) => keysetWindow(auditList, { after, before })

  it('pages through every audit entry by key, newest first, each once, and back again', async () => {
    const expected = (
      await db.engine.query<{ id: string }>('select a.id::text from public.audit_log a order by a.at desc, a.id desc')
    ).rows.map((row) => row.id)
    const seen: string[] = []
    const firsts: Array<string | null> = []
    let after: string | null = null
    for (let turn = 0; turn < 20; turn++) {
      const { entries, page } = await listAudit(
        callers.staff,
        { ...noFilter, after, before: null },
        window(after, null),
      )
      expect(page.position).toBe(seen.length)
      expect(page.total).toBe(expected.length)
      // Unfiltered, the total is the count the database keeps, not one counted to the bound.
      expect(page.totalExact).toBe(true)
      seen.push(...entries.map((e) => e.id))
      firsts.push(page.firstKey)
      const pager = keysetPagerOf(auditList, { ...noFilter, after, before: null }, page)
      if (!pager?.next) break
      after = new URL(pager.next, 'http://x').searchParams.get('after')
    }
    expect(seen).toEqual(expected)
    // Back from the last page, before its first entry: the page before it, whole.
    const last = await listAudit(callers.staff, { ...noFilter, after, before: null }, window(after, null))
    const back = await listAudit(
      callers.staff,
      { ...noFilter, after: null, before: last.page.firstKey },
      window(null, last.page.firstKey),
    )
    expect(back.page.firstKey).toBe(firsts.at(-2))
    expect(back.entries).toHaveLength(25)
    expect(
      keysetPagerOf(auditList, { ...noFilter, after: null, before: last.page.firstKey }, back.page)?.next,
    ).toBeTruthy()
    // Back from a key past every entry (typed, or kept while the list changed): the oldest page,
    // and no way on from it, since nothing follows.
    const pastTheEnd = '1_1'
    const oldest = await listAudit(
      callers.staff,
      { ...noFilter, after: null, before: pastTheEnd },
      window(null, pastTheEnd),
    )
    expect(oldest.entries.map((e) => e.id)).toEqual(expected.slice(-25))
    expect(keysetPagerOf(auditList, { ...noFilter, after: null, before: pastTheEnd }, oldest.page)?.next).toBeFalsy()
  })

  it('searches the actor and filters by action, counting what matches', async () => {
    const { entries, page } = await listAudit(
      callers.staff,
      { ...noFilter, actor: 'SOMEONE@aivora', after: null, before: null },
      window(null, null),
    )
    expect(entries.every((e) => e.actor_email === 'someone@aivora.example')).toBe(true)
    expect(page.total).toBe(30)
    expect(page.totalExact).toBe(false)
    expect(keysetShown(page).totalPast).toBe(false)
    const none = await listAudit(
      callers.staff,
      { ...noFilter, action: 'lead.note', after: null, before: null },
      window(null, null),
    )
    expect(none.page.total).toBe(0)
  })

  // What /admin/audit asks for, as staff through its view, is read by the audit log's own indexes
  // (made by audit_keeper, 20261201030000), not by reading every entry: the planner told to avoid
  // a whole-table read still has to take one when no index fits. The search is asked as its count
  // is (no order), and with no walk of the whole newest-first index either.
  it.each([
    ['the actor searched', `actor_email ilike '%someone@aivora%' escape '\\'`, '', 'audit_log_actor_trgm_idx'],
    ['an action, newest first', `action = 'model.update'`, 'order by at desc, id desc', 'audit_log_action_at_idx'],
    ['an entity, newest first', `entity = 'model'`, 'order by at desc, id desc', 'audit_log_entity_at_idx'],
  ])('reads %s through its index', async (_what, where, order, index) => {
    const plan = await runAs(db.engine, callers.staff, async (tx) => {
      await tx.query('set local enable_seqscan = off')
      if (!order) await tx.query('set local enable_indexscan = off')
      const { rows } = await tx.query<Record<string, string>>(
        `explain select id from private.staff_audit_log where ${where} ${order} limit 26`,
      )
      return rows.map((row) => Object.values(row)[0]).join('\n')
    })
    expect(plan).toContain(index)
  })

  describe('who reads the lists', () => {
    const rowsOf = (caller: Caller, sql: string, params: unknown[] = []) =>
      runAs(db.engine, caller, async (tx) => (await tx.query(sql, params)).rows.length)
    const reads = [
      'select id from private.staff_audit_log',
      'select id from private.staff_people',
      'select id from private.staff_models',
      'select name from private.staff_row_counts',
      `select private.staff_people_matching('%staff-lists%')`,
    ]

    it('gives staff every row and anyone else none, or no access at all', async () => {
      for (const sql of reads) {
        expect(await rowsOf(callers.staff, sql), sql).toBeGreaterThan(0)
        // A member of an organisation, even its Admin, is not staff; nor is anyone else signed in.
        expect(await rowsOf(callers.member, sql), sql).toBe(0)
        expect(await rowsOf(callers.outsider, sql), sql).toBe(0)
        await expect(rowsOf(ANON, sql), sql).rejects.toMatchObject({ code: '42501' })
      }
      // The tables behind them are nobody's to read through the API.
      for (const caller of [callers.staff, callers.member, ANON]) {
        await expect(rowsOf(caller, 'select 1 from private.row_counts')).rejects.toMatchObject({ code: '42501' })
        await expect(rowsOf(caller, 'select 1 from private.person_emails')).rejects.toMatchObject({ code: '42501' })
      }
      // And through the modules, as the lists read them.
      expect(
        (await listUsers(callers.member, null, keysetWindow(userList, { after: null, before: null }))).users,
      ).toEqual([])
      expect(
        (await listAudit(callers.outsider, { ...noFilter, after: null, before: null }, window(null, null))).entries,
      ).toEqual([])
    })

    it('finds staff by e-mail or name through the search, and the e-mail follows a change', async () => {
      const search = (text: string) =>
        listUsers(callers.staff, text, keysetWindow(userList, { after: null, before: null }))
      expect((await search('outsider@staff-lists')).users.map((u) => u.name)).toEqual(['outsider'])
      expect((await search('MEMBER')).users.map((u) => u.email)).toEqual(['member@staff-lists.example.com'])
      await db.engine.query(`update auth.users set email = 'renamed@staff-lists.example.com' where email = $1`, [
        'outsider@staff-lists.example.com',
      ])
      expect((await search('renamed@')).users.map((u) => u.name)).toEqual(['outsider'])
      expect((await search('100%_')).users).toEqual([])
    })
  })

  describe("All Users' search past its bound (decision 090)", () => {
    it('stops at 1,000 matches: the page walks the accounts newest first and says 1,000+', async () => {
      // 1,005 accounts whose e-mail holds 'crowd', one statement (one instant: the ids order them).
      await db.engine.query(
        `insert into auth.users (id, email, encrypted_password, raw_user_meta_data)
         select gen_random_uuid(), 'many' || g || '@crowd.example.com', 'x', jsonb_build_object('name', 'Crowd ' || g)
         from generate_series(1, 1005) as g`,
      )
      try {
        const newest = (
          await db.engine.query<{ email: string }>(
            `select e.email from public.profiles p join private.person_emails e on e.user_id = p.id
             where e.email like '%crowd%' order by p.created_at desc, p.id desc`,
          )
        ).rows.map((row) => row.email)
        const { engine: noting, statements } = recording(db.engine)
        setDb(noting)
        const first = await listUsers(callers.staff, 'CROWD', keysetWindow(userList, { after: null, before: null }))
        expect(first.users.map((u) => u.email)).toEqual(newest.slice(0, 20))
        expect(keysetShownText(keysetShown(first.page))).toBe('1–20 of 1,000+')
        // The matching accounts are named once, and no further than the bound: the page and its
        // counts read the accounts themselves.
        const naming = statements.filter(({ sql }) => sql.includes('staff_people_matching'))
        expect(naming).toHaveLength(1)
        expect(naming[0]!.params).toContain(PEOPLE_SEARCH_BOUND + 1)
        const next = await listUsers(
          callers.staff,
          'CROWD',
          keysetWindow(userList, { after: first.page.lastKey, before: null }),
        )
        expect(next.users.map((u) => u.email)).toEqual(newest.slice(20, 40))
        expect(keysetShownText(keysetShown(next.page))).toBe('21–40 of 1,000+')
        // A rarer fragment is counted exactly: many1000 to many1005, and many100.
        const few = await listUsers(callers.staff, 'many100', keysetWindow(userList, { after: null, before: null }))
        expect(few.users).toHaveLength(7)
        expect(keysetShownText(keysetShown(few.page))).toBe('1–7 of 7')
        // Anyone else finds nobody, past the bound or not.
        for (const text of ['crowd', 'many100'])
          expect(
            (await listUsers(callers.member, text, keysetWindow(userList, { after: null, before: null }))).users,
          ).toEqual([])
      } finally {
        setDb(db.engine)
        await db.engine.query(`delete from auth.users where email like '%@crowd.example.com'`)
      }
    })
  })

  describe("Join Requests' accounts", () => {
    const waiting = async () =>
      (
        await listJoinRequestPeople(callers.staff, keysetWindow(joinRequestList, { after: null, before: null }))
      ).people.map((person) => person.email)

    it('follow memberships as they come and go, and are read by their own index alone', async () => {
      const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
        createUser(tx, { email: 'waiting@staff-lists.example.com', password: 'a-good-password', name: 'Waiting' }),
      )
      expect(await waiting()).toContain('waiting@staff-lists.example.com')
      expect(await waiting()).not.toContain('member@staff-lists.example.com')
      const { rows } = await db.engine.query<{ id: string }>(
        `insert into public.organizations (name) values ('Joined Ltd'), ('Also Joined Ltd') returning id`,
      )
      await db.engine.query(
        `insert into public.organization_members (organization_id, user_id, role)
         select o, $1, 'admin' from unnest($2::uuid[]) as o`,
        [user.id, rows.map((row) => row.id)],
      )
      expect(await waiting()).not.toContain('waiting@staff-lists.example.com')
      // Leaving one organisation of two still leaves them in one.
      await db.engine.query('delete from public.organizations where id = $1', [rows[0]!.id])
      expect(await waiting()).not.toContain('waiting@staff-lists.example.com')
      await db.engine.query('delete from public.organization_members where user_id = $1', [user.id])
      expect(await waiting()).toContain('waiting@staff-lists.example.com')

      // The page reads the waiting accounts' partial index, and no membership at all.
      const plan = await runAs(db.engine, callers.staff, async (tx) => {
        await tx.query('set local enable_seqscan = off')
        const { rows: lines } = await tx.query<Record<string, string>>(
          `explain select id from private.staff_people
           where not is_admin and join_rejected_at is null and not is_member
           order by created_at desc, id desc limit 21`,
        )
        return lines.map((line) => Object.values(line)[0]).join('\n')
      })
      expect(plan).toContain('profiles_waiting_idx')
      expect(plan).not.toContain('organization_members')
    })
  })

  describe("Join Requests' last page", () => {
    // Two a page: three accounts older than every other make the last pages.
    const read = (after: string | null) =>
      listJoinRequestPeople(callers.staff, { ...keysetWindow(joinRequestList, { after, before: null }), limit: 2 })
    const emails = (people: Array<{ email: string }>) => people.map((person) => person.email)

    it('deciding its only account shows the page before it, with the way back and nothing after', async () => {
      const made: Record<string, { id: string; key: string }> = {}
      for (const [at, name] of [
        ['2000-01-03', 'a'],
        ['2000-01-02', 'b'],
        ['2000-01-01', 'c'],
      ] as const) {
        const user = await runAsServiceRole(db.engine, 'fixture', (tx) =>
          createUser(tx, { email: `last-${name}@staff-lists.example.com`, password: 'a-good-password', name }),
        )
        await db.engine.query('update public.profiles set created_at = $2 where id = $1', [user.id, `${at}T00:00:00Z`])
        // The row's key, as a pager's Next link names the last row of its page.
        made[name] = { id: user.id, key: `${Date.parse(`${at}T00:00:00Z`) * 1000}_${user.id}` }
      }
      // A page with rows after its key is the page asked for, as always.
      expect(emails((await read(made.a!.key)).people)).toEqual([
        'last-b@staff-lists.example.com',
        'last-c@staff-lists.example.com',
      ])
      // The page after b, the last: c alone, with the way back and nothing after.
      const last = await read(made.b!.key)
      expect(emails(last.people)).toEqual(['last-c@staff-lists.example.com'])
      expect(last.page.more).toBe(false)

      expect(await rejectJoinRequest(callers.staff, made.c!.id)).toBe(true)
      // Decided, the page shows the one before it: the two accounts ending with b, nothing after.
      const back = await read(made.b!.key)
      expect(emails(back.people)).toEqual(['last-a@staff-lists.example.com', 'last-b@staff-lists.example.com'])
      expect(back.page.more).toBe(false)
      const query = { after: made.b!.key, before: null }
      const pager = keysetPagerOf(joinRequestList, query, back.page)
      expect(pager?.next).toBeNull()
      expect(pager?.previous).toMatch(/^\/admin\/organizations\?tab=join-requests/)
      expect(pager?.to).toBe(back.page.total)

      // b decided too: its key's row is gone, and the page before still ends with what is left.
      expect(await rejectJoinRequest(callers.staff, made.b!.id)).toBe(true)
      expect(emails((await read(made.b!.key)).people)).toEqual([expect.any(String), 'last-a@staff-lists.example.com'])
    })
  })

  describe('the counts the database keeps', () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await db.engine.query<{ name: string; n: number }>('select name, n::int as n from private.row_counts')
        ).rows.map((row) => [row.name, row.n]),
      )
    const actual = async () =>
      (
        await db.engine.query<Record<string, number>>(
          `select (select count(*) from public.ai_models)::int as ai_models,
                  (select count(*) from public.organizations)::int as organizations,
                  (select count(*) from public.profiles)::int as profiles,
                  (select count(*) from public.leads)::int as leads,
                  (select count(*) from public.audit_log)::int as audit_log`,
        )
      ).rows[0]!

    it('follow inserts and deletes of many rows at once, and a truncate', async () => {
      expect(await counts()).toEqual(await actual())
      await db.engine.query(
        `insert into public.ai_models (title, description) select 'Counted ' || g, 'x' from generate_series(1, 7) as g`,
      )
      await db.engine.query(
        `insert into public.organizations (name) select 'Counted ' || g from generate_series(1, 4) as g`,
      )
      await db.engine.query(`delete from public.ai_models where title in ('Counted 1', 'Counted 2')`)
      await db.engine.query(`delete from public.organizations where name = 'Counted 3'`)
      await db.engine.query(
        `insert into public.audit_log (actor_email, action, entity, entity_id)
         select 'operator', 'model.create', 'model', 'counted ' || g from generate_series(1, 5) as g`,
      )
      expect(await counts()).toEqual(await actual())
      await db.engine.query('truncate public.ai_models cascade')
      expect((await counts()).ai_models).toBe(0)
      expect(await counts()).toEqual(await actual())
    })
  })
})
