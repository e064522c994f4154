/**
 * The two screens of an invitation's link (/invitation for an organisation, /staff-invitation for
 * the staff): why the link does not work, or the account to create for the invited address with
 * 'Sign in' beside it, both coming back to the same page.
 */
import type { SubmissionResult } from '@conform-to/react'
import { AuthScreen, SwitchMode } from '~/components/auth/auth-screen'
import { InvitedSignUpForm } from '~/components/auth/invited-sign-up-form'
import { ButtonLink } from '~/components/ui/button'

export function InvitationRefused({ title, message }: { title: string; message: string }) {
  return (
    <AuthScreen title={title} subtitle={message}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Return to Home</ButtonLink>
        <ButtonLink to="/dashboard" variant="outline">
          Go to your dashboard
        </ButtonLink>
      </div>
    </AuthScreen>
  )
}

export function InvitationOpen({
  title,
  subtitle,
  email,
  here,
  lastResult,
}: {
  title: string
  subtitle: string
  email: string
  /** The link's own page: the form posts to it, and sign-in comes back to it. */
  here: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  return (
    <AuthScreen title={title} subtitle={subtitle}>
      <InvitedSignUpForm lastResult={lastResult} email={email} action={here} />
      <SwitchMode
        question="Already have an account?"
        label="Sign in"
        to={`/login?${new URLSearchParams({ redirectTo: here })}`}
      />
    </AuthScreen>
  )
}
