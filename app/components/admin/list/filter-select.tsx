/**
 * A labelled select in a list's filter form (./filter-form.tsx): the first option is "all" (the
 * empty value, no filter), the rest are the given choices; the current value comes from the URL.
 */
import { controlClass } from '~/components/ui/form-control'

export interface FilterSelectProps {
  id: string
  /** The URL parameter, as the list declares it (app/lib/admin-lists.ts). */
  name: string
  label: string
  value: string | null | undefined
  /** The label of the empty value ("All statuses"). */
  all: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export function FilterSelect({ id, name, label, value, all, options }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={controlClass}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
