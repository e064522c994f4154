// The audit log's labels on a database made before them (docs/decisions/076-details-a-person-notices.md):
// entries already written get today's names as far as their rows still exist (a lead's name, a
// model's title, a user's e-mail, a deleted model's title from its values), a lead's owner gets
// its e-mail beside the id, and what cannot be named stays unnamed; erasure reaches the labels.
// On every engine.
import { expect, it } from 'vitest'
import { migrate } from '~/.server/db/migrate'
import { openPglite } from '~/.server/db/pglite'
import { openPostgres } from '~/.server/db/postgres'
import { describeEachEngine } from './helpers/database'
import { schemaBefore } from './helpers/schema-before'
import { createScratchDatabase } from './helpers/scratch-database'

const LABELS = '20261129030000'
const oldSchema = schemaBefore(LABELS)

const owner = '00000000-0000-4000-8000-00000000a001'
const gone = '00000000-0000-4000-8000-00000000a002'

describeEachEngine('the audit log on %s, labelled after the fact', (kind) => {
  it('names the entries written before, from the rows as they are now', async () => {
    const scratch = kind === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'labels') : null
    const engine = scratch ? await openPostgres(scratch.url, 2) : await openPglite()
    try {
      await migrate(engine, oldSchema)
      await engine.query(`insert into auth.users (id, email) values ($1, 'owner@labels.example.com')`, [owner])
      const one = async (sql: string, params: unknown[] = []) =>
        (await engine.query<{ id: string }>(sql, params)).rows[0]!.id
      const enquiry = await one(
        `insert into public.enquiry (name, email, message) values ('Ada Lovelace', 'ada@labels.example.com', 'Hi') returning id`,
      )
      const title = 'HarbourSense Forecast'
      const model = await one(`insert into public.ai_models (title, description) values ($1, 'Berths.') returning id`, [
        title,
      ])
      const entry = (action: string, entity: string, id: string | null, before: unknown, after: unknown) =>
        engine.query(
          `insert into public.audit_log (actor_email, action, entity, entity_id, before, after)
           values ('operator', $1, $2, $3, $4, $5)`,
          [action, entity, id, before && JSON.stringify(before), after && JSON.stringify(after)],
        )
      await entry('lead.owner', 'lead', `enquiry:${enquiry}`, { owner_id: null }, { owner_id: owner })
      await entry('model.feature', 'model', model, null, { is_featured: true })
      await entry('admin.grant', 'user', owner, null, { is_admin: true })
      await entry('model.delete', 'model', gone, { title: 'Retired Model' }, null)
      await entry('lead.note', 'lead', `enquiry:${gone}`, null, { body: 'Gone lead.' })
      await entry('person.erase', 'person', null, null, { enquiries: 1 })

      expect((await migrate(engine)).length).toBeGreaterThan(0)
      const { rows } = await engine.query<{ action: string; entity_label: string | null; after: unknown }>(
        'select action, entity_label, after from public.audit_log order by id',
      )
      expect(rows).toEqual([
        {
          action: 'lead.owner',
          entity_label: 'Ada Lovelace',
          after: { owner_id: owner, owner: 'owner@labels.example.com' },
        },
        { action: 'model.feature', entity_label: title, after: { is_featured: true } },
        { action: 'admin.grant', entity_label: 'owner@labels.example.com', after: { is_admin: true } },
        { action: 'model.delete', entity_label: 'Retired Model', after: null },
        { action: 'lead.note', entity_label: null, after: { body: 'Gone lead.' } },
        { action: 'person.erase', entity_label: null, after: { enquiries: 1 } },
      ])
      // Erasure reaches the labels: a gone lead's name, and an erased address wherever it is.
      await engine.query('select private.erase_lead_notes_from_audit($1)', [[`enquiry:${enquiry}`]])
      await engine.query(`select private.erase_address_from_audit('owner@labels.example.com')`)
      const erased = await engine.query<{ entity_label: string | null; after: unknown }>(
        `select entity_label, after from public.audit_log where action in ('lead.owner', 'admin.grant') order by id`,
      )
      expect(erased.rows).toEqual([
        { entity_label: '[erased]', after: { owner_id: owner, owner: '[erased]' } },
        { entity_label: '[erased]', after: { is_admin: true } },
      ])
      // Still append-only: the migration's own change was its one way in.
      await expect(engine.query(`update public.audit_log set entity_label = 'x'`)).rejects.toThrow(/cannot be changed/)
    } finally {
      await engine.close()
      await scratch?.drop()
    }
    // Every migration from an empty database, on a machine that may be busy.
  }, 120_000)
})
