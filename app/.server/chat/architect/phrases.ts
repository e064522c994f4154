/**
 * Everything the offline AI Architect says, in each language it speaks (English, Spanish, French:
 * the dashboard's languages). Each entry lists its wordings, used in turn so a chat never gets the
 * same paragraph twice; model names, links and prices are filled in unchanged. The button the
 * chat shows under an offer is named in English in every language ('Schedule a Consultation' is
 * the button's own label).
 */
import { brand } from '~/lib/brand'
import type { Language } from './corpus'

/** The offer's own sentence: the dialog shows its button under any message that names the form. */
export const OFFER_MARK = "'Schedule a Consultation'"
const O = OFFER_MARK

type Say = (...values: string[]) => string[]

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export interface Phrases {
  questions: Record<'industry' | 'useCase' | 'size' | 'timeline', readonly string[]>
  nameQuestion: string
  and: string
  /** 'month' in a price ('$1,299/month'). */
  month: string
  gibberish: string[]
  offTopic: string[]
  offTopicBack: Say
  identity: string[]
  handover: Say
  /** A person was offered, and the visitor says more: they are still coming. */
  handoverStill: string[]
  discount: string[]
  contract: string[]
  unknownAnswer: string[]
  knowledgeSource: Say
  /** The knowledge base's page on a subject, pointed to after an answer from elsewhere. */
  knowledgeMore: Say
  callback: Say
  callbackWhen: Say
  decline: string[]
  declineNext: string[]
  greeting: string[]
  pageModel: Say
  welcome: string[]
  /** A goodbye said back, in the visitor's own kind of words ('Au revoir', '¡Hasta pronto!'). */
  farewell: string[]
  welcomeNext: Say
  priceOne: Say
  /** Asked for a price in another currency: the list prices are in US dollars. */
  currency: string[]
  /** Asked whether data can stay in one country: the regions are not countries, a person checks. */
  countryCheck: Say
  priceMany: Say
  priceIndustry: Say
  priceAsk: string[]
  /** The catalogue's lowest and highest monthly list prices. */
  priceRange: Say
  priceQuote: string[]
  /**
   * A worked-out cost: the model, its monthly list price, the factors ('× 12 × 3 hospitals') and
   * the total, a year's when `period` is 'year', a month's when it is 'month'.
   */
  cost: (model: string, monthly: string, factors: string, total: string, span: string) => string
  /** What a total covers: a month, a year, or a term of several years ('over 3 years'). */
  span: (period: 'year' | 'month', years: number) => string
  /** A term of several years ('× 3 years'). */
  years: (count: string) => string
  /** The line summing several models' costs. */
  together: (total: string, span: string) => string
  yearlyNote: string[]
  /** Many units ('200 stores'): volume pricing, quoted by a person from the list prices shown. */
  volume: Say
  compareAsk: Say
  compareAskAny: string[]
  compareLead: string[]
  compareBest: Say
  cheaper: Say
  samePrice: string[]
  noModel: Say
  noModelAny: string[]
  missingModel: Say
  /** The catalogue has no model for a capability the visitor asked about. */
  noCapability: string[]
  nearestModel: Say
  /** The models the catalogue does have for the visitor's industry, after saying none does what was asked. */
  nearestModels: string[]
  customModel: string[]
  /** A custom model's cost and time asked: scoped by a person, never guessed here. */
  customCost: string[]
  recommendNew: Say
  recommend: string[]
  modelsAbove: string[]
  from: Say
  describe: Say
  describeUses: Say
  gotIt: Say
  notedIntro: Say
  noted: Say
  offer: Say
  offerDone: string[]
  tellMore: string[]
  finish: string[]
  // The contact step (decision 063): a work e-mail asked once per qualified chat, thanked, or
  // asked again kindly when what was written is no address; and a returning visitor's welcome.
  emailAsk: string[]
  emailSaved: Say
  badEmail: Say
  welcomeBack: Say
  welcomeBackAny: Say
}

