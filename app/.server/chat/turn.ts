/**
 * One turn of the AI Architect's conversation, the same for the streaming `POST /api/chat` and the
 * no-JavaScript form post on /chat (docs/architecture.md#chat): the message is checked, both limits
 * are counted and the visitor's message is saved in one transaction, the provider is asked with the
 * last messages, its words are passed on as they arrive, and the finished reply is saved.
 *
 * Failures have one set of outcomes (docs/decisions/023-one-chat-turn.md): a bad message is a 400
 * with its reason, a limit a 429 with TOO_MANY_MESSAGES; a provider error, a provider silent for
 * AI_TIMEOUT_SECONDS or an empty answer ends the reply with the chat's failure message, which is
 * also what the chat keeps (docs/product.md#ai-architect); our database failing before the reply
 * is a 503, and after it the end of the reply, both with that same failure message.
 */
import type { AppLoadContext } from '@remix-run/node'
import { CHAT_FAILURE, PROVIDER_HISTORY } from '~/lib/chat'
import { isIndustry } from '~/lib/industries'
import type { CapturedDetails, ChatMessage, HandoverState, ReplyEvent, ToolUse } from '~/lib/entities/chat-request'
import { getUser } from '../auth'
import { getConfig } from '../config'
import { ANON, asServiceRole, userCaller, type Caller } from '../db'
import { countChatTurn, type ChatTurnOutcome } from '../metrics'
import { getAssistantModel, industryOfNeed } from '../models'
import { askedFor } from './architect/dialogue'
import { OFFER_MARK } from './architect/phrases'
import { namedModels } from './architect/catalogue-names'
import { nameBesideEmail, signedBy } from './architect/signature'
import { languageEngine, questionLike, readMessage } from './architect/understand'
import { emailGiven, emailRefusal, saveChatEmail, welcomeBack, withoutEmail } from './chat-lead'
import { endCutReply } from './cut-reply'
import { handoverReply } from './handover'
import { CHAT_RETRY_AFTER_SECONDS, chatLimits, checkMessage, TOO_MANY_MESSAGES } from './limits'
import { chatProvider } from './provider'
import { providerFailure } from '../provider-failure'
import type { ChatProvider, ProviderEvent, TurnContext } from './provider-types'
import { keepOwnLinks } from './reply-links'
import { admitMessage, appendMessages } from './store'
import { isToolName, modelFacts, runTool, toolLabel, type ModelFacts, type ToolContext } from './tools'

// The offline AI Architect's language model is trained once per process, at start, so the first
// visitor does not wait for it (about a second; decision 061). A failure is retried on first use.
void languageEngine().catch(() => undefined)

/** A turn that did not start: its status, the sentence for the visitor, and headers to add. */
interface TurnRefused {
  ok: false
  status: 400 | 429 | 503
  message: string
  headers: Record<string, string>
}

const refused = (status: TurnRefused['status'], message: string, headers: Record<string, string> = {}) =>
  ({ ok: false, status, message, headers }) satisfies TurnRefused

/**
 * The qualifying details a visitor's message carries, and its language; a short answer is read as
 * the detail the AI Architect's last message asked for ('about 40 people' after the size
 * question), and a message too short to tell its language keeps the chat's (`before.language`).
 */
