// A blind check of the offline AI Architect's intent classifier (app/.server/chat/architect/
// understand.ts): buyers' follow-up questions, in English, Spanish and French, written apart from
// the examples it is trained on (corpus.ts), none of them copied from there, each with the intent
// it should be read as. The classifier generalises from a few examples per intent, so it is not
// expected to read every one of them right; the figure below is what it reads right now, and a
// change to the examples or the rules that reads fewer fails here.
//
// A question counts as read right when the business intents understood (everything but the social
// ones: greeting, thanks, goodbye, yes, no, an introduction) are exactly the expected one; a cost
// for a year may come with the monthly price too, since the dialogue answers the year first.
import { describe, expect, it } from 'vitest'
import { readMessage, type Intent, type Language } from '~/.server/chat/architect/understand'

/** Written 2026-11-28 before the examples were widened; the examples were not tuned to these sentences. */
const QUESTIONS: ReadonlyArray<[Language, string, Intent]> = [
  ['en', 'what does your security posture look like, encryption at rest and in transit?', 'knowledge.security'],
  ['en', 'has anyone done a penetration test on your platform recently?', 'knowledge.security'],
  ['es', '¿los datos van cifrados?', 'knowledge.security'],
  ['es', '¿qué certificaciones de seguridad tienen?', 'knowledge.security'],
  ['fr', 'vos données sont-elles chiffrées ?', 'knowledge.security'],
  ['fr', 'vous avez passé un audit de sécurité ?', 'knowledge.security'],

  ['en', 'our compliance team needs a signed BAA before anything, is that ok?', 'knowledge.agreements'],
  ['en', 'can you send over your DPA and the list of subprocessors?', 'knowledge.agreements'],
  ['es', '¿nos pueden firmar un contrato de encargado del tratamiento?', 'knowledge.agreements'],
  ['es', '¿tienen un acuerdo de procesamiento de datos que podamos revisar?', 'knowledge.agreements'],
  ['fr', 'pouvez-vous nous envoyer votre accord de traitement des données ?', 'knowledge.agreements'],
  ['fr', 'est-ce que vous signez un DPA conforme au RGPD ?', 'knowledge.agreements'],

  ['en', 'is everything hosted in the US or can we pick Europe?', 'knowledge.residency'],
  ['en', 'could we run it inside our own AWS account?', 'knowledge.residency'],
  ['es', '¿los datos salen de la Unión Europea?', 'knowledge.residency'],
  ['es', '¿se puede desplegar en nuestra propia infraestructura?', 'knowledge.residency'],
  ['fr', 'les données sont hébergées où exactement ?', 'knowledge.residency'],
  ['fr', 'on peut l’installer chez nous, sur nos propres serveurs ?', 'knowledge.residency'],

  ['en', 'is our stuff used to train your models?', 'knowledge.training'],
  ['en', 'will the patient records we send ever be used to retrain the AI?', 'knowledge.training'],
  ['es', '¿la información que subamos se usa para entrenar el modelo?', 'knowledge.training'],
  ['es', '¿nuestros datos se reutilizan para otros clientes?', 'knowledge.training'],
  ['fr', 'est-ce que nos données servent à entraîner l’IA ?', 'knowledge.training'],
  ['fr', 'vous réutilisez nos contrats pour améliorer le modèle ?', 'knowledge.training'],

  ['en', 'once we stop using it, do you wipe our data?', 'knowledge.retention'],
  ['en', "what's your data retention policy?", 'knowledge.retention'],
  ['es', '¿durante cuánto tiempo conservan la información?', 'knowledge.retention'],
  ['es', 'si cancelamos, ¿eliminan todos nuestros datos?', 'knowledge.retention'],
  ['fr', 'quelle est votre politique de conservation des données ?', 'knowledge.retention'],
  ['fr', 'si on résilie, vous supprimez tout ?', 'knowledge.retention'],

  ['en', 'what kind of support do we get if something breaks at 2am?', 'knowledge.support'],
  ['en', 'is there a dedicated support team or just email?', 'knowledge.support'],
  ['es', '¿tienen soporte 24 horas?', 'knowledge.support'],
  ['es', '¿qué tiempo de respuesta garantizan si hay una incidencia?', 'knowledge.support'],
  ['fr', 'vous avez un SLA ?', 'knowledge.support'],
  ['fr', 'le support est disponible le week-end ?', 'knowledge.support'],

  ['en', 'will it talk to our EHR?', 'knowledge.integrations'],
  ['en', 'is there a REST API or webhooks we can hook into?', 'knowledge.integrations'],
  ['es', '¿se puede conectar con SAP?', 'knowledge.integrations'],
  ['es', '¿funciona con nuestro CRM?', 'knowledge.integrations'],
  ['fr', 'ça marche avec Salesforce ?', 'knowledge.integrations'],
  ['fr', 'est-ce compatible avec notre logiciel de gestion ?', 'knowledge.integrations'],

  ['en', 'could we run a 30-day pilot on a subset of our data?', 'knowledge.trial'],
  ['en', 'is there a sandbox we can play with first?', 'knowledge.trial'],
  ['es', '¿podemos hacer un piloto con nuestros propios datos?', 'knowledge.trial'],
  ['es', '¿hay versión de prueba?', 'knowledge.trial'],
  ['fr', 'est-ce qu’on peut faire un pilote ?', 'knowledge.trial'],
  ['fr', 'vous proposez une période d’essai ?', 'knowledge.trial'],

  ['en', 'which hospitals are already using this?', 'knowledge.references'],
  ['en', 'could you put me in touch with a current client?', 'knowledge.references'],
  ['es', '¿tienen algún caso de éxito que nos puedan enseñar?', 'knowledge.references'],
  ['es', '¿qué clientes tienen en banca?', 'knowledge.references'],
  ['fr', 'quels clients utilisent déjà votre solution ?', 'knowledge.references'],
  ['fr', 'vous pouvez me mettre en contact avec un client ?', 'knowledge.references'],

  ['en', 'what does implementation look like on our side, how many IT people do we need?', 'knowledge.onboarding'],
  ['en', 'how many weeks from signing to go-live?', 'knowledge.onboarding'],
  ['es', '¿cuánto tiempo lleva la implementación?', 'knowledge.onboarding'],
  ['es', '¿ustedes se encargan de la instalación o lo hacemos nosotros?', 'knowledge.onboarding'],
  ['fr', 'combien de temps faut-il pour déployer la solution ?', 'knowledge.onboarding'],
  ['fr', 'qui s’occupe de l’installation et de la formation des équipes ?', 'knowledge.onboarding'],

  ['en', "ok so what's the process from here?", 'knowledge.nextSteps'],
  ['en', "what would the next step be if we're interested?", 'knowledge.nextSteps'],
  ['es', '¿cómo seguimos?', 'knowledge.nextSteps'],
  ['es', 'si nos interesa, ¿qué tenemos que hacer?', 'knowledge.nextSteps'],
  ['fr', 'on fait quoi maintenant ?', 'knowledge.nextSteps'],
  ['fr', 'si ça nous intéresse, quelle est la suite ?', 'knowledge.nextSteps'],

  ['en', "what's the monthly subscription?", 'price'],
  ['en', 'roughly what budget should I set aside for this?', 'price'],
  ['es', '¿qué costo tiene la licencia?', 'price'],
  ['es', '¿me pasan una cotización?', 'price'],
  ['fr', 'quel budget faut-il prévoir ?', 'price'],
  ['fr', 'vous pouvez m’envoyer un devis ?', 'price'],

  ['en', 'what would the annual contract value be?', 'yearlyCost'],
  ['en', "what's the total per year for three hospitals?", 'yearlyCost'],
  ['es', '¿cuánto pagaríamos en un año?', 'yearlyCost'],
  ['es', '¿cuál sería el coste anual para cuatro clínicas?', 'yearlyCost'],
  ['fr', 'ça revient à combien à l’année ?', 'yearlyCost'],
  ['fr', 'quel budget annuel pour nos trois usines ?', 'yearlyCost'],

  ['en', 'can I just talk to someone in sales please?', 'human'],
  ['en', "I'd like to speak with an actual salesperson", 'human'],
  ['es', '¿me comunica con un asesor?', 'human'],
  ['es', 'quiero hablar con un comercial', 'human'],
  ['fr', 'je peux parler à un vrai commercial ?', 'human'],
  ['fr', 'je voudrais échanger avec une personne de votre équipe', 'human'],

  ['en', 'could someone give me a ring on Thursday?', 'callback'],
  ['en', 'can we book a 30 minute demo?', 'callback'],
  ['es', '¿me pueden agendar una demo?', 'callback'],
  ['es', 'prefiero que me llamen por teléfono', 'callback'],
  ['fr', 'est-ce qu’on peut planifier une démo ?', 'callback'],
  ['fr', 'un de vos collègues peut me téléphoner ?', 'callback'],

  ['en', 'is there any flexibility on the price?', 'discount'],
  ['en', 'do you have special pricing for charities?', 'discount'],
  ['es', '¿hay algún descuento por volumen?', 'discount'],
  ['es', '¿me pueden hacer un mejor precio?', 'discount'],
  ['fr', 'y a-t-il une remise pour un engagement de trois ans ?', 'discount'],
  ['fr', 'vous pouvez faire un geste sur le prix ?', 'discount'],

  ['en', 'will you agree to our standard MSA?', 'contract'],
  ['en', 'can you commit in the contract to 98% accuracy?', 'contract'],
  ['es', '¿aceptan nuestro contrato marco?', 'contract'],
  ['es', '¿pueden incluir una cláusula de penalización en el contrato?', 'contract'],
  ['fr', 'acceptez-vous nos conditions générales d’achat ?', 'contract'],
  ['fr', 'pouvez-vous vous engager contractuellement sur la précision ?', 'contract'],

  ['en', 'which of the two would you pick for us?', 'compare'],
  ['en', 'how is MedScan different from ClaimFlow?', 'compare'],
  ['es', '¿en qué se diferencian?', 'compare'],
  ['es', '¿cuál me conviene más, este o el otro?', 'compare'],
  ['fr', 'lequel des deux nous conviendrait le mieux ?', 'compare'],
  ['fr', 'qu’est-ce qui les distingue ?', 'compare'],

  ['en', 'how long has your company been around?', 'company'],
  ['en', "who's behind Aivora?", 'company'],
  ['es', '¿quiénes son ustedes?', 'company'],
  ['es', '¿a qué se dedica su empresa?', 'company'],
  ['fr', 'vous êtes une société de quelle taille ?', 'company'],
  ['fr', 'que fait votre entreprise exactement ?', 'company'],

  ['en', "what's the false positive rate?", 'aboutModel'],
  ['en', 'does it work with low-quality scans?', 'aboutModel'],
  ['es', '¿funciona en tiempo real?', 'aboutModel'],
  ['es', '¿qué tan preciso es el modelo?', 'aboutModel'],
  ['fr', 'il fonctionne en temps réel ?', 'aboutModel'],
  ['fr', 'quel est le taux d’erreur ?', 'aboutModel'],

  ['en', "we're drowning in invoices and need to process them faster", 'need'],
  ['en', 'our underwriters take days to price a policy', 'need'],
  ['es', 'tenemos demasiadas reclamaciones y no damos abasto', 'need'],
  ['es', 'buscamos algo para prever la demanda en nuestras tiendas', 'need'],
  ['fr', 'nos juristes passent trop de temps à relire des contrats', 'need'],
  ['fr', 'on cherche une solution pour détecter les défauts sur la ligne de production', 'need'],
]

