/**
 * The six in-house products of /products (docs/product.md#company-pages). Only a few facts are
 * fixed: the first is an enterprise platform with savings of up to 40% and pay-per-usage pricing;
 * one charges 1 cent per AI-analysed message; the others cover fashion, an AI tool, medical
 * missions and safety verification. Everything else here is our own copy, kept free of invented
 * figures.
 */
export interface Product {
  key: 'enterprise' | 'messages' | 'fashion' | 'studio' | 'missions' | 'verification'
  name: string
  tagline: string
  description: string
  /** Three to five bullets. */
  features: readonly string[]
  highlight: string
}

export const products: readonly Product[] = [
  {
    key: 'enterprise',
    name: 'Aivora Enterprise',
    tagline: 'One platform for every AI model your enterprise runs',
    description:
      'Discover, deploy and govern industry-specific AI models across your organisation from one secure platform, with one consolidated bill and expert AI architects on call.',
    features: [
      '200+ industry-specific AI models in one place',
      'Team access control with role-based permissions',
      'Pay-per-usage pricing, with no idle licences',
      'A dedicated account manager and 24/7 expert support',
      'Enterprise-grade security for every deployment',
    ],
    highlight: 'Save up to 40% on AI costs with pay-per-usage pricing.',
  },
  {
    key: 'messages',
    name: 'Aivora Pulse',
    tagline: 'Understand every customer conversation',
    description:
      'Reads customer messages from chat, email and social channels as they arrive, works out sentiment, intent and urgency, and routes each one to the right team with a suggested reply.',
    features: [
      'Sentiment, intent and urgency for every message',
      'Routing to the right team, automatically',
      'Suggested replies your agents can edit and send',
      'Trend dashboards that surface emerging issues early',
    ],
    highlight: 'Just 1 cent per AI-analysed message.',
  },
  {
    key: 'fashion',
    name: 'Aivora Atelier',
    tagline: 'AI for fashion and apparel brands',
    description:
      'Helps fashion brands design, size and sell with confidence: trend forecasting from runway and social signals, fit advice for shoppers and on-brand product content at catalogue scale.',
    features: [
      'Trend forecasting from runway, retail and social signals',
      'Size and fit recommendations for online shoppers',
      'On-brand product descriptions in every language you sell in',
      'Demand planning by style, colour and size',
    ],
    highlight: 'From mood board to checkout, one AI partner for every collection.',
  },
  {
    key: 'studio',
    name: 'Aivora Studio',
    tagline: 'Build AI assistants without writing code',
    description:
      'A visual workspace where teams build, test and ship AI assistants and automations on top of the models in our catalogue, grounded in their own documents and data.',
    features: [
      'A visual builder for assistants and multi-step workflows',
      'Answers grounded in your own documents and knowledge bases',
      'Side-by-side testing of models and prompts',
      'Deployment to your website, chat tools and internal apps',
    ],
    highlight: 'Turn an idea into a working AI assistant, without a line of code.',
  },
  {
    key: 'missions',
    name: 'Aivora MissionCare',
    tagline: 'Care that reaches the last mile',
    description:
      'Supports medical missions and field clinics in remote areas with AI-assisted triage, patient records that work offline and supply planning for the next visit.',
    features: [
      'AI-assisted triage that supports clinicians in the field',
      'Offline-first patient records that sync when back online',
      'Multilingual patient intake for teams and volunteers',
      'Medicine and supply forecasting for every mission',
    ],
    highlight: 'Designed for the places where connectivity does not reach.',
  },
  {
    key: 'verification',
    name: 'Aivora SafeCheck',
    tagline: 'Know who you are meeting',
    description:
      'A safety verification app for marketplaces, gig platforms and communities: people confirm their identity with a document scan and a live selfie, so everyone can meet and trade with confidence.',
    features: [
      'Identity document scan with AI fraud checks',
      'Liveness selfie matched to the document',
      'A verified badge people can share with others',
      'Privacy by design: share only what is needed',
    ],
    highlight: 'Trust and safety, verified before anyone meets.',
  },
]
