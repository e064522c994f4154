/**
 * The people behind the profiles, for the admin's Organizations dialog: organisations, and the
 * join requests of signed-in users who are not one yet, which an admin approves. Both go through
 * security-definer functions that refuse non-admins (supabase/migrations/*_admin_area.sql).
 */
import type { Person } from '~/lib/admin-data'
import { asCaller, type Caller } from '../db'

export function listPeople(caller: Caller): Promise<Person[]> {
  return asCaller(caller, async (tx) => (await tx.query<Person>('select * from private.admin_people()')).rows)
}

/** Makes the user an organisation; false when they already were one or do not exist. */
export function approveOrganisation(caller: Caller, userId: string): Promise<boolean> {
  return asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>('select private.approve_organisation($1) as changed', [
      userId,
    ])
    return rows[0]?.changed === true
  })
}
