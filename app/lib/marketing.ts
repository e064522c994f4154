/** The marketing claims and feature cards of the company pages (docs/product.md#company-pages). */
export const marketingFigures = [
  { value: '200+', label: 'Industry-specific AI models' },
  { value: '2,500+', label: 'Active users' },
  { value: '15+', label: 'Industries' },
  { value: '40%', label: 'Savings on AI costs' },
] as const

export const featureCards = [
  {
    key: 'marketplace',
    title: 'AI Model Marketplace',
    description: '200+ industry-specific AI models in one place, ready to evaluate, compare and deploy.',
  },
  {
    key: 'team',
    title: 'Team Access & Control',
    description: 'Invite your team and decide who can use which models, with role-based permissions.',
  },
  {
    key: 'savings',
    title: 'Cost Savings',
    description: 'Save up to 40% on AI costs with pay-per-usage pricing and one consolidated bill.',
  },
  {
    key: 'architects',
    title: 'Expert AI Architects',
    description: 'Work with expert AI architects who design the right solution for your business.',
  },
  {
    key: 'account-manager',
    title: 'Dedicated Account Manager',
    description: 'A dedicated account manager who knows your organisation and keeps projects on track.',
  },
  {
    key: 'enterprise',
    title: 'Enterprise-Grade AI',
    description: 'Enterprise-grade security, compliance and 24/7 expert support for every deployment.',
  },
] as const

export const innovationAreas = [
  {
    key: 'generative',
    title: 'Generative AI & LLMs',
    description: 'Large language models and generative systems that write, summarise, reason and create.',
  },
  {
    key: 'bi',
    title: 'Business Intelligence',
    description: 'Predictive analytics that turn your data into forecasts and decisions.',
  },
  {
    key: 'vision',
    title: 'Computer Vision',
    description: 'Models that see: inspection, medical imaging, retail shelves and safety monitoring.',
  },
  {
    key: 'agents',
    title: 'Autonomous Agents',
    description: 'Agents that plan and act across your tools to complete multi-step work.',
  },
  {
    key: 'security',
    title: 'AI Security & Privacy',
    description: 'Threat detection, privacy-preserving learning and secure model operations.',
  },
  {
    key: 'conversational',
    title: 'Conversational AI',
    description: 'Assistants and voice agents that serve customers and staff around the clock.',
  },
] as const

export const values = [
  {
    key: 'innovation',
    title: 'Innovation First',
    description: 'We push the frontier of applied AI and bring it to production quickly.',
  },
  {
    key: 'collaboration',
    title: 'Collaborative Spirit',
    description: 'We build with our customers, partners and researchers, not just for them.',
  },
  {
    key: 'impact',
    title: 'Global Impact',
    description: 'From Mumbai to Georgia, our models serve organisations around the world.',
  },
  {
    key: 'evolution',
    title: 'Rapid Evolution',
    description: 'Our catalogue grows and improves every month as AI moves forward.',
  },
] as const
