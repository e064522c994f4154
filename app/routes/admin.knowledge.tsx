/**
 * /admin/knowledge: the knowledge base (docs/decisions/058-what-sales-knows-in-one-place.md), the
 * company's answers that /trust publishes and the AI Architect quotes. The list is in the URL
 * (the admin lists' one idiom); the action publishes or unpublishes an article.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { requireAdmin } from '~/.server/admin/guard'
import { readForm } from '~/.server/input'
import { listKnowledgeForAdmin, setKnowledgePublished } from '~/.server/knowledge'
import { parseListQuery } from '~/.server/list-query'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { KnowledgeList } from '~/components/admin/knowledge-list'
import { FormError } from '~/components/ui/field'
import { KNOWLEDGE_TITLE } from '~/lib/admin'
import { knowledgeList } from '~/lib/admin-lists'
import { listHref, pageWindow } from '~/lib/list-query'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const query = parseListQuery(knowledgeList, new URL(request.url).searchParams)
  const { articles, total } = await listKnowledgeForAdmin(admin.caller, query, pageWindow(knowledgeList, query))
  return { query, articles, total }
}

const publishSchema = z.object({
  intent: z.literal('publish'),
  id: z.uuid(),
  value: z.enum(['true', 'false']).transform((v) => v === 'true'),
})

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const parsed = publishSchema.safeParse(form ? Object.fromEntries(form) : {})
  if (!parsed.success) return data({ error: 'That change could not be read. Please try again.' }, { status: 400 })
  const changed = await setKnowledgePublished(admin.caller, parsed.data.id, parsed.data.value)
  if (!changed) return data({ error: 'That article no longer exists.' }, { status: 404 })
  // Back to the same view: the list's own parameters written again (decision 047).
  throw redirect(listHref(knowledgeList, parseListQuery(knowledgeList, new URL(request.url).searchParams)))
}

export default function AdminKnowledge() {
  const { query, articles, total } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  return (
    <AdminDialog
      title={KNOWLEDGE_TITLE}
      description="The answers published at /trust and used by the AI Architect."
      closeTo="/admin"
    >
      <FormError id="knowledge-list-error" errors={refused ? [refused.error] : undefined} />
      <KnowledgeList query={query} articles={articles} total={total} />
    </AdminDialog>
  )
}
