/**
 * The offline AI Architect's dialogue manager (docs/decisions/026-the-ai-architect-sells.md): on a
 * fresh machine, with no AI provider, the assistant still sells. Each turn it reads the visitor's
 * intents and what the chat has learned, answers with real models, prices and links from the
 * catalogue (through the same tools the provider path is offered), asks the next qualifying
 * question it has not asked, offers the callback at the right moment, and never sends a paragraph
 * it already sent in this chat.
 */
import { brand } from '~/lib/brand'
import type { CapturedDetails } from '~/lib/entities/chat-request'
import type { ProviderMessage } from '../provider-types'
import type { CompanyTopic, ModelFacts, ToolName, ToolOutcome } from '../tools'
import { intentsOf, type Intent } from './understand'

/** How the dialogue reaches the catalogue and the company's facts: the tools, run for this visitor. */
export interface DialogueTools {
  run(name: ToolName, args: Record<string, unknown>): Promise<ToolOutcome>
  /** The active models a message names (typos allowed), best first. */
  modelsNamed(text: string): Promise<ModelFacts[]>
}

interface DialogueInput {
  /** The conversation, oldest first, ending with the visitor's message. */
  conversation: ProviderMessage[]
  /** What the chat has learned, this message included. */
  captured: CapturedDetails
  /** What it had learned before this message. */
  capturedBefore: CapturedDetails
  /** The model page the chat was opened from. */
  pageModel: ModelFacts | null
  tools: DialogueTools
}

interface DialogueReply {
  text: string
  /** The callback was offered with the form opened, pre-filled with this. */
  callback?: CapturedDetails
}

/** The qualifying questions, asked in this order, each once (two wordings, for variety). */
const QUESTIONS = {
  industry: ['Which industry is your business in?', 'To point you at the right models: what industry are you in?'],
  useCase: [
    "What's the one task you'd most like AI to take off your team's plate?",
    'Which process or problem would you want AI to tackle first?',
  ],
  size: [
    'Roughly how big is the operation this is for: people, sites or volume?',
    'How large is the team or operation that would use it?',
  ],
  timeline: [
    'When are you hoping to have something running: this quarter, later this year, or just exploring?',
    "What's your timeline: is this urgent, or are you still exploring?",
  ],
} as const
type Qualifier = keyof typeof QUESTIONS
const QUALIFIERS: Qualifier[] = ['industry', 'useCase', 'size', 'timeline']

/** The offer's own sentence: the dialog shows its button under any message that names the form. */
const OFFER_MARK = "'Schedule a Consultation'"

const link = (model: ModelFacts) => `[${model.title}](${model.link})`
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const sentence = (text: string) => text.trim().replace(/[.!?]*$/, '.')
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

function bullet(model: ModelFacts) {
  return `- ${link(model)}: ${sentence(model.summary)} From ${model.price.replace(/^from /, '')}.`
}

/** One turn's reply, built paragraph by paragraph. */
class Reply {
  readonly paragraphs: string[] = []
  callback?: CapturedDetails
  constructor(private readonly sent: Set<string>) {}

  /** The first wording not sent before in this chat; null when every one was. */
  pick(wordings: readonly string[]): string | null {
    return wordings.find((w) => !this.sent.has(w) && !this.paragraphs.includes(w)) ?? null
  }

  say(...wordings: string[]) {
    const chosen = this.pick(wordings)
    if (chosen) this.paragraphs.push(chosen)
    return chosen !== null
  }

  get text() {
    return this.paragraphs.join('\n\n')
  }
}

interface State {
  latest: string
  intents: Set<Intent>
  captured: CapturedDetails
  /** What the chat knew before this message. */
  before: CapturedDetails
  /** Every paragraph the AI Architect has sent in this chat. */
  sent: Set<string>
  /** Everything it has said, as one text, to find questions and models it already used. */
  said: string
  offeredBefore: boolean
  visitorTurns: number
  lastAssistant: string
}

function stateOf(input: DialogueInput): State {
  const visitor = input.conversation.filter((m) => m.role === 'user')
  const assistant = input.conversation.filter((m) => m.role === 'assistant')
  const latest = visitor.at(-1)?.content ?? ''
  const sent = new Set(assistant.flatMap((m) => m.content.split(/\n{2,}/).map((p) => p.trim())))
  const said = assistant.map((m) => m.content).join('\n')
  return {
    latest,
    intents: intentsOf(latest),
    captured: input.captured,
    before: {},
    sent,
    said,
    offeredBefore: said.includes(OFFER_MARK),
    visitorTurns: visitor.length,
    lastAssistant: assistant.at(-1)?.content ?? '',
  }
}

