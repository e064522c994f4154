-- Staff join by invitation, not through the customer sign-up (issue 32;
-- docs/decisions/077-confirming-addresses-and-inviting-staff.md).
--
-- Staff used to sign up at /signup, which made each new rep a customer organisation. Now an admin
-- invites an address from /admin/users; the e-mail carries a single-use link, valid 7 days; the
-- invitee, signed in with that address (or creating the account from the link), becomes staff
-- (profiles.is_admin), with no organisation and no join request. Every change is a function below,
-- security definer, that checks the caller is staff, makes the change, queues the e-mail and
-- writes the audit log in one transaction.
--
-- Who may do what on public.staff_invitations: staff read, insert (as themselves) and delete;
-- nobody else sees or writes a row; only the service role updates. The token is never stored,
-- only its SHA-256; the invitee reaches their invitation by the token, through
-- private.accept_staff_invitation(), never by reading the table.

create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  -- One spelling per address (lower case, trimmed), as the accounts keep it; 254 at most.
  email text not null check (
    char_length(email) between 3 and 254 and email = lower(btrim(email)) and email ~ '^[^\s@?&%]+@[^\s@?&%]+\.[^\s@?&%]+$'),
  -- The hex SHA-256 of the link's token: reading the table gives nobody a link.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- When the link was last sent (Resend sends a new one); it works for 7 days from then.
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  check (expires_at > sent_at and expires_at <= sent_at + interval '7 days'),
  check (accepted_by is null or accepted_at is not null)
);

-- One open invitation per address: inviting again is Resend.
create unique index staff_invitations_open_idx on public.staff_invitations (email) where accepted_at is null;
create index staff_invitations_created_idx on public.staff_invitations (created_at desc);

alter table public.staff_invitations enable row level security;
revoke all on public.staff_invitations from public, anon, authenticated;
grant select, delete on public.staff_invitations to authenticated;
-- Staff insert the invitation's own fields, never its acceptance or its times.
grant insert (email, token_hash, invited_by, expires_at) on public.staff_invitations to authenticated;
grant all on public.staff_invitations to service_role;

create policy "staff_invitations: staff read" on public.staff_invitations
  for select to authenticated
  using ((select private.is_admin()));

create policy "staff_invitations: staff invite, as themselves" on public.staff_invitations
  for insert to authenticated
  with check ((select private.is_admin()) and invited_by = (select auth.uid()));

create policy "staff_invitations: staff delete" on public.staff_invitations
  for delete to authenticated
  using ((select private.is_admin()));

-- The outbox carries staff invitations too (the token until the mail is sent, as for decision 068).
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry', 'callback', 'invitation', 'join_request', 'join_decision', 'security',
    'email_confirmation', 'staff_invitation'));