export async function learnedFrom(
  text: string,
  history: ChatMessage[],
  before: CapturedDetails = {},
): Promise<CapturedDetails> {
  const conversation =
    before.language === 'es' || before.language === 'fr' || before.language === 'en' ? before.language : undefined
  // An e-mail is the contact step's (./chat-lead.ts, decision 063): read apart, and taken out of
  // what is read for the other details, so an address is never a name or a company.
  const email = emailGiven(text)
  const rest = withoutEmail(text)
  const lastReply = history.findLast((m) => m.role === 'assistant')?.content ?? ''
  const { details, understood } = await readMessage(rest, {
    askedFor: askedFor(lastReply),
    conversation,
    callOffered: lastReply.includes(OFFER_MARK),
    contactGiven: Boolean(email),
  })
  // '¿y para tarifar riesgos de inmuebles?' asks about property risks: a question keeps the
  // business the visitor already described.
  if (before.industry && details.industry && questionLike(text)) delete details.industry
  // 'the engineering team is paranoid' at an airline's hangar names a team, not a new business.
  if (before.industry && understood.industryByTeam) delete details.industry
  // A business described in words no industry is known by: the catalogue's clear best match says
  // which it is (only while the chat has no industry, and for a description: a need, or a statement
  // of five words or more, not a question or a short reply).
  const describes =
    !details.industry &&
    !before.industry &&
    (Boolean(details.useCase) ||
      (!/\?/.test(text) &&
        text.trim().split(/\s+/).length >= 5 &&
        // Not a knowledge question, an aside ('what's the weather in London'), a thank-you, or a
        // person asked for ('Can I speak to a human please' is no human-resources business).
        ![...understood.intents].some(
          (i) =>
            i.startsWith('knowledge.') ||
            ['offTopic', 'identity', 'thanks', 'goodbye', 'human', 'callback'].includes(i),
        )))
  if (describes) {
    const language = details.language ?? conversation
    const industry = await industryOfNeed(ANON, text, language === 'es' || language === 'fr' ? language : 'en')
    if (industry && isIndustry(industry)) details.industry = industry
  }
  // The model the visitor asks about by name ('How much is ClaimFlow?'), for sales, until one is known.
  if (!before.model) {
    const [named] = await namedModels(ANON, rest)
    if (named) details.model = named.title
  }
  // 'Dana Whitfield, dana.whitfield@summitcu.org', 'Marco Feld, VP engineering, Coldbox Vending,
  // mfeld@…': the name the address holds, else the name beside it, is the visitor's; the company
  // signed with it theirs.
  const signed = email ? signedBy(rest, email.split('@')[0]) : {}
  const name = email && !details.name ? (signed.name ?? nameBesideEmail(text)) : undefined
  if (name) details.name = name
  if (signed.company && !details.company) details.company = signed.company
  return email ? { ...details, email } : details
}

/**
 * What the provider is given for one turn: the last messages, what the chat has learned, the page's
 * model, and the tools, reading as this visitor.
 */
export function providerTurn(options: {
  messages: ChatMessage[]
  captured: CapturedDetails
  capturedBefore: CapturedDetails
  caller: Caller
  pageModel: ModelFacts | null
}): TurnContext {
  const { caller, pageModel, captured } = options
  const context: ToolContext = { caller, pageSlug: pageModel?.link.replace('/models/', '') ?? null, captured }
  return {
    // A person from the team's messages (decision 062) reach the provider as the assistant's,
    // marked with who wrote them, so the AI Architect resuming after them knows what was said.
    conversation: options.messages
      .slice(-PROVIDER_HISTORY)
      .map(({ role, content, author }) =>
        role === 'agent'
          ? { role: 'assistant' as const, content: `[${author ?? 'Someone'} from the team] ${content}` }
          : { role, content },
      ),
    captured,
    capturedBefore: options.capturedBefore,
    pageModel,
    runTool: (name, args) => runTool(context, name, args),
    modelsNamed: async (text) => (await namedModels(caller, text)).map(modelFacts),
  }
}

/**
 * What a turn starts from: the conversation with the visitor's message, what the chat had learned
 * before it, and what this message taught it (saved with the reply).
 */
interface Admitted {
  ok: true
  messages: ChatMessage[]
  capturedBefore: CapturedDetails
  learned: CapturedDetails
  /** The chat's handover to a person as the message found it (decision 062). */
  handover: HandoverState
}

/**
 * The visitor's message admitted: checked, both limits counted and, within them, appended to the
 * chat in one statement (the one round trip before the provider is asked). Returns the whole
 * conversation and the qualifying details the message carries, or why the turn does not start (a
 * refused attempt still counts; nothing is saved).
 */
