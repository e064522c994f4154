/**
 * CSV for the sales desk's export (/admin/requests.csv): RFC 4180 (every cell quoted, quotes
 * doubled, CRLF line ends), and safe to open in a spreadsheet: a cell that starts with = + - @, a
 * tab or a carriage return would be read as a formula (formula injection: a visitor's name
 * `=HYPERLINK(…)` running on a salesperson's machine), so it gets a leading single quote, which
 * spreadsheets show as plain text. A phone number written with its country code ('+44 20 7946
 * 0958') starts with + too, but is data: made only of digits, spaces, parentheses, dots and
 * hyphens it names no function, cell, sheet or program, so it is left as it is (decision 075).
 * The file starts with a UTF-8 byte-order mark, so Excel reads the text as UTF-8 rather than the
 * machine's legacy code page.
 */
import { callbackTimeLabel } from '~/lib/chat'
import { learnedDetails } from '~/lib/entities/chat-request'
import { leadStatusLabel, type Lead, type LeadNote } from '~/lib/entities/lead'

export const UTF8_BOM = '\uFEFF'

/** What a spreadsheet reads as the start of a formula (OWASP's list: = + - @ tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/
/** A phone number as people write it: a leading +, then digits, spaces, ( ) . - only. */
const PHONE_NUMBER = /^\+[\d ().-]*\d[\d ().-]*$/

/** Whether a cell needs its leading quote: it starts a formula and is not a plain phone number. */
function runsAsFormula(text: string) {
  return FORMULA_START.test(text) && !PHONE_NUMBER.test(text)
}

/**
 * The first characters FORMULA_START names, by code: most cells start with none of them, and the
 * export makes some two million cells a year's desk, so those skip the two expressions.
 */
const FORMULA_FIRST = new Set(['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0)))

/** One cell, quoted, and defused if a spreadsheet would run it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_FIRST.has(text.charCodeAt(0)) && runsAsFormula(text)) text = `'${text}`
  return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`
}

/** One line: the cells quoted, separated by commas, and CRLF (written as a loop: the export's hot path). */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  let line = ''
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`
  return `${line}\r\n`
}

export const leadCsvHeader = [
  'Type',
  'Received (UTC)',
  'Status',
  'Owner',
  'Name',
  'Email',
  'Phone',
  'Company',
  'Industry',
  'Inquiry type',
  'Message',
  'Best time for callback',
  'Time zone',
  'What the AI Architect learned',
  'Notes',
] as const

/** A lead's notes in one cell, oldest first, one a line: when (UTC), who, what. */
function notesCell(notes: ReadonlyArray<Pick<LeadNote, 'author_email' | 'body' | 'created_at'>>) {
  return notes
    .map(
      (note) =>
        `${new Date(note.created_at).toISOString().slice(0, 16).replace('T', ' ')} UTC, ${note.author_email}: ${note.body}`,
    )
    .join('\n')
}

/** What the AI Architect learned, in one cell: 'Use case: …; Size: …' (nothing for a lead from a form). */
function learnedCell(captured: Lead['captured'], contact: string | null) {
  // Most leads are enquiries, which captured nothing: no list to make and join for them.
  for (const _key in captured)
    return learnedDetails(captured, contact)
      .map(({ label, value }) => `${label}: ${value}`)
      .join('; ')
  return ''
}

export function leadCsvRow(lead: Lead & { notes: ReadonlyArray<LeadNote> }, owners: Map<string, string>) {
  const learned = learnedCell(lead.captured, lead.email)
  return [
    lead.kind === 'enquiry'
      ? 'Enquiry'
      : lead.kind === 'access'
        ? 'Model access'
        : lead.callback_time
          ? 'Callback'
          : 'Chat lead',
    new Date(lead.received_at).toISOString(),
    leadStatusLabel(lead.status),
    lead.owner_id ? (owners.get(lead.owner_id) ?? lead.owner_id) : '',
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.industry,
    lead.type,
    lead.message,
    lead.callback_time ? callbackTimeLabel(lead.callback_time) : '',
    lead.time_zone,
    learned,
    lead.notes.length > 0 ? notesCell(lead.notes) : '',
  ]
}
