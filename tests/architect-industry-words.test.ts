// The words the offline AI Architect knows an industry by (INDUSTRY_EXAMPLES in
// app/.server/chat/architect/corpus.ts): buyers rarely name their industry, they say what their
// organisation is ('a credit union', 'un bufete', 'une mairie'). The first messages below were
// written before the lists were widened, as buyers put them, without the industry's own name, so
// the check could fail; some still do, and the count below is the floor the lists must keep.
import { describe, expect, it } from 'vitest'
import { INDUSTRY_EXAMPLES, LANGUAGES } from '~/.server/chat/architect/corpus'
import { languageEngine, understand } from '~/.server/chat/architect/understand'
import { INDUSTRIES, type Industry } from '~/lib/industries'
import { industryName } from '~/lib/industry-names'

/** First messages, each with the industry a person reading it would file it under. */
const FIRST_MESSAGES: ReadonlyArray<[string, Industry]> = [
  ['We run a network of walk-in clinics in Ohio and the front desk is swamped', 'Healthcare'],
  ['Tenemos tres consultorios de pediatría y queremos ordenar las citas', 'Healthcare'],
  ['Je dirige une maison de retraite médicalisée près de Nantes', 'Healthcare'],
  ["We're a stock broker for retail investors", 'Finance & Banking'],
  ['Somos una caja rural en Aragón, con 60 oficinas', 'Finance & Banking'],
  ['Je travaille pour une caisse populaire au Québec', 'Finance & Banking'],
  ["We're a claims adjusting firm handling storm damage", 'Insurance'],
  ['Somos una correduría con 5.000 pólizas de hogar', 'Insurance'],
  ['I own two bookshops and a toy shop in Leeds', 'Retail'],
  ['Tenemos una cadena de ferreterías en Valencia', 'Retail'],
  ['Nous avons douze boutiques de chaussures en centre-ville', 'Retail'],
  ['We sell handmade candles on Etsy and through our own website', 'E-commerce'],
  ['Vendemos cosmética por internet, unos 300 pedidos al día', 'E-commerce'],
  ['On vend des pièces de vélo sur notre site web', 'E-commerce'],
  ['We run a sheet-metal workshop with 40 machinists', 'Manufacturing'],
  ['Tenemos un taller de mecanizado con 30 operarios', 'Manufacturing'],
  ["Nous avons un atelier d'usinage près de Lyon", 'Manufacturing'],
  ['We are a moving company doing 300 house moves a month', 'Transportation & Logistics'],
  ['Somos una empresa de paquetería urgente en Madrid', 'Transportation & Logistics'],
  ['On fait de la livraison de colis en Île-de-France', 'Transportation & Logistics'],
  ['Our coding bootcamp has 400 learners a year', 'Education'],
  ['Dirijo una guardería con 80 niños', 'Education'],
  ['Nous sommes un organisme de formation professionnelle', 'Education'],
  ['We run a district heating network in Copenhagen', 'Energy & Utilities'],
  ['Somos una comercializadora de luz y gas', 'Energy & Utilities'],
  ['Nous exploitons des parcs éoliens en Bretagne', 'Energy & Utilities'],
  ['We raise cattle and grow wheat in Kansas', 'Agriculture'],
  ['Tenemos un invernadero de tomates en Almería', 'Agriculture'],
  ['Je suis éleveur de vaches laitières', 'Agriculture'],
  ["We're a regional fibre provider with 80,000 subscribers", 'Telecommunications'],
  ['Somos un operador de fibra óptica en Galicia', 'Telecommunications'],
  ['Nous sommes un fournisseur internet local', 'Telecommunications'],
  ["We're a conveyancing practice in Bristol", 'Legal'],
  ['Soy notario en Sevilla', 'Legal'],
  ['Nous sommes une étude notariale de 15 personnes', 'Legal'],
  ['We publish a weekly local paper and run a radio station', 'Media & Entertainment'],
  ['Tenemos una emisora de radio local', 'Media & Entertainment'],
  ['Nous sommes un studio de jeux vidéo à Montréal', 'Media & Entertainment'],
  ['I work for the town hall of a small city', 'Government & Public Sector'],
  ['Trabajo en la diputación provincial de Cádiz', 'Government & Public Sector'],
  ['Je travaille à la préfecture du Rhône', 'Government & Public Sector'],
  ['We manage 3,000 rental apartments', 'Real Estate'],
  ['Somos una promotora de viviendas en Málaga', 'Real Estate'],
  ['Nous sommes un syndic de copropriété', 'Real Estate'],
  ['We run four inns and a pub in the Cotswolds', 'Hospitality'],
  ['Tengo un bar de tapas y dos cafeterías', 'Hospitality'],
  ["Je tiens un gîte et une chambre d'hôtes", 'Hospitality'],
  ['We sell package holidays to Greece', 'Travel & Tourism'],
  ['Organizamos excursiones y visitas guiadas en Cusco', 'Travel & Tourism'],
  ['Nous sommes un voyagiste spécialisé dans les circuits en Asie', 'Travel & Tourism'],
  ['We do penetration testing for mid-size firms', 'Cybersecurity'],
  ['Hacemos auditorías de seguridad informática', 'Cybersecurity'],
  ['Nous sommes un cabinet de sécurité informatique', 'Cybersecurity'],
  ['We own three used car lots and a body shop', 'Automotive'],
  ['Tenemos un taller mecánico de coches', 'Automotive'],
  ['Nous avons un garage et une carrosserie à Lille', 'Automotive'],
  ['I manage a golf course and country club', 'Sports & Recreation'],
  ['Gestionamos un club de pádel con 20 pistas', 'Sports & Recreation'],
  ['Nous sommes un club de rugby professionnel', 'Sports & Recreation'],
  ["We're a PR firm working with tech startups", 'Advertising & Marketing'],
  ['Somos una agencia de comunicación en Bogotá', 'Advertising & Marketing'],
  ['Nous sommes une agence SEO à Bordeaux', 'Advertising & Marketing'],
  ['We are an outsourced answering service for small businesses', 'Customer Service'],
  ['Tenemos un call center con 300 agentes', 'Customer Service'],
  ['Nous sommes un centre de contacts externalisé à Casablanca', 'Customer Service'],
  ["We're a headhunting firm placing CFOs", 'Human Resources'],
  ['Somos una empresa de trabajo temporal', 'Human Resources'],
  ["Nous sommes une agence d'intérim avec 40 agences", 'Human Resources'],
  ["We're a homebuilder putting up 500 houses a year", 'Construction & Engineering'],
  ['Somos una empresa de reformas y albañilería', 'Construction & Engineering'],
  ['Nous sommes une entreprise de maçonnerie', 'Construction & Engineering'],
  ['We run a gravel pit and two quarries', 'Mining & Metals'],
  ['Tenemos una cantera de mármol', 'Mining & Metals'],
  ["Nous sommes un producteur d'acier", 'Mining & Metals'],
  ["We're a homeless shelter running on donations", 'Non-profit & Social Services'],
  ['Somos un banco de alimentos en Sevilla', 'Non-profit & Social Services'],
  ['Je travaille pour une banque alimentaire', 'Non-profit & Social Services'],
  ['Our innovation lab prototypes new products for clients', 'Research & Development'],
  ['Somos un centro tecnológico que hace proyectos de innovación', 'Research & Development'],
  ['Nous sommes un centre de recherche appliquée', 'Research & Development'],
  ['We run an ambulance service across the region', 'Public Safety & Security'],
  ['Somos una empresa de vigilantes de seguridad', 'Public Safety & Security'],
  ['Je travaille pour une société de gardiennage', 'Public Safety & Security'],
  ['We build drones for the military', 'Aerospace & Defense'],
  ['Fabricamos piezas para aviones', 'Aerospace & Defense'],
  ['Nous fabriquons des pièces pour avions', 'Aerospace & Defense'],
  ["We're a CRO running phase II trials", 'Biotechnology & Pharmaceuticals'],
  ['Somos un laboratorio que fabrica medicamentos genéricos', 'Biotechnology & Pharmaceuticals'],
  ['Nous développons des médicaments contre le cancer', 'Biotechnology & Pharmaceuticals'],
  ['We make industrial adhesives and solvents', 'Chemical Industry'],
  ['Fabricamos pinturas y barnices', 'Chemical Industry'],
  ['Nous fabriquons des peintures et des vernis', 'Chemical Industry'],
  ['We plant trees and sell carbon offsets', 'Environmental & Sustainability'],
  ['Somos una consultora ambiental', 'Environmental & Sustainability'],
  ['Nous faisons des bilans carbone pour les PME', 'Environmental & Sustainability'],
  ['We design and sell streetwear and sneakers', 'Fashion & Apparel'],
  ['Tenemos una marca de zapatos en Elche', 'Fashion & Apparel'],
  ['Nous sommes une marque de lingerie', 'Fashion & Apparel'],
  ['We run an opera house and a ballet company', 'Arts & Culture'],
  ['Somos una compañía de danza', 'Arts & Culture'],
  ["Je dirige un centre d'art contemporain", 'Arts & Culture'],
  ['We run a meat packing plant', 'Food & Beverage'],
  ['Tenemos una almazara que produce aceite de oliva', 'Food & Beverage'],
  ['Nous sommes une fromagerie artisanale', 'Food & Beverage'],
  ['We haul trash for 40,000 homes', 'Waste Management'],
  ['Somos una planta de compostaje', 'Waste Management'],
  ['Nous gérons une déchetterie', 'Waste Management'],
  ['We design bike lanes and bus routes for cities', 'Urban Planning & Smart Cities'],
  ['Trabajo en el departamento de planeamiento urbano', 'Urban Planning & Smart Cities'],
  ["Je travaille sur l'aménagement du territoire pour une métropole", 'Urban Planning & Smart Cities'],
  ['We build cubesats', 'Space Exploration & Satellite Technology'],
  ['Fabricamos cohetes pequeños', 'Space Exploration & Satellite Technology'],
  ['Nous construisons des lanceurs et des nanosatellites', 'Space Exploration & Satellite Technology'],
  ['We make smart thermostats and door sensors', 'IoT & Connected Devices'],
  ['Fabricamos sensores inteligentes para hogares', 'IoT & Connected Devices'],
  ['Nous fabriquons des capteurs connectés', 'IoT & Connected Devices'],
]

