/**
 * Database errors without the data that failed. PGlite puts the failing query's parameters on
 * every error it throws (`params`, `queryOptions`), and both engines quote the whole failing row
 * in a constraint's `detail` ('Failing row contains (...)'). Whoever logs such an error with
 * `console.error(message, error)` would print them: a new password's bcrypt hash, a visitor's
 * message. What is kept (the message, the SQLSTATE code, the constraint, the query text) says
 * what went wrong without the values.
 */

const DATA_FIELDS = ['params', 'queryOptions'] as const

export function withoutQueryData<E>(error: E): E {
  if (!error || typeof error !== 'object') return error
  const fields = error as Record<string, unknown>
  for (const name of DATA_FIELDS) if (name in fields) delete fields[name]
  if (typeof fields.detail === 'string' && fields.detail.startsWith('Failing row contains')) {
    fields.detail = 'Failing row contains (values not logged).'
  }
  return error
}