-- Queues the invitation's e-mail, with the token for its link (removed once sent).
create function private.enqueue_staff_invitation_mail(p_invitation uuid, p_token text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.mail_outbox where kind = 'staff_invitation' and lead_id = p_invitation and sent_at is null;
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'staff_invitation', i.id, jsonb_build_object(
    'email', i.email,
    'invited_by', (select u.email::text from auth.users u where u.id = (select auth.uid())),
    'token', p_token, 'expires_at', i.expires_at)
  from public.staff_invitations i
  where i.id = p_invitation;
end;
$$;
revoke execute on function private.enqueue_staff_invitation_mail(uuid, text) from public, anon, authenticated;

-- Staff invite an address: 'invited', 'not-admin', 'staff' (its account is staff already) or
-- 'pending' (an open invitation exists: Resend it). Only the token's hash is kept.
create function private.invite_staff(p_email text, p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_invitation uuid;
begin
  if not coalesce((select private.is_admin()), false) then
    return 'not-admin';
  end if;
  if exists (
    select 1 from auth.users u join public.profiles p on p.id = u.id
    where lower(u.email) = v_email and p.is_admin) then
    return 'staff';
  end if;
  if exists (select 1 from public.staff_invitations i where i.email = v_email and i.accepted_at is null) then
    return 'pending';
  end if;
  insert into public.staff_invitations (email, token_hash, invited_by, expires_at)
  values (v_email, private.invitation_token_hash(p_token), (select auth.uid()), now() + interval '7 days')
  returning id into v_invitation;
  perform private.enqueue_staff_invitation_mail(v_invitation, p_token);
  perform private.record_audit('staff.invite', 'staff_invitation', v_invitation::text, null,
    jsonb_build_object('email', v_email));
  return 'invited';
end;
$$;

-- Resend: a new token (the old link stops working at once), 7 more days, a new e-mail.
-- 'resent', 'not-admin' or 'not-found'.
create function private.resend_staff_invitation(p_invitation uuid, p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if not coalesce((select private.is_admin()), false) then
    return 'not-admin';
  end if;
  update public.staff_invitations
  set token_hash = private.invitation_token_hash(p_token), sent_at = now(), expires_at = now() + interval '7 days'
  where id = p_invitation and accepted_at is null
  returning email into v_email;
  if not found then
    return 'not-found';
  end if;
  perform private.enqueue_staff_invitation_mail(p_invitation, p_token);
  perform private.record_audit('staff.invitation_resend', 'staff_invitation', p_invitation::text, null,
    jsonb_build_object('email', v_email));
  return 'resent';
end;
$$;

-- Revoke: the invitation and its unsent e-mail go. 'revoked', 'not-admin' or 'not-found'.
create function private.revoke_staff_invitation(p_invitation uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if not coalesce((select private.is_admin()), false) then
    return 'not-admin';
  end if;
  delete from public.staff_invitations where id = p_invitation and accepted_at is null
  returning email into v_email;
  if not found then
    return 'not-found';
  end if;
  delete from private.mail_outbox where kind = 'staff_invitation' and lead_id = p_invitation and sent_at is null;
  perform private.record_audit('staff.invitation_revoke', 'staff_invitation', p_invitation::text,
    jsonb_build_object('email', v_email), null);
  return 'revoked';
end;
$$;

-- The invitee, signed in, follows the link: 'joined', 'invalid' (unknown, used or revoked),
-- 'expired', 'wrong-account' (sent to another address than the account's) or 'already-staff' (the
-- invitation is spent). Joining makes the account staff and nothing else: no organisation, no
-- join request. The audit log's actor is the invitee; the invitation's entry names who invited.
create function private.accept_staff_invitation(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_invitation public.staff_invitations;
  v_was boolean;
begin
  if v_uid is null then
    return 'invalid';
  end if;
  select * into v_invitation from public.staff_invitations i
  where i.token_hash = private.invitation_token_hash(p_token) and i.accepted_at is null
  for update;
  if not found then
    return 'invalid';
  end if;
  if v_invitation.expires_at <= now() then
    return 'expired';
  end if;
  select lower(u.email::text) into v_email from auth.users u where u.id = v_uid;
  if v_email is distinct from v_invitation.email then
    return 'wrong-account';
  end if;
  -- The same lock as private.set_admin: a grant or revoke under way is decided first.
  perform 1 from public.profiles where is_admin order by id for update;
  select p.is_admin into v_was from public.profiles p where p.id = v_uid for update;
  update public.staff_invitations set accepted_at = now(), accepted_by = v_uid where id = v_invitation.id;
  if coalesce(v_was, false) then
    return 'already-staff';
  end if;
  update public.profiles set is_admin = true where id = v_uid;
  insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
  values (v_uid, v_email, 'staff.join', 'user', v_uid::text,
    jsonb_build_object('email', v_email, 'is_admin', false),
    jsonb_build_object('email', v_email, 'is_admin', true, 'invitation', v_invitation.id,
      'invited_by', (select u.email::text from auth.users u where u.id = v_invitation.invited_by)));
  return 'joined';
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.invite_staff(text, text)',
    'private.resend_staff_invitation(uuid, text)',
    'private.revoke_staff_invitation(uuid)',
    'private.accept_staff_invitation(text)'
  ] loop
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
