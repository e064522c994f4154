// The admin area's loaders and actions against a real database (on every engine): the guard (403
// for visitors, plain users and organisations, on every URL and every action, with nothing
// changed), the model form (docs/product.md#model-form: validation, fill-ins, save errors, JSON
// import, images judged by their bytes), the toggles, delete with its files, join-request approval,
// and the Sales view with enquiries and callbacks.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { runAs, runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import { createOrganisationIn } from '~/.server/organizations'
import { modelLimits } from '~/lib/entities/ai-model'
import { modelMessages } from '~/lib/model-form'
import * as adminRoute from '~/routes/admin'
import * as blogRoute from '~/routes/admin.blog'
import * as invoicesRoute from '~/routes/admin.invoices'
import * as modelsRoute from '~/routes/admin.models'
import * as editRoute from '~/routes/admin.models_.$id'
import * as deleteRoute from '~/routes/admin.models_.$id_.delete'
import * as newRoute from '~/routes/admin.models_.new'
import * as organizationsRoute from '~/routes/admin.organizations'
import * as requestsRoute from '~/routes/admin.requests'
import * as usersRoute from '~/routes/admin.users'
import { cookieFrom, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'
import { expectLoggedErrors } from './setup'

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
)

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> }
const NO_DETAILS = { name: null, size: null, industry: null, use_case: null, website: null, phone: null, country: null }
const args = (req: Request, params: Record<string, string> = {}): Args => ({ request: req, params, context: {} })

function multipart(
  pathname: string,
  fields: Record<string, string | string[]>,
  files: Record<string, File> = {},
  cookie?: string,
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v)
  for (const [name, file] of Object.entries(files)) body.append(name, file)
  return request(pathname, { method: 'POST', body, cookie })
}

