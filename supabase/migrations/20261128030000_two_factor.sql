-- Two-factor authentication for built-in accounts (issue 29, item 5;
-- docs/decisions/071-two-factor-authentication.md). On Supabase, Supabase Auth keeps the factors
-- itself (auth.mfa_factors) and these two tables stay empty.
--
-- Who may do what:
--   public.two_factor                  the person themself reads whether theirs is on (user_id,
--                                      enabled_at, created_at), never the secret; nobody else sees
--                                      a row; only the service role writes (the server, after
--                                      checking a code)
--   public.two_factor_recovery_codes   the person themself reads which of theirs are used (id,
--                                      user_id, used_at), never the hashes; only the service role
--                                      writes
--   public.organizations.require_two_factor  members read it; its Admins change it only through
--                                      private.set_organization_two_factor_requirement(), which
--                                      checks the role and writes the audit log

-- 1. The authenticator app's secret, one row per account. The secret is encrypted by the server
-- (AES-256-GCM, app/.server/two-factor/secret-box.ts) before it reaches the database, and no
-- client role may read the column: a copy of the table or of a backup gives nobody the codes.
create table public.two_factor (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- 'v1.' then base64url of the nonce, the ciphertext and the tag.
  secret_ciphertext text not null check (
    char_length(secret_ciphertext) between 43 and 403 and secret_ciphertext ~ '^v1\.[A-Za-z0-9_-]+$'),
  -- Null while it is being set up: on only after a correct code.
  enabled_at timestamptz,
  -- The time step of the last code accepted: a code is good once, and none older after it.
  last_time_step bigint check (last_time_step >= 0),
  created_at timestamptz not null default now()
);

-- 2. Ten one-time recovery codes per account, kept as the hex SHA-256 of the code: each code is 80
-- random bits, so a fast hash cannot be reversed by trying, and it can be looked up (decision 071).
create table public.two_factor_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  unique (user_id, code_hash)
);

alter table public.two_factor enable row level security;
alter table public.two_factor_recovery_codes enable row level security;
revoke all on public.two_factor, public.two_factor_recovery_codes from public, anon, authenticated;
-- Column grants: the secret and the hashes are never among them.
grant select (user_id, enabled_at, created_at) on public.two_factor to authenticated;
grant select (id, user_id, used_at) on public.two_factor_recovery_codes to authenticated;
grant all on public.two_factor, public.two_factor_recovery_codes to service_role;

create policy "two_factor: the person themself reads" on public.two_factor
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "two_factor_recovery_codes: the person themself reads" on public.two_factor_recovery_codes
  for select to authenticated
  using (user_id = (select auth.uid()));

-- 3. An organisation's Admin may require two-factor authentication of its members.
alter table public.organizations add column require_two_factor boolean not null default false;

-- 'changed', 'unchanged' or 'not-admin'; the change is in the audit log with the organisation named.
create function private.set_organization_two_factor_requirement(p_organization uuid, p_required boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was boolean;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  select o.require_two_factor into v_was from public.organizations o where o.id = p_organization;
  if v_was = p_required then
    return 'unchanged';
  end if;
  update public.organizations set require_two_factor = p_required where id = p_organization;
  perform private.record_organization_audit('organization.require_two_factor', p_organization,
    jsonb_build_object('require_two_factor', v_was), jsonb_build_object('require_two_factor', p_required));
  return 'changed';
end;
$$;
revoke execute on function private.set_organization_two_factor_requirement(uuid, boolean) from public;
grant execute on function private.set_organization_two_factor_requirement(uuid, boolean) to authenticated, service_role;

-- 4. Security notices (two-factor turned on or off) go through the outbox, in the change's own
-- transaction: the notice is never lost to a crash, and never sent for a change rolled back.
-- lead_id is the account's id.
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry', 'callback', 'invitation', 'join_request', 'join_decision', 'security'));
