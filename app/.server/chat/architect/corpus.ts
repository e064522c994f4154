/**
 * What the offline AI Architect's language model learns from (docs/decisions/061-understanding-by-nlp-js.md):
 * example utterances for each intent and example words for each industry, in English, Spanish and
 * French. NLP.js trains its classifier and its named-entity recogniser on these once per process;
 * they are examples to generalise from, not tables to match: a message is classified by the
 * trained network, so wordings not listed here are understood too.
 */
import type { Industry } from '~/lib/industries'

export const LANGUAGES = ['en', 'es', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

/** A question sales answers from what it knows (the knowledge base, when one is plugged in). */
export const KNOWLEDGE_TOPICS = [
  'security',
  'agreements',
  'residency',
  'training',
  'support',
  'integrations',
  'trial',
  'references',
  'onboarding',
  'nextSteps',
] as const
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number]

export type Intent =
  | 'greeting'
  | 'identity'
  | 'thanks'
  | 'goodbye'
  | 'human'
  | 'callback'
  | 'price'
  | 'yearlyCost'
  | 'compare'
  | 'company'
  | 'offTopic'
  | 'affirm'
  | 'decline'
  | 'need'
  | 'introduce'
  | 'discount'
  | 'contract'
  | 'aboutModel'
  | `knowledge.${KnowledgeTopic}`

type Examples = Record<Language, string[]>

