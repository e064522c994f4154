/**
 * Sign-up's privileged step: the organisation details on the new user's profile. is_org is set
 * here, by the service role, because the signed-up user has no right to write it (column grants:
 * docs/architecture.md#identities).
 */
import type { SignUpInput } from '~/lib/auth-schema'
import { asServiceRole } from './db'

/** After sign-up: name (the organisation's), is_org and org_data (docs/product.md#sign-up). Failure is only logged. */
export async function saveOrganisationProfile(userId: string, input: SignUpInput): Promise<void> {
  const orgData = {
    org_name: input.orgName,
    org_size: input.orgSize,
    industry: input.industry,
    use_case: input.useCase,
    website: input.website,
    phone: input.phone,
    country: input.country,
  }
  try {
    const { rows } = await asServiceRole('mark a new sign-up as an organisation', (tx) =>
      tx.query('update public.profiles set name = $2, is_org = true, org_data = $3 where id = $1 returning id', [
        userId,
        input.orgName,
        JSON.stringify(orgData),
      ]),
    )
    if (rows.length === 0) console.error(`Profile update after sign-up found no profile for user ${userId}`)
  } catch (error) {
    console.error('Profile update after sign-up failed:', error)
  }
}