/** The detail the AI Architect's last message asked for, so a short answer is read as it. */
export function askedFor(lastAssistant: string): keyof CapturedDetails | undefined {
  for (const key of QUALIFIERS) if (QUESTIONS[key].some((q) => lastAssistant.includes(q))) return key
  if (lastAssistant.includes(NAME_QUESTION)) return 'name'
  return undefined
}

const NAME_QUESTION = 'What name should our team ask for?'

function asked(state: State, key: Qualifier) {
  return QUESTIONS[key].some((q) => state.said.includes(q))
}

/** The next qualifying question: the first detail still unknown that has not been asked. */
function nextQuestion(state: State, reply: Reply): string | null {
  for (const key of QUALIFIERS) {
    if (state.captured[key] || asked(state, key)) continue
    return reply.pick(QUESTIONS[key])
  }
  return null
}

function ask(state: State, reply: Reply) {
  const question = nextQuestion(state, reply)
  if (question) reply.paragraphs.push(question)
  return question !== null
}

/** Whether it is time to offer the call unasked: the visitor is qualified, or has talked a while. */
function readyForOffer(state: State) {
  const c = state.captured
  return (
    !state.offeredBefore &&
    Boolean(c.industry) &&
    (Boolean(c.useCase && (c.size || c.timeline)) || state.visitorTurns >= 5)
  )
}

function offer(state: State, reply: Reply) {
  const who = state.captured.name ? `, ${state.captured.name}` : ''
  reply.say(
    `Sounds like a great fit${who}! 🚀 Our team can show you exactly how this would work for you. Use ${OFFER_MARK} to book a quick callback at a time that suits you.`,
    `I think a short call with our team is the best next step${who}. 📅 Use ${OFFER_MARK} and pick the best time for a callback.`,
  )
  if (!state.captured.name) reply.say(NAME_QUESTION)
}

async function search(input: DialogueInput, query: string, industry?: string): Promise<ModelFacts[]> {
  const { result } = await input.tools.run('search_catalogue', { query, ...(industry ? { industry } : {}) })
  return (result as { models?: ModelFacts[] }).models ?? []
}

/** Models not linked earlier in the chat come first, so a recommendation is never a repeat. */
function fresh(state: State, models: ModelFacts[], count: number) {
  const unseen = models.filter((m) => !state.said.includes(`(${m.link})`))
  return [...unseen, ...models.filter((m) => !unseen.includes(m))].slice(0, count)
}

async function answerPrice(input: DialogueInput, state: State, reply: Reply) {
  const named = await input.tools.modelsNamed(state.latest)
  const models = named.length ? named : input.pageModel ? [input.pageModel] : await lastLinked(input, state)
  if (models.length) {
    const lines = models.slice(0, 3).map((m) => `${link(m)} starts ${m.price.replace(/^from/, 'from')}`)
    reply.say(
      `${listOf(lines)}. 💡 ${lines.length > 1 ? 'Those are starting prices' : "That's the starting price"}: the final figure depends on usage, features and customisation.`,
    )
  } else if (state.captured.industry) {
    const models = fresh(state, await search(input, state.latest, state.captured.industry), 3)
    if (models.length) {
      reply.say(`Here's where ${state.captured.industry} models start, per month: 💡`)
      reply.say(models.map((m) => `- ${link(m)}: ${m.price}`).join('\n'))
    }
  } else {
    await input.tools.run('company_facts', { topic: 'pricing' })
    reply.say(
      "Every model has a starting monthly price on its page, and you pay for what you use, so there are no idle licences. 💡 Many teams save up to 40% on AI costs that way. Tell me your industry and I'll quote the models that fit.",
    )
  }
  if (!state.offeredBefore) {
    reply.say(
      `For an exact quote for your setup, our team can walk you through it: use ${OFFER_MARK} to book a callback.`,
    )
  }
}

/** The models the AI Architect's last message linked: what 'it' or 'how much?' refers to. */
async function lastLinked(input: DialogueInput, state: State): Promise<ModelFacts[]> {
  const titles = [...state.lastAssistant.matchAll(/\[([^\]\n]{1,120})\]\(\/models\/[a-z0-9-]+\)/g)].map((m) => m[1]!)
  const found = await Promise.all(titles.slice(0, 3).map((title) => input.tools.modelsNamed(title)))
  return found.flatMap((models, index) => models.filter((m) => m.title === titles[index]).slice(0, 1))
}

