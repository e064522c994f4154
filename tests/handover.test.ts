// A person, whenever asked (docs/decisions/062-a-person-whenever-asked.md), through the real routes
// on every engine: asking for a person within STAFF_HOURS makes the chat 'waiting' and the desk
// lists it; a take makes it 'active' (a second admin taking it at the same moment gets 409 and who
// has it), the AI Architect is silent while a person is there, the agent's reply reaches the
// visitor's updates, and 'End chat' hands back to the AI Architect, each audited. Outside hours,
// or after the wait runs out, the AI Architect asks for a work e-mail and a time: a bad address is
// refused, both given make a lead in the desk and a mail in the outbox. Visitors cannot take part
// as admins do (RLS). Every sentence the visitor reads is in the chat's language (decision 064).
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deskChats } from '~/.server/admin/live-chats'
import { createUser } from '~/.server/auth/accounts'
import { createUserSession } from '~/.server/auth/session'
import { resetConfig } from '~/.server/config'
import { runAs, runAsServiceRole, userCaller, type Engine } from '~/.server/db'
import type { ChatMessage, ChatPresence, ReplyEvent } from '~/lib/entities/chat-request'
import { asksForContact, handoverWords, liveChatWords, presenceLine } from '~/lib/handover'
import * as chatsRoute from '~/routes/admin.chats'
import * as deskUpdates from '~/routes/admin_.chats.updates'
import * as updatesRoute from '~/routes/api.chat_.updates'
import * as apiChat from '~/routes/api.chat'
import * as requestsRoute from '~/routes/admin.requests'
import { cookieFrom, formRequest, request, respond, routeArgs, useAppDatabase } from './helpers/app'
import { replyEvents, replyText } from './helpers/chat'
import { describeEachEngine, type TestDatabase } from './helpers/database'

const ALWAYS = 'Mon-Sun 00:00-24:00 UTC'

