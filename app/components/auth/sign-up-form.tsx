/**
 * /signup's form (docs/product.md#sign-up), its fields in their fixed order. The phone's dial-code
 * prefix follows the chosen country; with JavaScript the country is pre-filled from the visitor's
 * location (the catalogue's currency lookup, shared and cached), and a failed lookup is only
 * logged.
 */
import { useEffect, useState } from 'react'
import { controlClass } from '~/components/ui/form-control'
import { COUNTRIES, findCountry } from '~/lib/countries'
import { loadVisitorCurrency } from '~/lib/currency/use-currency'
import { INDUSTRIES, ORGANIZATION_SIZES, organizationSizeLabel } from '~/lib/industries'
import { usePublicEnv } from '~/lib/root-data'
import { AuthForm, type AuthReply } from './auth-form'
import { Field, invalidProps, PasswordField } from './auth-fields'

/** Pre-fills the country once, on arrival, unless the visitor has already chosen one. */
function useDetectedCountry(setCountry: (update: (current: string) => string) => void) {
  const { locationServices, exchangeRateServices } = usePublicEnv()
  useEffect(() => {
    let cancelled = false
    void loadVisitorCurrency({ locationServices, exchangeRateServices }).then((state) => {
      if (cancelled) return
      const detected = state.source === 'fallback' ? undefined : findCountry(state.location.country)
      if (detected) setCountry((current) => current || detected.code)
      else console.warn('Country detection failed: the visitor chooses their country.')
    })
    return () => {
      cancelled = true
    }
  }, [locationServices, exchangeRateServices, setCountry])
}

export function SignUpForm({ reply }: { reply: AuthReply | undefined }) {
  const state = { invalidField: reply?.field ?? null }
  const values = reply?.values ?? {}
  const [country, setCountry] = useState(values.country ?? '')
  useDetectedCountry(setCountry)
  const dialCode = findCountry(country)?.dialCode

  return (
    <AuthForm action="/signup" reply={reply} submitLabel="Create Account">
      <Field label="Organization Name" htmlFor="orgName" required>
        <input
          id="orgName"
          name="orgName"
          type="text"
          autoComplete="organization"
          aria-required="true"
          maxLength={200}
          defaultValue={values.orgName}
          className={controlClass}
          {...invalidProps('orgName', state)}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Industry" htmlFor="industry" required>
          <select
            id="industry"
            name="industry"
            aria-required="true"
            defaultValue={values.industry ?? ''}
            className={controlClass}
            {...invalidProps('industry', state)}
          >
            <option value="">Select industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Organization Size" htmlFor="orgSize">
          <select
            id="orgSize"
            name="orgSize"
            defaultValue={values.orgSize ?? ''}
            className={controlClass}
            {...invalidProps('orgSize', state)}
          >
            <option value="">Select size</option>
            {ORGANIZATION_SIZES.map((size) => (
              <option key={size} value={size}>
                {organizationSizeLabel(size)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Country" htmlFor="country" required>
        <select
          id="country"
          name="country"
          autoComplete="country"
          aria-required="true"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className={controlClass}
          {...invalidProps('country', state)}
        >
          <option value="">Select country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </select>
      </Field>
      <Field label="Primary Use Case" htmlFor="useCase" required>
        <textarea
          id="useCase"
          name="useCase"
          rows={3}
          aria-required="true"
          maxLength={2000}
          defaultValue={values.useCase}
          className={controlClass}
          {...invalidProps('useCase', state)}
        />
      </Field>
      <Field label="Website" htmlFor="website">
        <input
          id="website"
          name="website"
          type="url"
          placeholder="https://"
          autoComplete="url"
          maxLength={300}
          defaultValue={values.website}
          className={controlClass}
          {...invalidProps('website', state)}
        />
      </Field>
      <Field label="Phone Number" htmlFor="phone" required>
        <div className="flex">
          <span
            id="phone-dial-code"
            className="mt-1.5 inline-flex min-w-16 items-center justify-center rounded-l-lg border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground"
          >
            <span className="sr-only">Dial code </span>
            {dialCode ?? '+'}
          </span>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            maxLength={20}
            defaultValue={values.phone}
            className={`${controlClass} rounded-l-none`}
            {...invalidProps('phone', state)}
            aria-describedby={[state.invalidField === 'phone' ? 'auth-message' : null, 'phone-dial-code']
              .filter(Boolean)
              .join(' ')}
          />
        </div>
      </Field>
      <Field label="Email address" htmlFor="email">
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          defaultValue={values.email}
          className={controlClass}
          {...invalidProps('email', state)}
        />
      </Field>
      <PasswordField autoComplete="new-password" state={state} />
    </AuthForm>
  )
}
