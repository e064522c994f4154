/**
 * A list field of the model form (docs/product.md#model-form): with JavaScript, a text box whose
 * entry is added on Enter (trimmed, empties ignored, at most `max` items) and chips that remove
 * themselves when clicked, each item sent as its own hidden value; without JavaScript, a text area
 * with one item per line. The action reads both the same way.
 */
import { X } from '~/components/ui/icons'
import { useState, type KeyboardEvent } from 'react'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { describedBy, Field } from '~/components/ui/field'

export function ListInput({
  id,
  name,
  label,
  defaultItems,
  max,
  maxMessage,
  suggestions,
  errorId,
  errors,
}: {
  id: string
  name: string
  label: string
  defaultItems: string[]
  max?: number
  maxMessage?: string
  suggestions?: readonly string[]
  errorId: string
  errors?: string[]
}) {
  const hydrated = useHydrated()
  const [items, setItems] = useState(defaultItems)
  const [draft, setDraft] = useState('')
  const [alert, setAlert] = useState<string | null>(null)

  if (!hydrated) {
    return (
      <Field id={id} label={label} hint="One item per line." errorId={errorId} errors={errors}>
        <textarea
          id={id}
          name={name}
          rows={3}
          defaultValue={defaultItems.join('\n')}
          className={cn(controlClass, 'resize-y')}
          {...describedBy(errorId, errors)}
        />
      </Field>
    )
  }

  const add = () => {
    const item = draft.trim()
    if (!item) return
    if (max !== undefined && items.length >= max) {
      setAlert(maxMessage ?? `At most ${max} items are allowed`)
      return
    }
    setAlert(null)
    if (!items.includes(item)) setItems([...items, item])
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  const listId = suggestions ? `${id}-suggestions` : undefined
  const shownErrors = alert ? [alert] : errors

  return (
    <Field
      id={id}
      label={label}
      hint="Press Enter to add; click an item to remove it."
      errorId={errorId}
      errors={shownErrors}
    >
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={300}
          list={listId}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(controlClass, 'mt-0')}
          {...describedBy(errorId, shownErrors)}
        />
        <button
          type="button"
          onClick={add}
          className={buttonClass({ variant: 'outline' })}
          aria-label={`Add to ${label}`}
        >
          Add
        </button>
      </div>
      {listId ? (
        <datalist id={listId}>
          {suggestions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {alert ? (
        <span role="alert" className="sr-only">
          {alert}
        </span>
      ) : null}
      {items.length > 0 ? (
        <ul aria-label={`${label} items`} className="mt-2 flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item}>
              <input type="hidden" name={name} value={item} />
              <button
                type="button"
                onClick={() => {
                  setItems(items.filter((i) => i !== item))
                  setAlert(null)
                }}
                aria-label={`Remove ${item}`}
                className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground hover:opacity-80"
              >
                {item}
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  )
}