describeEachEngine('a person, whenever asked, on %s', (kind) => {
  let db: TestDatabase
  let engine: Engine
  const staff: Record<string, { id: string; cookie: string }> = {}

  beforeAll(async () => {
    db = await useAppDatabase(kind)
    engine = db.engine
    for (const [label, name] of [
      ['dana', 'Dana Scully'],
      ['sam', 'Sam Tyler'],
    ] as const) {
      const user = await runAsServiceRole(engine, 'test fixture: an admin', (tx) =>
        createUser(tx, { email: `${label}-${kind}@example.com`, password: 'a-good-password', name }),
      )
      await engine.query('update public.profiles set is_admin = true where id = $1', [user.id])
      staff[label] = { id: user.id, cookie: cookieFrom(await createUserSession(user, request('/login'))) }
    }
  })
  afterAll(() => db.close())
  afterEach(() => {
    delete process.env.STAFF_HOURS
    resetConfig()
  })
  const onDuty = (hours: string | undefined) => {
    if (hours) process.env.STAFF_HOURS = hours
    else delete process.env.STAFF_HOURS
    resetConfig()
  }

  /** A visitor: their chat cookie, a message sent through /api/chat, their updates. */
  function visitor() {
    const cookie = `chat_id=${randomUUID()}`
    return {
      cookie,
      async say(message: string): Promise<ReplyEvent[]> {
        const response = await apiChat.action(routeArgs(formRequest('/api/chat', { message }, { cookie })))
        expect(response.status).toBe(200)
        return replyEvents(response).rest()
      },
      async updates(mark: string | null = null, signal?: AbortSignal) {
        const url = `/api/chat/updates${mark === null ? '' : `?mark=${encodeURIComponent(mark)}`}`
        const response = await updatesRoute.loader(routeArgs(request(url, { cookie, signal })))
        return (await response.json()) as ChatPresence & { messages: ChatMessage[] }
      },
    }
  }
  const row = async (cookie: string) =>
    (
      await engine.query<{
        id: string
        handover: string | null
        agent_id: string | null
        agent_name: string | null
        email: string | null
        callback_time: string | null
        captured: Record<string, string>
        messages: ChatMessage[]
      }>('select * from public.chat_requests where chat_id = $1', [cookie.slice('chat_id='.length)])
    ).rows[0]!
  const desk = (who: string, fields: Record<string, string>) =>
    respond(() =>
      chatsRoute.action(routeArgs(formRequest('/admin/chats', fields, { cookie: staff[who]!.cookie })) as never),
    )
  const deskList = async (who = 'dana') =>
    chatsRoute.loader(routeArgs(request('/admin/chats', { cookie: staff[who]!.cookie })) as never)

  it('within staff hours: waiting, taken by one admin (the other gets 409), silent, answered, ended', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    const asked = await v.say('Can I talk to a real person please?')
    expect(replyText(asked)).toBe(handoverWords().waiting)
    expect(asked).toContainEqual({ type: 'handover', handover: 'waiting' })
    const chat = await row(v.cookie)
    expect(chat.handover).toBe('waiting')
    expect((await deskList()).chats.map((c) => c.id)).toContain(chat.id)

    // Two admins take it at the same moment: one wins, the other is told who has it.
    const [a, b] = await Promise.all([
      desk('dana', { intent: 'take', chat: chat.id }),
      desk('sam', { intent: 'take', chat: chat.id }),
    ])
    const statuses = [a.status, b.status].sort()
    expect(statuses).toEqual([302, 409])
    const taken = await row(v.cookie)
    expect(taken.handover).toBe('active')
    const winner = taken.agent_id === staff.dana!.id ? 'dana' : 'sam'
    const loser = winner === 'dana' ? 'sam' : 'dana'
    const refused = (a.status === 409 ? a : b).clone()
    expect(((await refused.json()) as { error: string }).error).toBe(
      liveChatWords.alreadyTaken(winner === 'dana' ? 'Dana' : 'Sam'),
    )
    expect(taken.messages.at(-1)!.content).toBe(handoverWords().joined(taken.agent_name!))

    // The assistant is silent while a person is in the chat; the message is saved for them.
    const silent = await v.say('What does your vision model cost?')
    expect(replyText(silent)).toBe('')
    expect(silent.map((e) => e.type)).toEqual(['handover', 'done'])
    expect((await row(v.cookie)).messages.at(-1)).toMatchObject({
      role: 'user',
      content: 'What does your vision model cost?',
    })

    // Only the agent replies; the visitor's updates bring the reply as soon as it is saved.
    expect((await desk(loser, { intent: 'reply', chat: chat.id, reply: 'Me too' })).status).toBe(409)
    expect((await desk(winner, { intent: 'reply', chat: chat.id, reply: '   ' })).status).toBe(400)
    const before = await v.updates()
    expect(before.handover).toBe('active')
    const waiting = v.updates(before.mark)
    expect((await desk(winner, { intent: 'reply', chat: chat.id, reply: 'Hello! It is $900 a month.' })).status).toBe(
      302,
    )
    const after = await waiting
    expect(after.messages.at(-1)).toMatchObject({ role: 'agent', content: 'Hello! It is $900 a month.' })
    expect(after.agentName).toBe(taken.agent_name)

    // Ended by the agent: the AI Architect answers again.
    expect((await desk(winner, { intent: 'end', chat: chat.id })).status).toBe(302)
    expect((await row(v.cookie)).handover).toBe('ended')
    const resumed = await v.say('Thanks. Which model suits a hospital?')
    expect(replyText(resumed)).not.toBe('')
    expect(resumed.some((e) => e.type === 'handover')).toBe(false)

    const audit = await engine.query<{ action: string }>(
      `select action from public.audit_log where entity = 'chat' and entity_id = $1 order by id`,
      [chat.id],
    )
    expect(audit.rows.map((r) => r.action)).toEqual(['chat.take', 'chat.reply', 'chat.end'])
  })

  it('a wait nobody takes runs out: the AI Architect asks for an e-mail and a time instead', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    await v.say('get me a human')
    await engine.query(
      `update public.chat_requests set handover_requested_at = now() - interval '4 minutes' where chat_id = $1`,
      [v.cookie.slice('chat_id='.length)],
    )
    const presence = await v.updates('no such mark')
    expect(presence.handover).toBe('missed')
    expect(presence.messages.at(-1)!.content).toBe(handoverWords().missed)
    const taken = await desk('dana', { intent: 'take', chat: (await row(v.cookie)).id })
    expect(taken.status).toBe(404)
  })

  it('outside staff hours: a bad address is refused; an e-mail and a time make a lead and a mail', async () => {
    onDuty(undefined)
    const v = visitor()
    expect(replyText(await v.say('I would like to speak with someone'))).toBe(handoverWords().outsideHours(null))
    expect((await row(v.cookie)).handover).toBe('missed')
    expect(replyText(await v.say('it is jane@@acme'))).toBe(handoverWords().badEmail('jane@@acme'))
    expect(replyText(await v.say('jane.doe@acme-bank.example'))).toBe(handoverWords().needTime)
    expect((await row(v.cookie)).callback_time).toBeNull()
    expect(replyText(await v.say('Thursday around 3pm works'))).toBe(
      handoverWords().taken('jane.doe@acme-bank.example', 'afternoon'),
    )
    const lead = await row(v.cookie)
    expect(lead).toMatchObject({ handover: 'ended', email: 'jane.doe@acme-bank.example', callback_time: 'afternoon' })
    expect(lead.captured.callbackAt).toMatch(/^Thursday/)
    const mail = await runAsServiceRole(engine, 'test: read the outbox', (tx) =>
      tx.query<{ payload: { asked_for_person: boolean; transcript: ChatMessage[] } }>(
        'select payload from private.mail_outbox where lead_id = $1',
        [lead.id],
      ),
    )
    expect(mail.rows).toHaveLength(1)
    expect(mail.rows[0]!.payload.asked_for_person).toBe(true)
    expect(mail.rows[0]!.payload.transcript.map((m) => m.content)).toContain('Thursday around 3pm works')
    const inbox = (
      await requestsRoute.loader(
        routeArgs(request('/admin/requests?q=jane.doe%40acme-bank.example', { cookie: staff.dana!.cookie })) as never,
      )
    ).inbox!
    expect(inbox.leads.map((l) => l.email)).toContain('jane.doe@acme-bank.example')
  })

  it('outside staff hours: a request for a person that leaves the e-mail and a time is taken at once', async () => {
    onDuty(undefined)
    const v = visitor()
    const answer = replyText(
      await v.say('ok, can someone call me tomorrow at 11am? Gloria Benitez, gloria@benitez-shaw.example'),
    )
    expect(answer).toBe(
      `${handoverWords().outsideHours(null)}\n\n${handoverWords().taken('gloria@benitez-shaw.example', 'morning')}`,
    )
    const lead = await row(v.cookie)
    expect(lead).toMatchObject({ handover: 'ended', email: 'gloria@benitez-shaw.example', callback_time: 'morning' })
    expect(lead.messages.slice(-2).map((m) => m.role)).toEqual(['assistant', 'assistant'])
    // An e-mail alone is taken, and the time asked for.
    const w = visitor()
    expect(replyText(await w.say('I want to speak to a person, jane@acme-bank.example'))).toBe(
      `${handoverWords().outsideHours(null)}\n\n${handoverWords().needTime}`,
    )
  })

  it('speaks Spanish in a Spanish chat: waiting, joined, left, and a wait that runs out', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    const asked = await v.say('¿Puedo hablar con una persona, por favor?')
    expect(replyText(asked)).toBe(handoverWords('es').waiting)
    expect(replyText(asked)).toMatch(/^He avisado al equipo/)
    const chat = await row(v.cookie)
    expect(chat.captured.language).toBe('es')

    expect((await desk('dana', { intent: 'take', chat: chat.id })).status).toBe(302)
    expect((await row(v.cookie)).messages.at(-1)!.content).toBe('Dana, del equipo, se ha unido al chat.')
    expect((await desk('dana', { intent: 'end', chat: chat.id })).status).toBe(302)
    expect((await row(v.cookie)).messages.at(-1)!.content).toBe(handoverWords('es').left('Dana'))

    // Asked again, nobody takes it: the AI Architect says so, in Spanish, and asks for an e-mail and a time.
    await v.say('Quiero hablar con alguien del equipo')
    await engine.query(
      `update public.chat_requests set handover_requested_at = now() - interval '4 minutes' where chat_id = $1`,
      [v.cookie.slice('chat_id='.length)],
    )
    const presence = await v.updates('no such mark')
    expect(presence.handover).toBe('missed')
    expect(presence.messages.at(-1)!.content).toBe(handoverWords('es').missed)
    expect(presence.messages.at(-1)!.content).toMatch(/^Lo siento, nadie del equipo/)
  })

  it('speaks Spanish outside staff hours too: a bad address, the time asked for, and the callback taken', async () => {
    onDuty(undefined)
    const v = visitor()
    expect(replyText(await v.say('¿Puedo hablar con una persona?'))).toBe(handoverWords('es').outsideHours(null))
    expect(replyText(await v.say('es juan@@acme'))).toBe(handoverWords('es').badEmail('juan@@acme'))
    expect(replyText(await v.say('juan.perez@banco-ejemplo.example'))).toBe(handoverWords('es').needTime)
    const taken = replyText(await v.say('el jueves por la tarde'))
    expect(taken).toBe(handoverWords('es').taken('juan.perez@banco-ejemplo.example', 'afternoon'))
    expect(taken).toContain('(por la tarde)')
    expect(await row(v.cookie)).toMatchObject({
      handover: 'ended',
      email: 'juan.perez@banco-ejemplo.example',
      callback_time: 'afternoon',
    })
  })

  it('speaks French in a French chat, and takes an e-mail and a time given together', async () => {
    onDuty(undefined)
    const v = visitor()
    expect(replyText(await v.say('Je voudrais parler à une personne'))).toBe(handoverWords('fr').outsideHours(null))
    expect(replyText(await v.say('Demain à 10h, marie.dupont@exemple-banque.example'))).toBe(
      handoverWords('fr').taken('marie.dupont@exemple-banque.example', 'morning'),
    )
    expect((await row(v.cookie)).callback_time).toBe('morning')
  })

  it('only admins take part: a signed-in visitor cannot change a chat, and an admin names only themselves', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    await v.say('I want to speak to someone')
    const { id } = await row(v.cookie)
    const plain = await runAsServiceRole(engine, 'test fixture: a visitor', (tx) =>
      createUser(tx, { email: `plain-${kind}@example.com`, password: 'a-good-password', name: 'Pat' }),
    )
    const changed = await runAs(engine, userCaller(plain), (tx) =>
      tx.query(`update public.chat_requests set handover = 'active' where id = $1 returning id`, [id]),
    )
    expect(changed.rows).toHaveLength(0)
    await expect(
      runAs(engine, userCaller({ id: staff.dana!.id, email: 'dana' }), (tx) =>
        tx.query(`update public.chat_requests set agent_id = $2 where id = $1`, [id, staff.sam!.id]),
      ),
    ).rejects.toThrow(/Only the admin taking a chat/)
    const plainCookie = cookieFrom(await createUserSession(plain, request('/login')))
    const denied = await respond(() =>
      chatsRoute.action(
        routeArgs(formRequest('/admin/chats', { intent: 'take', chat: id }, { cookie: plainCookie })) as never,
      ),
    )
    expect(denied.status).toBe(403)
    expect((await row(v.cookie)).handover).toBe('waiting')
  })

  it('shows a long chat’s last messages only, counted, read as its tail, and follows it by the mark alone', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    await v.say('Please put me through to a person')
    const { id } = await row(v.cookie)
    // A conversation longer than the desk shows (and than the store keeps: written directly, as
    // the year's bench grows one), the visitor's words numbered.
    const said = Array.from({ length: 250 }, (_, n) => ({
      role: n % 2 ? 'assistant' : 'user',
      content: `Message ${n + 1}`,
      timestamp: new Date(Date.UTC(2026, 10, 28, 9, 0, n)).toISOString(),
    }))
    await engine.query('update public.chat_requests set messages = $2::jsonb where id = $1', [id, JSON.stringify(said)])
    // The desk shows the last 30 (LIVE_CHAT_TAIL, decision 093), in order, and how many came before.
    const listed = (await deskList()).chats.find((chat) => chat.id === id)!
    expect(listed.messages.map((m) => m.content)).toEqual(said.slice(-30).map((m) => m.content))
    expect(listed.earlier).toBe(220)
    expect(liveChatWords.earlier(listed.earlier)).toBe('220 earlier messages not shown.')
    expect(liveChatWords.earlier(1)).toBe('1 earlier message not shown.')

    // The long poll's mark is the page's, and a new message changes it.
    const page = await deskList()
    const poll = async (mark: string) =>
      (await (
        await deskUpdates.loader(
          routeArgs(
            request(`/admin/chats/updates?mark=${encodeURIComponent(mark)}`, {
              cookie: staff.dana!.cookie,
              signal: AbortSignal.timeout(3_000),
            }),
          ) as never,
        )
      ).json()) as { mark: string }
    expect((await poll('')).mark).toBe(page.mark)
    const waiting = poll(page.mark)
    await v.say('Is anyone there?')
    const next = await waiting
    expect(next.mark).not.toBe(page.mark)
    const now = await deskList()
    expect((await poll('')).mark).toBe(now.mark)
    const shown = now.chats.find((chat) => chat.id === id)!
    expect(shown.messages.at(-1)!.content).toBe('Is anyone there?')
    expect(shown.messages).toHaveLength(30)
    expect((await desk('dana', { intent: 'end', chat: id })).status).toBe(302)
  })

  it('finds the desk’s chats by their index as the admin, under the row security rules', async () => {
    const plan = await runAs(engine, userCaller({ id: staff.dana!.id, email: 'dana' }), async (tx) => {
      await tx.query('set local enable_seqscan = off')
      const { rows } = await tx.query<Record<string, string>>(`explain select id ${deskChats}`)
      return rows.map((line) => Object.values(line)[0]).join('\n')
    })
    expect(plan).toContain('chat_requests_handover_idx')
  })

  it('releases the visitor’s update request at once when the browser leaves', async () => {
    onDuty(ALWAYS)
    const v = visitor()
    await v.say('a live agent please')
    const { mark } = await v.updates()
    const controller = new AbortController()
    const started = Date.now()
    const pending = v.updates(mark, controller.signal)
    setTimeout(() => controller.abort(), 200)
    await pending
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('the handover’s words', () => {
  it('are said in each language the AI Architect speaks, English for any other or none', () => {
    expect(handoverWords('es').needEmail).toBe(
      '¡Gracias! ¿Y su correo electrónico profesional, para que el equipo pueda contactarle?',
    )
    expect(handoverWords('fr').joined('Dana')).toBe('Dana, de l’équipe, a rejoint le chat.')
    expect(handoverWords('de')).toBe(handoverWords('en'))
    expect(handoverWords(undefined)).toBe(handoverWords('en'))
    for (const language of ['en', 'es', 'fr']) {
      const words = handoverWords(language)
      expect(words.left(null)).not.toMatch(/null/)
      // Every request for an e-mail and a time is recognised as one, whatever the chat's language now.
      expect(asksForContact(words.missed)).toBe(true)
      expect(asksForContact(words.outsideHours('Mon-Fri 09:00-17:00 UTC'))).toBe(true)
      expect(asksForContact(words.waiting)).toBe(false)
    }
  })

  it('say who is coming or in the chat in its language', () => {
    expect(presenceLine('waiting', null)).toBe('Waiting for a person from the team to join…')
    expect(presenceLine('active', 'Dana', 'es')).toBe('Dana del equipo está en el chat.')
    expect(presenceLine('waiting', null, 'fr')).toBe('En attente d’une personne de l’équipe…')
    expect(presenceLine('ended', 'Dana', 'fr')).toBeNull()
  })
})
