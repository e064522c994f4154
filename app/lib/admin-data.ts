/** The shapes the admin area's server modules hand to its components. */
import type { SubmissionResult } from '@conform-to/react'
import type { ModelFormValues } from './model-form'

/** What the Add/Edit AI Model action answers: an import's values or error, or a refused save. */
export type ModelFormResult =
  | { intent: 'import'; values: ModelFormValues; importError?: undefined }
  | { intent: 'import'; importError: string; values?: undefined }
  | { intent: 'save'; reply: SubmissionResult<string[]>; values: ModelFormValues; imported?: boolean }