const en: Phrases = {
  questions: {
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
  },
  nameQuestion: 'What name should our team ask for?',
  and: 'and',
  month: 'month',
  gibberish: [
    "Sorry, I didn't catch that one! 😅 Could you put it another way?",
    'Hmm, that came through a bit scrambled on my side. 🤔 Could you rephrase it?',
    "I couldn't make sense of that, sorry! 🙈 Try me again in a few words?",
  ],
  offTopic: [
    `That's outside what I can help with, I'm afraid! 🙂 I'm ${brand.name}'s AI Architect, so I stick to finding the right AI models for businesses.`,
    `I'll have to pass on that one: my world is AI for businesses. 😄`,
    `Not my area, sorry! I only know about ${brand.name}'s AI models and how they help businesses. 🙂`,
  ],
  offTopicBack: (industry) => [
    industry
      ? `Shall we get back to your ${industry} plans? Ask me about a model, a price or a comparison.`
      : 'Ask me about a model, a price, or what AI could do for your business.',
    'Anything about our models or pricing I can help with instead?',
  ],
  identity: [
    `I'm an AI assistant, not a person: ${brand.name}'s AI Architect. 🤖 I can search our catalogue, compare models and quote starting prices, and when you'd like a human, our team can call you back.`,
    `Yes, I'm an AI assistant (the AI Architect), and happy to be one! 🤖 For anything I can't answer, a real person from our team is a callback away.`,
  ],
  handover: (who) => [
    `Of course${who}: a person from our team will take it from here. 🙋 Use ${O} to pick a time and they will call you back; I've filled in what you've told me so far.`,
    `You'll get a real person${who}. 🙋 ${O} is open: choose a time and someone from our team will call you.`,
  ],
  handoverStill: [
    `Noted, and passed on: a person from our team will pick this up. 🙋 The quickest way is ${O}: choose a time and they will call you.`,
    `A person from our team has this. 🙋 If you haven't yet, pick a time in ${O}.`,
  ],
  discount: [
    `I can't agree discounts or special pricing: only our team can, and they will look at it properly. 🤝 The prices I quote are list prices. Use ${O} and a person will discuss terms with you.`,
    `Pricing terms are for a person on our team to decide, not me, so I can't confirm any discount. 🤝 ${O} gets you that conversation.`,
  ],
  contract: [
    `I can't promise contract terms, guarantees or legal commitments: those are agreed in writing with our team. 📄 Use ${O} and a person will go through them with you.`,
    `Contract and legal questions go to a person on our team, who can answer them properly. 📄 ${O} books that call.`,
  ],
  unknownAnswer: [
    `That's a question our team should answer precisely rather than me guessing. 🙋 Use ${O} and a person will come back to you on it.`,
    `I'd rather not guess on that one: a person from our team will give you the exact answer. 🙋 ${O} books the call.`,
  ],
  knowledgeSource: (answer, title, link) => [`${answer} 📚 More in [${title}](${link}).`],
  knowledgeMore: (title, link) => [`📚 More in [${title}](${link}).`],
  callback: (who) => [
    `Let's get you talking to our team${who}! 📅 Use ${O} to pick the best time for a callback; I've filled in what you've told me so far.`,
    `Of course! 📅 ${O} is open for you: choose a time and our team will call you back.`,
    `Happy to set that up. 📞 Just complete ${O} and pick a callback time.`,
  ],
  callbackWhen: (when) => [`I've noted that you asked for ${when}; pick the closest time in the form. 🗓️`],
  decline: ['No problem at all! 😊 I am here whenever you want to dig deeper.', 'All good, no pressure! 😊'],
  declineNext: ['Is there a model or a price I can look up for you meanwhile?'],
  greeting: ['Hello! 👋 Great to have you here.', 'Hi again! 👋', 'Hey! 👋 Good to see you.'],
  pageModel: (model) => [
    `I see you're looking at ${model}. Happy to answer anything about it, including price and fit.`,
  ],
  welcome: ["You're very welcome! 😊", 'Anytime! 😊', 'My pleasure! 🙌'],
  farewell: ['Goodbye, and thank you for stopping by! 👋', 'Take care, and thanks for the chat! 👋'],
  welcomeNext: (offered) => [
    offered
      ? `If anything else comes up, I am right here, and ${O} is there whenever you want the call.`
      : `Whenever you're ready, ${O} gets you a callback from our team.`,
    'Come back anytime: I am right here.',
  ],
  countryCheck: (country) => [
    `Whether your data can stay in ${country} itself, rather than in the region around it, is for our team to confirm for your deployment: 'Schedule a Consultation' and a person will check it with you. 🙋`,
  ],
  currency: [
    'Our list prices are in US dollars; a local currency shown on the site is a conversion for reading only, and the currency you are invoiced in is agreed with our team. 💱',
  ],
  priceOne: (line) => [
    `${line}. 💡 That's the list price per month: the final figure depends on usage, features and customisation.`,
    `Once more: ${line}, the monthly list price. 💡`,
  ],
  priceMany: (lines) => [
    `${lines}. 💡 Those are list prices per month: the final figure depends on usage, features and customisation.`,
    `Once more: ${lines}, monthly list prices. 💡`,
  ],
  priceIndustry: (industry) => [`Here's where ${industry} models start, per month (list prices): 💡`],
  priceAsk: [
    "Every model has a monthly list price on its page, and you pay for what you use. 💡 Tell me your industry or the job you need done and I'll quote the models that fit.",
  ],
  priceRange: (from, to) => [
    `Our models' monthly list prices run from ${from} to ${to}, depending on the model. 💡 Tell me your industry or the job you need done and I'll quote the ones that fit.`,
  ],
  priceQuote: [`For an exact quote for your setup, our team can walk you through it: use ${O} to book a callback.`],
  cost: (model, monthly, factors, total, span) => `- ${model}: ${monthly}/month${factors} = **${total} ${span}**`,
  span: (period, years) => (years > 1 ? `over ${years} years` : period === 'year' ? 'a year' : 'a month'),
  years: (count) => `${count} years`,
  together: (total, span) => `- Together: **${total} ${span}**`,
  volume: (count) => [
    `For ${count}, volume pricing applies: the total above is at list price, a ceiling, and our team quotes the real figure. 🤝`,
  ],
  yearlyNote: [
    '💡 Worked out from monthly list prices; annual terms and volume pricing are agreed with our team, so your quote may differ.',
    '💡 Again from list prices: your quote may differ.',
    '💡 List prices, worked out as before.',
  ],
  compareAsk: (industry, pair) => [
    `Happy to compare! Which two models do you have in mind? For ${industry}, ${pair} are a good pair to start with.`,
  ],
  compareAskAny: [
    "Happy to compare! Which two models do you have in mind? Give me their names and I'll lay them side by side.",
  ],
  compareLead: [`Here's how they compare: ⚖️`],
  compareBest: (jobs) => [`Best for ${jobs}.`],
  cheaper: (model) => [
    `${model} is the lighter starting point on price; the right choice depends on which of those jobs matters most to you.`,
  ],
  samePrice: ['They start at the same price, so the choice comes down to which of those jobs matters most to you.'],
  noModel: (industry) => [
    `I don't have a ${industry} model for exactly that in the catalogue yet, but our architects build custom solutions too. 🛠️`,
  ],
  noModelAny: ["I couldn't find a model for exactly that yet, but our architects build custom solutions too. 🛠️"],
  missingModel: () => ["That model isn't in our catalogue, so I can't tell you about it. 🔎"],
  noCapability: [
    "That isn't in our catalogue today: none of our models does it, and I won't pretend otherwise. 🔎",
    'That isn’t in our catalogue either, I’m afraid: no model of ours does it. 🔎',
  ],
  nearestModel: (model) => [`The nearest model we do have for your industry is ${model}.`],
  nearestModels: ['What we do have for your industry, nearest first:'],
  customCost: [
    "A custom model's price and timeline depend on its scope and your data, so our team quotes them after a scoping call; I won't guess a figure here.",
  ],
  customModel: [
    `Our architects also build custom models: use ${O} to talk it through with our team. 🛠️`,
    `A custom model is an option too: our architects build them, and ${O} books that conversation. 🛠️`,
  ],
  recommendNew: (industry, two) => [
    `${industry} is a great fit for AI! ✨ ${two === 'true' ? 'Two models teams like yours start with' : 'A model teams like yours start with'}:`,
    `Great, ${industry}! ✨ Here's what I'd look at first:`,
  ],
  recommend: [
    'Based on what you told me, these look like the best fit: 🎯',
    'Here are the models I would shortlist for that: 🎯',
    'For that, I would look at these: 👇',
  ],
  modelsAbove: [
    'The models I listed above are still my best match for that. 👆',
    'Those models above remain the closest fit. 👆',
  ],
  from: (price) => [`From ${price}.`],
  describe: (model, summary) => [`${model}: ${summary} 🔍`],
  describeUses: (uses, industries, enterprise, price) => [
    `${uses ? `Teams use it for ${uses}. ` : ''}It suits ${industries}${enterprise ? ' and is built for enterprise deployments' : ''}, from ${price}.`,
  ],
  gotIt: (need) => [`Got it: ${need} 👍`, `Understood: ${need}`],
  notedIntro: (name) => [`Nice to meet you, ${name}! 👋`],
  noted: (items) => [`Thanks, noted: ${items}. 📝`, `Good to know: ${items}. 👌`],
  offer: (who) => [
    `Sounds like a great fit${who}! 🚀 Our team can show you exactly how this would work for you. Use ${O} to book a quick callback at a time that suits you.`,
    `I think a short call with our team is the best next step${who}. 📅 Use ${O} and pick the best time for a callback.`,
  ],
  offerDone: [
    `That gives our team a clear picture. 📅 Whenever you're ready, ${O} books your callback.`,
    `Perfect, that's everything our team needs. Use ${O} to pick a callback time. 📅`,
  ],
  tellMore: [
    `Tell me a little about your business and I'll find the models that fit. 🔎`,
    'I can help best once I know a bit about your business. 🔎',
    "Let's start with your business. 🔎",
  ],
  finish: [
    "I'm not sure I followed. Could you tell me a bit more? 🤔",
    'Could you say a little more about what you are after? 🤔',
    'Tell me more and I will dig into the catalogue for you. 🔎',
    `Ask me about any model in our catalogue, a price, or ${O} for a callback. 🙂`,
  ],
  emailAsk: ['If you leave a work e-mail here, our team will send you the details and follow up personally. 📧'],
  emailSaved: (email) => [`Thank you! Our team will write to you at ${email}. 📬`],
  badEmail: (written) => [
    `Hmm, "${written}" doesn't look like an e-mail address. 🙂 Could you check it and send your work e-mail again?`,
  ],
  welcomeBack: (name, need, industry) => [
    `Welcome back${name}: last time we talked about ${need ? `${lower(need)}${industry ? ` for your ${lower(industry)} business` : ''}` : `AI for your ${lower(industry!)} business`}. 👋`,
  ],
  welcomeBackAny: (name) => [`Welcome back${name}: good to see you again. 👋`],
}

