/**
 * Users → All Users: every account, newest first, a search by e-mail or name and pages (all in the
 * URL, a GET form), and per row a link to the confirmation step of 'Make admin' or 'Remove admin'.
 * One's own row offers no removal: nobody takes their own admin access away by accident.
 */
import { Form, Link } from '@remix-run/react'
import { Search, ShieldCheck, ShieldOff } from '~/components/ui/icons'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { buttonClass } from '~/components/ui/button'
import { controlClass } from '~/components/ui/form-control'
import { userListLimits, type Person } from '~/lib/entities/profile'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** The list's URL state (and what a change carries back to it). */
export function usersSearch(state: { search?: string; page?: number; confirm?: string; done?: string; user?: string }) {
  const params = new URLSearchParams()
  if (state.search) params.set('q', state.search)
  if (state.page && state.page > 1) params.set('page', String(state.page))
  if (state.confirm) params.set('confirm', state.confirm)
  if (state.done) params.set('done', state.done)
  if (state.user) params.set('user', state.user)
  const search = params.toString()
  return search ? `?${search}` : ''
}

type Row = Omit<Person, 'created_at' | 'join_rejected_at'> & { created_at: string | Date }

export function UsersTable({
  users,
  total,
  search,
  page,
  pageSize,
  selfId,
}: {
  users: Row[]
  total: number
  search: string
  page: number
  pageSize: number
  selfId: string
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <div>
      <Form method="get" role="search" aria-label="Search users" preventScrollReset className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="user-search" className="text-sm font-medium">
            Search users
          </label>
          <input
            id="user-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={userListLimits.search}
            placeholder="E-mail or name"
            className={controlClass}
          />
        </div>
        <button type="submit" className={buttonClass({ variant: 'outline' })}>
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </button>
      </Form>
      {users.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {search ? 'No users match your search.' : 'No users on this page.'}
        </p>
      ) : (
        <DataTable
          id="admin-users"
          caption={`Users (${total})`}
          head={['Email', 'Name', 'Account', 'Signed up', 'Admin access']}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <RowHeader>{user.email}</RowHeader>
              <Cell>{user.name || '—'}</Cell>
              <Cell>{user.is_admin ? 'Admin' : user.is_org ? 'Organization' : 'Waiting for access'}</Cell>
              <Cell>{dateFormat.format(new Date(user.created_at))}</Cell>
              <Cell>
                {user.id === selfId ? (
                  <span className="text-muted-foreground">You (another admin can remove it)</span>
                ) : user.is_admin ? (
                  <Link
                    to={`/admin/users${usersSearch({ search, page, confirm: 'revoke', user: user.id })}`}
                    preventScrollReset
                    aria-label={`Remove admin ${user.email}`}
                    className={buttonClass({ variant: 'outline', size: 'sm', className: 'text-danger' })}
                  >
                    <ShieldOff aria-hidden="true" className="h-4 w-4" />
                    Remove admin
                  </Link>
                ) : (
                  <Link
                    to={`/admin/users${usersSearch({ search, page, confirm: 'grant', user: user.id })}`}
                    preventScrollReset
                    aria-label={`Make admin ${user.email}`}
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                  >
                    <ShieldCheck aria-hidden="true" className="h-4 w-4" />
                    Make admin
                  </Link>
                )}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      {pages > 1 || page > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link
              to={`/admin/users${usersSearch({ search, page: Math.min(page - 1, pages) })}`}
              preventScrollReset
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link
              to={`/admin/users${usersSearch({ search, page: page + 1 })}`}
              preventScrollReset
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  )
}
