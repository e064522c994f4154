/**
 * Settings (docs/product.md#dashboard): a static profile photo, two-factor authentication (real:
 * its own page, two-factor-setting.tsx), the e-mail notification switch (on by default), the language choice and 'Save Changes'. None
 * of it is saved or sent to the server, and 'Save Changes' says exactly that: with JavaScript at
 * once, without it through a plain GET form that carries only the section and the fact that it
 * was pressed (the choices stay out of the form, so they go nowhere).
 *
 * The switches are native checkboxes with role="switch": they toggle with and without JavaScript,
 * and assistive technology reads them as on/off switches.
 */
import { ChevronDown } from '~/components/ui/icons'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { SETTINGS_NOT_SAVED, SETTINGS_NOT_SAVED_MESSAGE } from '~/lib/dashboard'
import { languages } from './sample-data'
import { SectionHeader } from './section-header'
import { TwoFactorSetting } from './two-factor-setting'

function Switch({
  id,
  label,
  description,
  defaultChecked = false,
}: {
  id: string
  label: string
  description: string
  defaultChecked?: boolean
}) {
  return (
    <div className="flex items-center justify-between gap-6 py-5">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          name={id}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-description`}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full border border-muted-foreground/60 bg-muted transition-colors peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-foreground/70 shadow transition-transform peer-checked:translate-x-5 peer-checked:bg-primary-foreground motion-reduce:transition-none"
        />
      </span>
    </div>
  )
}

export function SettingsSection({
  email,
  notSaved,
  twoFactorOn,
}: {
  email: string
  notSaved: boolean
  twoFactorOn: boolean
}) {
  const initial = email.charAt(0).toUpperCase() || '?'
  const [pressed, setPressed] = useState(false)
  return (
    <section aria-labelledby="section-title">
      <SectionHeader title="Settings" description="Your profile, security and notification preferences." />
      <div className="mt-6 max-w-3xl rounded-xl border border-border bg-card/80 p-5 shadow-sm sm:p-6">
        <h2 className="text-base font-semibold">Profile</h2>
        <div className="mt-4 flex items-center gap-4">
          <svg role="img" aria-label="Profile photo" viewBox="0 0 80 80" className="h-20 w-20 shrink-0 rounded-full">
            <defs>
              <linearGradient id="avatar-gradient" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0%" stopColor="#6366f1" />
                <stop offset="100%" stopColor="#0d9488" />
              </linearGradient>
            </defs>
            <circle cx="40" cy="40" r="40" fill="url(#avatar-gradient)" />
            <text
              x="40"
              y="40"
              dy="0.35em"
              textAnchor="middle"
              fontSize="34"
              fontWeight="600"
              fill="#ffffff"
              fontFamily="ui-sans-serif, system-ui, sans-serif"
            >
              {initial}
            </text>
          </svg>
          <div className="min-w-0">
            <p className="font-medium">Profile photo</p>
            <p className="truncate text-sm text-muted-foreground">{email}</p>
          </div>
        </div>

        <h2 className="mt-8 text-base font-semibold">Preferences</h2>
        <div className="mt-2 divide-y divide-border">
          <TwoFactorSetting on={twoFactorOn} />
          <Switch
            id="email-notifications"
            label="Email notifications"
            description="Receive updates about usage, billing and support by e-mail."
            defaultChecked
          />
          <div className="py-5">
            <label htmlFor="language" className="font-medium">
              Language
            </label>
            <div className="relative mt-2 max-w-xs">
              <select
                id="language"
                name="language"
                defaultValue="en"
                className="h-10 w-full cursor-pointer appearance-none rounded-lg border border-border bg-background pl-3 pr-10 text-sm text-foreground"
              >
                {languages.map((language) => (
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
        </div>

        <form
          method="get"
          action="/dashboard"
          className="mt-4 flex flex-wrap items-center justify-end gap-4 border-t border-border pt-5"
          onSubmit={(event) => {
            event.preventDefault()
            setPressed(true)
          }}
        >
          <input type="hidden" name="section" value="settings" />
          {/* A live region that is always there, so the message is announced when it appears. */}
          <p role="status" className="text-sm font-medium text-foreground">
            {pressed || notSaved ? SETTINGS_NOT_SAVED_MESSAGE : null}
          </p>
          <Button type="submit" name={SETTINGS_NOT_SAVED.name} value={SETTINGS_NOT_SAVED.value}>
            Save Changes
          </Button>
        </form>
      </div>
    </section>
  )
}