async function admit(
  context: AppLoadContext | undefined,
  chatId: string,
  message: FormDataEntryValue | null,
): Promise<Admitted | TurnRefused> {
  const checked = checkMessage(message)
  if (!checked.ok) return refused(400, checked.message)
  const said: ChatMessage = { role: 'user', content: checked.text, timestamp: new Date().toISOString() }
  let admitted: Awaited<ReturnType<typeof admitMessage>>
  try {
    admitted = await asServiceRole('count and save a message on the chat its browser holds', (tx) =>
      admitMessage(tx, chatId, said, chatLimits(context, chatId)),
    )
  } catch (error) {
    console.error('[chat] the message could not be saved', error)
    return refused(503, CHAT_FAILURE)
  }
  if (!admitted) return refused(429, TOO_MANY_MESSAGES, { 'Retry-After': String(CHAT_RETRY_AFTER_SECONDS) })
  return {
    ok: true,
    messages: admitted.messages,
    capturedBefore: admitted.captured,
    learned: await learnedFrom(checked.text, admitted.messages.slice(0, -1), admitted.captured),
    handover: admitted.handover,
  }
}

/** A model page's slug as the chat may receive it (anything else is ignored, not refused). */
const PAGE_MODEL = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Who is asking (the tools read as this visitor, so Row Level Security decides) and the model page
 * the chat was opened from, if the browser named one that exists.
 */
async function visitorContext(request: Request, model: FormDataEntryValue | null) {
  const user = await getUser(request).catch(() => null)
  const caller: Caller = user ? userCaller(user) : ANON
  const slug = typeof model === 'string' && model.length <= 200 && PAGE_MODEL.test(model) ? model : null
  const found = slug ? await getAssistantModel(caller, slug) : null
  return { caller, pageModel: found ? modelFacts(found) : null }
}

class ProviderTimeoutError extends Error {
  override name = 'ProviderTimeoutError'
}

/**
 * The provider's stream with a deadline on every next piece: a provider that hangs is cut, and
 * the upstream request is aborted with it. One timer for the whole reply, pushed back at each piece.
 */
async function* withIdleTimeout(
  provider: ChatProvider,
  turn: TurnContext,
  signal: AbortSignal,
  timeoutMs: number,
): AsyncGenerator<ProviderEvent> {
  const upstream = new AbortController()
  const stop = () => upstream.abort(signal.reason)
  signal.addEventListener('abort', stop, { once: true })
  const iterator = provider.streamReply(turn, upstream.signal)[Symbol.asyncIterator]()
  let expire: (error: Error) => void = () => undefined
  const expired = new Promise<never>((_, reject) => (expire = reject))
  // Nobody may be waiting on it when it fires (between pieces): that is no unhandled rejection.
  expired.catch(() => undefined)
  const timer = setTimeout(
    () => expire(new ProviderTimeoutError(`No answer from the AI provider within ${timeoutMs} ms`)),
    timeoutMs,
  )
  try {
    while (true) {
      timer.refresh()
      const next = await Promise.race([iterator.next(), expired])
      if (next.done) return
      yield next.value
    }
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
    upstream.abort()
    // Let the provider's stream release its connection; it may reject now that it is aborted.
    void iterator.return?.().catch(() => undefined)
  }
}

/** Arguments as kept in the transcript: JSON, cut short. */
function keptArguments(args: unknown) {
  try {
    return (typeof args === 'string' ? args : JSON.stringify(args ?? {})).slice(0, 300)
  } catch {
    return ''
  }
}

/**
 * The reply to an admitted conversation, as events. A provider failure is an event (and saved as
 * the failure message); it throws only when the reply cannot be saved. A visitor who leaves stops
 * the upstream request and keeps what had arrived. The tools the provider used are announced as
 * they run and kept with the reply; what the chat has learned is sent before `done`.
 */
