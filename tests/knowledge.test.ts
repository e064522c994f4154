// The knowledge base (docs/decisions/058-what-sales-knows-in-one-place.md) on every engine: the
// articles every database starts with, retrieval (the offline dialogue's `bestKnowledgeAnswer`,
// `searchKnowledge`, the provider's search_knowledge tool), what visitors and non-admins may read
// and write, the admin's list, form and publish/delete actions (with their 4xx and audit entries),
// /trust's loader and its FAQPage data, and the page copies emptied by an admin's write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runTool } from '~/.server/chat/tools'
import { ANON, runAs, runAsServiceRole, userCaller, type Caller, type Engine } from '~/.server/db'
import { bestKnowledgeAnswer, publicKnowledge, searchKnowledge, type KnowledgeMatch } from '~/.server/knowledge'
import { forgetPublicData } from '~/.server/public-data'
import { onPublicPagesChanged } from '~/.server/public-pages-changed'
import { knowledgeMessages } from '~/lib/knowledge-form'
import { faqPageData } from '~/lib/knowledge-page'
import * as listRoute from '~/routes/admin.knowledge'
import * as editRoute from '~/routes/admin.knowledge_.$id'
import * as deleteRoute from '~/routes/admin.knowledge_.$id_.delete'
import * as newRoute from '~/routes/admin.knowledge_.new'
import * as trustRoute from '~/routes/trust'
import { cookieFrom, formRequest, request, respond, useAppDatabase } from './helpers/app'
import { describeEachEngine, type TestDatabase } from './helpers/database'

type Args = { request: Request; params: Record<string, string>; context: Record<string, never> }
const args = (req: Request, params: Record<string, string> = {}): Args => ({ request: req, params, context: {} })

