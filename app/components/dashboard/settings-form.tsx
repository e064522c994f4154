/**
 * Settings → the choices that stay (docs/product.md#dashboard, docs/decisions/070-settings-that-stay.md):
 * 'Email notifications', 'Language' and 'Save Changes', in one multipart POST form that the photo's
 * file input joins. Without JavaScript the page comes back with the saved choices and the answer;
 * with it, the same post through Remix. The answer is a status line: a confirmation, or the reason
 * nothing was saved (the field it is about is marked too).
 */
import { Form } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { ChevronDown } from '~/components/ui/icons'
import { FormError } from '~/components/ui/field'
import { StatusButton } from '~/components/ui/status-button'
import { sectionHref } from '~/lib/dashboard'
import { SETTINGS_FIELDS, SETTINGS_LANGUAGES, type PersonSettings, type SettingsActionData } from '~/lib/settings'
import { useIsPending } from '~/lib/use-is-pending'
import { SETTINGS_FORM_ID } from './profile-photo'
import { Switch } from './settings-switch'

export function SettingsForm({
  settings,
  result,
}: {
  settings: PersonSettings
  /** The answer to the last Settings post, if any. */
  result: SettingsActionData | undefined
}) {
  const saving = useIsPending({ formAction: sectionHref('settings'), match: { intent: 'save-settings' } })
  const problem = result && !result.ok ? result : null
  const errorRef = useRef<HTMLDivElement>(null)
  // A refusal takes the focus, so it is read out and the field named in it is next.
  useEffect(() => {
    if (problem) errorRef.current?.focus()
  }, [problem])
  const languageInvalid = problem?.field === 'language'
  return (
    <Form
      method="post"
      action={sectionHref('settings')}
      encType="multipart/form-data"
      id={SETTINGS_FORM_ID}
      className="divide-y divide-border"
    >
      <input type="hidden" name="intent" value="save-settings" />
      <Switch
        id={SETTINGS_FIELDS.notifications}
        label="Email notifications"
        description="Receive updates about usage, billing and support by e-mail."
        defaultChecked={settings.emailNotifications}
      />
      <div className="py-5">
        <label htmlFor={SETTINGS_FIELDS.language} className="font-medium">
          Language
        </label>
        <p id="language-description" className="mt-1 text-sm text-muted-foreground">
          The language of the e-mails we send you.
        </p>
        <div className="relative mt-2 max-w-xs">
          <select
            id={SETTINGS_FIELDS.language}
            name={SETTINGS_FIELDS.language}
            defaultValue={settings.language}
            aria-describedby="language-description"
            aria-invalid={languageInvalid || undefined}
            className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-border bg-background pl-3 pr-10 text-sm text-foreground"
          >
            {SETTINGS_LANGUAGES.map((language) => (
              <option key={language.value} value={language.value}>
                {language.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </div>
      <div className="pt-5">
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <FormError id="settings-error" errors={problem ? [problem.message] : undefined} />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-4">
          {/* A live region that is always there, so the confirmation is announced when it appears. */}
          <p role="status" className="text-sm font-medium text-foreground">
            {result?.ok ? result.message : null}
          </p>
          <StatusButton pending={saving} pendingText="Saving...">
            Save Changes
          </StatusButton>
        </div>
      </div>
    </Form>
  )
}