async function* reply(
  chatId: string,
  admitted: Admitted,
  visitor: { caller: Caller; pageModel: ModelFacts | null },
  signal: AbortSignal,
): AsyncGenerator<ReplyEvent> {
  // A person asked for, coming or in the chat: the handover answers (or stays silent) and the
  // provider is not asked at all (./handover.ts, decision 062).
  const handed = await handoverReply(chatId, {
    text: admitted.messages.at(-1)?.content ?? '',
    handover: admitted.handover,
    messages: admitted.messages,
    learned: admitted.learned,
  })
  if (handed) return yield* handed
  const provider = chatProvider()
  // What this turn taught the chat: saved with the reply, merged into what is already saved (so
  // two turns of one chat at once do not undo each other's details).
  let learned = admitted.learned
  if (visitor.pageModel && !admitted.capturedBefore.model && !learned.model)
    learned = { ...learned, model: visitor.pageModel.title }
  const captured = () => ({ ...admitted.capturedBefore, ...learned })

  // The contact step (./chat-lead.ts, decision 063), the same on both paths: an e-mail written
  // wrong is answered kindly here, the provider not asked; a valid one makes the chat a lead
  // before the reply is written (so a reply that fails still leaves the lead).
  const said = admitted.messages.at(-1)?.content ?? ''
  const refusal = emailRefusal(said, captured())
  if (refusal) {
    await appendMessages(
      chatId,
      [{ role: 'assistant', content: refusal, timestamp: new Date().toISOString() }],
      learned,
    )
    yield { type: 'delta', text: refusal }
    yield { type: 'captured', details: captured() }
    return yield { type: 'done' }
  }
  if (learned.email) await saveChatEmail(chatId, learned.email, learned)
  // A visitor back after a while: the reply opens with what the chat knows, in one sentence.
  const welcome = welcomeBack(admitted.messages, captured())
  const turn = providerTurn({
    messages: admitted.messages,
    captured: captured(),
    capturedBefore: admitted.capturedBefore,
    caller: visitor.caller,
    pageModel: visitor.pageModel,
  })

  // The welcome is the reply's first paragraph, streamed before the provider's words.
  const opening = welcome ? `${welcome}\n\n` : ''
  if (opening) yield { type: 'delta', text: opening }
  let text = ''
  let failed = false
  let cut = false
  const tools: ToolUse[] = []
  try {
    for await (const event of withIdleTimeout(provider, turn, signal, getConfig().aiTimeoutMs)) {
      if (event.type === 'text') {
        text += event.text
        yield { type: 'delta', text: event.text }
      } else if (event.type === 'tool') {
        tools.push({ name: event.name.slice(0, 60), arguments: keptArguments(event.arguments), summary: event.summary })
        if (isToolName(event.name)) yield { type: 'tool', name: event.name, label: toolLabel(event.name) }
      } else if (event.type === 'cut') {
        cut = true
      } else {
        // What the visitor told the provider for the form counts as learned.
        learned = { ...learned, ...event.prefill }
        yield { type: 'callback', prefill: captured() }
      }
    }
    if (!text.trim() && !signal.aborted) throw new Error('The AI provider answered with no text')
  } catch (error) {
    if (!signal.aborted) {
      failed = true
      console.error(`[chat] the reply failed (${provider.name}): ${providerFailure(error)}`)
      yield { type: 'error', message: CHAT_FAILURE }
    }
  }

  // A visitor who left keeps what had arrived (and what their message taught the chat); a
  // failure keeps the failure message. A reply is kept with only links to our own pages that
  // exist, and one stopped at the token limit ends at its last complete sentence
  // (docs/decisions/059-provider-replies-rendered.md): when that changes it, the visitor is sent
  // the reply as kept, to show in place of the words streamed.
  let content = failed ? CHAT_FAILURE : opening + text
  if (!failed && text.trim()) {
    const kept = await keepOwnLinks(cut ? endCutReply(text) : text, { siteUrl: getConfig().siteUrl })
    content = opening + kept
    if (kept !== text && !signal.aborted) yield { type: 'revised', text: content }
  }
  const added: ChatMessage[] = []
  if (content.trim()) {
    const message: ChatMessage = { role: 'assistant', content, timestamp: new Date().toISOString() }
    if (tools.length) message.tools = tools
    added.push(message)
  }
  if (added.length || Object.keys(learned).length) await appendMessages(chatId, added, learned)
  if (!signal.aborted) {
    if (!failed) yield { type: 'captured', details: captured() }
    yield { type: 'done' }
  }
}

