/**
 * Contact-form messages (table enquiry, docs/product.md#contact). Inserted as the caller under Row
 * Level Security: visitors may insert but never read, so there is no `returning` clause.
 */
import { asCaller, type Caller } from './db'

interface EnquiryInput {
  name: string
  email: string
  phone?: string | null
  type?: string | null
  message: string
}

/** Saves one enquiry. Empty optional fields are stored as null. */
export async function createEnquiry(caller: Caller, input: EnquiryInput): Promise<void> {
  await asCaller(caller, (tx) =>
    tx.query(`insert into public.enquiry (name, email, phone, type, message) values ($1, $2, $3, $4, $5)`, [
      input.name,
      input.email,
      input.phone || null,
      input.type || null,
      input.message,
    ]),
  )
}
