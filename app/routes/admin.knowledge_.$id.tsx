/** /admin/knowledge/{id}: the Edit Knowledge Article dialog (docs/decisions/058-what-sales-knows-in-one-place.md). */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/.server/admin/guard'
import { knowledgeFormAction } from '~/.server/admin/knowledge-form'
import { getKnowledgeArticle, knowledgeIdParam } from '~/.server/knowledge'
import { KnowledgeEditor } from '~/components/admin/knowledge-editor'
import { formValuesOfArticle } from '~/lib/knowledge-form'

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context)
  const article = await getKnowledgeArticle(admin.caller, knowledgeIdParam(params))
  if (!article) throw data(null, { status: 404 })
  return { values: formValuesOfArticle(article) }
}

export function action({ request, params }: ActionFunctionArgs) {
  return knowledgeFormAction(request, knowledgeIdParam(params))
}

export default function EditKnowledgeArticle() {
  const { values } = useLoaderData<typeof loader>()
  return <KnowledgeEditor title="Edit Knowledge Article" submitLabel="Save Changes" values={values} />
}
