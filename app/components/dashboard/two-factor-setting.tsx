/**
 * Settings' two-factor row (docs/product.md#dashboard): whether the member's two-factor
 * authentication is on, and the way to turn it on or off, which is its own page
 * (/settings/two-factor: a QR code, a code, the recovery codes), so it works without JavaScript
 * and nothing about it rides on 'Save Changes'.
 */
import { ButtonLink } from '~/components/ui/button'
import { TWO_FACTOR_SETTINGS_PATH } from '~/lib/two-factor'

export function TwoFactorSetting({ on }: { on: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 py-5">
      <div>
        <h3 id="two-factor-label" className="font-medium">
          Two-factor authentication
        </h3>
        <p id="two-factor-description" className="mt-1 text-sm text-muted-foreground">
          Ask for a code from your authenticator app when you sign in.{' '}
          <span className="font-medium text-foreground">{on ? 'On' : 'Off'}</span>
        </p>
      </div>
      <ButtonLink
        to={TWO_FACTOR_SETTINGS_PATH}
        variant="outline"
        size="sm"
        aria-describedby="two-factor-label two-factor-description"
      >
        {on ? 'Manage two-factor' : 'Turn on two-factor'}
      </ButtonLink>
    </div>
  )
}