/** The visitor's words turned to the AI Architect's point of view ('our backlog' → 'your backlog'). */
function yourWords(text: string) {
  const swaps: Record<string, string> = {
    we: 'you',
    our: 'your',
    us: 'you',
    i: 'you',
    my: 'your',
    me: 'you',
    "we're": "you're",
    "i'm": "you're",
    am: 'are',
  }
  return text.replace(/\b(we're|i'm|we|our|us|i|my|me|am)\b/gi, (word) => swaps[word.toLowerCase()] ?? word)
}

async function answerCompare(input: DialogueInput, state: State, reply: Reply) {
  const named = await input.tools.modelsNamed(state.latest)
  const models = [...named]
  if (models.length < 2 && input.pageModel && !models.some((m) => m.link === input.pageModel!.link)) {
    models.unshift(input.pageModel)
  }
  if (models.length < 2) {
    const suggestions = state.captured.industry
      ? fresh(state, await search(input, state.latest, state.captured.industry), 2)
      : []
    reply.say(
      suggestions.length
        ? `Happy to compare! Which two models do you have in mind? For ${state.captured.industry}, ${listOf(suggestions.map(link))} are a good pair to start with.`
        : "Happy to compare! Which two models do you have in mind? Give me their names and I'll lay them side by side.",
    )
    return
  }
  const [a, b] = models as [ModelFacts, ModelFacts]
  reply.say(`Here's how they compare: ⚖️`)
  reply.say(
    [a, b]
      .map(
        (m) =>
          `- ${link(m)}: ${sentence(m.summary)} Best for ${listOf(m.useCases.slice(0, 2).map(lowerFirst)) || listOf(m.industries)}. From ${m.price.replace(/^from /, '')}.`,
      )
      .join('\n'),
  )
  const cheaper = a.price === b.price ? null : priceOf(a) < priceOf(b) ? a : b
  reply.say(
    cheaper
      ? `${cheaper.title} is the lighter starting point on price; the right choice depends on which of those jobs matters most to you.`
      : 'They start at the same price, so the choice comes down to which of those jobs matters most to you.',
  )
}

const priceOf = (model: ModelFacts) => Number(model.price.replace(/[^\d]/g, ''))

function companyTopic(text: string): CompanyTopic {
  const t = text.toLowerCase()
  if (/\b(products?|platform|pulse|enterprise plan)\b/.test(t)) return 'products'
  if (/\blabs?\b|research|innovation/.test(t)) return 'labs'
  if (/\b(contact|email|e-mail|phone|call you|reach you|office|offices|based|located|headquarters|address)\b/.test(t))
    return 'contact'
  if (/\b(security|secure|compliance|gdpr|hipaa|privacy|soc ?2)\b/.test(t)) return 'security'
  if (/\b(price|pricing|cost|billing)\b/.test(t)) return 'pricing'
  return 'overview'
}

async function answerCompany(input: DialogueInput, state: State, reply: Reply) {
  const topic = companyTopic(state.latest)
  const { result } = await input.tools.run('company_facts', { topic })
  const facts = result as Record<string, unknown>
  switch (topic) {
    case 'products': {
      const products = facts.products as Array<{ name: string; tagline: string }>
      reply.say(`Besides the model catalogue, ${brand.name} builds its own products: 🧩`)
      reply.say(products.map((p) => `- **${p.name}**: ${p.tagline}`).join('\n'))
      reply.say('More on each on [our products page](/products).')
      break
    }
    case 'labs': {
      const labs = facts.labs as Array<{ name: string; about: string }>
      reply.say(
        labs.length
          ? `Our innovation labs are working on ${listOf(labs.slice(0, 3).map((l) => `**${l.name}**`))} right now. 🔬 You'll find them all on [the labs page](/labs).`
          : `Our innovation labs are between projects right now; [the labs page](/labs) shows what's next. 🔬`,
      )
      break
    }
    case 'contact':
      reply.say(
        `You can reach ${brand.name} at ${brand.email} or ${brand.phone}, with offices in ${listOf(brand.headquarters.map((h) => h.city))}. 📬 Or book a callback right here with ${OFFER_MARK}.`,
      )
      break
    case 'security':
      reply.say(
        `Security is built in: ${lowerFirst(String(facts.security))} ${String(facts.access)} 🔒 Our team can go through your compliance requirements on a call.`,
      )
      break
    case 'pricing':
      reply.say(
        `Pricing is per model, starting from a monthly figure you'll see on each model's page; you pay for what you use. 💡 ${String(facts.savings)}`,
      )
      break
    case 'overview': {
      const figures = facts.figures as string[]
      reply.say(
        `${brand.name} builds and sells industry-specific AI models for enterprises: ${listOf(figures.slice(0, 3))}, with offices in ${listOf(brand.headquarters.map((h) => h.city))}. 🌍 Expert AI architects help each customer pick and deploy the right ones.`,
      )
      break
    }
  }
}

