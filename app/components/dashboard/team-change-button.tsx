/**
 * One Team change as one small post form (docs/product.md#dashboard): a button with its hidden
 * fields, answered by app/.server/team.ts; it works without JavaScript.
 */
import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { sectionHref } from '~/lib/dashboard'

export const TEAM_ACTION = sectionHref('team')

/** One button posting one change: `fields` are its hidden inputs. */
export function ChangeButton({
  intent,
  fields,
  label,
  primary = false,
  children,
}: {
  intent: string
  fields: Record<string, string>
  /** The button's accessible name, naming whom it changes. */
  label: string
  /** The step most often taken (Approve): the primary look; else outline. */
  primary?: boolean
  children: string
}) {
  return (
    <Form method="post" action={TEAM_ACTION} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={primary ? 'primary' : 'outline'} size="sm" aria-label={label}>
        {children}
      </Button>
    </Form>
  )
}
