/**
 * Who is writing to the offline AI Architect, from their own words: a name they give ('I'm Dana',
 * 'me llamo Ana'), sign with ('Cheers, Dana') or write beside their address, and the company they
 * name ('I work at Northwind Health') or sign with ('Marco Feld, VP engineering, Coldbox Vending').
 */
import { COUNTRIES } from '~/lib/countries'
import { INDUSTRIES, type Industry } from '~/lib/industries'
import { LANGUAGES, type Language } from './corpus'
import { folded, VOCABULARY, wordsOf } from './words'

/** Introductions that give a name, in each language ('I'm Dana', 'me llamo Ana', 'je m'appelle Luc'). */
const NAME_GIVEN =
  /\b(?:my name is|my name's|name's|this is|me llamo|mi nombre es|je m['’]appelle|mon nom est|moi c['’]est)\s+(\p{L}[\p{L}'’-]{1,30}(?:\s+\p{Lu}[\p{L}'’-]{1,30})?)/iu
/** 'Dana Whitfield here, …', 'Hi, Dana here': a name the message opens with, signed 'here'. */
const NAME_HERE =
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]ola|[Bb]uenas|[Bb]onjour|[Ss]alut)\b[\s,!.–—-]*)?(\p{Lu}\p{Ll}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:here|aquí|ici)\b/u
/** 'I'm Dana', 'soy Ana', 'je suis Luc': a name only with a capital, and not a word we know. */
const NAME_INTRODUCED =
  /\b(?:I'm|I’m|I am|Im|[Ss]oy|[Jj]e suis)\s+(\p{Lu}[\p{Ll}'’-]{1,30}(?:\s+\p{Lu}[\p{Ll}'’-]{1,30})?)(?=$|[\s,.!;])/u

/**
 * 'it's Marc Tremblay', 'c'est Julie Roux', 'soy yo, Ana Gil': a name said as who is speaking, at
 * a clause's end ('c'est Paris qui décide' names a city, not the visitor).
 */
const NAME_SAID =
  /\b(?:[Ii]t['’]s|[Ii]t is|[Cc]['’]est|[Ss]oy yo,?)\s+(\p{Lu}[\p{Ll}'’-]{1,30}(?:\s+\p{Lu}[\p{Ll}'’-]{1,30})?)\s*(?=$|[,.!;])/u

function titleCase(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
}

/** A word the examples use, in any language: not a person's name ('Looking', 'Interested'). */
const isKnownWord = (word: string) => LANGUAGES.some((l) => VOCABULARY[l].has(word.toLowerCase()))
const COMMON_AFTER_I_AM =
  /^(?:interested|happy|curious|new|fine|good|great|ok|okay|sure|not|just|also|still|here|from|with|in|at|a|an|the)$/i

/**
 * A name signed after a closing ('Kind regards, Marcus (procurement, Helix Pharma)', 'Cheers,
 * Dana', 'Cordialement, Julie Roux'): at the message's start or a sentence's, and ending the
 * message or followed by a comma or a bracket, so that 'thanks, Tuesday works' is no signature.
 */
const NAME_SIGNED =
  /(?:^|[.!?\n]\s*)(?:(?:[Kk]ind |[Bb]est |[Ww]arm(?:est)? )?[Rr]egards|[Bb]est|[Cc]heers|[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Ss]incerely|(?:[Uu]n )?[Ss]aludos?|[Aa]tentamente|[Cc]ordialement|[Bb]ien à vous|[Mm]erci)\s*,?\s+(\p{Lu}\p{Ll}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*(?=$|[,(.!])/u

/** A title before a name ("I'm Dr. Anil Mehta", 'soy la Dra. Ruiz'): the name is what follows it. */
const TITLE = /\b(?:Dr|Dra|Mr|Mrs|Ms|Prof|Sr|Sra|Mme|Mlle)\.?\s+(?=\p{Lu})/gu

function nameIn(written: string, industry: Industry | null, language: Language): string | undefined {
  const text = written.replace(TITLE, '')
  for (const pattern of [NAME_GIVEN, NAME_INTRODUCED, NAME_HERE, NAME_SAID, NAME_SIGNED]) {
    const name = pattern.exec(text)?.[1]
    if (!name) continue
    const first = name.split(/\s+/)[0]!
    if (
      COMMON_AFTER_I_AM.test(first) ||
      // 'it's Thursday', 'c'est lundi': a day, not a name.
      CALENDAR_WORD.test(first) ||
      // A word of the message's own language ('Looking'); another language's is a name ('Dan here'
      // is no Spanish 'dan').
      VOCABULARY[language].has(first.toLowerCase()) ||
      (industry && industry.toLowerCase().includes(first.toLowerCase()))
    )
      continue
    return titleCase(name)
  }
  return undefined
}

/**
 * A name written beside the visitor's e-mail ('Dana Whitfield, dana.whitfield@summitcu.org',
 * 'luc@acme.fr (Luc Martin)'): capitalised words just before or after it, taken when the address
 * holds the first name or the first word is no word the examples use ('Thanks' is no name).
 */
const CALENDAR_WORD =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|hoy|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain)$/i

export function nameBesideEmail(text: string): string | undefined {
  const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)
  if (!email) return undefined
  const local = email[0].split('@')[0]!.toLowerCase()
  const NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2})`
  const candidates = [
    new RegExp(`${NAME}\\s*[,:(–—-]?\\s*$`, 'u').exec(text.slice(0, email.index))?.[1],
    new RegExp(`^\\s*[,(–—-]?\\s*${NAME}`, 'u').exec(text.slice(email.index + email[0].length))?.[1],
    // The message opens with the name, a job title between it and the address ('Marisol Ortega, ops
    // manager, marisol.ortega@…'): taken only when the address holds the first name.
    new RegExp(`^\\s*${NAME}\\s*[,(–—-]`, 'u').exec(text.slice(0, email.index))?.[1],
  ]
  for (const [i, name] of candidates.entries()) {
    const first = name?.split(/\s+/)[0]
    if (!name || !first) continue
    const confirmed = local.includes(first.toLowerCase())
    if (i === 2 && !confirmed) continue
    if (CALENDAR_WORD.test(first)) continue
    if (confirmed || !(COMMON_AFTER_I_AM.test(first) || isKnownWord(first))) return titleCase(name)
  }
  return undefined
}

/**
 * Words of a job title ('VP engineering', 'directrice des opérations', 'geóloga jefa', 'socia',
 * 'chef de projet'), and the short titles people sign with ('CISO', 'RSE', 'DSI', 'DAF', 'RH'): a
 * role, not a company.
 */
const JOB_TITLE =
  /(?<![\p{L}])(?:ceo|cto|cfo|coo|cio|ciso|cmo|cmio|cdo|cpo|cro|cso|cco|chro|vp|svp|evp|md|gm|hr|rrhh|rh|drh|rse|dsi|daf|raf|dg|pdg|dga|rssi|dpo|president\p{L}*|présidente?|vicepresident\p{L}*|direct\p{L}*|manager|head|lead|chief|officer|founder|co-?founder|fondat\p{L}*|partner|associ\p{L}*|soci[oa]|owner|engineer\p{L}*|ingénieur\p{L}*|ingenier\p{L}*|gerente|gérant\p{L}*|jef[ae]|chef|responsable|encargad[oa]|supervis\p{L}*|dueñ[oa]|ge[oó]log\p{L}*|géologue|analyst\p{L}*|analista|coordinat\p{L}*|coordinador\p{L}*|superintendent\p{L}*|administra\p{L}*|admin|specialist|consultant\p{L}*|asesor\p{L}*|conseill\p{L}*|principal|secretar\p{L}*|tesorer\p{L}*|treasurer|buyer|procurement|compras|achats|ops|operations|opérations)(?![\p{L}])/iu
/**
 * Titles that head a department: the 'of', 'de' or 'des' after one names the department ('Head of
 * Safety', 'jefa de Seguridad', 'directeur des achats', 'VP of Engineering'), where an owner's names
 * the company ('CEO of Brightline Robotics', 'socia de Talento Norte').
 */
const HEADS_A_DEPARTMENT = String.raw`head|direct(?:or|ora|eur|rice)|vp|svp|evp|vice[- ]?president\p{L}*|manager|lead|chief|jef[ae]|chef|responsable|gerente|encargad[oa]|coordinat\p{L}*|coordinador\p{L}*|superintendent\p{L}*`
const DEPARTMENT_OF = new RegExp(
  String.raw`(?<![\p{L}])(?:${HEADS_A_DEPARTMENT})\s+(?:of|de|del|de la|du|des|d['’])\s*(?:(?:the|el|la|los|las|le|les)\s+|l['’])?$`,
  'iu',
)
/**
 * Words of a department ('Mission Ops', 'Safety', 'Recursos Humanos', 'Systèmes d'information'):
 * after a role that heads one, what the department is, not the company.
 */
const DEPARTMENT_WORD =
  /(?<![\p{L}])(?:operations?|ops|safety|security|engineering|sales|marketing|finance|accounting|hr|people|talent|human|it|technology|tech|products?|data|analytics|procurement|purchasing|supply|logistics|maintenance|quality|compliance|risk|legal|customers?|support|research|r&d|innovation|strategy|manufacturing|production|facilities|fleet|growth|design|infrastructure|digital|clinical|nursing|underwriting|claims|payroll|training|communications|partnerships|business|development|projects?|operaciones|seguridad|ventas|compras|finanzas|contabilidad|rrhh|recursos|personas|tecnología|sistemas|informática|producto|datos|logística|mantenimiento|calidad|cumplimiento|riesgos?|clientes?|atención|investigación|innovación|estrategia|producción|planta|flota|proyectos?|desarrollo|comunicación|formación|infraestructura|negocios?|opérations|sécurité|ventes|achats|finances|comptabilité|rh|ressources|informatique|systèmes|produits?|données|logistique|qualité|conformité|risques|juridique|clients?|clientèle|recherche|stratégie|usine|flotte|projets?|développement|infrastructures?|rse)(?![\p{L}])/iu
/** A legal form ('Ltd', 'GmbH', 'SA', 'SARL'): the words it ends are a company's, whatever else they hold. */
const LEGAL_FORM =
  /(?<![\p{L}])(?:Inc|Ltd|LLC|LLP|PLC|Plc|Corp|GmbH|AG|BV|NV|SA|SAS|SARL|SL|SLU|SRL|SpA|Co|Cie|Cía|Hnos|S\.A|S\.L)(?![\p{L}])/u

/**
 * What the words after a role's 'of' or 'de' are: a department after a role that heads one ('Head
 * of Safety', 'gerente de Operaciones'), a company after any other ('CEO of Brightline Robotics')
 * or with a legal form, and either when nothing tells ('gerente de Frigoríficos Molina e Hijos').
 */
function afterRole(before: string, named: string): 'department' | 'company' | 'either' {
  if (!DEPARTMENT_OF.test(before) || LEGAL_FORM.test(named)) return 'company'
  return DEPARTMENT_WORD.test(named) ? 'department' : 'either'
}

/**
 * Words that make capitalised words a company's name, in the three languages ('Groupe Calcaire de
 * Bourgogne', 'Talento Norte Consultores', 'Riverside Park Stadium', 'Benítez & Shaw CPAs'): never a
 * person, nor a role for a job title's word in it ('Northwind Engineering Ltd').
 */
const COMPANY_WORD =
  /(?<![\p{L}])(?:inc|ltd|llc|llp|plc|corp|corporation|company|co|cpas?|gmbh|ag|bv|nv|sa|sas|sarl|sl|slu|srl|spa|group|groupe|grupo|holdings?|partners|associates|asociados|associés|consult(?:ing|ants|ores)|conseil|solutions|soluciones|systems|sistemas|systèmes|services|servicios|industries|industrias|technologies|tecnologías|labs?|laboratori(?:es|os)|enterprises|empresas?|compañía|cía|compagnie|cie|société|hermanos|hnos|frères|fils|foundation|fundación|fondation|university|universidad|université|hospital|hôpital|clinic|clínica|clinique|stadium|estadio|stade|club|hotels?|hoteles|hôtels?|bank|banco|banque|cooperative|cooperativa|coopérative|council|ayuntamiento|mairie|agency|agencia|agence|studios?|estudio|logistics|logística|transports?|transportes)(?![\p{L}])/iu
/** What opens a segment that gives who is writing ('I'm Dale Brandt', 'soy Camila Rojas', 'ok,'). */
const SELF_INTRODUCED =
  /(?:i['’]m|i am|this is|my name is|soy|me llamo|mi nombre es|je suis|je m['’]appelle|c['’]est|moi c['’]est)\s+$/iu
const SIGN_OPENER = new RegExp(
  String.raw`^(?:(?:ok|okay|sure|great|perfect|thanks|vale|listo|dale|buena|bueno|perfecto|gracias|parfait|d['’]accord|merci)[\s,!.]+)*(?:${SELF_INTRODUCED.source.replace('\\s+$', '')}\s+)?`,
  'iu',
)
/** A company after a role or on its own: 'chez Colis Express Rive-Nord', 'socia en Talento Norte', 'del Club Atlético Alberdi', 'of Ghost Pepper Republic'. */
const COMPANY_AFTER =
  /(?:^|\s)(?:at|of|for|from|with|chez|en|de|del|de la|du|des|d['’])\s+(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:(?:&|e|y|et|and|de|del|du|des|of)\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*){0,4})\s*$/u
const COMPANY_NAME =
  /^\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:(?:&|e|y|et|and|de|del|do|da|dos|das|du|des|of|the|la|los|las|le|les)\s+)?(?:[ld]['’])?(?:\p{Lu}|\d)[\p{L}\p{N}&.'’-]*){0,5}$/u
/** A first and a last name or three, capitalised ('Fiona MacLeod', 'Jean-François Tremblay'). */
const PERSON = /^(\p{Lu}\p{Ll}+(?:[-\s]\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?){1,3})$/u

/**
 * Who is writing, from a line that signs the message the way people sign one ('Marco Feld, VP
 * engineering, Coldbox Vending, mfeld@…', 'Soy Camila Rojas, geóloga jefa, Minera Cerro Blanco',
 * 'rappelez-moi jeudi. Mathieu Gagnon, directeur des opérations chez Colis Express Rive-Nord'):
 * its parts between commas, the person first, then a role, then the company. A person is taken
 * when the address holds their first or last name, or when they introduce themselves; the company
 * is read from the parts after the person (companySignedIn), never the role between them.
 */
export function signedBy(
  text: string,
  emailLocal?: string,
  options: { callAsked?: boolean } = {},
): { name?: string; company?: string } {
  const local = emailLocal ? folded(emailLocal) : ''
  const parts = text.split(/[,;\n]|\s[–—-]\s|:\s|(?<=[.!?])\s+/).map((part) => part.trim().replace(/[.!?]+$/, ''))
  for (const [i, part] of parts.entries()) {
    // ('Dale Kowalski' opens with a word that says 'ok' in Spanish: the opener is then no opener.)
    const opener = SIGN_OPENER.exec(part)![0]
    const opened = PERSON.test(part.slice(opener.length).replace(TITLE, '')) ? opener : ''
    const person = PERSON.exec(part.slice(opened.length).replace(TITLE, ''))?.[1]
    if (!person || COMPANY_WORD.test(person)) continue
    const words = person.split(/[-\s]+/)
    const confirmed = Boolean(local) && [words[0]!, words.at(-1)!].some((w) => local.includes(folded(w)))
    // ('Dale Kowalski, …, dkowalski@…': a first name that is a word too is a name the address holds.)
    if (
      words.some((w) => CALENDAR_WORD.test(w)) ||
      (!confirmed && (isKnownWord(words[0]!) || COMMON_AFTER_I_AM.test(words[0]!)))
    )
      continue
    const introduced = SELF_INTRODUCED.test(opened)
    const company = companySignedIn(parts.slice(i + 1))
    // A call asked for vouches for a name signed with a company after it ('Cody Harlan, Caprock
    // Electric Cooperative', 'Nadia Hussain, Head of Safety, Riverside Park Stadium'), not for two
    // capitalised words alone.
    const signedWithCompany = options.callAsked && (Boolean(company) || COMPANY_NAME.test(parts[i + 1] ?? ''))
    if (!confirmed && !introduced && !signedWithCompany) continue
    return { name: titleCase(person), ...(company ? { company } : {}) }
  }
  return {}
}

/** A department signed as the role ('operaciones', 'qualité', 'IT & data'): its words and their joins only. */
const isDepartment = (part: string) =>
  wordsOf(part).every((word) => DEPARTMENT_WORD.test(word) || /^(?:&|and|y|e|et|of|de|del|des|du)$/.test(word))

/**
 * Capitalised words a company's name ends with a company word ('Smith & Associates', 'Northwind
 * Engineering Ltd') or opens with one ('Grupo Ingenieros del Norte'), unless a role's word ends
 * them ('Club Manager', 'Hotel General Manager').
 */
function namesACompany(part: string) {
  const words = part.split(/\s+/)
  if (!COMPANY_NAME.test(part) || JOB_TITLE.test(words.at(-1)!)) return false
  return COMPANY_WORD.test(words.at(-1)!) || COMPANY_WORD.test(words[0]!)
}

/**
 * The company a part of a signature ends with after 'at', 'chez', 'en', 'of' or 'de', past the
 * department a role heads ('jefa de Seguridad del Estadio Municipal' is the stadium's); `opens`
 * when the part opens with it ('del Club Atlético Alberdi').
 */
function companyAfter(part: string): { company: string; opens: boolean; either: boolean } | undefined {
  for (let from = 0; ;) {
    const found = COMPANY_AFTER.exec(part.slice(from))
    if (!found) return undefined
    const at = from + found.index + found[0].indexOf(found[1]!)
    const named = afterRole(part.slice(0, at), found[1]!)
    if (named !== 'department')
      return { company: found[1]!, opens: from + found.index === 0, either: named === 'either' }
    // On past the department's first word, to the next 'of', 'del' or 'at'.
    const space = part.slice(at).search(/\s/)
    if (space < 0) return undefined
    from = at + space
  }
}

/**
 * The company in the parts of a signature after the person: the first that is no role ('Minera
 * Cerro Blanco'), or what follows a role's 'at', 'chez', 'en' or an owner's 'of' or 'de'; a role
 * that heads a department ('Head of Mission Ops', 'gerente de Operaciones') names no company, and a
 * short title alone ('RSE') is a role before a company's name.
 */
function companySignedIn(parts: string[]): string | undefined {
  for (const [i, after] of parts.entries()) {
    // The address taken out of 'Mark Villanueva, mark.v@…, Ortigas Connect BPO' leaves an empty part.
    if (!after) continue
    if (/@|\?|\d{3}/.test(after)) break
    const role = (JOB_TITLE.test(after) || isDepartment(after)) && !namesACompany(after)
    // 'directeur des opérations chez Colis Express Rive-Nord', 'del Club Atlético Alberdi'.
    const found = companyAfter(after)
    // 'Head of Mission Assurance, Polaris Imaging': the company signed after a department, if any.
    if (found && (role || found.opens)) return (found.either && companySignedIn(parts.slice(i + 1))) || found.company
    if (role) continue
    // 'DRI, Groupe Calcaire de Bourgogne': a title in capitals, then the company's name.
    if (/^\p{Lu}{2,5}$/u.test(after) && namesACompany(parts.slice(i + 1).find(Boolean) ?? '')) continue
    // 'Minera Cerro Blanco', 'Benítez & Shaw CPAs': a name of capitalised words and their joins.
    if (COMPANY_NAME.test(after) && !(wordsOf(after).length === 1 && isKnownWord(after))) return after
    return undefined
  }
  return undefined
}

/**
 * A name signed at the end of a message that asks for a call ('book me a call thursday. Priya
 * Raman, Cascade Valley Power', '… cette semaine ? Nadia Benali'): a first and a last name, each
 * capitalised, alone after the last sentence's end, and the company after a comma. Only with a
 * call asked for, since two capitalised words at a message's end are more often a product
 * ('we use Epic Systems').
 */
const SIGNATURE =
  /(?:^|[.!?:;]\s+|\n)(\p{Lu}\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2})(?:\s*,\s*([^.!?\n,]{2,60}?))?\s*[.!]?\s*$/u

function signatureIn(text: string): { name: string; company?: string } | undefined {
  const found = SIGNATURE.exec(text.trim())
  if (!found) return undefined
  const name = found[1]!
  const first = name.split(/\s+/)[0]!
  if (CALENDAR_WORD.test(first) || COMMON_AFTER_I_AM.test(first) || isKnownWord(first)) return undefined
  const company = found[2]?.trim()
  // 'Lena Fischer, Head of Mission Ops': a role signed after the name is no company.
  const role = company && JOB_TITLE.test(company) && !namesACompany(company)
  return company && /\p{Lu}/u.test(company) && !isKnownWord(company) && !role ? { name, company } : { name }
}

/** The visitor's company, when they name it with capitals ('I work at Northwind Health', 'trabajo en Acme'). */
function companyIn(text: string): string | undefined {
  const named =
    /\b(?:[iI] work (?:at|for)|[wW]e are|we're|i'm (?:with|from)|i am (?:with|from)|(?:I'm|I am|this is|[Ss]oy|[Jj]e suis|[Mm]e llamo|[Jj]e m'appelle) \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?,? (?:[^,.!?]{0,40} )?(?:from|at|with|de|chez)|chez|our company(?: is|,)?|company (?:is|called)|here from|calling from|at|on behalf of|de (?:la (?:société|empresa|compagnie|compañía)|l['’]entreprise)|[Tt]rabajo (?:en|para)|[Jj]e travaille (?:chez|pour))\s+(?:(?:the|el|la|los|las|le|les)\s+|l['’])?(\p{Lu}[\p{L}\p{N}&.'-]*(?:\s+(?:(?:&|of|de|del|du|des)\s+)?\p{Lu}[\p{L}\p{N}&.'-]*){0,3})/u.exec(
      text,
    )
  // A company's name ends at a sentence's end ('at Northbank. We process…'), not at an
  // abbreviation's full stop ('St. Agnes Medical Center').
  const company = named?.[1]?.split(/,\s|(?<!\b(?:St|Ste|Mt|Dr))\.\s/)[0]?.replace(/[.,]$/, '')
  if (!company || isKnownWord(company)) return undefined
  // 'soy Ana Gil, jefa de Seguridad': a department, not a company.
  if (afterRole(text.slice(0, named!.index + named![0].length - named![1]!.length), named![1]!) === 'department')
    return undefined
  // 'we're UK based', 'we are a Texas-based…' say where, not who.
  if (/^[\s-]*based\b/i.test(text.slice(named!.index + named![0].length))) return undefined
  if (COUNTRIES.some(({ name, code }) => company === code || company.toLowerCase() === name.toLowerCase()))
    return undefined
  if (INDUSTRIES.some((industry) => industry.toLowerCase() === company.toLowerCase())) return undefined
  return company
}

/**
 * Who a message says is writing, and their company: a name given or signed and a company named
 * ('I work at Northwind Health') first; then, with a call asked for or the name just asked, a
 * signature ending the message; then a line signed the way people sign one (signedBy), which a call
 * asked for vouches for without an address.
 */
export function writerIn(
  text: string,
  industry: Industry | null,
  language: Language,
  options: { callAsked: boolean; nameAsked: boolean },
): { name?: string; company?: string } {
  let name = nameIn(text, industry, language)
  let company = companyIn(text)
  const signed = options.callAsked || options.nameAsked ? signatureIn(text) : undefined
  if (signed && !name) name = signed.name
  if (signed?.company && !company) company = signed.company
  // With a call asked for, a signature needs no address to vouch for it ('call me monday. Cody
  // Harlan, Caprock Electric Cooperative').
  const introduced = signedBy(text, undefined, { callAsked: options.callAsked })
  if (introduced.name && !name) name = introduced.name
  if (introduced.company && !company) company = introduced.company
  return { ...(name ? { name } : {}), ...(company ? { company } : {}) }
}

/** A short answer to the name just asked ('priya', 'Dana Whitfield'): a name unless its first word is one the examples use. */
export function nameAnswered(answer: string): string | undefined {
  const first = wordsOf(answer)[0]
  return first && !COMMON_AFTER_I_AM.test(first) && !isKnownWord(first) ? titleCase(answer) : undefined
}
