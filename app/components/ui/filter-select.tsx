/**
 * A labelled select in a GET filter form (the admin's lead inbox and audit log): the first option
 * is "all", the rest are the given choices; the current value comes from the URL.
 */
import { controlClass } from './form-control'

export function FilterSelect({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string
  name: string
  label: string
  value: string | null | undefined
  /** The label of the empty value ("All statuses"), and any fixed choices before the list. */
  all: string
  options: ReadonlyArray<{ value: string; label: string }>
}) {
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