async function recommend(input: DialogueInput, state: State, reply: Reply) {
  const industry = state.captured.industry
  const query = [state.latest, state.captured.useCase].filter(Boolean).join(' ')
  const models = fresh(state, await search(input, query, industry), 2)
  const newIndustry = industry && industry !== state.before.industry
  if (!models.length) {
    reply.say(
      industry
        ? `I don't have a ${industry} model for exactly that in the catalogue yet, but our architects build custom solutions too. 🛠️`
        : "I couldn't find a model for exactly that yet, but our architects build custom solutions too. 🛠️",
    )
    return
  }
  const lead = newIndustry
    ? [
        `${industry} is a great fit for AI! ✨ ${models.length > 1 ? 'Two models teams like yours start with' : 'A model teams like yours start with'}:`,
        `Great, ${industry}! ✨ Here's what I'd look at first:`,
      ]
    : [
        'Based on what you told me, these look like the best fit: 🎯',
        'Here are the models I would shortlist for that: 🎯',
        'For that, I would look at these: 👇',
      ]
  reply.say(...lead)
  reply.say(models.map(bullet).join('\n'))
}

function acknowledge(state: State, reply: Reply) {
  const learned: string[] = []
  const c = state.captured
  const b = state.before
  if (c.size && c.size !== b.size) learned.push(c.size)
  if (c.timeline && c.timeline !== b.timeline) learned.push(`a timeline of ${c.timeline.toLowerCase()}`)
  if (c.name && c.name !== b.name) learned.push(`${c.name}`)
  if (c.company && c.company !== b.company) learned.push(`${c.company}`)
  if (!learned.length && c.useCase && c.useCase !== b.useCase) {
    const need = yourWords(lowerFirst(sentence(c.useCase)))
    reply.say(`Got it: ${need} 👍`, `Understood: ${need}`)
    return
  }
  if (!learned.length) return
  if (c.name && c.name !== b.name) reply.say(`Nice to meet you, ${c.name}! 👋`)
  const rest = learned.filter((l) => l !== c.name)
  if (rest.length) reply.say(`Thanks, noted: ${listOf(rest)}. 📝`, `Good to know: ${listOf(rest)}. 👌`)
}