/**
 * How many of FIRST_MESSAGES are read right: 2 of 116 before the lists were widened, 109 after.
 * Among the misses, a message that makes something says so with 'fabricamos' (Manufacturing),
 * longer than 'cohetes' or 'aviones'; 'CRO' (conversion rate optimisation) and 'trash' (a verb) are
 * left out for their other senses.
 */
const READ_RIGHT_AT_LEAST = 109

describe('the words an industry is known by', () => {
  it('reads the industry of first messages that describe the business in ordinary words', async () => {
    const misread: string[] = []
    for (const [message, industry] of FIRST_MESSAGES) {
      const read = (await understand(message)).industry
      if (read !== industry) misread.push(`${message} → ${read ?? 'none'} (not ${industry})`)
    }
    expect(FIRST_MESSAGES.length - misread.length, misread.join('\n')).toBeGreaterThanOrEqual(READ_RIGHT_AT_LEAST)
  })

  it('gives no word to two industries in a language, neither as an example nor as an industry’s own name', () => {
    for (const language of LANGUAGES) {
      const owners = new Map<string, Set<Industry>>()
      const own = (industry: Industry) => {
        const local = industryName(industry, language).toLowerCase()
        return [local, ...local.split(language === 'en' ? /\s*&\s*/ : /\s+(?:y|et|e)\s+|,\s*/)]
      }
      for (const industry of INDUSTRIES)
        for (const name of [...own(industry), ...(INDUSTRY_EXAMPLES[industry]?.[language] ?? [])]) {
          // As the recogniser compares them: without accents or case, an elision's apostrophe a space.
          const key = name
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/\s*['’]\s*/g, ' ')
          owners.set(key, (owners.get(key) ?? new Set()).add(industry))
        }
      const shared = [...owners].filter(([, industries]) => industries.size > 1)
      expect(shared.map(([name, industries]) => `${language} “${name}”: ${[...industries].join(', ')}`)).toEqual([])
    }
  })

  it('recognises each word, said on its own, as its industry, whole', async () => {
    const { ner } = await languageEngine()
    const unread: string[] = []
    for (const industry of INDUSTRIES)
      for (const language of LANGUAGES)
        for (const name of INDUSTRY_EXAMPLES[industry]?.[language] ?? []) {
          // A name the tokenizer reads otherwise ("chambre d'hôtes" as 'chambre d hôtes') never matches.
          const { entities } = await ner.process({ locale: language, text: name })
          const whole = entities.some(
            (e) => e.entity === 'industry' && e.option === industry && e.utteranceText?.length === name.length,
          )
          if (!whole) unread.push(`${language} “${name}” (${industry})`)
        }
    expect(unread).toEqual([])
  })
})