const es: Phrases = {
  questions: {
    industry: ['¿En qué sector está su empresa?', 'Para indicarle los modelos adecuados: ¿en qué sector trabaja?'],
    useCase: [
      '¿Cuál es la tarea que más le gustaría que la IA quitara de encima a su equipo?',
      '¿Qué proceso o problema querría que la IA abordara primero?',
    ],
    size: [
      '¿Qué tamaño tiene la operación: personas, centros o volumen?',
      '¿Qué tamaño tiene el equipo o la operación que lo usaría?',
    ],
    timeline: [
      '¿Cuándo le gustaría tener algo funcionando: este trimestre, más adelante este año, o solo está explorando?',
      '¿Cuál es su plazo: es urgente o todavía está explorando?',
    ],
  },
  nameQuestion: '¿Por quién debe preguntar nuestro equipo?',
  and: 'y',
  month: 'mes',
  gibberish: [
    'Perdón, no lo he entendido. 😅 ¿Podría decirlo de otra manera?',
    'Mmm, me ha llegado un poco desordenado. 🤔 ¿Podría reformularlo?',
    'No he podido entenderlo, lo siento. 🙈 ¿Me lo dice en pocas palabras?',
  ],
  offTopic: [
    `Eso queda fuera de lo que puedo hacer, me temo. 🙂 Soy el AI Architect de ${brand.name} y me dedico a encontrar los modelos de IA adecuados para empresas.`,
    'Tendré que pasar de esa: lo mío es la IA para empresas. 😄',
    `No es mi terreno, lo siento. Solo sé de los modelos de IA de ${brand.name} y de cómo ayudan a las empresas. 🙂`,
  ],
  offTopicBack: (industry) => [
    industry
      ? `¿Volvemos a sus planes en ${industry}? Pregúnteme por un modelo, un precio o una comparación.`
      : 'Pregúnteme por un modelo, un precio o lo que la IA podría hacer por su empresa.',
    '¿Le ayudo con algo sobre nuestros modelos o precios?',
  ],
  identity: [
    `Soy un asistente de IA, no una persona: el AI Architect de ${brand.name}. 🤖 Puedo buscar en el catálogo, comparar modelos y dar precios de partida, y si prefiere hablar con una persona, nuestro equipo le llama.`,
    'Sí, soy un asistente de IA (el AI Architect). 🤖 Para lo que yo no pueda responder, una persona de nuestro equipo le llamará.',
  ],
  handover: (who) => [
    `Por supuesto${who}: una persona de nuestro equipo se encargará. 🙋 Use ${O} para elegir una hora y le llamarán; he rellenado lo que me ha contado.`,
    `Hablará con una persona real${who}. 🙋 ${O} está abierto: elija una hora y alguien del equipo le llamará.`,
  ],
  handoverStill: [
    `Anotado y transmitido: una persona de nuestro equipo se ocupará. 🙋 Lo más rápido es ${O}: elija una hora y le llamarán.`,
    `Una persona del equipo se encarga. 🙋 Si aún no lo ha hecho, elija una hora en ${O}.`,
  ],
  discount: [
    `Los descuentos y los precios especiales no los decido yo: solo nuestro equipo los decide, y estudiará bien su caso. 🤝 Los precios que doy son de tarifa. Use ${O} y una persona hablará de las condiciones con usted.`,
    `Las condiciones de precio las decide una persona del equipo, no yo: ningún descuento queda confirmado en este chat. 🤝 ${O} le da esa conversación.`,
  ],
  contract: [
    `No puedo prometer condiciones contractuales, garantías ni compromisos legales: se acuerdan por escrito con nuestro equipo. 📄 Use ${O} y una persona las revisará con usted.`,
    `Las preguntas contractuales y legales las responde una persona de nuestro equipo. 📄 ${O} reserva esa llamada.`,
  ],
  unknownAnswer: [
    `Esa pregunta debe responderla nuestro equipo con precisión, en lugar de que yo adivine. 🙋 Use ${O} y una persona le responderá.`,
    `Prefiero no adivinar: una persona del equipo le dará la respuesta exacta. 🙋 ${O} reserva la llamada.`,
  ],
  knowledgeSource: (answer, title, link) => [`${answer} 📚 Más en [${title}](${link}).`],
  knowledgeMore: (title, link) => [`📚 Más en [${title}](${link}).`],
  callback: (who) => [
    `¡Vamos a ponerle en contacto con nuestro equipo${who}! 📅 Use ${O} para elegir la mejor hora; he rellenado lo que me ha contado.`,
    `¡Claro! 📅 ${O} está abierto: elija una hora y nuestro equipo le llamará.`,
    `Encantado de organizarlo. 📞 Complete ${O} y elija una hora.`,
  ],
  callbackWhen: (when) => [`He anotado que pidió ${when}; elija la hora más cercana en el formulario. 🗓️`],
  decline: ['¡Sin problema! 😊 Aquí estoy cuando quiera profundizar.', '¡De acuerdo, sin presión! 😊'],
  declineNext: ['¿Le busco mientras tanto un modelo o un precio?'],
  greeting: ['¡Hola! 👋 Encantado de tenerle aquí.', '¡Hola de nuevo! 👋', '¡Buenas! 👋'],
  pageModel: (model) => [
    `Veo que está mirando ${model}. Le respondo lo que quiera sobre él, precio y encaje incluidos.`,
  ],
  welcome: ['¡De nada! 😊', '¡Cuando quiera! 😊', '¡Un placer! 🙌'],
  farewell: ['¡Hasta pronto, y gracias por su visita! 👋', '¡Que le vaya muy bien, y gracias! 👋'],
  welcomeNext: (offered) => [
    offered
      ? `Si surge algo más, aquí estoy, y ${O} sigue ahí cuando quiera la llamada.`
      : `Cuando quiera, ${O} le consigue una llamada de nuestro equipo.`,
    'Vuelva cuando quiera: aquí estoy.',
  ],
  countryCheck: (country) => [
    `Si sus datos pueden quedarse en ${country} en concreto, y no solo en la región, lo confirma nuestro equipo para su despliegue: use 'Schedule a Consultation' y una persona lo revisará con usted. 🙋`,
  ],
  currency: [
    'Nuestros precios de tarifa están en dólares estadounidenses; la moneda local que muestra el sitio es una conversión solo orientativa, y la moneda de facturación se acuerda con nuestro equipo. 💱',
  ],
  priceOne: (line) => [
    `${line}. 💡 Es el precio de tarifa mensual: la cifra final depende del uso, las funciones y la personalización.`,
    `De nuevo: ${line}, el precio de tarifa mensual. 💡`,
  ],
  priceMany: (lines) => [
    `${lines}. 💡 Son precios de tarifa mensuales: la cifra final depende del uso, las funciones y la personalización.`,
    `De nuevo: ${lines}, precios de tarifa mensuales. 💡`,
  ],
  priceIndustry: (industry) => [`Estos son los precios de partida al mes para ${industry} (precios de tarifa): 💡`],
  priceAsk: [
    'Cada modelo tiene un precio de tarifa mensual en su página, y paga por lo que usa. 💡 Dígame su sector o la tarea que necesita y le daré los precios de los modelos adecuados.',
  ],
  priceRange: (from, to) => [
    `Los precios de tarifa mensuales de nuestros modelos van de ${from} a ${to}, según el modelo. 💡 Dígame su sector o la tarea que necesita y le daré los precios de los adecuados.`,
  ],
  priceQuote: [`Para un presupuesto exacto, nuestro equipo se lo explica: use ${O} para reservar una llamada.`],
  cost: (model, monthly, factors, total, span) => `- ${model}: ${monthly}/mes${factors} = **${total} ${span}**`,
  span: (period, years) => (years > 1 ? `en ${years} años` : period === 'year' ? 'al año' : 'al mes'),
  years: (count) => `${count} años`,
  together: (total, span) => `- En total: **${total} ${span}**`,
  volume: (count) => [
    `Para ${count} se aplican precios por volumen: el total de arriba es a precio de tarifa, un máximo, y nuestro equipo le da la cifra real. 🤝`,
  ],
  yearlyNote: [
    '💡 Calculado a partir de los precios de tarifa mensuales; las condiciones anuales y por volumen se acuerdan con nuestro equipo, así que su presupuesto puede variar.',
    '💡 De nuevo, a partir de precios de tarifa: su presupuesto puede variar.',
    '💡 Precios de tarifa, calculados como antes.',
  ],
  compareAsk: (industry, pair) => [
    `¡Encantado de comparar! ¿Qué dos modelos tiene en mente? Para ${industry}, ${pair} son una buena pareja para empezar.`,
  ],
  compareAskAny: ['¡Encantado de comparar! ¿Qué dos modelos tiene en mente? Deme sus nombres y los pongo lado a lado.'],
  compareLead: ['Así se comparan: ⚖️'],
  compareBest: (jobs) => [`Ideal para: ${jobs}.`],
  cheaper: (model) => [
    `${model} es el punto de partida más económico; la elección depende de qué tarea le importe más.`,
  ],
  samePrice: ['Parten del mismo precio, así que la elección depende de qué tarea le importe más.'],
  noModel: (industry) => [
    `Todavía no tengo un modelo de ${industry} exactamente para eso, pero nuestros arquitectos también crean soluciones a medida. 🛠️`,
  ],
  noModelAny: [
    'Todavía no encuentro un modelo exactamente para eso, pero nuestros arquitectos también crean soluciones a medida. 🛠️',
  ],
  missingModel: () => ['Ese modelo no está en nuestro catálogo, así que no puedo hablarle de él. 🔎'],
  noCapability: [
    'Eso no está en nuestro catálogo hoy: ninguno de nuestros modelos lo hace, y no voy a fingir lo contrario. 🔎',
    'Eso tampoco lo hace ningún modelo de nuestro catálogo, me temo. 🔎',
  ],
  nearestModel: (model) => [`El modelo más cercano que tenemos para su sector es ${model}.`],
  nearestModels: ['Lo que sí tenemos para su sector, del más cercano al menos:'],
  customCost: [
    'El precio y el plazo de un modelo a medida dependen de su alcance y de sus datos: nuestro equipo los cotiza tras una llamada de definición; no voy a adivinar una cifra aquí.',
  ],
  customModel: [
    `Nuestros arquitectos también crean modelos a medida: use ${O} para hablarlo con nuestro equipo. 🛠️`,
    `Un modelo a medida también es posible: nuestros arquitectos los crean, y ${O} reserva esa conversación. 🛠️`,
  ],
  recommendNew: (industry, two) => [
    `¡${industry} encaja muy bien con la IA! ✨ ${two === 'true' ? 'Dos modelos con los que empiezan equipos como el suyo' : 'Un modelo con el que empiezan equipos como el suyo'}:`,
    `¡Genial, ${industry}! ✨ Esto es lo que miraría primero:`,
  ],
  recommend: [
    'Por lo que me cuenta, estos son los que mejor encajan: 🎯',
    'Estos son los modelos que yo preseleccionaría: 🎯',
    'Para eso, miraría estos: 👇',
  ],
  modelsAbove: [
    'Los modelos que le indiqué arriba siguen siendo los que mejor encajan. 👆',
    'Los modelos de arriba siguen siendo la mejor opción. 👆',
  ],
  from: (price) => [`Desde ${price}.`],
  describe: (model, summary) => [`${model}: ${summary} 🔍`],
  describeUses: (uses, industries, enterprise, price) => [
    `${uses ? `Los equipos lo usan para ${uses}. ` : ''}Sirve para ${industries}${enterprise ? ' y está pensado para despliegues empresariales' : ''}, desde ${price}.`,
  ],
  gotIt: (need) => [`Entendido: ${need} 👍`, `De acuerdo: ${need}`],
  notedIntro: (name) => [`¡Encantado, ${name}! 👋`],
  noted: (items) => [`Gracias, anotado: ${items}. 📝`, `Bueno saberlo: ${items}. 👌`],
  offer: (who) => [
    `¡Parece que encaja muy bien${who}! 🚀 Nuestro equipo puede mostrarle cómo funcionaría para usted. Use ${O} para reservar una llamada cuando le venga bien.`,
    `Creo que una llamada corta con nuestro equipo es el mejor siguiente paso${who}. 📅 Use ${O} y elija la mejor hora.`,
  ],
  offerDone: [
    `Con eso nuestro equipo tiene una idea clara. 📅 Cuando quiera, ${O} reserva su llamada.`,
    `Perfecto, es todo lo que nuestro equipo necesita. Use ${O} para elegir una hora. 📅`,
  ],
  tellMore: [
    'Cuénteme un poco sobre su empresa y encontraré los modelos adecuados. 🔎',
    'Le ayudo mejor cuando sé algo de su empresa. 🔎',
    'Empecemos por su empresa. 🔎',
  ],
  finish: [
    'No estoy seguro de haberle entendido. ¿Me cuenta un poco más? 🤔',
    '¿Podría decirme un poco más de lo que busca? 🤔',
    'Cuénteme más y buscaré en el catálogo. 🔎',
    `Pregúnteme por cualquier modelo, un precio, o use ${O} para una llamada. 🙂`,
  ],
  emailAsk: [
    'Si me deja aquí un correo electrónico de trabajo, nuestro equipo le enviará los detalles y le contactará personalmente. 📧',
  ],
  emailSaved: (email) => [`¡Gracias! Nuestro equipo le escribirá a ${email}. 📬`],
  badEmail: (written) => [
    `Vaya, «${written}» no parece una dirección de correo electrónico. 🙂 ¿Podría revisarla y enviarme de nuevo su correo de trabajo?`,
  ],
  welcomeBack: (name, need, industry) => [
    `Bienvenido de nuevo${name}: la última vez hablamos de ${need ? `«${need}»${industry ? ` para su empresa (${lower(industry)})` : ''}` : `IA para su empresa (${lower(industry!)})`}. 👋`,
  ],
  welcomeBackAny: (name) => [`Bienvenido de nuevo${name}: me alegra verle otra vez. 👋`],
}

