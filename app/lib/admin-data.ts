/** The shapes the admin area's server modules hand to its components. */
import type { SubmissionResult } from '@conform-to/react'
import type { ChatMessage } from './chat'
import type { ModelFormValues } from './model-form'

export type SalesRequest =
  | {
      kind: 'enquiry'
      id: string
      name: string
      email: string
      phone: string | null
      type: string | null
      message: string
      created_at: Date
    }
  | {
      kind: 'callback'
      id: string
      name: string | null
      email: string | null
      phone: string | null
      company: string | null
      industry: string | null
      callback_time: string | null
      messages: ChatMessage[]
      created_at: Date
    }

/** What the Add/Edit AI Model action answers: an import's values or error, or a refused save. */
export type ModelFormResult =
  | { intent: 'import'; values: ModelFormValues; importError?: undefined }
  | { intent: 'import'; importError: string; values?: undefined }
  | { intent: 'save'; reply: SubmissionResult<string[]>; values: ModelFormValues }