export const INTENT_EXAMPLES: Record<Intent, Examples> = {
  greeting: {
    en: ['hi', 'hello', 'hey there', 'good morning', 'good afternoon', 'hiya', 'hello, anyone there?'],
    es: ['hola', 'buenos días', 'buenas tardes', 'hola, ¿hay alguien?', 'saludos'],
    fr: ['bonjour', 'salut', 'bonsoir', 'bonjour, il y a quelqu’un ?', 'coucou'],
  },
  identity: {
    en: [
      'are you a bot?',
      'am I talking to a real person?',
      'are you human?',
      'is this an AI?',
      'is this automated?',
      'who am I chatting with?',
      'are you chatgpt?',
    ],
    es: ['¿eres un bot?', '¿hablo con una persona real?', '¿eres humano?', '¿eres una inteligencia artificial?'],
    fr: ['tu es un robot ?', 'est-ce que je parle à une vraie personne ?', 'vous êtes humain ?', 'êtes-vous une IA ?'],
  },
  thanks: {
    en: ['thanks', 'thank you', 'thanks a lot', 'cheers', 'much appreciated', 'thank you, that helps'],
    es: ['gracias', 'muchas gracias', 'te lo agradezco', 'gracias, me sirve'],
    fr: ['merci', 'merci beaucoup', 'je vous remercie', 'merci, ça m’aide'],
  },
  goodbye: {
    en: ['bye', 'goodbye', 'see you later', "that's all for now", 'have a nice day, bye'],
    es: ['adiós', 'hasta luego', 'eso es todo', 'nos vemos'],
    fr: ['au revoir', 'à bientôt', 'c’est tout pour moi', 'bonne journée, au revoir'],
  },
  human: {
    en: [
      'is there a real person I can chat with?',
      'put me through to sales',
      "I'd rather talk to someone on your team",
      'transfer me to an agent',
      'who do I talk to?',
      'who can I speak with?',
      'get me a human',
      'I want to talk to a real person',
      'can I speak to a live agent?',
      'connect me with someone from sales',
      'let me talk to a human please',
      'transfer me to an agent',
      'I need a person, not a bot',
      'is there a sales rep I can talk to?',
    ],
    es: [
      'quiero hablar con una persona',
      'pásame con un agente',
      '¿puedo hablar con alguien de ventas?',
      'necesito un humano',
    ],
    fr: [
      'je veux parler à un humain',
      'passez-moi un conseiller',
      'je voudrais parler à quelqu’un de l’équipe commerciale',
      'un agent s’il vous plaît',
    ],
  },
  callback: {
    en: [
      'can we set up a call?',
      'schedule a meeting with your team',
      'I want a demo next week',
      'have someone ring me',
      'call me back tomorrow',
      'can someone call me?',
      'please call me',
      'book a call',
      'I would like a demo',
      'can I get a demo of FraudShield?',
      'schedule a meeting with your team',
      'can we set up a call next week?',
      'sign me up',
    ],
    es: [
      'llámenme mañana a las 4',
      'llámame mañana',
      '¿me pueden llamar?',
      'quiero agendar una llamada',
      'quisiera una demostración',
    ],
    fr: ['rappelez-moi demain', 'pouvez-vous m’appeler ?', 'je voudrais réserver un appel', 'je veux une démo'],
  },
  price: {
    en: [
      "what's the damage?",
      'ballpark price?',
      'how much are we talking?',
      'what does it run per month?',
      'rough cost please',
      'what are your prices?',
      'how much does it cost?',
      'what is the price?',
      'pricing please',
      'how much is MedScan?',
      'is it expensive?',
      'what does the model cost per month?',
      'can you give me a quote?',
      'how much',
      'how much is it',
      'price?',
      'and the price?',
      'monthly cost?',
      "what's it cost?",
      'how much is this one?',
      'what would it cost for all of them?',
      'what would that cost us?',
      'pricing for the two of them?',
      'what is that per month for all 4 teams?',
      'price per month and per year?',
      'price a month?',
    ],
    es: [
      '¿cuáles son sus precios?',
      '¿cuánto cuesta?',
      '¿qué precio tiene?',
      'quiero saber el precio',
      'cuánto',
      '¿y el precio?',
      '¿cuánto al mes?',
    ],
    fr: [
      'quels sont vos prix ?',
      'combien ça coûte ?',
      'quel est le tarif ?',
      'c’est combien par mois ?',
      'combien ?',
      'et le prix ?',
      'combien par mois ?',
    ],
  },
  yearlyCost: {
    en: [
      "what's the annual figure?",
      'how much over a year?',
      'cost for twelve months?',
      'what would we pay yearly?',
      'how much per year?',
      'what would it cost annually?',
      'what is the yearly cost for three teams?',
      'how much for 5 teams for a year?',
      'total cost over twelve months',
      'and for a year?',
      'annual cost if two departments use it?',
      'what would it cost per year for all our sites?',
      'price for a 3 year term?',
      'for all our stores?',
      'for all 200 stores though?',
      'price for one site for a year',
    ],
    es: [
      '¿cuánto cuesta al año?',
      '¿cuál es el costo anual para tres equipos?',
      '¿cuánto para cinco equipos?',
      '¿y por un año?',
      '¿cuánto para todas las tiendas?',
    ],
    fr: [
      'combien par an ?',
      'quel est le coût annuel pour trois équipes ?',
      'combien pour cinq équipes ?',
      'et pour un an ?',
      'combien pour tous nos sites ?',
    ],
  },
  compare: {
    en: [
      'compare FraudShield and CreditPulse',
      'what is the difference between these two?',
      'which one is better?',
      'ClaimFlow versus PolicyPrice',
      'how do they compare?',
      'how does this compare with DemandWave?',
    ],
    es: ['compara estos dos modelos', '¿cuál es la diferencia entre ellos?', '¿cuál es mejor?'],
    fr: ['comparez ces deux modèles', 'quelle est la différence entre les deux ?', 'lequel est le meilleur ?'],
  },
  company: {
    en: [
      'where are you based?',
      'tell me about your company',
      'what products do you have?',
      'what do you actually sell?',
      'which industries do you cover?',
      'what sectors do you work with?',
      'how can I contact you?',
      'what is your phone number?',
      'what are your labs working on?',
      'who are you as a company?',
    ],
    es: ['¿dónde están ubicados?', 'háblame de su empresa', '¿qué productos tienen?', '¿cómo los contacto?'],
    fr: [
      'où êtes-vous basés ?',
      'parlez-moi de votre entreprise',
      'quels produits avez-vous ?',
      'comment vous contacter ?',
    ],
  },
  offTopic: {
    en: [
      'what is the weather like?',
      'tell me a joke',
      'who won the football game?',
      'write me a poem',
      'what is the capital of France?',
      'give me a recipe for pancakes',
      'what do you think about the election?',
      'sing me a song',
    ],
    es: ['¿qué tiempo hace hoy?', 'cuéntame un chiste', 'escríbeme un poema', '¿quién ganó el partido?'],
    fr: ['quel temps fait-il ?', 'raconte-moi une blague', 'écris-moi un poème', 'qui a gagné le match ?'],
  },
  affirm: {
    en: ['yes', 'yes please', 'sure', 'ok', 'sounds good', 'go ahead', 'absolutely', 'yeah'],
    es: ['sí', 'sí, por favor', 'claro', 'de acuerdo', 'vale'],
    fr: ['oui', 'oui, s’il vous plaît', 'd’accord', 'bien sûr', 'ça marche'],
  },
  decline: {
    en: ['no', 'no thanks', 'not now', 'maybe later', 'not interested', 'nope'],
    es: ['no', 'no, gracias', 'ahora no', 'quizás más tarde'],
    fr: ['non', 'non merci', 'pas maintenant', 'peut-être plus tard'],
  },
  need: {
    en: [
      'we need to reduce our radiology backlog',
      'I am looking for a model to detect fraud',
      'which model would you recommend for claims?',
      'we want to automate contract review',
      'our clinicians spend hours on notes',
      'we struggle with stock-outs',
      'can AI help us predict churn?',
      'anything else you would suggest?',
      'what other options do you have?',
      'what would you suggest then?',
      'what do you recommend?',
      'our agents want better agent assist',
      'we want better tools for our support agents',
      'what do you recommend for a business like ours?',
      'I need help with customer support tickets',
      'our call centre handles 10,000 calls a day',
      'we are a hospital group and our backlog is huge',
      'our contact center is overwhelmed',
    ],
    es: [
      'necesitamos reducir el fraude',
      'busco un modelo para revisar contratos',
      '¿qué modelo recomiendan para siniestros?',
      'queremos automatizar la atención al cliente',
    ],
    fr: [
      'nous devons réduire la fraude',
      'je cherche un modèle pour analyser des contrats',
      'quel modèle recommandez-vous pour les sinistres ?',
      'nous voulons automatiser le support client',
    ],
  },
  introduce: {
    en: [
      "I'm Dana",
      'my name is Sam',
      "I'm Dana from a retail bank",
      'I work at Northwind Health',
      'we are a small bank',
      'this is Lee from Acme',
      'we run a chain of hospitals',
      'we are a retail business',
    ],
    es: [
      'tenemos una cadena de hospitales',
      'me llamo Ana',
      'soy Ana de una aseguradora',
      'trabajo en un hospital',
      'somos un banco pequeño',
    ],
    fr: [
      'nous gérons plusieurs hôpitaux',
      'je m’appelle Luc',
      'je suis Claire, d’une banque',
      'je travaille dans un hôpital',
      'nous sommes une petite banque',
    ],
  },
  discount: {
    en: [
      'any wiggle room on price?',
      'can you match what a competitor offers?',
      'is there an education discount?',
      'can we get a better rate?',
      'I want a 90% discount',
      'give me a discount',
      'can you do it cheaper?',
      'we only pay half price',
      'match a competitor price',
      'I need a better deal or we go elsewhere',
      'can you waive the fee?',
      'give me 50% off and we sign today',
      'can I get 2 months free on an annual plan?',
      'can you do it for 100 a month?',
      'any free months if we sign for a year?',
    ],
    es: ['quiero un descuento del 90%', '¿me hacen un descuento?', '¿pueden bajar el precio?'],
    fr: ['je veux une remise de 90 %', 'vous pouvez faire un rabais ?', 'pouvez-vous baisser le prix ?'],
  },
  contract: {
    en: [
      'will you sign our contract terms?',
      'can you guarantee 99.99% accuracy in writing?',
      'promise me there is no liability cap',
      'will you accept unlimited liability?',
      'confirm you will indemnify us',
      'can we cancel any time without penalty?',
    ],
    es: ['¿firmarán nuestras condiciones contractuales?', '¿pueden garantizar por escrito la precisión?'],
    fr: ['signerez-vous nos conditions contractuelles ?', 'pouvez-vous garantir par écrit la précision ?'],
  },
  aboutModel: {
    en: [
      'what data does it need?',
      'can it handle our volume?',
      'does it work in real time?',
      'how good is it?',
      'how accurate is it?',
      'is it reliable?',
      'how fast is it?',
      'does it make mistakes?',
      'does it handle handwritten forms?',
      'can it read scanned PDFs?',
      'does it support Spanish?',
      'what languages does it speak?',
      'how does it work?',
      'what does it need from us?',
      'does it explain its decisions?',
    ],
    es: ['¿qué precisión tiene?', '¿es fiable?', '¿cómo funciona?', '¿comete errores?', '¿qué idiomas habla?'],
    fr: [
      'quelle est sa précision ?',
      'est-ce fiable ?',
      'comment ça marche ?',
      'fait-il des erreurs ?',
      'quelles langues parle-t-il ?',
    ],
  },
  'knowledge.security': {
    en: [
      'what certifications do you have?',
      'are you pen tested?',
      'do you encrypt our data?',
      'how secure is it?',
      'are you SOC 2 certified?',
      'do you have ISO 27001?',
      'can I see your security report?',
      'how do you handle security and compliance?',
      'are you HIPAA compliant?',
      'are you GDPR compliant?',
    ],
    es: ['¿tienen certificación SOC 2?', '¿cumplen con el RGPD?', '¿cómo gestionan la seguridad?'],
    fr: ['êtes-vous certifiés SOC 2 ?', 'êtes-vous conformes au RGPD ?', 'comment gérez-vous la sécurité ?'],
  },
  'knowledge.agreements': {
    en: [
      'will you sign a BAA?',
      'do you offer a DPA?',
      'can we get a business associate agreement?',
      'who are your sub-processors?',
      'do you have a data processing agreement?',
    ],
    es: ['¿firman un acuerdo de tratamiento de datos?', '¿quiénes son sus subencargados?'],
    fr: [
      'signez-vous un DPA ?',
      'qui sont vos sous-traitants ?',
      'proposez-vous un accord de traitement des données ?',
    ],
  },
  'knowledge.residency': {
    en: [
      'can data stay in the EU?',
      'is it cloud only?',
      'can we host it ourselves?',
      'does it run offline?',
      'where is our data stored?',
      'can it run on premises?',
      'can you deploy in our own cloud?',
      'do you have EU data residency?',
      'which regions do you host in?',
      'where are your servers?',
      'where are your data centres?',
    ],
    es: ['¿dónde se almacenan nuestros datos?', '¿se puede instalar en nuestros servidores?'],
    fr: ['où sont stockées nos données ?', 'peut-on l’installer sur site ?', 'hébergez-vous en Europe ?'],
  },
  'knowledge.training': {
    en: [
      'do you use our data to improve your AI?',
      'will our data end up in your models?',
      'do you train your models on our data?',
      'will our data be used for training?',
      'is customer data used to improve the models?',
    ],
    es: ['¿usan nuestros datos para entrenar?', '¿entrenan sus modelos con nuestros datos?'],
    fr: ['utilisez-vous nos données pour l’entraînement ?', 'nos données servent-elles à entraîner vos modèles ?'],
  },
  'knowledge.support': {
    en: [
      "who's responsible if it goes down?",
      'what happens if it breaks?',
      'what if it goes down?',
      'do you offer 24/7 support?',
      'how quickly do you fix issues?',
      'what is your SLA?',
      'what are your support hours?',
      'what uptime do you guarantee?',
      'how fast do you respond to incidents?',
    ],
    es: ['¿cuál es su SLA?', '¿qué horario de soporte tienen?'],
    fr: ['quel est votre SLA ?', 'quels sont vos horaires de support ?'],
  },
  'knowledge.integrations': {
    en: [
      'does it plug into our ERP?',
      'can it work with our CRM?',
      'how do we connect it to our systems?',
      'does it integrate with Epic?',
      'can it connect to Salesforce?',
      'does it work with our systems?',
      'do you have an API?',
      'which integrations do you support?',
    ],
    es: ['¿se integra con nuestros sistemas?', '¿tienen una API?'],
    fr: ['est-ce que ça s’intègre à nos systèmes ?', 'avez-vous une API ?'],
  },
  'knowledge.trial': {
    en: [
      'can we try before we buy?',
      'do you do pilots?',
      'free trial?',
      'is there a free trial?',
      'can we do a proof of concept?',
      'can we pilot it first?',
      'can I test it before buying?',
    ],
    es: ['¿hay una prueba gratuita?', '¿podemos hacer una prueba de concepto?'],
    fr: ['y a-t-il un essai gratuit ?', 'peut-on faire une preuve de concept ?'],
  },
  'knowledge.references': {
    en: [
      'any customers like us I could call?',
      'can I talk to a company like ours that uses it?',
      'who are your customers?',
      'any success stories?',
      'can you share case studies?',
      'can I talk to one of your customers?',
      'do you have references?',
      'who else uses this?',
      'any case studies?',
    ],
    es: ['¿tienen referencias de clientes?', '¿quién más lo usa?'],
    fr: ['avez-vous des références clients ?', 'qui d’autre l’utilise ?'],
  },
  'knowledge.onboarding': {
    en: [
      "how long until we're live?",
      "what's the time to go live?",
      'how long to get it running?',
      'what does setup involve?',
      'who does the implementation?',
      'how does onboarding work?',
      'how long does implementation take?',
      'what does the rollout look like?',
      'what is included in the price?',
    ],
    es: ['¿cómo es la implementación?', '¿cuánto tarda la puesta en marcha?'],
    fr: ['comment se passe la mise en place ?', 'combien de temps prend le déploiement ?'],
  },
  'knowledge.nextSteps': {
    en: [
      'where do we go from here?',
      'so what now?',
      'how do we move forward?',
      'what happens next?',
      'what are the next steps?',
      'how do we get started?',
      'what do I do now?',
      'how do I start?',
      'ok, how do we start?',
    ],
    es: ['¿cuáles son los próximos pasos?', '¿qué pasa ahora?'],
    fr: ['quelles sont les prochaines étapes ?', 'que se passe-t-il ensuite ?'],
  },
}

