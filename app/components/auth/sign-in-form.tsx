/** /login's form (docs/product.md#sign-in): e-mail, password, 'Forgot password?', 'Sign In'. */
import { controlClass } from '~/components/ui/form-control'
import { AuthForm, type AuthReply } from './auth-form'
import { Field, invalidProps, PasswordField } from './auth-fields'

export function SignInForm({ reply, redirectTo }: { reply: AuthReply | undefined; redirectTo: string | null }) {
  const state = { invalidField: reply?.field ?? null }
  return (
    <AuthForm action="/login" reply={reply} submitLabel="Sign In">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field label="Email address" htmlFor="email">
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          defaultValue={reply?.values.email ?? ''}
          className={controlClass}
          autoFocus={!reply}
          {...invalidProps('email', state)}
        />
      </Field>
      <PasswordField autoComplete="current-password" state={state} />
      <div className="-mt-2 mb-4 flex justify-end">
        {/* Shown, with no action (docs/product.md#quirks). */}
        <button
          type="button"
          className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
    </AuthForm>
  )
}