describeEachEngine('the admin area on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let dataDir: string
  const cookies: Record<'admin' | 'user' | 'org', string> = { admin: '', user: '', org: '' }
  let plainUserId = ''

  async function account(email: string, flags: { admin?: boolean; org?: boolean }) {
    const user = await runAsServiceRole(engine, 'test fixture: an account', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: 'Pat Example' }),
    )
    await runAsServiceRole(engine, 'test fixture: flags', async (tx) => {
      await tx.query('update public.profiles set is_admin = $2 where id = $1', [user.id, flags.admin ?? false])
      if (flags.org) await createOrganisationIn(tx, { ...NO_DETAILS, name: 'Pat Example Ltd' }, user.id)
    })
    return { user, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
  }

  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    runAsServiceRole(engine, 'test: read back', async (tx) => (await tx.query<T>(sql, params)).rows)
  const modelByTitle = async (title: string) =>
    (await rows<Record<string, unknown>>('select * from public.ai_models where title = $1', [title]))[0]
  const storedObjects = async () =>
    Number((await rows<{ n: number }>('select count(*)::int as n from storage.objects'))[0]!.n)
  const uploadedFiles = () => {
    const dir = path.join(dataDir, 'uploads', 'model-assets')
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')) : []
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-test-'))
    process.env.DATA_DIR = dataDir
    resetConfig()
    db = await useAppDatabase(kind, { seed: true })
    engine = db.engine
    cookies.admin = (await account(`admin-${kind}@example.com`, { admin: true })).cookie
    const plain = await account(`plain-${kind}@example.com`, {})
    cookies.user = plain.cookie
    plainUserId = plain.user.id
    cookies.org = (await account(`org-${kind}@example.com`, { org: true })).cookie
  })
  afterAll(async () => {
    await db.close()
    delete process.env.DATA_DIR
    resetConfig()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const save = (fields: Record<string, string | string[]>, files: Record<string, File> = {}, id?: string) =>
    respond(() =>
      id
        ? editRoute.action(
            args(multipart(`/admin/models/${id}`, { intent: 'save', ...fields }, files, cookies.admin), { id }),
          )
        : newRoute.action(args(multipart('/admin/models/new', { intent: 'save', ...fields }, files, cookies.admin))),
    )
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading whatever the action answered
  const json = async (response: Response) => (await response.json()) as Record<string, any>

  describe('the guard', () => {
    it('answers 403 Access Restricted on every admin URL for visitors, plain users and organisations', async () => {
      const seeded = (await rows<{ id: string }>('select id from public.ai_models limit 1'))[0]!.id
      const loaders: Array<[string, (a: Args) => unknown, Record<string, string>]> = [
        ['/admin', adminRoute.loader, {}],
        ['/admin/models', modelsRoute.loader, {}],
        ['/admin/models/new', newRoute.loader, {}],
        [`/admin/models/${seeded}`, editRoute.loader, { id: seeded }],
        [`/admin/models/${seeded}/delete`, deleteRoute.loader, { id: seeded }],
        ['/admin/organizations', organizationsRoute.loader, {}],
        ['/admin/requests', requestsRoute.loader, {}],
        ['/admin/users', usersRoute.loader, {}],
        ['/admin/invoices', invoicesRoute.loader, {}],
        ['/admin/blog', blogRoute.loader, {}],
      ]
      for (const cookie of [undefined, 'forged=1', cookies.user, cookies.org]) {
        for (const [url, loader, params] of loaders) {
          const response = await respond(() => loader(args(request(url, { cookie }), params)))
          expect(response.status, `${url} with ${cookie}`).toBe(403)
        }
      }
      for (const [url, loader, params] of loaders) {
        const response = await respond(() => loader(args(request(url, { cookie: cookies.admin }), params)))
        expect(response.status, url).toBe(200)
      }
    })

    it("tells the page whether to offer 'Sign in': only to a visitor without a session", async () => {
      for (const [cookie, signedIn] of [
        [undefined, false],
        ['__session=forged', false],
        [cookies.user, true],
        [cookies.org, true],
      ] as const) {
        const response = await respond(() => modelsRoute.loader(args(request('/admin/models', { cookie }))))
        expect(response.status).toBe(403)
        expect(await response.json(), String(cookie)).toEqual({ reason: 'access-restricted', signedIn })
      }
    })

    it('refuses every admin action with 403 for anyone but an admin, and changes nothing', async () => {
      const model = (
        await rows<{ id: string; title: string; is_featured: boolean }>(
          'select id, title, is_featured from public.ai_models limit 1',
        )
      )[0]!
      const before = await rows('select id, title, is_featured, is_active, cost from public.ai_models order by id')
      const accounts = `select p.id, p.is_admin, array(select m.organization_id from public.organization_members m
                          where m.user_id = p.id order by 1)::text as organizations from public.profiles p order by p.id`
      const profilesBefore = await rows(accounts)
      for (const cookie of [undefined, cookies.user, cookies.org]) {
        const attempts: Array<() => unknown> = [
          () =>
            newRoute.action(
              args(
                multipart(
                  '/admin/models/new',
                  { intent: 'save', title: 'Sneaky', description: 'Sneaky', cost: '1' },
                  {},
                  cookie,
                ),
              ),
            ),
          () =>
            newRoute.action(
              args(
                multipart(
                  '/admin/models/new',
                  { intent: 'import', json: '{"title":"a","description":"b"}' },
                  {},
                  cookie,
                ),
              ),
            ),
          () =>
            editRoute.action(
              args(
                multipart(
                  `/admin/models/${model.id}`,
                  { intent: 'save', title: 'Renamed', description: 'x', cost: '0' },
                  {},
                  cookie,
                ),
                { id: model.id },
              ),
            ),
          () =>
            deleteRoute.action(args(multipart(`/admin/models/${model.id}/delete`, {}, {}, cookie), { id: model.id })),
          () =>
            modelsRoute.action(
              args(
                multipart(
                  '/admin/models',
                  { intent: 'toggle', id: model.id, flag: 'is_featured', value: String(!model.is_featured) },
                  {},
                  cookie,
                ),
              ),
            ),
          () =>
            organizationsRoute.action(
              args(multipart('/admin/organizations', { intent: 'approve', userId: plainUserId }, {}, cookie)),
            ),
        ]
        for (const attempt of attempts) expect((await respond(attempt)).status).toBe(403)
      }
      expect(await rows('select id, title, is_featured, is_active, cost from public.ai_models order by id')).toEqual(
        before,
      )
      expect(await rows(accounts)).toEqual(profilesBefore)
    })

    it('denies access when the admin check itself fails (logged)', async () => {
      const failing = { ...engine, transaction: () => Promise.reject(new Error('database unreachable')) } as Engine
      const { setDb } = await import('~/.server/db')
      setDb(failing)
      try {
        const response = await respond(() => adminRoute.loader(args(request('/admin', { cookie: cookies.admin }))))
        expect(response.status).toBe(403)
      } finally {
        setDb(engine)
      }
      expect(expectLoggedErrors().length).toBeGreaterThan(0)
    })

    it('keeps the admin functions to admins in the database too', async () => {
      const plain = userCaller({ id: plainUserId })
      // The staff's own readers give anyone else no row, and a visitor no access at all.
      expect((await runAs(engine, plain, (tx) => tx.query('select * from private.staff_admins()'))).rows).toEqual([])
      await expect(
        runAs(engine, plain, (tx) => tx.query('select private.approve_organisation($1)', [plainUserId])),
      ).rejects.toThrow(/Only an admin/)
      await expect(
        runAs(engine, { role: 'anon' }, (tx) => tx.query('select * from private.staff_admins()')),
      ).rejects.toThrow()
      // private.admin_people(), which read every person to find a handful, is gone (decision 079).
      expect((await engine.query(`select to_regprocedure('private.admin_people()') as fn`)).rows).toEqual([
        { fn: null },
      ])
    })
  })

  describe('the dashboard', () => {
    it('counts models, organisations, users, requests and invoices live', async () => {
      await rows(
        `insert into public.invoices (organization_id, year, sequence, tax_rate_bp, subtotal_cents, tax_cents, total_cents, due_date)
         select id, 2000, 9999, 0, 100, 0, 100, current_date from public.organizations limit 1`,
      )
      const data = await adminRoute.loader(args(request('/admin', { cookie: cookies.admin })))
      const [count] = await rows<{ models: number }>('select count(*)::int as models from public.ai_models')
      expect(data.counts.models).toBe(count!.models)
      expect(data.counts.users).toBeGreaterThanOrEqual(3)
      expect(data.counts.organizations).toBeGreaterThanOrEqual(1)
      // Invoices issued, as many as the table holds (one issued above; the seed issues none).
      const [issued] = await rows<{ invoices: number }>('select count(*)::int as invoices from public.invoices')
      expect(issued!.invoices).toBeGreaterThan(0)
      expect(data.counts.invoices).toBe(issued!.invoices)
    })
  })

  describe('the model form', () => {
    it('saves a new model with the defaults and the fill-ins of docs/product.md#model-form', async () => {
      const description = 'A'.repeat(150) + ' ' + 'B'.repeat(100)
      const response = await save({
        title: 'Fill-in Test Model With A Rather Long Title That Exceeds Sixty Characters',
        description,
        cost: 'not a number',
        is_active: 'on',
        industry: ['Healthcare', ' Retail ', ''],
        logo_url: '',
      })
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/admin/models')
      const row = await modelByTitle('Fill-in Test Model With A Rather Long Title That Exceeds Sixty Characters')
      expect(row).toMatchObject({
        cost: 0,
        is_active: true,
        is_featured: false,
        is_enterprise: false,
        industry: ['Healthcare', 'Retail'],
        logo_url: null,
        cover_image: null,
        // Cut after the last whole word that fits, with an ellipsis (never mid-word: issue 32).
        short_description: `${'A'.repeat(150)}…`,
        meta_title: 'Fill-in Test Model With A Rather Long Title That Exceeds…',
        meta_description: `${'A'.repeat(150)}…`,
        slug: 'fill-in-test-model-with-a-rather-long-title-that-exceeds-sixty-characters',
      })
    })

    it('reads list fields sent one item per line (the form without JavaScript)', async () => {
      expect(
        (
          await save({
            title: 'Lines Model',
            description: 'd',
            cost: '12.7',
            categories: 'NLP\r\n\r\n Vision \n',
            industry: 'Legal\nRetail',
          })
        ).status,
      ).toBe(302)
      expect(await modelByTitle('Lines Model')).toMatchObject({
        categories: ['NLP', 'Vision'],
        industry: ['Legal', 'Retail'],
        cost: 12,
      })
    })

    it('answers 400 with the field messages and keeps what was typed', async () => {
      const response = await save({
        title: '  ',
        description: '',
        cost: '-5',
        short_description: 'x'.repeat(modelLimits.shortDescription + 1),
        meta_title: 'y'.repeat(modelLimits.metaTitle + 1),
      })
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(body.reply.error).toMatchObject({
        title: [modelMessages.titleRequired],
        description: [modelMessages.descriptionRequired],
        cost: [modelMessages.costNegative],
        short_description: [modelMessages.shortDescriptionTooLong],
        meta_title: [modelMessages.metaTitleTooLong],
      })
      expect(body.values.short_description).toBe('x'.repeat(modelLimits.shortDescription + 1))
    })

    it('refuses hostile sizes with a message and stores hostile text as text', async () => {
      const response = await save({
        title: 'T'.repeat(10_000),
        description: 'D'.repeat(30_000),
        cost: '99999999999999',
        categories: Array.from({ length: 60 }, (_, i) => `C${i}`),
        use_cases: 'U'.repeat(400),
      })
      expect(response.status).toBe(400)
      expect((await json(response)).reply.error).toMatchObject({
        title: [modelMessages.titleTooLong],
        description: [modelMessages.descriptionTooLong],
        cost: [modelMessages.costTooLarge],
        categories: [modelMessages.listMax],
      })
      const hostile = `<script>alert('x')</script>'; drop table public.ai_models; --`
      expect((await save({ title: `Hostile \u0007 ${hostile}`, description: hostile, cost: '1' })).status).toBe(302)
      expect(await modelByTitle(`Hostile \u0007 ${hostile}`)).toMatchObject({ description: hostile })
    })

    it("refuses an eleventh industry with 'Maximum 10 industry items allowed'", async () => {
      const industry = Array.from({ length: 11 }, (_, i) => `Industry ${i}`)
      const response = await save({ title: 'Too Many Industries', description: 'd', cost: '1', industry })
      expect(response.status).toBe(400)
      expect((await json(response)).reply.error.industry).toEqual([modelMessages.industryMax])
      expect(await modelByTitle('Too Many Industries')).toBeUndefined()
    })

    it('maps a URL check violation and a duplicate title to the red box’s sentences, saving nothing', async () => {
      for (const url of ['ftp://example.com', 'javascript:alert(1)', 'example.com']) {
        const response = await save({ title: `Bad URL ${url}`, description: 'd', cost: '1', url })
        expect(response.status).toBe(400)
        expect((await json(response)).reply.error['']).toEqual([modelMessages.urlCheck])
      }
      const bad = await save({ title: 'Bad Logo', description: 'd', cost: '1', logo_url: '//evil.example/x.png' })
      expect((await json(bad)).reply.error['']).toEqual([modelMessages.urlCheck])
      const [existing] = await rows<{ title: string }>('select title from public.ai_models limit 1')
      // A different title with the same slug is the same model to a visitor.
      const response = await save({ title: `${existing!.title.toUpperCase()}`, description: 'd', cost: '1' })
      expect(response.status).toBe(409)
      expect((await json(response)).reply.error['']).toEqual([modelMessages.duplicate])
      expect(await rows('select 1 from public.ai_models where title like $1', ['Bad %'])).toEqual([])
    })

    it('stores uploaded images by their bytes, and refuses anything else with a message, storing nothing', async () => {
      const objects = await storedObjects()
      const refusals: Array<[File, string]> = [
        [
          new File(['just some text, not an image'], 'renamed.png', { type: 'image/png' }),
          'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
        ],
        [
          new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', {
            type: 'image/svg+xml',
          }),
          'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
        ],
        [
          new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
          'Images must be 5 MB or smaller.',
        ],
        [
          // A PNG's signature and header, then nothing: it cannot be decoded into its copies.
          new File([PNG.subarray(0, 33)], 'truncated.png', { type: 'image/png' }),
          'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).',
        ],
      ]
      for (const [file, message] of refusals) {
        const response = await save({ title: `Refused ${file.name}`, description: 'd', cost: '1' }, { logo_file: file })
        expect(response.status).toBe(400)
        expect((await json(response)).reply.error.logo_url).toEqual([message])
        expect(await modelByTitle(`Refused ${file.name}`)).toBeUndefined()
      }
      expect(await storedObjects()).toBe(objects)
      expect(uploadedFiles()).toEqual([])

      const response = await save(
        { title: 'Pictured Model', description: 'd', cost: '1' },
        {
          logo_file: new File([PNG], 'Logo.PNG', { type: 'image/png' }),
          cover_file: new File([PNG], 'cover', { type: 'application/octet-stream' }),
        },
      )
      expect(response.status).toBe(302)
      const row = (await modelByTitle('Pictured Model'))!
      expect(row.logo_url).toMatch(/^\/uploads\/model-assets\/logos\/[A-Za-z0-9_-]+-\d{13}\.png$/)
      expect(row.cover_image).toMatch(/^\/uploads\/model-assets\/covers\/[A-Za-z0-9_-]+-\d{13}\.png$/)
      // Each with its smaller copies beside it (docs/decisions/025-image-variants.md): a logo has
      // two, a cover four (three widths and the link-preview PNG).
      expect(uploadedFiles()).toHaveLength(3 + 5)
      expect(await storedObjects()).toBe(objects + 3 + 5)
      const stem = String(row.cover_image).replace(/\.png$/, '')
      expect(
        ['w480.webp', 'w960.webp', 'w1600.webp', 'og.png'].map((suffix) =>
          fs.existsSync(path.join(dataDir, `${stem}-${suffix}`.replace('/uploads', 'uploads'))),
        ),
      ).toEqual([true, true, true, true])

      // Replacing the logo removes the old file; clearing the cover removes that one.
      const id = row.id as string
      const edited = await save(
        { title: 'Pictured Model', description: 'd', cost: '1', logo_url: row.logo_url as string, cover_image: '' },
        { logo_file: new File([PNG], 'new.png') },
        id,
      )
      expect(edited.status).toBe(302)
      const after = (await modelByTitle('Pictured Model'))!
      expect(after.logo_url).not.toBe(row.logo_url)
      expect(after.cover_image).toBeNull()
      expect(uploadedFiles()).toHaveLength(3)
      expect(await storedObjects()).toBe(objects + 3)

      // Deleting the model removes its last file.
      const deleted = await respond(() =>
        deleteRoute.action(args(multipart(`/admin/models/${id}/delete`, {}, {}, cookies.admin), { id })),
      )
      expect(deleted.status).toBe(302)
      expect(await modelByTitle('Pictured Model')).toBeUndefined()
      expect(uploadedFiles()).toEqual([])
      expect(await storedObjects()).toBe(objects)
    })

    it("says 'Remove failed' after a delete whose image storage would not remove (logged), the model gone", async () => {
      expect(
        (await save({ title: 'Stubborn Files', description: 'd', cost: '1' }, { logo_file: new File([PNG], 'a.png') }))
          .status,
      ).toBe(302)
      const row = (await modelByTitle('Stubborn Files'))!
      // Storage refuses: its object row is gone (another admin, a cleanup), so the policy finds nothing to delete.
      await runAsServiceRole(engine, 'test: lose the object row', (tx) =>
        tx.query('delete from storage.objects where name = $1', [
          String(row.logo_url).replace('/uploads/model-assets/', ''),
        ]),
      )
      const id = row.id as string
      const deleted = await respond(() =>
        deleteRoute.action(args(multipart(`/admin/models/${id}/delete`, {}, {}, cookies.admin), { id })),
      )
      expect(deleted.status).toBe(302)
      expect(deleted.headers.get('Set-Cookie')).toMatch(/^notice=remove-failed/)
      expect(await modelByTitle('Stubborn Files')).toBeUndefined()
      expect(expectLoggedErrors().map((e) => String(e[0]))).toEqual([expect.stringMatching(/could not remove/)])
      for (const file of uploadedFiles()) fs.rmSync(path.join(dataDir, 'uploads', 'model-assets', String(file)))
    })

    it('removes the images of a save that the database then refuses', async () => {
      const response = await save(
        { title: 'Orphan Check', description: 'd', cost: '1', url: 'ftp://nope' },
        { logo_file: new File([PNG], 'a.png') },
      )
      expect(response.status).toBe(400)
      expect(uploadedFiles()).toEqual([])
    })

    it('edits a model, starting with active on even when it is inactive (a kept quirk)', async () => {
      await save({ title: 'Edit Me', description: 'first', cost: '5' })
      const row = (await modelByTitle('Edit Me'))!
      await runAsServiceRole(engine, 'test: make it inactive', (tx) =>
        tx.query('update public.ai_models set is_active = false where id = $1', [row.id]),
      )
      const data = (await editRoute.loader(
        args(request(`/admin/models/${row.id}`, { cookie: cookies.admin }), { id: row.id as string }),
      )) as { values: { is_active: boolean; title: string }; hiddenNow: boolean }
      expect(data.values).toMatchObject({ title: 'Edit Me', is_active: true })
      // The form says so beside the switch: this model is hidden now (docs/product.md#quirks).
      expect(data.hiddenNow).toBe(true)
      expect(
        (await save({ title: 'Edit Me', description: 'second', cost: '7', is_active: 'on' }, {}, row.id as string))
          .status,
      ).toBe(302)
      expect(await modelByTitle('Edit Me')).toMatchObject({ description: 'second', cost: 7, is_active: true })
      const published = (await editRoute.loader(
        args(request(`/admin/models/${row.id}`, { cookie: cookies.admin }), { id: row.id as string }),
      )) as { hiddenNow: boolean }
      expect(published.hiddenNow).toBe(false)
      const missing = await respond(() =>
        editRoute.loader(args(request('/admin/models/not-a-uuid', { cookie: cookies.admin }), { id: 'not-a-uuid' })),
      )
      expect(missing.status).toBe(404)
    })

    it('imports JSON into the form, or says why it cannot', async () => {
      const importing = (text: string) =>
        respond(() =>
          newRoute.action(args(multipart('/admin/models/new', { intent: 'import', json: text }, {}, cookies.admin))),
        )
      const ok = await importing(
        JSON.stringify({
          title: 'Imported',
          description: 'From JSON',
          category: ['NLP'],
          'sub-category': ['Chat'],
          example_media: ['https://www.youtube.com/watch?v=abc123&t=5'],
          cost: 99,
        }),
      )
      expect(ok.status).toBe(200)
      expect((await json(ok)).values).toMatchObject({
        title: 'Imported',
        categories: ['NLP'],
        subcategories: ['Chat'],
        example_media: ['https://www.youtube.com/embed/abc123'],
        cost: 99,
        is_active: true,
      })
      expect(await modelByTitle('Imported')).toBeUndefined()
      for (const [text, message] of [
        ['{"title":"Only a title"}', modelMessages.importRequired],
        ['[1,2]', modelMessages.importRequired],
        ['   ', modelMessages.importRequired],
      ]) {
        const response = await importing(text!)
        expect(response.status).toBe(400)
        expect((await json(response)).importError).toBe(message)
      }
      const broken = await importing('{"title": ')
      expect(broken.status).toBe(400)
      expect((await json(broken)).importError).toMatch(/JSON/)
    })

    it('answers 400 to an unknown intent', async () => {
      const response = await respond(() =>
        newRoute.action(args(multipart('/admin/models/new', { intent: 'drop-table' }, {}, cookies.admin))),
      )
      expect(response.status).toBe(400)
    })
  })

  describe('the list', () => {
    it('lists every model newest first, searches, and toggles featured and active', async () => {
      await save({ title: 'Toggle Target', description: 'toggle me', cost: '3' })
      const row = (await modelByTitle('Toggle Target'))!
      const list = (
        await modelsRoute.loader(args(request('/admin/models?q=toggle%20TARGET', { cookie: cookies.admin })))
      ).list!
      expect(list.models.map((m) => m.title)).toEqual(['Toggle Target'])
      expect(list.page).toMatchObject({ count: 1, total: 1, position: 0, more: false })
      const all = (await modelsRoute.loader(args(request('/admin/models', { cookie: cookies.admin })))).list!
      expect(all.models[0]!.title).toBe('Toggle Target')
      // The dashboard's count of models is the database's, kept as models come and go.
      expect(all.page.total).toBe((await rows<{ n: number }>('select count(*)::int as n from public.ai_models'))[0]!.n)

      const toggle = (flag: string, value: string) =>
        respond(() =>
          modelsRoute.action(
            args(
              multipart(
                '/admin/models?q=toggle',
                { intent: 'toggle', id: row.id as string, flag, value },
                {},
                cookies.admin,
              ),
            ),
          ),
        )
      const featured = await toggle('is_featured', 'true')
      expect(featured.status).toBe(302)
      expect(featured.headers.get('Location')).toBe('/admin/models?q=toggle')
      expect((await toggle('is_active', 'false')).status).toBe(302)
      expect(await modelByTitle('Toggle Target')).toMatchObject({ is_featured: true, is_active: false })
      expect((await toggle('title', 'x')).status).toBe(400)
      expect((await toggle('is_active', 'maybe')).status).toBe(400)
    })
  })

  describe('organisations and join requests', () => {
    it('lists join requests and approves one, which makes an organisation with the user as its Admin', async () => {
      const load = (tab: string) =>
        organizationsRoute.loader(args(request(`/admin/organizations?tab=${tab}`, { cookie: cookies.admin })))
      const organizations = async () => (await load('organizations')).organizations!.organizations
      expect((await load('join-requests')).people!.people.map((p) => p.id)).toContain(plainUserId)
      const organizationsBefore = await organizations()
      expect(organizationsBefore.map((o) => o.admin_email)).not.toContain(`plain-${kind}@example.com`)
      const approve = () =>
        respond(() =>
          organizationsRoute.action(
            args(multipart('/admin/organizations', { intent: 'approve', userId: plainUserId }, {}, cookies.admin)),
          ),
        )
      expect((await approve()).headers.get('Location')).toBe(
        `/admin/organizations?tab=join-requests&done=approve&user=${plainUserId}`,
      )
      expect(
        await rows(
          `select m.role, o.name, o.plan from public.organization_members m
           join public.organizations o on o.id = m.organization_id where m.user_id = $1`,
          [plainUserId],
        ),
      ).toEqual([{ role: 'admin', name: 'Pat Example', plan: 'enterprise' }])
      expect((await load('join-requests')).people!.people.map((p) => p.id)).not.toContain(plainUserId)
      // Newest first, with its member count, its Admin's e-mail and its plan.
      expect((await organizations())[0]).toMatchObject({
        name: 'Pat Example',
        members: 1,
        admin_email: `plain-${kind}@example.com`,
        plan: 'enterprise',
      })
      expect((await approve()).status).toBe(409)
      const bad = await respond(() =>
        organizationsRoute.action(
          args(multipart('/admin/organizations', { intent: 'approve', userId: "1' or 1=1 --" }, {}, cookies.admin)),
        ),
      )
      expect(bad.status).toBe(400)
    })

    it('comes back from a decision to the pages both lists stood on, dropping a key that is none', async () => {
      const key = '1795766656769123_3f2a0000-0000-4000-8000-000000000001'
      const other = '1795766656769000_3f2a0000-0000-4000-8000-000000000002'
      const { user: someone } = await account(`waiting-${kind}@example.com`, {})
      // The confirmation's form posts to the page it is on: its URL says where the lists stood.
      const confirmOn = `/admin/organizations?tab=join-requests&after=${key}&requests_before=${other}&confirm=reject&user=${someone.id}`
      const loaded = await organizationsRoute.loader(args(request(confirmOn, { cookie: cookies.admin })))
      expect(loaded.pages).toEqual({ people: { after: key, before: null }, requests: { after: null, before: other } })
      const reject = await respond(() =>
        organizationsRoute.action(
          args(multipart(confirmOn, { intent: 'reject', userId: someone.id }, {}, cookies.admin)),
        ),
      )
      expect(reject.headers.get('Location')).toBe(
        `/admin/organizations?tab=join-requests&after=${key}&requests_before=${other}&done=reject&user=${someone.id}`,
      )
      // A key that is none is dropped (that list shows its first page); the other list's is kept.
      await engine.query('update public.profiles set join_rejected_at = null where id = $1', [someone.id])
      const again = await respond(() =>
        organizationsRoute.action(
          args(
            multipart(
              `/admin/organizations?tab=join-requests&after=not-a-key&requests_after=${other}`,
              { intent: 'reject', userId: someone.id },
              {},
              cookies.admin,
            ),
          ),
        ),
      )
      expect(again.headers.get('Location')).toBe(
        `/admin/organizations?tab=join-requests&requests_after=${other}&done=reject&user=${someone.id}`,
      )
      await engine.query('update public.profiles set join_rejected_at = null where id = $1', [someone.id])
    })
  })

  describe('requests', () => {
    it('shows enquiries and callbacks with their transcript, newest first', async () => {
      await runAsServiceRole(engine, 'test: an enquiry and a callback', async (tx) => {
        await tx.query(
          `insert into public.enquiry (name, email, message, created_at) values ('Ada', 'ada@example.com', 'Hello there', now() - interval '1 hour')`,
        )
        await tx.query(
          `insert into public.chat_requests (chat_id, messages, name, email, company, industry, callback_time)
           values (gen_random_uuid(), $1, 'Grace', 'grace@example.com', 'Navy', 'Aerospace & Defense', 'morning')`,
          [
            JSON.stringify([
              { role: 'assistant', content: 'Hey there!', timestamp: new Date().toISOString() },
              { role: 'user', content: 'We build ships', timestamp: new Date().toISOString() },
            ]),
          ],
        )
        // A chat without a callback is not a sales request.
        await tx.query(`insert into public.chat_requests (chat_id, messages) values (gen_random_uuid(), '[]')`)
      })
      const data = await requestsRoute.loader(args(request('/admin/requests', { cookie: cookies.admin })))
      const leads = data.inbox!.leads
      expect(leads.map((r) => [r.kind, r.name, r.status])).toEqual([
        ['callback', 'Grace', 'new'],
        ['enquiry', 'Ada', 'new'],
      ])
      const callback = leads[0]!
      expect(callback.messages.map((m) => m.content)).toEqual(['Hey there!', 'We build ships'])
    })
  })
})