/** The whole reply to the visitor's latest message. */
export async function respond(input: DialogueInput): Promise<DialogueReply> {
  const state = stateOf(input)
  state.before = input.capturedBefore
  const reply = new Reply(state.sent)
  const { intents } = state
  const learnedNow = Object.keys(input.captured).some(
    (k) => input.captured[k as keyof CapturedDetails] !== state.before[k as keyof CapturedDetails],
  )
  const business = ['callback', 'price', 'compare', 'company', 'recommend'].some((i) => intents.has(i as Intent))

  if (intents.has('gibberish')) {
    reply.say(
      "Sorry, I didn't catch that one! 😅 Could you put it another way?",
      'Hmm, that came through a bit scrambled on my side. 🤔 Could you rephrase it?',
      "I couldn't make sense of that, sorry! 🙈 Try me again in a few words?",
    )
    ask(state, reply)
    return finish(reply)
  }

  if (intents.has('offTopic') && !business) {
    reply.say(
      `That's outside what I can help with, I'm afraid! 🙂 I'm ${brand.name}'s AI Architect, so I stick to finding the right AI models for businesses.`,
      `I'll have to pass on that one: my world is AI for businesses. 😄`,
      `Not my area, sorry! I only know about ${brand.name}'s AI models and how they help businesses. 🙂`,
    )
    if (!ask(state, reply)) {
      reply.say(
        state.captured.industry
          ? `Shall we get back to your ${state.captured.industry} plans? Ask me about a model, a price or a comparison.`
          : 'Ask me about a model, a price, or what AI could do for your business.',
        'Anything about our models or pricing I can help with instead?',
      )
    }
    return finish(reply)
  }

  if (intents.has('identity')) {
    reply.say(
      `I'm an AI assistant, not a person: ${brand.name}'s AI Architect. 🤖 I can search our catalogue, compare models and quote starting prices, and when you'd like a human, our team can call you back.`,
      `Yes, I'm an AI assistant (the AI Architect), and happy to be one! 🤖 For anything I can't answer, a real person from our team is a callback away.`,
    )
    ask(state, reply)
    return finish(reply)
  }

  const acceptsOffer = (intents.has('affirm') && state.lastAssistant.includes(OFFER_MARK)) || intents.has('callback')
  if (acceptsOffer) {
    const { callback } = await input.tools.run('offer_callback', { ...input.captured })
    reply.callback = callback
    const who = input.captured.name ? `, ${input.captured.name}` : ''
    reply.say(
      `Let's get you talking to our team${who}! 📅 Use ${OFFER_MARK} to pick the best time for a callback; I've filled in what you've told me so far.`,
      `Of course! 📅 ${OFFER_MARK} is open for you: choose a time and our team will call you back.`,
      `Happy to set that up. 📞 Just complete ${OFFER_MARK} and pick a callback time.`,
    )
    return finish(reply)
  }

  if (intents.has('decline') && state.lastAssistant.includes(OFFER_MARK)) {
    reply.say('No problem at all! 😊 I am here whenever you want to dig deeper.', 'All good, no pressure! 😊')
    if (!ask(state, reply)) reply.say('Is there a model or a price I can look up for you meanwhile?')
    return finish(reply)
  }

  if (intents.has('greeting') && !business && !learnedNow) {
    reply.say('Hello! 👋 Great to have you here.', 'Hi again! 👋', 'Hey! 👋 Good to see you.')
    if (input.pageModel) {
      reply.say(
        `I see you're looking at ${link(input.pageModel)}. Happy to answer anything about it, including price and fit.`,
      )
    }
    ask(state, reply)
    return finish(reply)
  }

  if ((intents.has('thanks') || intents.has('goodbye')) && !business && !learnedNow) {
    reply.say("You're very welcome! 😊", 'Anytime! 😊', 'My pleasure! 🙌')
    reply.say(
      state.offeredBefore
        ? 'If anything else comes up, I am right here.'
        : `Whenever you're ready, ${OFFER_MARK} gets you a callback from our team.`,
      'Come back anytime: I am right here.',
    )
    return finish(reply)
  }

  if (learnedNow) acknowledge(state, reply)

  if (intents.has('compare')) {
    await answerCompare(input, state, reply)
  } else if (intents.has('price')) {
    await answerPrice(input, state, reply)
  } else if (intents.has('company')) {
    await answerCompany(input, state, reply)
  } else {
    const named = await input.tools.modelsNamed(state.latest)
    if (named.length) {
      await describe(input, named[0]!, reply)
    } else if (intents.has('recommend') || (learnedNow && state.captured.industry && !asked(state, 'useCase'))) {
      await recommend(input, state, reply)
    } else if (!learnedNow && input.pageModel && /\b(this|it|this one)\b/i.test(state.latest)) {
      await describe(input, input.pageModel, reply)
    } else if (!learnedNow) {
      if (state.captured.industry) {
        await recommend(input, state, reply)
      } else {
        reply.say(
          `Tell me a little about your business and I'll find the models that fit. 🔎`,
          'I can help best once I know a bit about your business. 🔎',
          "Let's start with your business. 🔎",
        )
      }
    }
  }

  if (readyForOffer(state)) offer(state, reply)
  else if (!ask(state, reply) && learnedNow && state.offeredBefore && reply.paragraphs.length <= 2) {
    // Nothing left to ask: the next step is the call it already offered.
    reply.say(
      `That gives our team a clear picture. 📅 Whenever you're ready, ${OFFER_MARK} books your callback.`,
      `Perfect, that's everything our team needs. Use ${OFFER_MARK} to pick a callback time. 📅`,
    )
  }
  return finish(reply)
}

async function describe(input: DialogueInput, model: ModelFacts, reply: Reply) {
  // The same facts the provider would fetch with get_model.
  await input.tools.run('get_model', { name: model.link.replace('/models/', '') })
  reply.say(`${link(model)}: ${sentence(model.summary)} 🔍`)
  const uses = model.useCases.slice(0, 3).map(lowerFirst)
  reply.say(
    `${uses.length ? `Teams use it for ${listOf(uses)}. ` : ''}It suits ${listOf(model.industries.slice(0, 3))}${model.enterprise ? ' and is built for enterprise deployments' : ''}, starting ${model.price}.`,
  )
}

/** The reply; one that came out empty (every wording already used) still says something new. */
function finish(reply: Reply): DialogueReply {
  if (!reply.paragraphs.length) {
    reply.say(
      "I'm not sure I followed. Could you tell me a bit more? 🤔",
      'Could you say a little more about what you are after? 🤔',
      'Tell me more and I will dig into the catalogue for you. 🔎',
      `Ask me about any model in our catalogue, a price, or ${OFFER_MARK} for a callback. 🙂`,
    )
  }
  return { text: reply.text, callback: reply.callback }
}
