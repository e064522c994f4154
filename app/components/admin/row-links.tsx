/** A list row's Edit and Delete links (each opens its dialog, a page of its own), named by the row. */
import { Link } from '@remix-run/react'
import { buttonClass } from '~/components/ui/button'
import { Pencil, Trash2 } from '~/components/ui/icons'

export function RowLinks({ editTo, deleteTo, name }: { editTo: string; deleteTo: string; name: string }) {
  return (
    <>
      <Link to={editTo} aria-label={`Edit ${name}`} className={buttonClass({ variant: 'outline', size: 'sm' })}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Link>
      <Link
        to={deleteTo}
        aria-label={`Delete ${name}`}
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'text-danger' })}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Link>
    </>
  )
}
