/**
 * CSV for the sales desk's export (/admin/requests.csv): RFC 4180 (every cell quoted, quotes
 * doubled, CRLF line ends), and safe to open in a spreadsheet: a cell that starts with = + - @, a
 * tab or a carriage return would be read as a formula (formula injection: a visitor's name
 * `=HYPERLINK(…)` running on a salesperson's machine), so it gets a leading single quote, which
 * spreadsheets show as plain text. The file starts with a UTF-8 byte-order mark, so Excel reads
 * the text as UTF-8 rather than the machine's legacy code page.
 */
import { callbackTimeLabel } from '~/lib/chat'
import { learnedDetails } from '~/lib/entities/chat-request'
import { leadStatusLabel, type Lead } from '~/lib/entities/lead'

export const UTF8_BOM = '\uFEFF'

/** One cell, quoted, and defused if a spreadsheet would run it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
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
] as const

export function leadCsvRow(lead: Lead, owners: Map<string, string>) {
  const learned = learnedDetails(lead.captured, lead.email)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('; ')
  return [
    lead.kind === 'enquiry' ? 'Enquiry' : lead.callback_time ? 'Callback' : 'Chat lead',
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
  ]
}
