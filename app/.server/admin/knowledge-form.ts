/**
 * The knowledge article form's action, shared by /admin/knowledge/new and /admin/knowledge/{id}
 * (docs/decisions/058-what-sales-knows-in-one-place.md): the schema's messages beside the fields
 * and 400 for bad input, 409 for a slug another article has, 404 for an article deleted meanwhile;
 * a saved article goes back to the list.
 */
import { data, redirect } from '@remix-run/node'
import { knowledgeList } from '~/lib/admin-lists'
import { knowledgeMessages, knowledgeValuesFrom, validateKnowledge } from '~/lib/knowledge-form'
import { listHref } from '~/lib/list-query'
import { readForm } from '../input'
import { createKnowledgeArticle, updateKnowledgeArticle } from '../knowledge'
import { requireAdmin } from './guard'

export async function knowledgeFormAction(request: Request, articleId: string | null) {
  const admin = await requireAdmin(request)
  const form = await readForm(request)
  const fields = form ?? new FormData()
  const submission = validateKnowledge(fields)
  const values = knowledgeValuesFrom(fields)
  const refuse = (reply: Parameters<typeof submission.reply>[0], status: number) =>
    data({ reply: submission.reply(reply), values }, { status })
  if (!form) return refuse({ formErrors: ['The form could not be read. Please try again.'] }, 400)
  if (submission.status !== 'success') return refuse(undefined, 400)

  try {
    if (articleId) {
      const saved = await updateKnowledgeArticle(admin.caller, articleId, submission.value)
      if (!saved) return refuse({ formErrors: [knowledgeMessages.gone] }, 404)
    } else {
      await createKnowledgeArticle(admin.caller, submission.value)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (message.includes('duplicate key')) return refuse({ fieldErrors: { slug: [knowledgeMessages.slugTaken] } }, 409)
    // The schema checks what the table does; a refusal here is a bug or a race, said plainly.
    if (message.includes('check constraint')) return refuse({ formErrors: [knowledgeMessages.saveFailed] }, 400)
    console.error('[admin] could not save a knowledge article', error)
    return refuse({ formErrors: [knowledgeMessages.saveFailed] }, 503)
  }
  throw redirect(listHref(knowledgeList, {}))
}