/** What the visitor says besides the business of the question: greetings, thanks, yes, no, a name. */
const SOCIAL = new Set(['greeting', 'thanks', 'goodbye', 'affirm', 'decline', 'introduce'])

/** How many of the questions the classifier reads right: at least this many (50 before the examples were widened). */
const READ_RIGHT_AT_LEAST = 82

/** Whether a question is read as its intent alone (a year's cost may bring the monthly price along). */
async function readRight([language, question, expected]: (typeof QUESTIONS)[number]) {
  const { understood } = await readMessage(question, { conversation: language })
  const business = [...understood.intents].filter((i) => !SOCIAL.has(i))
  const allowed = expected === 'yearlyCost' ? new Set<string>([expected, 'price']) : new Set<string>([expected])
  return { read: business, right: business.includes(expected) && business.every((i) => allowed.has(i)) }
}

describe('the intent classifier on buyers’ questions it was not trained on', () => {
  it(`reads at least ${READ_RIGHT_AT_LEAST} of the ${QUESTIONS.length} right`, async () => {
    const misread: string[] = []
    let right = 0
    for (const question of QUESTIONS) {
      const result = await readRight(question)
      if (result.right) right++
      else misread.push(`${question[2]} ← “${question[1]}” read as [${result.read.join(', ')}]`)
    }
    console.info(`read right: ${right}/${QUESTIONS.length}\n${misread.join('\n')}`)
    expect(right).toBeGreaterThanOrEqual(READ_RIGHT_AT_LEAST)
  }, 60_000)
})