/**
 * Words people use for an industry, by language, beyond the industry's own name (which is
 * recognised in every language). Taught to the named-entity recogniser; the longest name in a
 * message wins, so 'retail bank' is a bank. Words that are also everyday words in another sense
 * ('mine', 'plant', 'soc') stay out.
 */
export const INDUSTRY_EXAMPLES: Partial<Record<Industry, Partial<Examples>>> = {
  Healthcare: {
    en: ['health', 'hospital', 'hospitals', 'clinic', 'clinics', 'medical', 'patients', 'radiology', 'clinicians'],
    es: ['salud', 'hospital', 'hospitales', 'clínica', 'clínicas', 'médico', 'pacientes', 'sanidad'],
    fr: ['santé', 'hôpital', 'hôpitaux', 'clinique', 'cliniques', 'médical', 'patients'],
  },
  'Finance & Banking': {
    en: [
      'bank',
      'banks',
      'banking',
      'retail bank',
      'retail banking',
      'fintech',
      'lending',
      'lender',
      'loan applications',
      'payments',
      'credit union',
    ],
    es: ['banco', 'bancos', 'banca', 'finanzas', 'banca minorista', 'préstamos'],
    fr: ['banque', 'banques', 'bancaire', 'finance', 'banque de détail', 'crédit'],
  },
  Insurance: {
    en: ['insurer', 'insurers', 'insurance', 'insurance company', 'auto insurer', 'underwriting', 'claims handling'],
    es: ['seguros', 'aseguradora', 'siniestros'],
    fr: ['assurance', 'assureur', 'assurances', 'sinistres'],
  },
  Retail: {
    en: ['retailer', 'retailers', 'supermarket', 'supermarkets', 'grocery', 'stores', 'shops'],
    es: ['comercio minorista', 'tiendas', 'supermercado', 'supermercados'],
    fr: ['commerce de détail', 'magasins', 'supermarché', 'supermarchés', 'distribution'],
  },
  'E-commerce': {
    en: ['ecommerce', 'online store', 'online shop', 'marketplace', 'webshop', 'shopify'],
    es: ['comercio electrónico', 'tienda online', 'tienda en línea'],
    fr: ['commerce en ligne', 'boutique en ligne', 'e-commerce'],
  },
  Manufacturing: {
    en: ['factory', 'factories', 'manufacturer', 'production line', 'production lines'],
    es: ['fábrica', 'fábricas', 'manufactura', 'línea de producción'],
    fr: ['usine', 'usines', 'industrie manufacturière', 'ligne de production'],
  },
  'Transportation & Logistics': {
    en: ['logistics', 'shipping', 'freight', 'trucking', 'warehouse', 'warehouses', 'fleet', 'supply chain'],
    es: ['logística', 'transporte', 'flota', 'almacén', 'transportista', 'camiones'],
    fr: ['logistique', 'transport', 'flotte', 'entrepôt', 'transporteur', 'camions', 'tournées'],
  },
  Education: {
    en: ['school', 'schools', 'university', 'universities', 'edtech', 'college', 'students', 'teachers', 'high school'],
    es: ['educación', 'escuela', 'universidad', 'colegio', 'instituto', 'profesores', 'alumnos'],
    fr: ['éducation', 'école', 'université', 'enseignement', 'lycée', 'collège', 'professeurs', 'élèves'],
  },
  'Energy & Utilities': {
    en: ['utility', 'utilities', 'power utility', 'solar', 'power grid', 'electricity', 'wind farm', 'energy company'],
    es: ['energía', 'eléctrica', 'electricidad'],
    fr: ['énergie', 'électricité', 'réseau électrique'],
  },
  Agriculture: {
    en: ['farm', 'farms', 'farming', 'crops', 'agritech'],
    es: ['agricultura', 'granja'],
    fr: ['agriculture', 'ferme'],
  },
  Telecommunications: {
    en: ['telecom', 'telco', 'mobile network'],
    es: ['telecomunicaciones'],
    fr: ['télécoms', 'opérateur télécom'],
  },
  Legal: {
    en: [
      'law firm',
      'lawyer',
      'lawyers',
      'attorney',
      'attorneys',
      'solicitors',
      'paralegals',
      'legal team',
      'legal department',
      'in-house counsel',
      'contract review',
    ],
    es: ['despacho de abogados', 'bufete', 'abogados', 'legal'],
    fr: ['cabinet d’avocats', 'avocats', 'juridique'],
  },
  'Media & Entertainment': {
    en: [
      'media',
      'film',
      'music',
      'gaming',
      'publishing',
      'youtuber',
      'podcast',
      'streamer',
      'broadcaster',
      'content creator',
    ],
    es: ['medios', 'cine', 'música', 'creador de contenido', 'productora', 'productora de vídeo', 'audiovisual'],
    fr: ['médias', 'cinéma', 'musique', 'créateur de contenu', 'production audiovisuelle', 'société de production'],
  },
  'Government & Public Sector': {
    en: [
      'government',
      'public sector',
      'council',
      'city council',
      'city hall',
      'city planning',
      'planning department',
      'ministry',
      'municipality',
      'municipalities',
      'government agency',
      'public agency',
      'national agency',
      'federal agency',
      'state agency',
    ],
    es: ['gobierno', 'sector público', 'ayuntamiento', 'administración pública', 'municipio', 'agencia pública'],
    fr: ['gouvernement', 'secteur public', 'mairie', 'collectivité', 'administration publique', 'ministère'],
  },
  'Real Estate': {
    en: [
      'property',
      'realtor',
      'real-estate',
      'mortgage broker',
      'mortgage lender',
      'estate agent',
      'property manager',
    ],
    es: ['inmobiliaria', 'bienes raíces', 'hipotecas', 'agente inmobiliario'],
    fr: ['immobilier', 'agence immobilière', 'courtier en prêts', 'agent immobilier'],
  },
  'Sports & Recreation': {
    en: ['football club', 'soccer club', 'sports club', 'rugby club', 'basketball team', 'athletes', 'gym chain'],
    es: ['club de fútbol', 'club deportivo', 'deportistas'],
    fr: ['club de football', 'club sportif', 'athlètes'],
  },
  'Arts & Culture': {
    en: ['museum', 'museums', 'art gallery', 'gallery', 'theatre', 'orchestra', 'cultural institution'],
    es: ['museo', 'museos', 'galería de arte', 'teatro'],
    fr: ['musée', 'musées', 'galerie d’art', 'théâtre'],
  },
  Hospitality: {
    en: ['hotel', 'hotels', 'restaurant', 'restaurants'],
    es: ['hotel', 'hoteles', 'hostelería'],
    fr: ['hôtel', 'hôtels', 'hôtellerie'],
  },
  'Travel & Tourism': {
    en: ['travel', 'tourism', 'airline', 'tour operator'],
    es: ['turismo', 'viajes'],
    fr: ['tourisme', 'voyages'],
  },
  Cybersecurity: {
    en: [
      'security operations',
      'security operations center',
      'soc team',
      'soc analysts',
      'infosec',
      'phishing',
      'ciso',
    ],
    es: ['ciberseguridad'],
    fr: ['cybersécurité'],
  },
  Automotive: {
    en: ['car maker', 'vehicles', 'dealership', 'carmaker'],
    es: ['automoción', 'concesionario'],
    fr: ['automobile', 'concession'],
  },
  'Customer Service': {
    en: ['customer support', 'call center', 'call centre', 'helpdesk', 'contact centre', 'contact center'],
    es: ['atención al cliente', 'centro de llamadas'],
    fr: ['service client', 'centre d’appels'],
  },
  'Human Resources': {
    en: [
      'hr',
      'recruiting',
      'hiring',
      'recruitment',
      'payroll',
      'recruiters',
      'talent acquisition',
      'job applicants',
      'we hire',
      'candidates',
      'resumes',
    ],
    es: ['recursos humanos', 'reclutamiento', 'selección de personal', 'candidatos'],
    fr: ['ressources humaines', 'recrutement', 'candidats'],
  },
  'Advertising & Marketing': { en: ['marketing', 'advertising', 'ad agency'], es: ['publicidad'], fr: ['publicité'] },
  'Aerospace & Defense': {
    en: ['aircraft', 'aviation', 'aircraft maintenance', 'airframes', 'jet engines', 'defense contractor', 'mro'],
    es: ['aeronáutica', 'aviación', 'aeronaves', 'defensa'],
    fr: ['aéronautique', 'aviation', 'aéronefs', 'défense'],
  },
  'Biotechnology & Pharmaceuticals': {
    en: [
      'biotech',
      'biotechnology',
      'pharma',
      'pharmaceutical',
      'drug discovery',
      'clinical trials',
      'patient recruitment',
      'oncology trials',
    ],
    es: ['farmacéutica', 'biotecnología', 'ensayos clínicos'],
    fr: ['pharmaceutique', 'biotechnologie', 'essais cliniques'],
  },
  'Construction & Engineering': {
    en: ['construction', 'engineering', 'contractor'],
    es: ['construcción'],
    fr: ['bâtiment', 'btp'],
  },
  'Mining & Metals': {
    en: ['mining company', 'gold mines', 'metals', 'ore'],
    es: ['minería'],
    fr: ['exploitation minière'],
  },
  'Non-profit & Social Services': {
    en: ['non-profit', 'nonprofit', 'charity', 'ngo'],
    es: ['ong', 'fundación'],
    fr: ['ong', 'association'],
  },
  'Food & Beverage': {
    en: [
      'food',
      'foods',
      'snacks',
      'beverage',
      'bakery',
      'brewery',
      'dairy',
      'dairy co-op',
      'food producer',
      'food manufacturer',
      'food company',
    ],
    es: ['alimentación', 'panadería'],
    fr: ['agroalimentaire', 'boulangerie'],
  },
  'Fashion & Apparel': { en: ['fashion', 'apparel', 'clothing'], es: ['moda', 'ropa'], fr: ['mode', 'vêtements'] },
  'Waste Management': {
    en: ['waste', 'recycling', 'landfill'],
    es: ['residuos', 'reciclaje'],
    fr: ['déchets', 'recyclage'],
  },
  'Space Exploration & Satellite Technology': {
    en: ['satellite', 'satellites', 'spacecraft'],
    es: ['satélites'],
    fr: ['satellites'],
  },
}

