/** /admin/knowledge/new: the Add Knowledge Article dialog (docs/decisions/058-what-sales-knows-in-one-place.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/.server/admin/guard'
import { knowledgeFormAction } from '~/.server/admin/knowledge-form'
import { KnowledgeEditor } from '~/components/admin/knowledge-editor'
import { newKnowledgeValues } from '~/lib/knowledge-form'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context)
  return null
}

export function action({ request }: ActionFunctionArgs) {
  return knowledgeFormAction(request, null)
}

export default function AddKnowledgeArticle() {
  return <KnowledgeEditor title="Add Knowledge Article" submitLabel="Add Article" values={newKnowledgeValues} />
}
