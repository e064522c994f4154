/**
 * Contact-form messages (table enquiry, docs/product.md#contact). Inserted as the caller under Row
 * Level Security: visitors may insert but never read, so there is no `returning` clause. The row's
 * shape and limits are in ~/lib/entities/enquiry.
 */
import { ENQUIRY_WRITTEN_COLUMNS, type EnquiryInput } from '~/lib/entities/enquiry'
import { asCaller, type Caller } from './db'

/** Saves one enquiry. Empty optional fields are stored as null. */
export async function createEnquiry(caller: Caller, input: EnquiryInput): Promise<void> {
  const placeholders = ENQUIRY_WRITTEN_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')
  await asCaller(caller, (tx) =>
    tx.query(
      `insert into public.enquiry (${ENQUIRY_WRITTEN_COLUMNS.join(', ')}) values (${placeholders})`,
      ENQUIRY_WRITTEN_COLUMNS.map((column) => input[column] || null),
    ),
  )
}
