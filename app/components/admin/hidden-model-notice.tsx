/**
 * Beside the Edit form's Active switch when the model is hidden now. Editing starts with Active on
 * whatever the model's state (a kept quirk, docs/product.md#quirks), so saving a hidden model
 * without looking publishes it; this says so where the admin looks, with or without JavaScript.
 */
import { EyeOff } from '~/components/ui/icons'

export const HIDDEN_MODEL_NOTICE_ID = 'hidden-model-notice'

export function HiddenModelNotice() {
  return (
    <p
      id={HIDDEN_MODEL_NOTICE_ID}
      className="flex basis-full items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong className="font-semibold">This model is hidden now.</strong> Saving with Active on publishes it; switch
        Active off to keep it hidden.
      </span>
    </p>
  )
}
