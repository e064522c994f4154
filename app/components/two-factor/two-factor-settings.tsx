/**
 * /settings/two-factor's page (docs/product.md#two-factor): off, a button that starts the setup;
 * setting up, the QR code (an image the server drew, so no script is needed) with the key as text
 * for typing in, and the code that turns it on; just turned on, the ten recovery codes, this once;
 * on, the form that turns it off with a current code. An organisation's Admin also chooses here
 * whether its members must have it. Every form is a plain POST: all of it works without JavaScript.
 */
import { Form, Link } from '@remix-run/react'
import { StatusButton } from '~/components/ui/status-button'
import {
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_SETTINGS_PATH,
  type TwoFactorActionData,
  type TwoFactorSettingsData,
} from '~/lib/two-factor'
import { useIsPending } from '~/lib/use-is-pending'
import { CodeForm } from './code-form'

const ACTION = TWO_FACTOR_SETTINGS_PATH

/** The answer to the last post, unless its form shows it beside its own field (`inline`). */
function Message({ result, inline }: { result: TwoFactorActionData | undefined; inline: boolean }) {
  // Always in the page, so a message that appears is announced.
  const done = result?.kind === 'done' ? result.message : null
  const problem = result?.kind === 'problem' && !inline ? result.message : null
  return (
    <>
      <p role="status" className="text-sm font-medium text-foreground">
        {done}
      </p>
      {problem ? (
        <p
          role="alert"
          className="mt-2 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm font-medium text-danger"
        >
          {problem}
        </p>
      ) : null}
    </>
  )
}

/** The key as apps ask for it, in groups of four so it can be read out and typed. */
function groupedKey(secret: string) {
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? secret
  )
}

function Setup({ setup, error }: Extract<TwoFactorActionData, { kind: 'setup' }>) {
  return (
    <section aria-labelledby="setup-title">
      <h2 id="setup-title" className="text-lg font-semibold">
        Set up your authenticator app
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Type the 6-digit code the app shows to turn two-factor authentication on.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code to add this account to your authenticator app"
        width={200}
        height={200}
        className="mx-auto mt-4 rounded-lg bg-white p-2"
      />
      <p className="mt-3 text-sm text-muted-foreground">
        Cannot scan it? Enter this key in the app instead:{' '}
        <code id="two-factor-key" className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
          {groupedKey(setup.secret)}
        </code>
      </p>
      <CodeForm
        id="confirm"
        action={ACTION}
        intent="confirm"
        label="Code from your app"
        hint="Six digits; a new one every 30 seconds."
        submitLabel="Turn on"
        error={error}
        focus
      >
        {setup.factorId ? (
          <>
            <input type="hidden" name="factorId" value={setup.factorId} />
            <input type="hidden" name="secret" value={setup.secret} />
          </>
        ) : null}
      </CodeForm>
    </section>
  )
}

function RecoveryCodes({ codes }: { codes: string[] | null }) {
  return (
    <section aria-labelledby="enabled-title">
      <h2 id="enabled-title" className="text-lg font-semibold">
        {TWO_FACTOR_MESSAGES.enabled}
      </h2>
      {codes ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            Save these recovery codes somewhere safe now: they will not be shown again. If you lose your phone, each one
            signs you in once instead of a code from the app.
          </p>
          <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm">
            {codes.map((code) => (
              <li key={code} className="rounded bg-muted px-2 py-1 text-center">
                {code}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-6">
        <Link to="/dashboard?section=settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Continue to your dashboard
        </Link>
      </p>
    </section>
  )
}

function Requirement({ organisation }: { organisation: NonNullable<TwoFactorSettingsData['organisation']> }) {
  const pending = useIsPending({ formAction: ACTION, match: { intent: 'require' } })
  const on = organisation.requireTwoFactor
  return (
    <section aria-labelledby="requirement-title" className="mt-8 border-t border-border pt-6">
      <h2 id="requirement-title" className="text-base font-semibold">
        Require two-factor for members
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {on
          ? `Every member of ${organisation.name} needs two-factor authentication to open the dashboard.`
          : `Members of ${organisation.name} may open the dashboard without two-factor authentication.`}{' '}
        As an Admin, you choose.
      </p>
      <Form method="post" action={ACTION} className="mt-3">
        <input type="hidden" name="intent" value="require" />
        <input type="hidden" name="required" value={on ? 'off' : 'on'} />
        <StatusButton pending={pending} variant="outline">
          {on ? 'Stop requiring two-factor' : 'Require two-factor for members'}
        </StatusButton>
      </Form>
    </section>
  )
}

export function TwoFactorSettings({
  page,
  result,
}: {
  page: TwoFactorSettingsData
  result: TwoFactorActionData | undefined
}) {
  const startPending = useIsPending({ formAction: ACTION, match: { intent: 'start' } })
  if (result?.kind === 'setup') return <Setup {...result} />
  if (result?.kind === 'enabled') return <RecoveryCodes codes={result.recoveryCodes} />
  const { status, organisation } = page
  // The disable form shows its own code's error; it is in the page only while two-factor is on.
  const codeError = result?.kind === 'problem' && result.intent === 'disable' && status.enabled ? result.message : null
  return (
    <div>
      {organisation?.requireTwoFactor && !status.enabled ? (
        <p role="alert" className="mb-4 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm font-medium">
          {TWO_FACTOR_MESSAGES.required(organisation.name)}
        </p>
      ) : null}
      <Message result={result} inline={codeError !== null} />
      {status.enabled ? (
        <section aria-labelledby="status-title">
          <h2 id="status-title" className="text-lg font-semibold">
            Two-factor authentication is on
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Signing in asks for a code from your authenticator app.
            {status.recoveryCodesLeft !== null
              ? ` You have ${status.recoveryCodesLeft} unused recovery code${status.recoveryCodesLeft === 1 ? '' : 's'}.`
              : ''}
          </p>
          <CodeForm
            id="disable"
            action={ACTION}
            intent="disable"
            label="Current code"
            hint="From your authenticator app, or a recovery code."
            submitLabel="Turn off"
            error={codeError}
            variant="outline"
          />
        </section>
      ) : (
        <section aria-labelledby="status-title">
          <h2 id="status-title" className="text-lg font-semibold">
            Two-factor authentication is off
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            With it on, signing in also asks for a code from an authenticator app on your phone, so a stolen password is
            not enough.
          </p>
          <Form method="post" action={ACTION} className="mt-4">
            <input type="hidden" name="intent" value="start" />
            <StatusButton pending={startPending} pendingText="Please wait...">
              Turn on two-factor
            </StatusButton>
          </Form>
        </section>
      )}
      {organisation?.isAdmin ? <Requirement organisation={organisation} /> : null}
      <p className="mt-8 text-sm">
        <Link to="/dashboard?section=settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to settings
        </Link>
      </p>
    </div>
  )
}
