// Every action the database writes to the audit log (private.record_audit and
// private.record_organization_audit in supabase/migrations/) is one the audit log's filter offers
// and names: an action missing from AUDIT_ACTIONS could be recorded but never found by its filter.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTION_VALUES } from '~/lib/entities/audit'

const MIGRATIONS = path.resolve(import.meta.dirname, '../supabase/migrations')

function actionsRecordedByMigrations() {
  const actions = new Set<string>()
  for (const file of fs.readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'))) {
    const sql = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8')
    // Each call's arguments, up to the statement's end; its actions are the quoted dotted words.
    for (const call of sql.matchAll(/private\.record_(?:organization_)?audit\(([^;]*)/g)) {
      for (const quoted of call[1]!.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) actions.add(quoted[1]!)
    }
  }
  return [...actions].sort()
}

describe('the audit log names every action', () => {
  it('offers every action the database records', () => {
    const recorded = actionsRecordedByMigrations()
    expect(recorded).toContain('organization.update')
    expect(recorded).toContain('organization.join_approve')
    expect(recorded.filter((action) => !(AUDIT_ACTION_VALUES as readonly string[]).includes(action))).toEqual([])
  })
})
