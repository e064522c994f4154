/**
 * Users → All Users: every account, newest first, a search by e-mail or name and pages (all in the
 * URL, a GET form: the admin lists' one idiom, ~/lib/admin-lists; pages by key), and per row a link to the
 * confirmation step of 'Make admin' or 'Remove admin', which keeps the view's search and page.
 * One's own row offers no removal: nobody takes their own admin access away by accident.
 */
import { Link } from '@remix-run/react'
import { ListFilterForm } from '~/components/admin/list/filter-form'
import { ListEmpty } from '~/components/admin/list/list-empty'
import { ListKeysetPager } from '~/components/admin/list/list-keyset-pager'
import { ShieldCheck, ShieldOff } from '~/components/ui/icons'
import { Cell, DataTable, RowHeader } from '~/components/dashboard/data-table'
import { buttonClass } from '~/components/ui/button'
import { userList } from '~/lib/admin-lists'
import type { Person } from '~/lib/entities/profile'
import { keysetTotalText, listHref, type KeysetPage, type ListQuery } from '~/lib/list-query'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

type Row = Omit<Person, 'created_at' | 'join_rejected_at'> & { created_at: string | Date }

export function UsersTable({
  users,
  page,
  query,
  selfId,
}: {
  users: Row[]
  page: KeysetPage
  query: ListQuery<typeof userList>
  selfId: string
}) {
  return (
    <div>
      <ListFilterForm
        label="Search users"
        className="flex items-end gap-2"
        search={{
          id: 'user-search',
          name: 'q',
          label: 'Search users',
          placeholder: 'E-mail or name',
          maxLength: userList.search.q.maxLength,
          value: query.q,
          className: 'flex-1',
        }}
        submit="Search"
      />
      {users.length === 0 ? (
        <ListEmpty className="mt-6">{query.q ? 'No users match your search.' : 'No users on this page.'}</ListEmpty>
      ) : (
        <DataTable
          id="admin-users"
          caption={`Users (${keysetTotalText(page)})`}
          head={['Email', 'Name', 'Account', 'Signed up', 'Admin access']}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <RowHeader>{user.email}</RowHeader>
              <Cell>{user.name || '—'}</Cell>
              <Cell>{user.is_admin ? 'Admin' : user.is_member ? 'Organization' : 'Waiting for access'}</Cell>
              <Cell>{dateFormat.format(new Date(user.created_at))}</Cell>
              <Cell>
                {user.id === selfId ? (
                  <span className="text-muted-foreground">You (another admin can remove it)</span>
                ) : user.is_admin ? (
                  <Link
                    to={listHref(userList, query, { confirm: 'revoke', user: user.id })}
                    preventScrollReset
                    aria-label={`Remove admin ${user.email}`}
                    className={buttonClass({ variant: 'outline', size: 'sm', className: 'text-danger' })}
                  >
                    <ShieldOff aria-hidden="true" className="h-4 w-4" />
                    Remove admin
                  </Link>
                ) : (
                  <Link
                    to={listHref(userList, query, { confirm: 'grant', user: user.id })}
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
      <ListKeysetPager list={userList} query={query} page={page} />
    </div>
  )
}
