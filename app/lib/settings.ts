/**
 * A person's settings (docs/product.md#dashboard, docs/decisions/070-settings-that-stay.md): the
 * optional e-mails on or off, the language of the e-mails the site sends them, and their profile
 * photo. Shared by the Settings form, the action and the tests; the schema that checks a post is
 * ./settings-schema.ts (zod stays out of the page's script).
 */

/** The languages Settings offers, in the spec's words; the e-mails are written in each. */
export const SETTINGS_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
] as const
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number]['value']
export const SETTINGS_LANGUAGE_VALUES = SETTINGS_LANGUAGES.map((l) => l.value) as [
  SettingsLanguage,
  ...SettingsLanguage[],
]

export interface PersonSettings {
  /** The optional e-mails (decision 070 lists them); the required ones come whatever this says. */
  emailNotifications: boolean
  language: SettingsLanguage
  /** The stored photo's URL (its smaller copies beside it), or null: the initial is shown. */
  photoUrl: string | null
}

/** What a person who never saved has: notifications on, English, no photo. */
export const DEFAULT_SETTINGS: PersonSettings = { emailNotifications: true, language: 'en', photoUrl: null }

/** The form fields' names (the switch keeps the id the prototype gave it). */
export const SETTINGS_FIELDS = {
  notifications: 'email-notifications',
  language: 'language',
  photo: 'photo',
} as const

export const SETTINGS_MESSAGES = {
  saved: 'Your settings were saved.',
  photoRemoved: 'Your profile photo was removed. Your initial is shown instead.',
  noPhoto: 'There is no profile photo to remove.',
  invalidLanguage: 'Please choose English, Spanish or French.',
  invalidRequest: 'This request could not be read. Reload the page and try again.',
  photoNotStored: 'Your photo could not be stored just now, so nothing was saved. Please try again.',
} as const

/** The action's answer: the message for the form's status line, and which field it is about. */
export type SettingsActionData = {
  kind: 'settings'
  ok: boolean
  message: string
  field?: 'photo' | 'language'
}