describeEachEngine('the knowledge base on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  const cookies = { admin: '', user: '' }
  let userCallerOf: Caller

  async function account(email: string, admin: boolean) {
    const user = await runAsServiceRole(engine, 'test fixture: an account', (tx) =>
      createUser(tx, { email, password: 'a-good-password', name: 'Pat Example' }),
    )
    if (admin)
      await runAsServiceRole(engine, 'test fixture: admin', (tx) =>
        tx.query('update public.profiles set is_admin = true where id = $1', [user.id]),
      )
    return { user, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
  }
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    runAsServiceRole(engine, 'test: read back', async (tx) => (await tx.query<T>(sql, params)).rows)
  const articleBySlug = async (slug: string) =>
    (await rows<Record<string, unknown>>('select * from public.knowledge_article where slug = $1', [slug]))[0]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading whatever the action answered
  const json = async (response: Response) => (await response.json()) as Record<string, any>

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    // What the other engine's suite left in this process's copy of public data is not this database's.
    forgetPublicData()
    cookies.admin = (await account(`kb-admin-${kind}@example.com`, true)).cookie
    const plain = await account(`kb-user-${kind}@example.com`, false)
    cookies.user = plain.cookie
    userCallerOf = userCaller(plain.user)
  })
  afterAll(() => db.close())

  describe('the articles every database starts with', () => {
    it('cover what buyers ask, in English, Spanish and French, all published', async () => {
      const counts = await rows<{ language: string; n: number }>(
        `select language, count(*)::int as n from public.knowledge_article where published group by language order by language`,
      )
      const by = Object.fromEntries(counts.map((c) => [c.language, c.n]))
      expect(by.en).toBeGreaterThanOrEqual(21)
      expect(by.es).toBe(by.en)
      expect(by.fr).toBe(by.en)
      for (const slug of [
        'security-reports',
        'security-measures',
        'data-retention',
        'integrations-finance',
        'integrations-general',
        'price-includes',
        'security-certifications',
        'hipaa-baa',
        'gdpr-dpa',
        'sub-processors',
        'data-residency',
        'deployment-options',
        'data-training',
        'sla-support',
        'integrations-healthcare',
        'trials-poc',
        'pricing-policy',
        'discounts',
        'onboarding',
        'references',
        'next-steps',
      ])
        expect(await articleBySlug(slug), slug).toBeDefined()
      // Every translation is of an English article, found by its key.
      const orphans = await rows(
        `select slug from public.knowledge_article t where language <> 'en'
         and not exists (select 1 from public.knowledge_article e where e.language = 'en' and e.slug = t.key)`,
      )
      expect(orphans).toEqual([])
    })

    it('answer every published English question in Spanish and in French too (migration 20261127050000)', async () => {
      const untranslated = await rows<{ slug: string; language: string }>(
        `select e.slug, l.language from public.knowledge_article e cross join (values ('es'), ('fr')) as l(language)
         where e.language = 'en' and e.published
           and not exists (select 1 from public.knowledge_article t
                           where t.key = e.slug and t.language = l.language and t.published)
         order by e.slug, l.language`,
      )
      expect(untranslated).toEqual([])
      // A translation sits where its English article does, and has keywords of its own to be found by.
      const misplaced = await rows(
        `select t.slug from public.knowledge_article t join public.knowledge_article e on e.slug = t.key
         where t.language <> 'en' and (t.topic <> e.topic or t.position <> e.position or cardinality(t.keywords) = 0)`,
      )
      expect(misplaced).toEqual([])
    })

    it('say what the list price includes without contradicting the other answers', async () => {
      const includes = (await articleBySlug('price-includes'))!
      expect(includes).toMatchObject({ topic: 'Commercial', language: 'en', published: true })
      const answer = includes.answer as string
      expect(answer).toMatch(/monthly list price/)
      expect(answer).toMatch(/\(\/trust#sla-support\)/)
      expect(answer).toMatch(/\(\/trust#onboarding\)/)
      expect(answer).toMatch(/a person confirms/)
      // No price, discount or free trial is promised here.
      expect(answer).not.toMatch(/\$\d|free trial|discount/i)
    })

    it('carry the words buyers name their systems and questions by (keywords merged, none lost)', async () => {
      const keywords = async (slug: string) =>
        ((await articleBySlug(slug))!.keywords as string[]).map((k) => k.toLowerCase())
      expect(await keywords('integrations-general')).toEqual(
        expect.arrayContaining([
          'integration',
          'word',
          'shopify',
          'salesforce',
          'sap',
          'servicenow',
          'splunk',
          'tms',
          'erp',
          'crm',
          'connect',
          'plug into',
          'work inside',
        ]),
      )
      expect(await keywords('deployment-options')).toEqual(
        expect.arrayContaining([
          'on-prem',
          'on-premises',
          'offline',
          'no internet',
          'air-gapped',
          'edge',
          'our own servers',
          'run locally',
        ]),
      )
      expect(await keywords('security-certifications')).toEqual(expect.arrayContaining(['type 1', 'type 2', 'type ii']))
      expect(await keywords('next-steps')).toEqual(
        expect.arrayContaining(['what happens next', 'next step', 'how do we start', 'get started']),
      )
      expect(await keywords('data-residency')).toEqual(
        expect.arrayContaining(['servers', 'hosted', 'where is our data']),
      )
      expect(await keywords('data-training')).toEqual(
        expect.arrayContaining(['train your ai', 'train on our data', 'learn from our data']),
      )
      expect(await keywords('deployment-options-fr')).toEqual(expect.arrayContaining(['hors ligne', 'sans internet']))
      expect(await keywords('security-certifications-es')).toEqual(
        expect.arrayContaining(['tipo 1', 'tipo 2', 'tipo ii']),
      )
    })

    it('claim no certification the company does not hold, and confirm no discount', async () => {
      const certifications = (await articleBySlug('security-certifications'))!.answer as string
      expect(certifications).toMatch(/^Not yet/)
      expect(certifications).toMatch(/in progress/)
      expect(certifications).toMatch(/not certified/)
      const all = await rows<{ answer: string }>('select answer from public.knowledge_article')
      for (const { answer } of all) {
        expect(answer).not.toMatch(/\b(we are|we're) (SOC 2|ISO 27001|HIPAA)[ -]certified\b/i)
        expect(answer).not.toMatch(/\bHIPAA[ -]certified\b/i)
      }
      expect((await articleBySlug('discounts'))!.answer).toMatch(/^Only a person can agree a discount/)
    })

    it('link only to pages of the site, and to anchors that exist on /trust', async () => {
      const all = await rows<{ slug: string; answer: string }>('select slug, answer from public.knowledge_article')
      const slugs = new Set(all.map((a) => a.slug))
      for (const { slug, answer } of all) {
        for (const [, href] of answer.matchAll(/\]\(([^)]*)\)/g)) {
          expect(href, slug).toMatch(/^\/(contact|models|privacy|trust#[a-z0-9-]+)$/)
          if (href!.startsWith('/trust#')) expect(slugs.has(href!.slice(7)), `${slug} → ${href}`).toBe(true)
        }
      }
    })
  })

  describe('retrieval', () => {
    it.each([
      ['Do you have SOC 2?', 'en', 'security-certifications'],
      ['Will our data be used to train your models?', 'en', 'data-training'],
      ['Can we host it in the EU?', 'en', 'data-residency'],
      ['do you sign a BAA', 'en', 'hipaa-baa'],
      ['Who are your sub-processors?', 'en', 'sub-processors'],
      ['Can we run it on-prem?', 'en', 'deployment-options'],
      ['What is your SLA?', 'en', 'sla-support'],
      ['Does it work with Epic through FHIR?', 'en', 'integrations-healthcare'],
      ['Is there a free trial?', 'en', 'trials-poc'],
      ['What are your prices per year for 3 teams?', 'en', 'pricing-policy'],
      ['Can you give us a 90% discount?', 'en', 'discounts'],
      ['what happens next?', 'en', 'next-steps'],
      ['Est-ce que nos données servent à entraîner vos modèles ?', 'fr', 'data-training-fr'],
      ['Vos donnees sont hebergees ou ? En Europe ?', 'fr', 'data-residency-fr'],
      ['¿Tienen SOC 2?', 'es', 'security-certifications-es'],
      ['¿Cuánto cuesta al año?', 'es', 'pricing-policy-es'],
      // Every answer in the visitor's language (migration 20261127050000).
      ['What does the list price include?', 'en', 'price-includes'],
      ['Is there a setup fee?', 'en', 'price-includes'],
      ['Are there hidden costs?', 'en', 'price-includes'],
      ['Does it plug into our TMS?', 'en', 'integrations-general'],
      ['does it work inside Word?', 'en', 'integrations-general'],
      ['Does it integrate with Epic?', 'en', 'integrations-healthcare'],
      ['Can it run offline with no internet?', 'en', 'deployment-options'],
      ['Can we run it on our own servers?', 'en', 'deployment-options'],
      ['where are your servers', 'en', 'data-residency'],
      ['type 1 or type 2', 'en', 'security-certifications'],
      ['How do we start?', 'en', 'next-steps'],
      ['Avez-vous un essai gratuit ?', 'fr', 'trials-poc-fr'],
      ["Une période d'essai est possible ?", 'fr', 'trials-poc-fr'],
      ["Est-ce que ça s'intègre avec notre TMS ?", 'fr', 'integrations-general-fr'],
      ["Qu'est-ce qui est inclus dans le prix ?", 'fr', 'price-includes-fr'],
      ['Avez-vous des références clients ?', 'fr', 'references-fr'],
      ['Quelles sont les prochaines étapes ?', 'fr', 'next-steps-fr'],
      ['Comment commencer ?', 'fr', 'next-steps-fr'],
      ['Pouvez-vous nous faire une remise ?', 'fr', 'discounts-fr'],
      ['Quels sont vos sous-traitants ultérieurs ?', 'fr', 'sub-processors-fr'],
      ['Où sont vos serveurs ?', 'fr', 'data-residency-fr'],
      ['¿Hay prueba gratuita?', 'es', 'trials-poc-es'],
      ['¿se integra con Shopify?', 'es', 'integrations-general-es'],
      ['¿Qué incluye el precio?', 'es', 'price-includes-es'],
      ['¿Tienen referencias de clientes?', 'es', 'references-es'],
      ['¿Qué pasa después?', 'es', 'next-steps-es'],
      ['¿Cómo empezamos?', 'es', 'next-steps-es'],
      ['¿Nos pueden hacer un descuento?', 'es', 'discounts-es'],
      ['¿Cómo protegen nuestros datos?', 'es', 'security-measures-es'],
      ['¿Funciona sin internet en nuestros servidores?', 'es', 'deployment-options-es'],
    ] as const)('%s (%s) → %s', async (text, language, slug) => {
      const best: { article: KnowledgeMatch; excerpt: string } | null = await bestKnowledgeAnswer(text, language)
      expect(best?.article.slug).toBe(slug)
      expect(best?.article.link).toBe(`/trust#${slug}`)
      expect(best?.article.language).toBe(language)
      expect(best!.article.score).toBeGreaterThanOrEqual(0.1)
      // The excerpt is the answer's start, in plain text: no markdown link syntax.
      expect(best!.excerpt.length).toBeGreaterThan(20)
      expect(best!.excerpt).not.toMatch(/\]\(/)
      expect(best!.article.answer.replace(/\*\*/g, '')).toContain(best!.excerpt.split('\n')[0]!.slice(0, 20))
    })

    it.each(['hello', 'thanks!', 'Can you help me?', 'I need a model for fraud detection', 'can I get a human', ''])(
      '%j matches nothing',
      async (text) => {
        expect(await bestKnowledgeAnswer(text, 'en')).toBeNull()
        expect(await searchKnowledge(ANON, text)).toEqual([])
      },
    )

    it('answers a question in another language from the English articles when its own has none, translated where it can', async () => {
      // With the French article on references unpublished, nothing French matches: the English one.
      await rows(`update public.knowledge_article set published = false where slug = 'references-fr'`)
      try {
        const references = await bestKnowledgeAnswer('Avez-vous des références clients, des case studies ?', 'fr')
        expect(references?.article.slug).toBe('references')
        expect(references?.article.language).toBe('en')
      } finally {
        await rows(`update public.knowledge_article set published = true where slug = 'references-fr'`)
      }
      // 'HIPAA BAA' read as English finds the English article; its French translation is what comes back.
      const baa = await searchKnowledge(ANON, 'HIPAA BAA', { language: 'fr', limit: 1 })
      expect(baa.map((a) => a.slug)).toEqual(['hipaa-baa-fr'])
      // Its section comes with it, for the assistant to check it against the question's subject.
      expect(baa[0]?.topic).toBe('Security & compliance')
      // And a search can keep to one section: 'we use Workday' finds the references first, the
      // integrations within their section.
      const asked = 'we use Workday for HR and Bullhorn as our ATS. integration?'
      const [inSection] = await searchKnowledge(ANON, asked, { limit: 1, topic: 'Integrations' })
      expect(inSection?.topic).toBe('Integrations')
      expect(await searchKnowledge(ANON, 'HIPAA BAA', { topic: 'Integrations' })).toEqual([])
    })

    it.each([
      ['Proposez-vous un essai gratuit ou un pilote ?', 'trials-poc-fr'],
      ["Est-ce que ça s'intègre avec notre TMS ?", 'integrations-general-fr'],
      ["qu'est-ce qui est inclus dans le prix", 'price-includes-fr'],
    ])('answers %j in French, from a French article', async (text, slug) => {
      const [best] = await searchKnowledge(ANON, text, { language: 'fr', limit: 1 })
      expect(best).toMatchObject({ slug, language: 'fr', key: slug.slice(0, -3), link: `/trust#${slug}` })
      expect(best?.topic).toBeTruthy()
    })

    it('ranks the best first, at most `limit`, and never a draft (not even for an admin)', async () => {
      const found = await searchKnowledge(ANON, 'GDPR DPA and sub-processors', { limit: 5 })
      expect(found.length).toBeGreaterThanOrEqual(2)
      expect(
        found
          .map((a) => a.slug)
          .slice(0, 2)
          .sort(),
      ).toEqual(['gdpr-dpa', 'sub-processors'])
      for (let i = 1; i < found.length; i++) expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score)
      expect(await searchKnowledge(ANON, 'GDPR DPA', { limit: 1 })).toHaveLength(1)

      await rows(`update public.knowledge_article set published = false where slug = 'hipaa-baa'`)
      try {
        expect((await bestKnowledgeAnswer('do you sign a BAA', 'en'))?.article.slug).not.toBe('hipaa-baa')
        const admin = (await rows<{ id: string }>(`select id from public.profiles where is_admin limit 1`))[0]!
        const asAdmin = await searchKnowledge({ role: 'authenticated', userId: admin.id }, 'do you sign a BAA')
        expect(asAdmin.map((a) => a.slug)).not.toContain('hipaa-baa')
      } finally {
        await rows(`update public.knowledge_article set published = true where slug = 'hipaa-baa'`)
      }
    })

    it('is the provider’s search_knowledge tool: the top 3 with their links, or none and what to do', async () => {
      const context = { caller: ANON, pageSlug: null, captured: {} }
      const found = await runTool(context, 'search_knowledge', { query: 'do you sign a BAA' })
      const result = found.result as { articles: Array<{ question: string; answer: string; link: string }> }
      expect(result.articles.length).toBeGreaterThanOrEqual(1)
      expect(result.articles.length).toBeLessThanOrEqual(3)
      expect(result.articles[0]).toMatchObject({ link: '/trust#hipaa-baa', question: expect.stringMatching(/BAA/) })
      const french = await runTool(context, 'search_knowledge', {
        query: 'Êtes-vous certifiés SOC 2 ?',
        language: 'fr',
      })
      expect((french.result as typeof result).articles[0]!.link).toBe('/trust#security-certifications-fr')
      const none = await runTool(context, 'search_knowledge', { query: 'hello' })
      expect(none.result).toEqual({ articles: [], note: expect.stringMatching(/offer a person/) })
      const bad = await runTool(context, 'search_knowledge', { query: 'x', language: 'de' })
      expect((bad.result as { error: string }).error).toMatch(/Invalid arguments for search_knowledge/)
    })
  })

  describe('who reads and writes', () => {
    it('shows visitors and plain users only published articles', async () => {
      await rows(
        `insert into public.knowledge_article (slug, topic, question, answer) values ('secret-draft', 'Service', 'A draft?', 'Not yet.')`,
      )
      for (const caller of [ANON, userCallerOf]) {
        const seen = await runAs(
          engine,
          caller,
          async (tx) =>
            (
              await tx.query<{ slug: string; published: boolean }>(
                'select slug, published from public.knowledge_article',
              )
            ).rows,
        )
        expect(seen.length).toBeGreaterThan(30)
        expect(seen.every((a) => a.published)).toBe(true)
        expect(seen.map((a) => a.slug)).not.toContain('secret-draft')
      }
      expect((await publicKnowledge()).map((a) => a.slug)).not.toContain('secret-draft')
    })

    it('refuses writes from visitors and plain users, and their admin actions with 403', async () => {
      const target = (await articleBySlug('references'))!
      const refused = async (caller: Caller, sql: string) =>
        runAs(engine, caller, (tx) =>
          tx.query(`with changed as (${sql} returning 1) select count(*)::int as n from changed`),
        ).then(
          (result) => (result.rows[0] as { n: number }).n,
          (error: { code?: string }) => error.code,
        )
      expect(
        await refused(
          ANON,
          `insert into public.knowledge_article (slug, topic, question, answer) values ('x', 'Service', 'Q?', 'A.')`,
        ),
      ).toBe('42501')
      expect(
        await refused(
          userCallerOf,
          `insert into public.knowledge_article (slug, topic, question, answer) values ('x', 'Service', 'Q?', 'A.')`,
        ),
      ).toBe('42501')
      expect(await refused(userCallerOf, `update public.knowledge_article set answer = 'Hacked.'`)).toBe(0)
      expect(await refused(userCallerOf, `delete from public.knowledge_article`)).toBe(0)

      const id = target.id as string
      for (const cookie of [undefined, cookies.user]) {
        const attempts = [
          () => listRoute.loader(args(request('/admin/knowledge', { cookie }))),
          () => newRoute.loader(args(request('/admin/knowledge/new', { cookie }))),
          () => editRoute.loader(args(request(`/admin/knowledge/${id}`, { cookie }), { id })),
          () =>
            newRoute.action(
              args(
                formRequest(
                  '/admin/knowledge/new',
                  { question: 'Q?', answer: 'A.', topic: 'Service', language: 'en' },
                  { cookie },
                ),
              ),
            ),
          () =>
            editRoute.action(
              args(
                formRequest(
                  `/admin/knowledge/${id}`,
                  { question: 'Q?', answer: 'A.', topic: 'Service', language: 'en' },
                  { cookie },
                ),
                {
                  id,
                },
              ),
            ),
          () =>
            listRoute.action(
              args(formRequest('/admin/knowledge', { intent: 'publish', id, value: 'false' }, { cookie })),
            ),
          () => deleteRoute.action(args(formRequest(`/admin/knowledge/${id}/delete`, {}, { cookie }), { id })),
        ]
        for (const attempt of attempts) expect((await respond(attempt)).status).toBe(403)
      }
      expect(await articleBySlug('references')).toEqual(target)
    })
  })

  describe('the admin', () => {
    const fields = {
      question: 'Do you support single sign-on?',
      answer: 'Not yet for the dashboard.\n\n- Ask [our team](/contact) about it.',
      topic: 'Service',
      language: 'en',
      keywords: 'SSO\nSAML\n\nsingle sign-on',
      position: '50',
      published: 'on',
    }
    const create = (values: Record<string, string>) =>
      respond(() => newRoute.action(args(formRequest('/admin/knowledge/new', values, { cookie: cookies.admin }))))

    it('creates an article (slug from the question), which is audited, on /trust and found at once', async () => {
      // What this process keeps of public pages is emptied by the write (decision 030).
      const heard: string[] = []
      const stop = onPublicPagesChanged((why) => heard.push(why))
      const before = await publicKnowledge()
      let response: Response
      try {
        response = await create(fields)
      } finally {
        stop()
      }
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/admin/knowledge')
      expect(heard).toContain('a knowledge base write in this process')

      const saved = (await articleBySlug('do-you-support-single-sign-on'))!
      expect(saved).toMatchObject({
        question: fields.question,
        topic: 'Service',
        language: 'en',
        keywords: ['SSO', 'SAML', 'single sign-on'],
        position: 50,
        published: true,
      })
      expect(saved.updated_by).toBe(
        (await rows<{ id: string }>(`select id from auth.users where email = $1`, [`kb-admin-${kind}@example.com`]))[0]!
          .id,
      )
      const [entry] = await rows<{
        action: string
        entity: string
        actor_email: string
        after: Record<string, unknown>
      }>(`select action, entity, actor_email, after from public.audit_log where entity_id = $1`, [saved.id])
      expect(entry).toMatchObject({
        action: 'knowledge.create',
        entity: 'knowledge_article',
        actor_email: `kb-admin-${kind}@example.com`,
        after: { slug: 'do-you-support-single-sign-on', published: true },
      })

      const after = await publicKnowledge()
      expect(after.length).toBe(before.length + 1)
      const trust = (await trustRoute.loader(args(request('/trust')))) as Awaited<ReturnType<typeof trustRoute.loader>>
      expect(trust.articles.map((a) => a.slug)).toContain('do-you-support-single-sign-on')
      expect((await bestKnowledgeAnswer('Do you have SSO with SAML?'))?.article.slug).toBe(
        'do-you-support-single-sign-on',
      )
    })

    it('refuses bad input with 400 and each message beside its field, and a taken slug with 409', async () => {
      const refused = await create({
        question: '',
        answer: 'See [elsewhere](https://example.com).',
        topic: 'Gossip',
        language: 'de',
        slug: 'Bad Slug!',
        position: '-1',
        keywords: 'x'.repeat(61),
      })
      expect(refused.status).toBe(400)
      const body = await json(refused)
      expect(body.reply.error).toEqual({
        question: [knowledgeMessages.questionRequired],
        answer: [knowledgeMessages.answerLinks],
        topic: [knowledgeMessages.topicInvalid],
        language: [knowledgeMessages.languageInvalid],
        slug: [knowledgeMessages.slugInvalid],
        position: [knowledgeMessages.positionInvalid],
        'keywords[0]': [knowledgeMessages.keywordTooLong],
      })
      // What was typed comes back to the form.
      expect(body.values).toMatchObject({ answer: 'See [elsewhere](https://example.com).', slug: 'Bad Slug!' })

      const translation = await create({ ...fields, language: 'fr', slug: 'single-sign-on' })
      expect(translation.status).toBe(400)
      expect((await json(translation)).reply.error).toEqual({ slug: [knowledgeMessages.slugLanguage('fr')] })

      const taken = await create({ ...fields, slug: 'gdpr-dpa' })
      expect(taken.status).toBe(409)
      expect((await json(taken)).reply.error).toEqual({ slug: [knowledgeMessages.slugTaken] })

      const unreadable = await respond(() =>
        newRoute.action(
          args(
            request('/admin/knowledge/new', {
              method: 'POST',
              body: 'x',
              cookie: cookies.admin,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        ),
      )
      expect(unreadable.status).toBe(400)
    })

    it('edits, lists with the one list idiom, publishes and unpublishes, and deletes: each audited', async () => {
      const created = await create({
        ...fields,
        question: 'Is this a lifecycle test?',
        slug: 'lifecycle-test',
        published: '',
      })
      expect(created.status).toBe(302)
      const id = (await articleBySlug('lifecycle-test'))!.id as string

      const page = await respond(() =>
        editRoute.loader(args(request(`/admin/knowledge/${id}`, { cookie: cookies.admin }), { id })),
      )
      expect((await json(page)).values).toMatchObject({
        slug: 'lifecycle-test',
        keywords: 'SSO\nSAML\nsingle sign-on',
        published: false,
      })

      const edited = await respond(() =>
        editRoute.action(
          args(
            formRequest(
              `/admin/knowledge/${id}`,
              { ...fields, question: 'Is this a lifecycle test?', slug: 'lifecycle-test', answer: 'Yes.' },
              { cookie: cookies.admin },
            ),
            { id },
          ),
        ),
      )
      expect(edited.status).toBe(302)
      expect((await articleBySlug('lifecycle-test'))!).toMatchObject({ answer: 'Yes.', published: true })

      // The list: search, filters and pages in the URL (decision 047).
      const list = async (search: string) =>
        json(
          await respond(() => listRoute.loader(args(request(`/admin/knowledge${search}`, { cookie: cookies.admin })))),
        )
      const all = await list('')
      expect(all.total).toBeGreaterThan(25)
      expect(all.articles).toHaveLength(25)
      expect((await list('?page=2')).articles.length).toBe(Math.min(25, all.total - 25))
      const found = await list('?q=LIFECYCLE&topic=Service&language=en&status=published')
      expect(found.articles.map((a: { slug: string }) => a.slug)).toEqual(['lifecycle-test'])
      expect((await list('?status=draft&q=lifecycle')).articles).toEqual([])
      expect((await list('?language=fr')).articles.every((a: { language: string }) => a.language === 'fr')).toBe(true)
      // A keyword is searched too.
      expect((await list('?q=SAML')).articles.map((a: { slug: string }) => a.slug)).toContain('lifecycle-test')

      const publish = (value: string, extra: Record<string, string> = {}) =>
        respond(() =>
          listRoute.action(
            args(
              formRequest(
                '/admin/knowledge?topic=Service&page=1&junk=1',
                { intent: 'publish', id, value, ...extra },
                { cookie: cookies.admin },
              ),
            ),
          ),
        )
      const unpublished = await publish('false')
      expect(unpublished.status).toBe(302)
      expect(unpublished.headers.get('Location')).toBe('/admin/knowledge?topic=Service')
      expect((await articleBySlug('lifecycle-test'))!.published).toBe(false)
      expect((await publicKnowledge()).map((a) => a.slug)).not.toContain('lifecycle-test')
      expect((await publish('maybe')).status).toBe(400)
      expect(
        (
          await respond(() =>
            listRoute.action(
              args(
                formRequest(
                  '/admin/knowledge',
                  { intent: 'publish', id: crypto.randomUUID(), value: 'true' },
                  { cookie: cookies.admin },
                ),
              ),
            ),
          )
        ).status,
      ).toBe(404)

      const deleted = await respond(() =>
        deleteRoute.action(args(formRequest(`/admin/knowledge/${id}/delete`, {}, { cookie: cookies.admin }), { id })),
      )
      expect(deleted.status).toBe(302)
      expect(await articleBySlug('lifecycle-test')).toBeUndefined()
      expect(
        (
          await respond(() =>
            deleteRoute.loader(args(request(`/admin/knowledge/${id}/delete`, { cookie: cookies.admin }), { id })),
          )
        ).status,
      ).toBe(404)
      expect(
        (
          await respond(() =>
            editRoute.loader(
              args(request('/admin/knowledge/not-a-uuid', { cookie: cookies.admin }), { id: 'not-a-uuid' }),
            ),
          )
        ).status,
      ).toBe(404)

      const actions = await rows<{
        action: string
        before: Record<string, unknown> | null
        after: Record<string, unknown> | null
      }>(`select action, before, after from public.audit_log where entity_id = $1 order by id`, [id])
      expect(actions.map((a) => a.action)).toEqual([
        'knowledge.create',
        'knowledge.update',
        'knowledge.publish',
        'knowledge.delete',
      ])
      // An edit keeps only what changed.
      expect(actions[1]).toMatchObject({
        before: { answer: fields.answer, published: false },
        after: { answer: 'Yes.', published: true },
      })
      expect(Object.keys(actions[1]!.after!).sort()).toEqual(['answer', 'published'])
      expect(actions[2]).toMatchObject({ before: { published: true }, after: { published: false } })
    })

    it('answers 404 for an edit of an article deleted meanwhile', async () => {
      const id = crypto.randomUUID()
      const response = await respond(() =>
        editRoute.action(args(formRequest(`/admin/knowledge/${id}`, fields, { cookie: cookies.admin }), { id })),
      )
      expect(response.status).toBe(404)
      expect((await json(response)).reply.error).toEqual({ '': [knowledgeMessages.gone] })
    })
  })

  describe('/trust', () => {
    it('gives every published article and FAQPage data of the English ones', async () => {
      const { siteUrl, articles } = (await trustRoute.loader(args(request('/trust')))) as Awaited<
        ReturnType<typeof trustRoute.loader>
      >
      const data = faqPageData(articles, siteUrl)
      expect(data['@context']).toBe('https://schema.org')
      expect(data['@type']).toBe('FAQPage')
      const english = articles.filter((a) => a.language === 'en')
      expect(data.mainEntity).toHaveLength(english.length)
      for (const question of data.mainEntity) {
        expect(question['@type']).toBe('Question')
        expect(question.name.length).toBeGreaterThan(5)
        expect(question.acceptedAnswer['@type']).toBe('Answer')
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(40)
        // Plain text: no markdown left.
        expect(question.acceptedAnswer.text).not.toMatch(/\*\*|\]\(/)
        expect(question.url).toMatch(new RegExp(`^${siteUrl}/trust#[a-z0-9-]+$`))
      }
      // English first, by topic; then Spanish, then French.
      const languages = articles.map((a) => a.language)
      expect(languages.indexOf('es')).toBeGreaterThan(languages.lastIndexOf('en'))
      expect(languages.indexOf('fr')).toBeGreaterThan(languages.lastIndexOf('es'))
      expect(articles[0]!.topic).toBe('Security & compliance')
    })
  })
})
