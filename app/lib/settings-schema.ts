/**
 * The Settings posts, checked (docs/architecture.md#forms): 'Save Changes' carries the switch (a
 * checkbox: 'on' when on, absent when off), the language and perhaps a photo (judged by its bytes
 * on the server, app/.server/storage/images.ts); 'Remove photo' only its intent. Anything else is
 * refused, so no hand-made value reaches the database.
 */
import { SETTINGS_FIELDS, SETTINGS_LANGUAGE_VALUES, SETTINGS_MESSAGES } from './settings'
import { z } from './zod'

export const settingsSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save-settings'),
    [SETTINGS_FIELDS.notifications]: z.literal('on').optional(),
    [SETTINGS_FIELDS.language]: z.enum(SETTINGS_LANGUAGE_VALUES, { error: SETTINGS_MESSAGES.invalidLanguage }),
  }),
  z.object({ intent: z.literal('remove-photo') }),
])
