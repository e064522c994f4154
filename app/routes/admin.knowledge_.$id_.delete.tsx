/**
 * /admin/knowledge/{id}/delete: 'Delete this article?', a page of its own so it works without
 * JavaScript (docs/decisions/058-what-sales-knows-in-one-place.md). Unpublishing keeps an article;
 * deleting removes it, and its /trust anchor with it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { deleteKnowledgeArticle, getKnowledgeArticle, knowledgeIdParam } from '~/.server/knowledge'
import { AdminDialog } from '~/components/admin/admin-dialog'
import { DialogActions } from '~/components/admin/dialog-actions'
import { knowledgeLink } from '~/lib/entities/knowledge'
import { useIsPending } from '~/lib/use-is-pending'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const article = await getKnowledgeArticle(admin.caller, knowledgeIdParam(params))
  if (!article) throw data(null, { status: 404 })
  return { question: article.question, link: knowledgeLink(article.slug), published: article.published }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const deleted = await deleteKnowledgeArticle(admin.caller, knowledgeIdParam(params))
  if (!deleted) throw data(null, { status: 404 })
  throw redirect('/admin/knowledge')
}

export default function DeleteKnowledgeArticle() {
  const { question, link, published } = useLoaderData<typeof loader>()
  const pending = useIsPending()
  return (
    <AdminDialog title="Delete Knowledge Article" closeTo="/admin/knowledge" size="md">
      <p className="font-medium">Are you sure you want to delete this article?</p>
      <p className="mt-2 text-sm text-muted-foreground">
        “{question}” will be removed{published ? `, and links to ${link} will find nothing` : ''}. This cannot be
        undone; to hide it for now, unpublish it instead.
      </p>
      <Form method="post">
        <DialogActions
          cancelTo="/admin/knowledge"
          pending={pending}
          pendingText="Deleting..."
          danger
          className="mt-6 flex justify-end gap-3"
        >
          Delete
        </DialogActions>
      </Form>
    </AdminDialog>
  )
}
