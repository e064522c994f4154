/**
 * The 39 industries (./industries.ts) as a Spanish or French speaker names them, for what the site
 * says in the visitor's language. The English name is the industry itself: the catalogue, the
 * database and the forms keep it, whatever the language it is shown in.
 */
import type { Industry } from './industries'

/** Each industry's name in Spanish and French: short labels, in sentence case as both languages write them. */
const NAMES: Record<Industry, { es: string; fr: string }> = {
  Healthcare: { es: 'Salud', fr: 'Santé' },
  'Finance & Banking': { es: 'Finanzas y banca', fr: 'Finance et banque' },
  Insurance: { es: 'Seguros', fr: 'Assurance' },
  Retail: { es: 'Comercio minorista', fr: 'Commerce de détail' },
  'E-commerce': { es: 'Comercio electrónico', fr: 'Commerce en ligne' },
  Manufacturing: { es: 'Industria manufacturera', fr: 'Industrie manufacturière' },
  'Transportation & Logistics': { es: 'Transporte y logística', fr: 'Transport et logistique' },
  Education: { es: 'Educación', fr: 'Éducation' },
  'Energy & Utilities': { es: 'Energía y servicios públicos', fr: 'Énergie et services publics' },
  Agriculture: { es: 'Agricultura', fr: 'Agriculture' },
  Telecommunications: { es: 'Telecomunicaciones', fr: 'Télécommunications' },
  Legal: { es: 'Legal', fr: 'Juridique' },
  'Media & Entertainment': { es: 'Medios y entretenimiento', fr: 'Médias et divertissement' },
  'Government & Public Sector': { es: 'Administración y sector público', fr: 'Administration et secteur public' },
  'Real Estate': { es: 'Inmobiliario', fr: 'Immobilier' },
  Hospitality: { es: 'Hostelería', fr: 'Hôtellerie et restauration' },
  'Travel & Tourism': { es: 'Viajes y turismo', fr: 'Voyage et tourisme' },
  Cybersecurity: { es: 'Ciberseguridad', fr: 'Cybersécurité' },
  Automotive: { es: 'Automoción', fr: 'Automobile' },
  'Sports & Recreation': { es: 'Deporte y ocio', fr: 'Sport et loisirs' },
  'Advertising & Marketing': { es: 'Publicidad y marketing', fr: 'Publicité et marketing' },
  'Customer Service': { es: 'Atención al cliente', fr: 'Service client' },
  'Human Resources': { es: 'Recursos humanos', fr: 'Ressources humaines' },
  'Construction & Engineering': { es: 'Construcción e ingeniería', fr: 'Construction et ingénierie' },
  'Mining & Metals': { es: 'Minería y metales', fr: 'Mines et métaux' },
  'Non-profit & Social Services': {
    es: 'Sin ánimo de lucro y servicios sociales',
    fr: 'Secteur associatif et services sociaux',
  },
  'Research & Development': { es: 'Investigación y desarrollo', fr: 'Recherche et développement' },
  'Public Safety & Security': { es: 'Seguridad pública y protección', fr: 'Sécurité publique et sûreté' },
  'Aerospace & Defense': { es: 'Aeroespacial y defensa', fr: 'Aérospatiale et défense' },
  'Biotechnology & Pharmaceuticals': { es: 'Biotecnología y farmacéutica', fr: 'Biotechnologies et pharmacie' },
  'Chemical Industry': { es: 'Industria química', fr: 'Industrie chimique' },
  'Environmental & Sustainability': {
    es: 'Medio ambiente y sostenibilidad',
    fr: 'Environnement et développement durable',
  },
  'Fashion & Apparel': { es: 'Moda y confección', fr: 'Mode et habillement' },
  'Arts & Culture': { es: 'Arte y cultura', fr: 'Arts et culture' },
  'Food & Beverage': { es: 'Alimentación y bebidas', fr: 'Alimentation et boissons' },
  'Waste Management': { es: 'Gestión de residuos', fr: 'Gestion des déchets' },
  'Urban Planning & Smart Cities': { es: 'Urbanismo y ciudades inteligentes', fr: 'Urbanisme et villes intelligentes' },
  'Space Exploration & Satellite Technology': {
    es: 'Exploración espacial y tecnología satelital',
    fr: 'Exploration spatiale et technologies satellitaires',
  },
  'IoT & Connected Devices': { es: 'IoT y dispositivos conectados', fr: 'IoT et objets connectés' },
}

/** The industry's name in `language`: English returns it unchanged. */
export function industryName(industry: Industry, language: 'en' | 'es' | 'fr'): string {
  return language === 'en' ? industry : NAMES[industry][language]
}
