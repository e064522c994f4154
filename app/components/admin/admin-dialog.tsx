/**
 * A large dialog over the admin dashboard, opened by URL. The server renders it open (so it works
 * without JavaScript, over a dimmed page); in the browser it becomes a modal <dialog>: the page
 * behind is inert, focus stays inside, and Escape or the close button go back to `closeTo`.
 */
import { Link, useNavigate } from '@remix-run/react'
import { X } from '~/components/ui/icons'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'

export function AdminDialog({
  title,
  description,
  closeTo,
  size = 'lg',
  children,
}: {
  title: string
  description?: string
  closeTo: string
  size?: 'md' | 'lg'
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.matches(':modal')) return
    // Rendered open (non-modal) by the server: reopen it as a modal. showModal() moves the focus to
    // the dialog's first control; what asked for the focus as it rendered (a confirmation's button,
    // opened from another dialog's page) gets it back.
    const focused = document.activeElement
    dialog.close()
    dialog.showModal()
    if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) focused.focus()
  }, [])

  return (
    <>
      {hydrated ? null : <div className="fixed inset-0 z-40 bg-black/60" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault()
          navigate(closeTo, { preventScrollReset: true })
        }}
        className={cn(
          'fixed inset-0 z-50 m-auto max-h-[92vh] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/60',
          size === 'lg' ? 'max-w-6xl' : 'max-w-xl',
        )}
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-border bg-background px-6 py-4">
          <div>
            <h2 id={titleId} className="text-xl font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <Link
            to={closeTo}
            preventScrollReset
            aria-label="Close"
            className="rounded-lg p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
        <div className="px-6 py-5">{children}</div>
      </dialog>
    </>
  )
}