/**
 * Timelines as buyers put them, taught as an entity (dates and times themselves are read by
 * chrono-node). The option is the wording kept for sales.
 */
export const TIMELINE_EXAMPLES: Record<string, Examples> = {
  asap: {
    en: ['asap', 'as soon as possible', 'urgently', 'right away', 'immediately'],
    es: ['lo antes posible', 'urgente', 'cuanto antes'],
    fr: ['dès que possible', 'au plus vite', 'urgent'],
  },
  'just exploring': {
    en: ['just exploring', 'just looking', 'no rush', 'exploring options', 'just researching'],
    es: ['solo explorando', 'sin prisa'],
    fr: ['on explore', 'pas pressé', 'juste pour voir'],
  },
  'this quarter': { en: ['this quarter'], es: ['este trimestre'], fr: ['ce trimestre'] },
  'next quarter': {
    en: ['next quarter'],
    es: ['el próximo trimestre'],
    fr: ['le trimestre prochain', 'au prochain trimestre'],
  },
  'this year': {
    en: ['this year', 'later this year', 'by the end of the year'],
    es: ['este año', 'antes de fin de año'],
    fr: ['cette année', 'd’ici la fin de l’année'],
  },
  'next year': { en: ['next year'], es: ['el próximo año', 'el año que viene'], fr: ['l’année prochaine'] },
}