/** A turn that did not start, counted for /metrics by its status. */
function counted(turn: TurnRefused) {
  countChatTurn(({ 400: 'invalid', 429: 'limited', 503: 'unavailable' } as const)[turn.status])
  return turn
}

/**
 * The reply's events, passed on as they are, and the turn counted for /metrics once it is over:
 * answered (its `done` came, and no failure), failed (the provider), abandoned (the visitor left
 * before `done`) or unavailable (the reply could not be saved).
 */
async function* countedReply(events: AsyncGenerator<ReplyEvent>): AsyncGenerator<ReplyEvent> {
  let outcome: ChatTurnOutcome = 'abandoned'
  try {
    for await (const event of events) {
      if (event.type === 'error') outcome = 'failed'
      else if (event.type === 'done' && outcome === 'abandoned') outcome = 'answered'
      yield event
    }
  } catch (error) {
    outcome = 'unavailable'
    throw error
  } finally {
    countChatTurn(outcome)
  }
}

/**
 * The turn streamed (`POST /api/chat`): NDJSON, one event per line ({type:'delta',text} … then
 * {type:'done'}, or {type:'error',message} with the chat's failure message).
 */
export async function streamTurn(
  request: Request,
  chatId: string,
  form: { message: FormDataEntryValue | null; model: FormDataEntryValue | null },
  context?: AppLoadContext,
): Promise<{ ok: true; body: ReadableStream<Uint8Array> } | TurnRefused> {
  const [admitted, visitor] = await Promise.all([
    admit(context, chatId, form.message),
    visitorContext(request, form.model).catch(() => null),
  ])
  if (!admitted.ok) return counted(admitted)
  const events = countedReply(reply(chatId, admitted, visitor ?? { caller: ANON, pageModel: null }, request.signal))
  const encoder = new TextEncoder()
  const line = (event: ReplyEvent) => encoder.encode(`${JSON.stringify(event)}\n`)
  // Once the visitor has gone, the stream is closed: a piece that was on its way is dropped, not
  // written to a closed stream (which throws).
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<ReplyEvent>
      try {
        next = await events.next()
      } catch (error) {
        if (cancelled) return
        console.error('[chat] the turn failed', error)
        controller.enqueue(line({ type: 'error', message: CHAT_FAILURE }))
        return controller.close()
      }
      if (cancelled) return
      if (next.done) return controller.close()
      controller.enqueue(line(next.value))
    },
    async cancel() {
      // The visitor left: stop asking the provider (the reply also watches request.signal).
      cancelled = true
      await events.return(undefined)
    },
  })
  return { ok: true, body }
}

/**
 * The whole turn at once (the no-JavaScript form post on /chat): resolves when the reply, or the
 * failure message, is saved, for the page to show the conversation.
 */
export async function takeTurn(
  request: Request,
  chatId: string,
  form: { message: FormDataEntryValue | null; model: FormDataEntryValue | null },
  context?: AppLoadContext,
): Promise<{ ok: true } | TurnRefused> {
  const [admitted, visitor] = await Promise.all([
    admit(context, chatId, form.message),
    visitorContext(request, form.model).catch(() => null),
  ])
  if (!admitted.ok) return counted(admitted)
  try {
    for await (const event of countedReply(
      reply(chatId, admitted, visitor ?? { caller: ANON, pageModel: null }, request.signal),
    ))
      void event
  } catch (error) {
    console.error('[chat] the turn failed', error)
    return refused(503, CHAT_FAILURE)
  }
  return { ok: true }
}
