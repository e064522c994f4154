/**
 * The admin dashboard's six cards and their dialogs (docs/product.md#admin): title, one-line
 * description, tabs, and a fixed sample figure for what this project does not store. The open
 * dialog and its tab live in the URL (/admin/{dialog}?tab=…), so they work without JavaScript.
 */
export const ADMIN_TITLE = 'Admin Dashboard'

export const ACCESS_RESTRICTED_TITLE = 'Access Restricted'
export const ACCESS_RESTRICTED_TEXT =
  "You don't have permission to access this page. Please contact your administrator if you believe this is a mistake."

/** What the 403 answer carries: whether the visitor is signed in (else they are offered 'Sign in'). */
export interface AccessRestrictedData {
  reason: string
  signedIn: boolean
}

/** The sign-in page, coming back to this admin page afterwards (docs/product.md#admin). */
export function adminSignInHref(returnTo: string) {
  return `/login?${new URLSearchParams({ redirectTo: returnTo })}`
}

export const DELETE_MODEL_QUESTION = 'Are you sure you want to delete this model?'

export interface AdminTab {
  id: string
  label: string
  /** A tab that is a route of its own (Requests → Support, decision 083): its link. */
  href?: string
}

interface AdminDialogDef {
  id: 'models' | 'organizations' | 'users' | 'invoices' | 'blog' | 'requests'
  card: string
  title: string
  description: string
  /** A fixed sample figure, shown where the project has no live count. */
  sampleCount: number
  tabs: readonly AdminTab[]
}

const tabs = (...labels: string[]): AdminTab[] =>
  labels.map((label) => ({ id: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'), label }))

export const adminDialogs = [
  {
    id: 'models',
    card: 'AI Models',
    title: 'AI Models Management',
    description: 'Add, edit and publish the AI models in the catalog.',
    sampleCount: 24,
    tabs: tabs('List View', 'Grid View', 'Analytics', 'Settings'),
  },
  {
    id: 'organizations',
    card: 'Organizations',
    title: 'Organizations',
    description: 'Manage organization accounts and review requests to join the platform.',
    sampleCount: 156,
    tabs: tabs('Organizations', 'Join Requests', 'Analytics', 'Settings'),
  },
  {
    id: 'users',
    card: 'Users',
    title: 'Users',
    description: 'Manage user accounts, roles and activity.',
    sampleCount: 2458,
    tabs: tabs('All Users', 'Roles', 'Activity', 'Settings'),
  },
  {
    id: 'invoices',
    card: 'Invoices',
    title: 'Invoices',
    description: 'Track invoices, pending payments and billing reports.',
    sampleCount: 189,
    tabs: tabs('All Invoices', 'Pending', 'Reports', 'Settings'),
  },
  {
    id: 'blog',
    card: 'Blog',
    title: 'Blog',
    description: 'Write and publish blog posts, and manage categories and comments.',
    sampleCount: 45,
    tabs: tabs('Posts', 'Categories', 'Comments', 'Settings'),
  },
  {
    id: 'requests',
    card: 'Requests',
    title: 'Requests',
    description: 'Follow up on sales enquiries, scheduled callbacks and support requests.',
    sampleCount: 67,
    tabs: [
      ...tabs('Sales'),
      { id: 'support', label: 'Support', href: '/admin/requests/support' },
      ...tabs('Analytics', 'Settings'),
    ],
  },
] as const satisfies readonly AdminDialogDef[]

/**
 * Beside a card's fixed sample figure (Invoices, Blog), so nobody reads it as a record: the project
 * stores neither (docs/product.md#admin).
 */
export const SAMPLE_FIGURE_LABEL = 'Sample figure, not a record'

export type AdminDialogId = (typeof adminDialogs)[number]['id']

export function adminDialog(id: AdminDialogId): AdminDialogDef {
  return adminDialogs.find((d) => d.id === id)!
}

/** The tab named in the URL, or the dialog's first. */
export function currentTab(dialog: AdminDialogDef, search: string | URLSearchParams): AdminTab {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const wanted = params.get('tab')
  return dialog.tabs.find((t) => t.id === wanted) ?? dialog.tabs[0]!
}

/** What an unbuilt tab says. */
export function placeholderText(tab: AdminTab) {
  return `${tab.label} is coming soon.`
}

/** What the Join Requests tab says when it asks, does and refuses (docs/product.md#admin). */
export const joinRequestWords = {
  approve: {
    question: (email: string) => `Approve the join request of ${email}?`,
    consequence: 'They become an organization and reach the organization dashboard at their next visit.',
    confirm: 'Approve',
    pending: 'Approving...',
    done: (email: string) => `Join request approved: ${email} is now an organization.`,
    refused: 'That user is already an organization, was rejected, or no longer exists.',
  },
  reject: {
    question: (email: string) => `Reject the join request of ${email}?`,
    consequence: 'The request leaves this list. The account stays as it is, waiting on the thank-you screen.',
    confirm: 'Reject',
    pending: 'Rejecting...',
    done: (email: string) => `Join request rejected: ${email}.`,
    refused: 'That request was already decided, or the user no longer exists.',
  },
} as const

/**
 * The same tab's requests to join an organisation that claimed the person's e-mail domain
 * (docs/decisions/069-joining-by-domain.md): the same questions and buttons, other consequences.
 */
export const domainJoinRequestWords = {
  approve: {
    question: joinRequestWords.approve.question,
    consequence: (organization: string) =>
      `They join ${organization} as a Member and reach its dashboard at their next visit. We e-mail them.`,
    confirm: joinRequestWords.approve.confirm,
    pending: joinRequestWords.approve.pending,
    done: (email: string, organization: string) => `Join request approved: ${email} joined ${organization}.`,
  },
  reject: {
    question: joinRequestWords.reject.question,
    consequence: (organization: string) =>
      `They do not join ${organization} and stay on the thank-you screen. We e-mail them.`,
    confirm: joinRequestWords.reject.confirm,
    pending: joinRequestWords.reject.pending,
    done: (email: string) => joinRequestWords.reject.done(email),
  },
  refused: {
    'not-found': 'That request was already decided, or the user no longer exists.',
    'other-organization': 'That user has joined another organization meanwhile: only Reject is left.',
    'not-allowed': 'You are no longer an admin: another admin has just removed your access.',
  },
} as const

/** What the Users dialog says when it asks, does and refuses a change of admin access. */
export const adminAccessWords = {
  grant: {
    question: (email: string) => `Make ${email} an admin?`,
    consequence: 'They will reach the whole admin area: the catalogue, organizations, users, leads and the audit log.',
    confirm: 'Make admin',
    pending: 'Saving...',
    done: (email: string) => `${email} is now an admin.`,
  },
  revoke: {
    question: (email: string) => `Remove admin access from ${email}?`,
    consequence: 'They will no longer reach the admin area. Their account stays as it is.',
    confirm: 'Remove admin',
    pending: 'Saving...',
    done: (email: string) => `${email} is no longer an admin.`,
  },
  refused: {
    self: 'You cannot remove your own admin access. Another admin can do it for you.',
    'last-admin': 'This is the last admin. Make someone else an admin first.',
    'not-found': 'That user no longer exists.',
    unchanged: 'Nothing to change: someone else already did it.',
    'not-admin': 'You are no longer an admin: another admin has just removed your access.',
  },
} as const

export const AUDIT_TITLE = 'Audit log'

/** The knowledge base's dialog, linked beside the audit log (docs/decisions/058-what-sales-knows-in-one-place.md). */
export const KNOWLEDGE_TITLE = 'Knowledge base'
