/**
 * Settings (docs/product.md#dashboard, docs/decisions/070-settings-that-stay.md): the profile
 * photo, the two-factor switch, the e-mail notifications switch (on by default), the language
 * choice and 'Save Changes'. The photo, the notifications and the language are saved, per person,
 * by the Settings form (./settings-form.tsx, which the photo's file input joins) and say so; two-factor
 * authentication is its own page's (./two-factor-setting.tsx, decision 071).
 */
import type { PersonSettings, SettingsActionData } from '~/lib/settings'
import { ProfilePhotoField } from './profile-photo'
import { SectionHeader } from './section-header'
import { SettingsForm } from './settings-form'
import { TwoFactorSetting } from './two-factor-setting'

export function SettingsSection({
  email,
  settings,
  result,
  twoFactorOn,
}: {
  email: string
  settings: PersonSettings
  /** The answer to the last Settings post, if any. */
  result: SettingsActionData | undefined
  /** Whether the member's two-factor authentication is on. */
  twoFactorOn: boolean
}) {
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Settings" description="Your profile, security and notification preferences." />
      <div className="mt-6 max-w-3xl rounded-xl border border-border bg-card/80 p-5 shadow-sm sm:p-6">
        <h2 className="text-base font-semibold">Profile</h2>
        <ProfilePhotoField
          email={email}
          photoUrl={settings.photoUrl}
          error={result && !result.ok && result.field === 'photo' ? result.message : null}
        />

        <h2 className="mt-8 text-base font-semibold">Preferences</h2>
        <div className="mt-2 divide-y divide-border">
          <TwoFactorSetting on={twoFactorOn} />
          <SettingsForm settings={settings} result={result} />
        </div>
      </div>
    </section>
  )
}
