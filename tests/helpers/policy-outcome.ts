/**
 * What a statement did in a policy matrix: 'ok', 'permission denied' (42501 from a missing table or
 * column privilege), or the unexpected error's code and message.
 */
export async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code !== 'string') throw error
    if (code === '42501' && /permission denied/.test(String(message))) return 'permission denied'
    return `${code}: ${String(message)}`
  }
}
