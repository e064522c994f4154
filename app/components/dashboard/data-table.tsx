/**
 * A captioned table in a card. On narrow screens it scrolls sideways inside a focusable region,
 * so keyboard users can scroll it too.
 */
import type { ReactNode } from 'react'

export function DataTable({
  id,
  caption,
  head,
  children,
}: {
  id: string
  caption: string
  head: readonly string[]
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
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id={captionId} className="px-4 pb-2 pt-4 text-left text-base font-semibold sm:px-6">
          {caption}
        </caption>
        <thead className="border-y border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-medium sm:px-6">
                {label}
              </th>
            ))}
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

export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className="whitespace-nowrap px-4 py-3 font-medium sm:px-6">
      {children}
    </th>
  )
}
