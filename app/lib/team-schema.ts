/**
 * The Team section's posts, checked (docs/architecture.md#forms): the invitation form (an e-mail
 * address and a role) by conform, and the one-button forms (resend, revoke, a role, remove, leave)
 * by the same zod, each told apart by its `intent`. An unknown intent or a malformed id is refused.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { isEmailAddress, normaliseEmail } from './email'
import { TEAM_MESSAGES } from './team'
import { z } from './zod'

const role = z.enum(['admin', 'member'], { error: TEAM_MESSAGES.invalidRole })
const id = z.uuid()

export const inviteSchema = z.object({
  intent: z.literal('invite'),
  email: z
    .string({ error: TEAM_MESSAGES.invalidEmail })
    .trim()
    .refine(isEmailAddress, TEAM_MESSAGES.invalidEmail)
    .transform(normaliseEmail),
  role,
})

/** Every other form of the section. */
export const teamChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resend'), invitation: id }),
  z.object({ intent: z.literal('revoke'), invitation: id }),
  z.object({ intent: z.literal('role'), member: id, role }),
  z.object({ intent: z.literal('remove'), member: id }),
  z.object({ intent: z.literal('leave') }),
  // The domain the page offered (the Admin's own address's): the post says what it claims.
  z.object({ intent: z.literal('claim-domain'), domain: z.string().trim().toLowerCase().min(3).max(253) }),
  z.object({ intent: z.literal('unclaim-domain') }),
  z.object({ intent: z.literal('approve-join'), request: id }),
  z.object({ intent: z.literal('reject-join'), request: id }),
])

/** The access-request screen's one form: the organisation the page offered. */
export const askToJoinSchema = z.object({ intent: z.literal('ask-to-join'), organization: id })

export function validateInvite(formData: FormData) {
  return parseWithZod(formData, { schema: inviteSchema })
}
