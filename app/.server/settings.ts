/**
 * A person's settings (docs/product.md#dashboard, docs/decisions/070-settings-that-stay.md): the
 * one module for table public.profile_settings. Every read and write runs as the person, so Row
 * Level Security keeps each to their own row; the mail module reads a recipient's row as the
 * service role (./mail/recipients.ts).
 *
 * 'Save Changes' saves the switch, the language and, when one was chosen, the photo, all or none:
 * a photo that is not an image is refused before anything is stored (400), and one the store
 * refuses leaves the choices unsaved too. The photo replaced (or removed) is deleted from the
 * store after the new row is saved; a failure there is logged only, as the model form does.
 */
import { data } from '@remix-run/node'
import {
  DEFAULT_SETTINGS,
  SETTINGS_FIELDS,
  SETTINGS_MESSAGES,
  type PersonSettings,
  type SettingsActionData,
  type SettingsLanguage,
} from '~/lib/settings'
import { settingsSchema } from '~/lib/settings-schema'
import type { AuthUser } from './auth/provider'
import { asCaller, userCaller, type Queryable } from './db'
import { readForm } from './input'
import { checkImage, chosenFile, removeModelImages, uploadModelImage } from './storage'

type Person = Pick<AuthUser, 'id' | 'email'>

interface SettingsRow {
  email_notifications: boolean
  language: SettingsLanguage
  photo_url: string | null
}

const fromRow = (row: SettingsRow | undefined): PersonSettings =>
  row
    ? { emailNotifications: row.email_notifications, language: row.language, photoUrl: row.photo_url }
    : DEFAULT_SETTINGS

async function readRow(tx: Queryable, userId: string, lock = false) {
  const { rows } = await tx.query<SettingsRow>(
    `select email_notifications, language, photo_url from public.profile_settings where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  )
  return rows[0]
}

/** The person's settings, or the defaults when they never saved. Throws when the database fails. */
export function loadSettings(person: Person): Promise<PersonSettings> {
  return asCaller(userCaller(person), async (tx) => fromRow(await readRow(tx, person.id)))
}

/**
 * Saves what is given (the rest stays as it was) and returns the photo it replaced, if any, for the
 * caller to delete from the store once the row is saved.
 */
export async function saveSettings(
  person: Person,
  change: Partial<PersonSettings>,
): Promise<{ settings: PersonSettings; replacedPhoto: string | null }> {
  return asCaller(userCaller(person), async (tx) => {
    const before = fromRow(await readRow(tx, person.id, true))
    const after = { ...before, ...change }
    const { rows } = await tx.query<SettingsRow>(
      `insert into public.profile_settings (user_id, email_notifications, language, photo_url)
       values ($1, $2, $3, $4)
       on conflict (user_id) do update set email_notifications = excluded.email_notifications,
         language = excluded.language, photo_url = excluded.photo_url
       returning email_notifications, language, photo_url`,
      [person.id, after.emailNotifications, after.language, after.photoUrl],
    )
    const replacedPhoto = before.photoUrl && before.photoUrl !== after.photoUrl ? before.photoUrl : null
    return { settings: fromRow(rows[0]), replacedPhoto }
  })
}

const answer = (body: Omit<SettingsActionData, 'kind'>, status = 200) =>
  data<SettingsActionData>({ kind: 'settings', ...body }, { status })

/** Deletes a replaced photo's files; logged, never thrown: the new settings are saved already. */
async function forget(person: Person, photoUrl: string | null) {
  if (!photoUrl) return
  const failure = await removeModelImages(userCaller(person), [photoUrl])
  if (failure) console.warn(`[settings] a replaced profile photo of user ${person.id} stays stored: ${failure}`)
}

/** The Settings section's posts: 'Save Changes' and 'Remove photo'. */
export async function settingsAction(request: Request, person: Person) {
  const form = await readForm(request)
  if (!form) return answer({ ok: false, message: SETTINGS_MESSAGES.invalidRequest }, 400)
  const photo = chosenFile(form.get(SETTINGS_FIELDS.photo))
  // Files are judged below, by their bytes; the schema reads the text fields only.
  const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'))
  const parsed = settingsSchema.safeParse(fields)
  if (!parsed.success) {
    const language = parsed.error.issues.some((issue) => issue.path[0] === SETTINGS_FIELDS.language)
    return language && fields.intent === 'save-settings'
      ? answer({ ok: false, message: SETTINGS_MESSAGES.invalidLanguage, field: 'language' }, 400)
      : answer({ ok: false, message: SETTINGS_MESSAGES.invalidRequest }, 400)
  }

  if (parsed.data.intent === 'remove-photo') {
    const { replacedPhoto } = await saveSettings(person, { photoUrl: null })
    if (!replacedPhoto) return answer({ ok: false, message: SETTINGS_MESSAGES.noPhoto }, 409)
    await forget(person, replacedPhoto)
    return answer({ ok: true, message: SETTINGS_MESSAGES.photoRemoved })
  }

  const change: Partial<PersonSettings> = {
    emailNotifications: parsed.data[SETTINGS_FIELDS.notifications] === 'on',
    language: parsed.data[SETTINGS_FIELDS.language],
  }
  let uploaded: string | null = null
  if (photo) {
    const image = await checkImage(photo, 'photos')
    if ('error' in image) return answer({ ok: false, message: image.error, field: 'photo' }, 400)
    const stored = await uploadModelImage(userCaller(person), 'photos', image)
    if ('error' in stored) {
      console.error(`[settings] the profile photo of user ${person.id} was not stored: ${stored.error}`)
      return answer({ ok: false, message: SETTINGS_MESSAGES.photoNotStored, field: 'photo' }, 503)
    }
    uploaded = stored.url
    change.photoUrl = uploaded
  }
  let replacedPhoto: string | null
  try {
    ;({ replacedPhoto } = await saveSettings(person, change))
  } catch (error) {
    // Nothing saved: the photo just stored would belong to no one.
    await forget(person, uploaded)
    throw error
  }
  await forget(person, replacedPhoto)
  return answer({ ok: true, message: SETTINGS_MESSAGES.saved })
}
