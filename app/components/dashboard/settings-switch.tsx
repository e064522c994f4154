/**
 * A switch of the Settings section: a native checkbox with role="switch", so it toggles with and
 * without JavaScript and assistive technology reads it as an on/off switch. Checked, its form
 * sends `name=on`; unchecked, nothing.
 */
export function Switch({
  id,
  label,
  description,
  defaultChecked = false,
}: {
  id: string
  label: string
  description: string
  defaultChecked?: boolean
}) {
  return (
    <div className="flex items-center justify-between gap-6 py-5">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          id={id}
          name={id}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-description`}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full border border-muted-foreground/60 bg-muted transition-colors peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-foreground/70 shadow transition-transform peer-checked:translate-x-5 peer-checked:bg-primary-foreground motion-reduce:transition-none"
        />
      </span>
    </div>
  )
}
