// Every qualified chat becomes a lead (docs/decisions/063-every-qualified-chat-becomes-a-lead.md),
// through the real routes with the offline AI Architect, on every engine: once qualified it asks
// once for a work e-mail; a valid e-mail in any message makes the chat a lead in the desk and the
// CSV export, with exactly one mail to the sales team; one written wrong is refused kindly and makes
// nothing; two bookings from one chat are one lead with the latest time and the earlier one kept;
// a visitor back after a while is welcomed with what the chat knows, in their language.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PHRASES } from '~/.server/chat/architect/phrases'
import { RETURN_AFTER_MS } from '~/.server/chat/chat-lead'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { runAsServiceRole, type Engine } from '~/.server/db'
import type { CapturedDetails, ChatMessage, ReplyEvent } from '~/lib/entities/chat-request'
import * as apiChat from '~/routes/api.chat'
import * as chatRoute from '~/routes/chat'
import * as requestsRoute from '~/routes/admin.requests'
import * as exportRoute from '~/routes/admin_.requests[.]csv'
import { cookieFrom, formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents, replyText } from './helpers/chat'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const en = PHRASES.en

describeEachEngine('every qualified chat becomes a lead, on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  let adminCookie: string

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    const user = await runAsServiceRole(engine, 'test fixture: an admin', (tx) =>
      createUser(tx, { email: `desk-${kind}@example.com`, password: 'a-good-password', name: 'Desk Admin' }),
    )
    await engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
    adminCookie = cookieFrom(await createUserSession(user, request('/login')))
  })
  afterAll(() => db.close())

  function visitor() {
    const cookie = `chat_id=${randomUUID()}`
    return {
      cookie,
      async say(message: string): Promise<ReplyEvent[]> {
        const response = await apiChat.action(routeArgs(formRequest('/api/chat', { message }, { cookie })))
        expect(response.status).toBe(200)
        return replyEvents(response).rest()
      },
      book: (fields: Record<string, string>) =>
        respond(() =>
          chatRoute.action(
            routeArgs(formRequest('/chat', { intent: 'schedule', respond: 'data', ...fields }, { cookie })),
          ),
        ),
    }
  }
  const row = async (cookie: string) =>
    (
      await engine.query<{
        id: string
        email: string | null
        callback_time: string | null
        lead_at: Date | null
        captured: CapturedDetails
        messages: ChatMessage[]
      }>('select * from public.chat_requests where chat_id = $1', [cookie.slice('chat_id='.length)])
    ).rows[0]!
  const mails = async (id: string) =>
    (
      await runAsServiceRole(engine, 'test: read the outbox', (tx) =>
        tx.query<{ payload: { chat_lead?: boolean; email: string; captured: CapturedDetails } }>(
          'select payload from private.mail_outbox where lead_id = $1 order by created_at',
          [id],
        ),
      )
    ).rows
  const deskLeads = async (q: string) =>
    (
      await requestsRoute.loader(
        routeArgs(request(`/admin/requests?q=${encodeURIComponent(q)}`, { cookie: adminCookie })) as never,
      )
    ).inbox!.leads
  const exported = async (q: string) => {
    const response = await exportRoute.loader(
      routeArgs(request(`/admin/requests.csv?q=${encodeURIComponent(q)}`, { cookie: adminCookie })) as never,
    )
    return (await response.text()).split('\r\n').filter((line) => line.includes(q))
  }
  const asks = (events: ReplyEvent[]) => en.emailAsk.some((ask) => replyText(events).includes(ask))

  it('asks once for a work e-mail when qualified; the e-mail makes a lead in the desk and the export, mailed once', async () => {
    const v = visitor()
    const replies = [
      await v.say("We're a hospital and our radiology backlog is out of control. What would it cost?"),
      await v.say('How long does onboarding take?'),
      await v.say('And how much per year?'),
    ]
    expect(replies.filter(asks)).toHaveLength(1)
    expect(asks(replies[0]!)).toBe(true)
    expect((await row(v.cookie)).lead_at).toBeNull()
    expect(await deskLeads('dana.reyes@stmarys.example')).toEqual([])

    const given = await v.say('Sure: Dana.Reyes@stmarys.example')
    expect(replyText(given)).toContain(en.emailSaved('dana.reyes@stmarys.example')[0])
    const lead = await row(v.cookie)
    expect(lead).toMatchObject({ email: 'dana.reyes@stmarys.example', callback_time: null })
    expect(lead.lead_at).not.toBeNull()
    expect(lead.captured.email).toBe('dana.reyes@stmarys.example')

    const inDesk = await deskLeads('dana.reyes@stmarys.example')
    expect(inDesk.map((l) => [l.kind, l.id, l.callback_time])).toEqual([['callback', lead.id, null]])
    const lines = await exported('dana.reyes@stmarys.example')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^(\uFEFF)?"Chat lead"/)

    // Later messages, another address included, queue no second mail and make no second lead.
    await v.say('Actually write to dana@stmarys.example please')
    expect((await row(v.cookie)).email).toBe('dana@stmarys.example')
    const sent = await mails(lead.id)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.payload).toMatchObject({ chat_lead: true, email: 'dana.reyes@stmarys.example' })
    expect(await deskLeads('stmarys.example')).toHaveLength(1)
  })

  it('refuses an e-mail written wrong kindly, in the chat’s language, and makes no lead', async () => {
    const v = visitor()
    await v.say('Somos un banco y el fraude con tarjeta nos preocupa. ¿Cuánto cuesta?')
    const refused = await v.say('mi correo es ana@@banco')
    expect(replyText(refused)).toBe(PHRASES.es.badEmail('ana@@banco')[0])
    const chat = await row(v.cookie)
    expect(chat.lead_at).toBeNull()
    expect(chat.email).toBeNull()
    expect(await mails(chat.id)).toEqual([])
    expect(await deskLeads('ana@@banco')).toEqual([])
  })

  it('two bookings from one chat are one lead with the latest time, the earlier one kept', async () => {
    const v = visitor()
    await v.say('We run a logistics company with late deliveries')
    const contact = {
      name: 'Grace Hopper',
      email: `grace-${kind}@hopper.example`,
      company: 'Hopper Freight',
      industry: 'Transportation & Logistics',
    }
    expect((await v.book({ ...contact, callbackTime: 'morning' })).status).toBe(200)
    expect((await v.book({ ...contact, callbackTime: 'evening' })).status).toBe(200)
    const chat = await row(v.cookie)
    expect(chat.callback_time).toBe('evening')
    expect(chat.captured.earlierCallbacks).toBe('morning (9 AM - 12 PM)')
    const inDesk = await deskLeads(contact.email)
    expect(inDesk).toHaveLength(1)
    expect(inDesk[0]).toMatchObject({ id: chat.id, callback_time: 'evening' })
    expect(inDesk[0]!.captured.earlierCallbacks).toBe('morning (9 AM - 12 PM)')
    // Each booking told the sales team; none of them as a lead without a booking.
    expect((await mails(chat.id)).map((m) => m.payload.chat_lead ?? false)).toEqual([false, false])
  })

  it('welcomes a visitor back after a while with what the chat knows, in one sentence of their language', async () => {
    const v = visitor()
    await v.say("Je m'appelle Dana. Nous sommes un assureur et nous voulons trier les sinistres plus vite.")
    const before = await row(v.cookie)
    // The same message a minute later is no return.
    expect(replyText(await v.say('Et le prix ?'))).not.toMatch(/^Bon retour/)
    const away = new Date(Date.now() - RETURN_AFTER_MS - 60_000).toISOString()
    await engine.query(
      `update public.chat_requests
       set messages = (select jsonb_agg(jsonb_set(m, '{timestamp}', to_jsonb($2::text))) from jsonb_array_elements(messages) m)
       where id = $1`,
      [before.id, away],
    )
    const back = replyText(await v.say('Bonjour, me revoilà'))
    const captured = (await row(v.cookie)).captured
    const first = back.split('\n\n')[0]!
    expect(first).toMatch(/^Bon retour parmi nous/)
    if (captured.name) expect(first).toContain(captured.name)
    // One sentence: its only full stop is its end.
    expect(first.replace(/[.!?]\s*👋$/u, '')).not.toMatch(/[.!?]\s/)
    expect((await row(v.cookie)).messages.at(-1)!.content.startsWith(first)).toBe(true)
  })
})
