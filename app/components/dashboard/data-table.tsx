/**
 * A captioned table in a card. On narrow screens it scrolls sideways inside a focusable region,
 * so keyboard users can scroll it too; a table that `fits` a phone's width instead (its columns
 * few or folded, as Billing's are) is as wide as its card and never scrolls.
 */
import type { ReactNode } from 'react'

/** A column's header; `fromSm`: a column shown from 640 px up only, its cells folded elsewhere below. */
type Column = string | { label: string; fromSm: true }

export function DataTable({
  id,
  caption,
  head,
  fits = false,
  children,
}: {
  id: string
  caption: string
  head: readonly Column[]
  fits?: boolean
  children: ReactNode
}) {
  const captionId = `${id}-caption`
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="scroll-shadows mt-6 overflow-x-auto rounded-xl border border-border shadow-sm"
    >
      <table className={`w-full text-left text-sm ${fits ? '' : 'min-w-[36rem]'}`}>
        <caption id={captionId} className="px-4 pb-2 pt-4 text-left text-base font-semibold sm:px-6">
          {caption}
        </caption>
        <thead className="border-y border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {head.map((column) => {
              const label = typeof column === 'string' ? column : column.label
              return (
                <th
                  key={label}
                  scope="col"
                  className={`px-4 py-3 font-medium sm:px-6 ${typeof column === 'string' ? '' : 'hidden sm:table-cell'}`}
                >
                  {label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  )
}

/** A cell on one line, or, with `wrap`, one whose text may wrap (long names, lists of changes). */
export function Cell({
  children,
  className = '',
  wrap = false,
}: {
  children: ReactNode
  className?: string
  wrap?: boolean
}) {
  return (
    <td className={`${wrap ? 'whitespace-normal wrap-anywhere' : 'whitespace-nowrap'} px-4 py-3 sm:px-6 ${className}`}>
      {children}
    </td>
  )
}

export function RowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <th scope="row" className={`whitespace-nowrap px-4 py-3 font-medium sm:px-6 ${className}`}>
      {children}
    </th>
  )
}
