/**
 * What is logged of a provider's failure (a chat reply, a transcription, Supabase Auth): a summary
 * safe to print, never the provider's own words. Providers repeat what they were sent in their error messages:
 * OpenAI's 401 reads 'Incorrect API key provided: sk-…', the whole OPENAI_API_KEY. An HTTP error
 * is therefore logged as its status, type and code alone; any other error (no connection, our own
 * timeout) by its name and message, with every configured secret's value replaced by its name
 * (redactSecrets) and every e-mail address by a placeholder, in case a library quoted one: no log
 * line holds either (docs/decisions/056-no-personal-data-in-a-log-line.md).
 */
import { redactSecrets } from './config'

/** An address: a local part, @, and a domain whose last label is a name (not `user@127.0.0.1`). */
const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g

/** A word of an error body (type, code): short, and letters, digits, '_', '.', '-' only. */
function word(value: unknown): string | null {
  return typeof value === 'string' && /^[\w.-]{1,60}$/.test(value) ? value : null
}

export function providerFailure(error: unknown): string {
  if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number') {
    const { status, type, code } = error as { status: number; type?: unknown; code?: unknown }
    const details = [word(type) && `type ${word(type)}`, word(code) && `code ${word(code)}`].filter(Boolean)
    return `HTTP ${status}${details.length ? ` (${details.join(', ')})` : ''}`
  }
  if (error instanceof Error) {
    const said = error.name === 'Error' ? error.message : `${error.name}: ${error.message}`
    return redactSecrets(said).replace(EMAIL_ADDRESS, '[an e-mail address]').slice(0, 300)
  }
  return 'an error that is not an Error'
}
