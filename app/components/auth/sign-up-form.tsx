/**
 * /signup's form (docs/product.md#sign-up), its fields in their fixed order. The phone's dial code
 * is the chosen country's: each country in the list shows its code, the server joins the code
 * with the number, and the prefix beside the number shows it whenever a country is chosen (after
 * the server's answer without JavaScript, as the visitor picks with it). With JavaScript the
 * country is pre-filled from the visitor's location (the catalogue's currency lookup, shared and
 * cached), and a failed lookup is only logged.
 */
import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { describedBy, Field, firstInvalid } from '~/components/ui/field'
import { controlClass } from '~/components/ui/form-control'
import type { signUpSchema } from '~/lib/auth-schema'
import { COUNTRIES, findCountry } from '~/lib/countries'
import { loadVisitorCurrency } from '~/lib/currency/use-currency'
import { INDUSTRIES, ORGANIZATION_SIZES, organizationSizeLabel } from '~/lib/industries'
import { usePublicEnv } from '~/lib/root-data'
import { useSchemaForm } from '~/lib/use-schema-form'
import type { z } from '~/lib/zod'
import { AuthForm } from './auth-form'
import { EmailField, PasswordField } from './auth-fields'

const FIELD_ORDER = [
  'orgName',
  'industry',
  'orgSize',
  'country',
  'useCase',
  'website',
  'phone',
  'email',
  'password',
] as const

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

export function SignUpForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, onFocus } = useSchemaForm<z.input<typeof signUpSchema>, z.output<typeof signUpSchema>>({
    id: 'sign-up',
    lastResult,
    loadValidation: () => import('~/lib/auth-schema').then((module) => module.validateSignUp),
  })
  // A string only: the echoed value of a field posted twice is an array.
  const [country, setCountry] = useState(
    typeof fields.country.initialValue === 'string' ? fields.country.initialValue : '',
  )
  useDetectedCountry(setCountry)
  const dialCode = findCountry(country)?.dialCode
  // Without JavaScript nothing can move focus after a refused post, so the first invalid field
  // asks for it as the page loads (with JavaScript, conform does it).
  const invalid = firstInvalid(FIELD_ORDER, fields)
  const wire = (name: (typeof FIELD_ORDER)[number]) =>
    describedBy(fields[name].errorId, fields[name].errors, { focus: invalid === name })

  const { key: orgNameKey, ...orgName } = getInputProps(fields.orgName, { type: 'text' })
  const { key: industryKey, ...industry } = getSelectProps(fields.industry)
  const { key: orgSizeKey, ...orgSize } = getSelectProps(fields.orgSize)
  const { key: countryKey, defaultValue: _country, ...countryProps } = getSelectProps(fields.country)
  const { key: useCaseKey, ...useCase } = getTextareaProps(fields.useCase)
  const { key: websiteKey, ...website } = getInputProps(fields.website, { type: 'url' })
  const { key: phoneKey, ...phone } = getInputProps(fields.phone, { type: 'tel' })
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: fields[name].id,
    errorId: fields[name].errorId,
    errors: fields[name].errors,
  })

  return (
    <AuthForm action="/signup" form={form} onFocus={onFocus} submitLabel="Create Account">
      <Field className="mb-2" label="Organization Name" required {...field('orgName')}>
        <input
          key={orgNameKey}
          {...orgName}
          autoComplete="organization"
          aria-required="true"
          maxLength={200}
          className={controlClass}
          {...wire('orgName')}
        />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field className="mb-2" label="Industry" required {...field('industry')}>
          <select key={industryKey} {...industry} aria-required="true" className={controlClass} {...wire('industry')}>
            <option value="">Select industry</option>
            {INDUSTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field className="mb-2" label="Organization Size" {...field('orgSize')}>
          <select key={orgSizeKey} {...orgSize} className={controlClass} {...wire('orgSize')}>
            <option value="">Select size</option>
            {ORGANIZATION_SIZES.map((size) => (
              <option key={size} value={size}>
                {organizationSizeLabel(size)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field className="mb-2" label="Country" required {...field('country')}>
        <select
          key={countryKey}
          {...countryProps}
          autoComplete="country"
          aria-required="true"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className={controlClass}
          {...wire('country')}
        >
          <option value="">Select country</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dialCode})
            </option>
          ))}
        </select>
      </Field>
      <Field className="mb-2" label="Primary Use Case" required {...field('useCase')}>
        <textarea
          key={useCaseKey}
          {...useCase}
          rows={3}
          aria-required="true"
          maxLength={2000}
          className={controlClass}
          {...wire('useCase')}
        />
      </Field>
      <Field className="mb-2" label="Website" {...field('website')}>
        <input
          key={websiteKey}
          {...website}
          placeholder="https://"
          autoComplete="url"
          maxLength={300}
          className={controlClass}
          {...wire('website')}
        />
      </Field>
      <Field
        className="mb-2"
        label="Phone Number"
        required
        hint={<span id="phone-dial-code-hint">The chosen country&apos;s dial code is added before the number.</span>}
        {...field('phone')}
      >
        <div className="flex">
          <span
            id="phone-dial-code"
            data-testid="dial-code"
            className="mt-1.5 inline-flex min-w-16 items-center justify-center rounded-l-lg border border-r-0 border-border bg-muted px-3 text-sm text-muted-foreground"
          >
            <span className="sr-only">Dial code </span>
            {dialCode ?? '+'}
          </span>
          <input
            key={phoneKey}
            {...phone}
            inputMode="tel"
            autoComplete="tel-national"
            aria-required="true"
            maxLength={20}
            className={`${controlClass} rounded-l-none`}
            {...describedBy(fields.phone.errorId, fields.phone.errors, {
              focus: invalid === 'phone',
              also: 'phone-dial-code phone-dial-code-hint',
            })}
          />
        </div>
      </Field>
      <EmailField field={fields.email} focus={invalid === 'email'} />
      <PasswordField field={fields.password} focus={invalid === 'password'} autoComplete="new-password" />
    </AuthForm>
  )
}