const fr: Phrases = {
  questions: {
    industry: [
      'Dans quel secteur est votre entreprise ?',
      'Pour vous orienter vers les bons modèles : quel est votre secteur ?',
    ],
    useCase: [
      'Quelle est la tâche que vous aimeriez le plus confier à l’IA ?',
      'Quel processus ou problème voudriez-vous que l’IA traite en premier ?',
    ],
    size: [
      'Quelle est la taille de l’activité concernée : personnes, sites ou volume ?',
      'Quelle est la taille de l’équipe ou de l’activité qui l’utiliserait ?',
    ],
    timeline: [
      'Quand aimeriez-vous avoir quelque chose en place : ce trimestre, plus tard cette année, ou vous explorez ?',
      'Quel est votre calendrier : c’est urgent, ou vous explorez encore ?',
    ],
  },
  nameQuestion: 'Quel nom notre équipe doit-elle demander ?',
  and: 'et',
  month: 'mois',
  gibberish: [
    'Désolé, je n’ai pas compris. 😅 Pouvez-vous le dire autrement ?',
    'Hmm, le message m’est arrivé un peu brouillé. 🤔 Pouvez-vous reformuler ?',
    'Je n’ai pas réussi à comprendre, désolé ! 🙈 Réessayez en quelques mots ?',
  ],
  offTopic: [
    `Cela sort de ce que je sais faire, j’en ai peur. 🙂 Je suis l’AI Architect de ${brand.name} : je trouve les bons modèles d’IA pour les entreprises.`,
    'Je vais passer mon tour : mon domaine, c’est l’IA pour les entreprises. 😄',
    `Ce n’est pas mon domaine, désolé ! Je ne connais que les modèles d’IA de ${brand.name} et ce qu’ils apportent aux entreprises. 🙂`,
  ],
  offTopicBack: (industry) => [
    industry
      ? `On revient à vos projets dans le secteur ${industry} ? Demandez-moi un modèle, un prix ou une comparaison.`
      : 'Demandez-moi un modèle, un prix, ou ce que l’IA pourrait faire pour votre entreprise.',
    'Puis-je vous aider sur nos modèles ou nos prix ?',
  ],
  identity: [
    `Je suis un assistant IA, pas une personne : l’AI Architect de ${brand.name}. 🤖 Je peux chercher dans le catalogue, comparer des modèles et donner les prix de départ, et si vous préférez un humain, notre équipe vous rappelle.`,
    'Oui, je suis un assistant IA (l’AI Architect). 🤖 Pour ce que je ne sais pas, une vraie personne de notre équipe peut vous rappeler.',
  ],
  handover: (who) => [
    `Bien sûr${who} : une personne de notre équipe va prendre le relais. 🙋 Utilisez ${O} pour choisir un créneau et elle vous rappellera ; j’ai prérempli ce que vous m’avez dit.`,
    `Vous aurez une vraie personne${who}. 🙋 ${O} est ouvert : choisissez un créneau et quelqu’un de l’équipe vous appellera.`,
  ],
  handoverStill: [
    `C’est noté et transmis : une personne de notre équipe s’en occupe. 🙋 Le plus rapide est ${O} : choisissez un créneau et elle vous rappellera.`,
    `Une personne de l’équipe s’en charge. 🙋 Si ce n’est pas déjà fait, choisissez un créneau dans ${O}.`,
  ],
  discount: [
    `Je ne peux pas accorder de remise ni de prix spécial : seule notre équipe le peut, et elle étudiera votre demande. 🤝 Les prix que je donne sont des prix catalogue. Utilisez ${O} et une personne discutera des conditions avec vous.`,
    `Les conditions tarifaires relèvent d’une personne de l’équipe, pas de moi : je ne peux confirmer aucune remise. 🤝 ${O} vous permet d’en parler.`,
  ],
  contract: [
    `Je ne peux promettre ni conditions contractuelles, ni garanties, ni engagement juridique : cela se convient par écrit avec notre équipe. 📄 Utilisez ${O} et une personne les verra avec vous.`,
    `Les questions contractuelles et juridiques sont traitées par une personne de notre équipe. 📄 ${O} réserve cet appel.`,
  ],
  unknownAnswer: [
    `C’est une question à laquelle notre équipe doit répondre précisément, plutôt que moi au hasard. 🙋 Utilisez ${O} et une personne vous répondra.`,
    `Je préfère ne pas deviner : une personne de l’équipe vous donnera la réponse exacte. 🙋 ${O} réserve l’appel.`,
  ],
  knowledgeSource: (answer, title, link) => [`${answer} 📚 Pour en savoir plus : [${title}](${link}).`],
  knowledgeMore: (title, link) => [`📚 Pour en savoir plus : [${title}](${link}).`],
  callback: (who) => [
    `Mettons-vous en relation avec notre équipe${who} ! 📅 Utilisez ${O} pour choisir le meilleur créneau ; j’ai prérempli ce que vous m’avez dit.`,
    `Bien sûr ! 📅 ${O} est ouvert : choisissez un créneau et notre équipe vous rappellera.`,
    `Avec plaisir. 📞 Remplissez ${O} et choisissez un créneau.`,
  ],
  callbackWhen: (when) => [
    `J’ai noté que vous souhaitez ${when} ; choisissez le créneau le plus proche dans le formulaire. 🗓️`,
  ],
  decline: ['Pas de souci ! 😊 Je suis là quand vous voulez approfondir.', 'Très bien, sans pression ! 😊'],
  declineNext: ['Puis-je vous chercher un modèle ou un prix en attendant ?'],
  greeting: ['Bonjour ! 👋 Ravi de vous accueillir.', 'Re-bonjour ! 👋', 'Salut ! 👋'],
  pageModel: (model) => [
    `Je vois que vous regardez ${model}. Je réponds volontiers à vos questions, prix et adéquation compris.`,
  ],
  welcome: ['Avec plaisir ! 😊', 'Je vous en prie ! 😊', 'Tout le plaisir est pour moi ! 🙌'],
  farewell: ['Au revoir, et merci de votre visite ! 👋', 'Bonne journée, et merci ! 👋'],
  welcomeNext: (offered) => [
    offered
      ? `Si autre chose vous vient, je suis là, et ${O} reste disponible quand vous voulez l’appel.`
      : `Quand vous voulez, ${O} vous obtient un rappel de notre équipe.`,
    'Revenez quand vous voulez : je suis là.',
  ],
  countryCheck: (country) => [
    `Que vos données restent en ${country} même, et pas seulement dans la région, c’est à notre équipe de le confirmer pour votre déploiement : utilisez 'Schedule a Consultation' et une personne le vérifiera avec vous. 🙋`,
  ],
  currency: [
    'Nos prix catalogue sont en dollars américains ; la devise locale affichée sur le site est une conversion indicative, et la devise de facturation se convient avec notre équipe. 💱',
  ],
  priceOne: (line) => [
    `${line}. 💡 C’est le prix catalogue mensuel : le montant final dépend de l’usage, des fonctions et de la personnalisation.`,
    `Je le redis : ${line}, le prix catalogue mensuel. 💡`,
  ],
  priceMany: (lines) => [
    `${lines}. 💡 Ce sont des prix catalogue mensuels : le montant final dépend de l’usage, des fonctions et de la personnalisation.`,
    `Je le redis : ${lines}, des prix catalogue mensuels. 💡`,
  ],
  priceIndustry: (industry) => [`Voici les prix de départ mensuels pour le secteur ${industry} (prix catalogue) : 💡`],
  priceAsk: [
    'Chaque modèle a un prix catalogue mensuel sur sa page, et vous payez ce que vous utilisez. 💡 Dites-moi votre secteur ou la tâche visée et je vous donne les prix des modèles adaptés.',
  ],
  priceRange: (from, to) => [
    `Les prix catalogue mensuels de nos modèles vont de ${from} à ${to}, selon le modèle. 💡 Dites-moi votre secteur ou la tâche visée et je vous donne les prix des modèles adaptés.`,
  ],
  priceQuote: [`Pour un devis précis, notre équipe vous accompagne : utilisez ${O} pour réserver un appel.`],
  cost: (model, monthly, factors, total, span) => `- ${model} : ${monthly}/mois${factors} = **${total} ${span}**`,
  span: (period, years) => (years > 1 ? `sur ${years} ans` : period === 'year' ? 'par an' : 'par mois'),
  years: (count) => `${count} ans`,
  together: (total, span) => `- Au total : **${total} ${span}**`,
  volume: (count) => [
    `Pour ${count}, des prix de volume s’appliquent : le total ci-dessus est au prix catalogue, un plafond, et notre équipe vous donne le vrai chiffre. 🤝`,
  ],
  yearlyNote: [
    '💡 Calculé à partir des prix catalogue mensuels ; les conditions annuelles et de volume se conviennent avec notre équipe, votre devis peut donc différer.',
    '💡 Toujours à partir des prix catalogue : votre devis peut différer.',
    '💡 Prix catalogue, calculés comme avant.',
  ],
  compareAsk: (industry, pair) => [
    `Avec plaisir ! Quels deux modèles avez-vous en tête ? Pour le secteur ${industry}, ${pair} forment une bonne paire pour commencer.`,
  ],
  compareAskAny: ['Avec plaisir ! Quels deux modèles avez-vous en tête ? Donnez-moi leurs noms et je les compare.'],
  compareLead: ['Voici comment ils se comparent : ⚖️'],
  compareBest: (jobs) => [`Idéal pour : ${jobs}.`],
  cheaper: (model) => [
    `${model} est le point de départ le plus léger en prix ; le bon choix dépend de la tâche qui compte le plus pour vous.`,
  ],
  samePrice: ['Ils démarrent au même prix : le choix dépend de la tâche qui compte le plus pour vous.'],
  noModel: (industry) => [
    `Je n’ai pas encore de modèle ${industry} exactement pour cela, mais nos architectes conçoivent aussi des solutions sur mesure. 🛠️`,
  ],
  noModelAny: [
    'Je ne trouve pas encore de modèle exactement pour cela, mais nos architectes conçoivent aussi des solutions sur mesure. 🛠️',
  ],
  missingModel: () => ['Ce modèle ne fait pas partie de notre catalogue, je ne peux donc pas vous en parler. 🔎'],
  noCapability: [
    "Cela n'est pas dans notre catalogue aujourd'hui : aucun de nos modèles ne le fait, et je ne prétendrai pas le contraire. 🔎",
    "Aucun modèle de notre catalogue ne fait cela non plus, j'en ai peur. 🔎",
  ],
  nearestModel: (model) => [`Le modèle le plus proche que nous ayons pour votre secteur est ${model}.`],
  nearestModels: ['Ce que nous avons pour votre secteur, du plus proche au moins proche :'],
  customCost: [
    "Le prix et le délai d'un modèle sur mesure dépendent de son périmètre et de vos données : notre équipe les chiffre après un appel de cadrage ; je ne vais pas deviner un montant ici.",
  ],
  customModel: [
    `Nos architectes conçoivent aussi des modèles sur mesure : utilisez ${O} pour en parler avec notre équipe. 🛠️`,
    `Un modèle sur mesure est aussi possible : nos architectes les conçoivent, et ${O} réserve cette conversation. 🛠️`,
  ],
  recommendNew: (industry, two) => [
    `Le secteur ${industry} se prête très bien à l’IA ! ✨ ${two === 'true' ? 'Deux modèles par lesquels des équipes comme la vôtre commencent' : 'Un modèle par lequel des équipes comme la vôtre commencent'} :`,
    `Parfait, ${industry} ! ✨ Voici ce que je regarderais en premier :`,
  ],
  recommend: [
    'D’après ce que vous m’avez dit, voici ceux qui conviennent le mieux : 🎯',
    'Voici les modèles que je présélectionnerais : 🎯',
    'Pour cela, je regarderais ceux-ci : 👇',
  ],
  modelsAbove: [
    'Les modèles listés plus haut restent les plus adaptés. 👆',
    'Les modèles ci-dessus restent le meilleur choix. 👆',
  ],
  from: (price) => [`À partir de ${price}.`],
  describe: (model, summary) => [`${model} : ${summary} 🔍`],
  describeUses: (uses, industries, enterprise, price) => [
    `${uses ? `Les équipes l’utilisent pour : ${uses}. ` : ''}Il convient à ${industries}${enterprise ? ' et il est conçu pour les déploiements en entreprise' : ''}, à partir de ${price}.`,
  ],
  gotIt: (need) => [`Compris : ${need} 👍`, `Bien noté : ${need}`],
  notedIntro: (name) => [`Enchanté, ${name} ! 👋`],
  noted: (items) => [`Merci, c’est noté : ${items}. 📝`, `Bon à savoir : ${items}. 👌`],
  offer: (who) => [
    `Cela semble très adapté${who} ! 🚀 Notre équipe peut vous montrer concrètement comment cela fonctionnerait. Utilisez ${O} pour réserver un rappel au moment qui vous convient.`,
    `Je pense qu’un court appel avec notre équipe est la meilleure suite${who}. 📅 Utilisez ${O} et choisissez un créneau.`,
  ],
  offerDone: [
    `Notre équipe a maintenant une vision claire. 📅 Quand vous voulez, ${O} réserve votre rappel.`,
    `Parfait, c’est tout ce qu’il faut à notre équipe. Utilisez ${O} pour choisir un créneau. 📅`,
  ],
  tellMore: [
    'Parlez-moi un peu de votre entreprise et je trouverai les modèles adaptés. 🔎',
    'Je vous aide mieux quand je connais un peu votre entreprise. 🔎',
    'Commençons par votre entreprise. 🔎',
  ],
  finish: [
    'Je ne suis pas sûr d’avoir compris. Pouvez-vous m’en dire un peu plus ? 🤔',
    'Pouvez-vous préciser ce que vous recherchez ? 🤔',
    'Dites-m’en plus et je cherche dans le catalogue. 🔎',
    `Demandez-moi un modèle, un prix, ou utilisez ${O} pour un rappel. 🙂`,
  ],
  emailAsk: [
    'Si vous me laissez ici une adresse e-mail professionnelle, notre équipe vous enverra les détails et vous recontactera personnellement. 📧',
  ],
  emailSaved: (email) => [`Merci ! Notre équipe vous écrira à ${email}. 📬`],
  badEmail: (written) => [
    `Hmm, « ${written} » ne ressemble pas à une adresse e-mail. 🙂 Pouvez-vous la vérifier et me renvoyer votre e-mail professionnel ?`,
  ],
  welcomeBack: (name, need, industry) => [
    `Bon retour parmi nous${name} : la dernière fois, nous avons parlé de ${need ? `« ${need} »${industry ? ` pour votre entreprise (${lower(industry)})` : ''}` : `l’IA pour votre entreprise (${lower(industry!)})`}. 👋`,
  ],
  welcomeBackAny: (name) => [`Bon retour parmi nous${name} : ravi de vous revoir. 👋`],
}

export const PHRASES: Record<Language, Phrases> = { en, es, fr }

/** Every qualifying question in every language: a short answer after any of them is that detail. */
export const ALL_QUESTIONS = Object.values(PHRASES).map((p) => ({ questions: p.questions, name: p.nameQuestion }))

/** Every wording of the e-mail ask in every language: the contact step asks once per chat. */
export const ALL_EMAIL_ASKS = Object.values(PHRASES).flatMap((p) => p.emailAsk)
