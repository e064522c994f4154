-- The team that works together (issue 29, second step; docs/decisions/068-invitations-and-roles.md).
--
-- An organisation's Admin invites people by e-mail, with a role; the invitee follows a single-use
-- link, valid 7 days, and joins. Admins change roles and remove members; a member leaves. Every one
-- of these changes goes through a security-definer function below that checks the caller's role,
-- makes the change and writes the audit log in one transaction; the rule that an organisation with
-- members keeps an Admin is also a trigger on organization_members, so no path, the service role's
-- included, can leave a team without one.
--
-- Who may do what on public.organization_invitations:
--   the organisation's Admins read, insert (as themselves) and delete theirs; staff read all;
--   nobody else sees a row; only the service role updates. The token is never stored, only its
--   SHA-256; the invitee reaches their invitation by the token, through
--   private.accept_organization_invitation(), never by reading the table.

-- 1. The table.
create table public.organization_invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- One spelling per address (lower case, trimmed), as the accounts keep it; 254 at most.
  email text not null check (
    char_length(email) between 3 and 254 and email = lower(btrim(email)) and email ~ '^[^\s@?&%]+@[^\s@?&%]+\.[^\s@?&%]+$'),
  role text not null default 'member' check (role in ('admin', 'member')),
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

-- One open invitation per address and organisation: inviting again is Resend.
create unique index organization_invitations_open_idx on public.organization_invitations (organization_id, email)
  where accepted_at is null;

alter table public.organization_invitations enable row level security;
revoke all on public.organization_invitations from anon, authenticated;
grant select, delete on public.organization_invitations to authenticated;
-- An Admin inserts the invitation's own fields, never its acceptance or its times.
grant insert (organization_id, email, role, token_hash, invited_by, expires_at) on public.organization_invitations to authenticated;
grant all on public.organization_invitations to service_role;

create policy "organization_invitations: its admins and staff read" on public.organization_invitations
  for select to authenticated
  using (organization_id in (select private.caller_admin_organizations()) or (select private.is_admin()));

create policy "organization_invitations: its admins invite, as themselves" on public.organization_invitations
  for insert to authenticated
  with check (organization_id in (select private.caller_admin_organizations()) and invited_by = (select auth.uid()));

create policy "organization_invitations: its admins delete" on public.organization_invitations
  for delete to authenticated
  using (organization_id in (select private.caller_admin_organizations()));

-- 2. An organisation with members keeps an Admin, whatever the path (a route, the service role, a
-- race between two Admins). The organisation's row is locked first, so two changes to one team
-- are decided one after the other, each seeing the other's result. An organisation being deleted
-- (its members go by cascade) or left with no member at all is not held to it.
create function private.organization_keeps_an_admin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin' and new.organization_id = old.organization_id) then
    return null;
  end if;
  perform 1 from public.organizations where id = old.organization_id for no key update;
  if not found then
    return null;
  end if;
  if exists (select 1 from public.organization_members m where m.organization_id = old.organization_id)
     and not exists (
       select 1 from public.organization_members m where m.organization_id = old.organization_id and m.role = 'admin') then
    raise exception 'An organisation with members keeps at least one Admin.'
      using errcode = 'check_violation', constraint = 'organization_members_keeps_an_admin';
  end if;
  return null;
end;
$$;
revoke execute on function private.organization_keeps_an_admin() from public, anon, authenticated;

create trigger organization_members_keep_an_admin after update or delete on public.organization_members
  for each row execute function private.organization_keeps_an_admin();

-- 3. The outbox carries invitations too: its row keeps the token until the mail is sent (the
-- sender then removes it, app/.server/mail/outbox.ts), because the invitee cannot ask again for
-- a lost link as a password reset can; Resend and Revoke delete an unsent one.
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check check (kind in ('enquiry', 'callback', 'invitation'));

-- 4. The audit log's record of an organisation change: the actor is the caller (a member, not
-- staff, so private.record_audit's own check does not fit), the entity the organisation, and its
-- name in what is recorded. Only the functions below call it.
create function private.record_organization_audit(
  p_action text,
  p_organization uuid,
  p_before jsonb,
  p_after jsonb
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_name text;
begin
  select o.name into v_name from public.organizations o where o.id = p_organization;
  select u.email::text into v_email from auth.users u where u.id = v_uid;
  insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
  values (v_uid, coalesce(v_email, v_uid::text, 'operator'), p_action, 'organization', p_organization::text,
    case when p_before is null then null else jsonb_build_object('organization', v_name) || p_before end,
    case when p_after is null then null else jsonb_build_object('organization', v_name) || p_after end);
end;
$$;
revoke execute on function private.record_organization_audit(text, uuid, jsonb, jsonb) from public, anon, authenticated;

-- The caller's role in an organisation, or null; the organisation's row locked, so the team's
-- changes are made one at a time.
create function private.lock_caller_role(p_organization uuid) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  perform 1 from public.organizations where id = p_organization for no key update;
  select m.role into v_role from public.organization_members m
  where m.organization_id = p_organization and m.user_id = (select auth.uid());
  return v_role;
end;
$$;
revoke execute on function private.lock_caller_role(uuid) from public, anon, authenticated;

-- The hex SHA-256 of a token, as the table keeps it.
create function private.invitation_token_hash(p_token text) returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex')
$$;
revoke execute on function private.invitation_token_hash(text) from public, anon, authenticated;
-- The service role looks an invitation up by its link's token for a visitor not yet signed in.
grant execute on function private.invitation_token_hash(text) to service_role;

-- Queues the invitation's e-mail, with the token for its link (removed once sent).
create function private.enqueue_invitation_mail(p_invitation uuid, p_token text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.mail_outbox where kind = 'invitation' and lead_id = p_invitation and sent_at is null;
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'invitation', i.id, jsonb_build_object(
    'email', i.email, 'organization', o.name, 'role', i.role,
    'invited_by', (select u.email::text from auth.users u where u.id = (select auth.uid())),
    'token', p_token, 'expires_at', i.expires_at)
  from public.organization_invitations i join public.organizations o on o.id = i.organization_id
  where i.id = p_invitation;
end;
$$;
revoke execute on function private.enqueue_invitation_mail(uuid, text) from public, anon, authenticated;

-- 5. The changes, each answered with a word the page turns into its message.

-- An Admin invites an address with a role: 'invited', 'not-admin', 'member' (it belongs to the
-- team already) or 'pending' (an open invitation exists: Resend it). The token is the link's (32
-- random bytes from the server); only its hash is kept.
create function private.invite_to_organization(p_organization uuid, p_email text, p_role text, p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_invitation uuid;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  if exists (
    select 1 from public.organization_members m join auth.users u on u.id = m.user_id
    where m.organization_id = p_organization and lower(u.email) = v_email) then
    return 'member';
  end if;
  if exists (
    select 1 from public.organization_invitations i
    where i.organization_id = p_organization and i.email = v_email and i.accepted_at is null) then
    return 'pending';
  end if;
  insert into public.organization_invitations (organization_id, email, role, token_hash, invited_by, expires_at)
  values (p_organization, v_email, p_role, private.invitation_token_hash(p_token), (select auth.uid()),
    now() + interval '7 days')
  returning id into v_invitation;
  perform private.enqueue_invitation_mail(v_invitation, p_token);
  perform private.record_organization_audit('organization.invite', p_organization, null,
    jsonb_build_object('email', v_email, 'role', p_role));
  return 'invited';
end;
$$;

-- Resend: a new token (the old link stops working at once), 7 more days, a new e-mail.
-- 'resent', 'not-admin' or 'not-found'.
create function private.resend_organization_invitation(p_organization uuid, p_invitation uuid, p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  update public.organization_invitations
  set token_hash = private.invitation_token_hash(p_token), sent_at = now(), expires_at = now() + interval '7 days'
  where id = p_invitation and organization_id = p_organization and accepted_at is null
  returning email into v_email;
  if not found then
    return 'not-found';
  end if;
  perform private.enqueue_invitation_mail(p_invitation, p_token);
  perform private.record_organization_audit('organization.invitation_resend', p_organization, null,
    jsonb_build_object('email', v_email));
  return 'resent';
end;
$$;

-- Revoke: the invitation and its unsent e-mail go. 'revoked', 'not-admin' or 'not-found'.
create function private.revoke_organization_invitation(p_organization uuid, p_invitation uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_role text;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  delete from public.organization_invitations
  where id = p_invitation and organization_id = p_organization and accepted_at is null
  returning email, role into v_email, v_role;
  if not found then
    return 'not-found';
  end if;
  delete from private.mail_outbox where kind = 'invitation' and lead_id = p_invitation and sent_at is null;
  perform private.record_organization_audit('organization.invitation_revoke', p_organization,
    jsonb_build_object('email', v_email, 'role', v_role), null);
  return 'revoked';
end;
$$;

-- The invitee, signed in, follows the link: 'joined', 'invalid' (unknown, used or revoked),
-- 'expired', 'wrong-account' (sent to another address than the account's), 'already-member' (of
-- this organisation: the invitation is spent) or 'other-organization' (the account belongs to
-- another one; one organisation per member for now). With the organisation's name when joined.
create function private.accept_organization_invitation(p_token text)
returns table (status text, organization_id uuid, organization_name text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_invitation public.organization_invitations;
begin
  if v_uid is null then
    return query select 'invalid'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_invitation from public.organization_invitations i
  where i.token_hash = private.invitation_token_hash(p_token) and i.accepted_at is null
  for update;
  if not found then
    return query select 'invalid'::text, null::uuid, null::text;
    return;
  end if;
  if v_invitation.expires_at <= now() then
    return query select 'expired'::text, null::uuid, null::text;
    return;
  end if;
  select lower(u.email::text) into v_email from auth.users u where u.id = v_uid;
  if v_email is distinct from v_invitation.email then
    return query select 'wrong-account'::text, null::uuid, null::text;
    return;
  end if;
  perform 1 from public.organizations o where o.id = v_invitation.organization_id for no key update;
  if exists (
    select 1 from public.organization_members m
    where m.organization_id = v_invitation.organization_id and m.user_id = v_uid) then
    update public.organization_invitations set accepted_at = now(), accepted_by = v_uid where id = v_invitation.id;
    return query select 'already-member'::text, v_invitation.organization_id,
      (select o.name from public.organizations o where o.id = v_invitation.organization_id);
    return;
  end if;
  if exists (select 1 from public.organization_members m where m.user_id = v_uid) then
    return query select 'other-organization'::text, null::uuid, null::text;
    return;
  end if;
  insert into public.organization_members (organization_id, user_id, role)
  values (v_invitation.organization_id, v_uid, v_invitation.role);
  update public.organization_invitations set accepted_at = now(), accepted_by = v_uid where id = v_invitation.id;
  perform private.record_organization_audit('organization.join', v_invitation.organization_id, null,
    jsonb_build_object('email', v_email, 'role', v_invitation.role));
  return query select 'joined'::text, v_invitation.organization_id,
    (select o.name from public.organizations o where o.id = v_invitation.organization_id);
end;
$$;

-- An Admin changes a member's role: 'changed', 'unchanged', 'not-admin', 'not-found' or
-- 'last-admin' (the only Admin cannot be made a Member).
create function private.set_organization_member_role(p_organization uuid, p_user uuid, p_role text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was text;
  v_email text;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  select m.role into v_was from public.organization_members m
  where m.organization_id = p_organization and m.user_id = p_user;
  if not found then
    return 'not-found';
  end if;
  if v_was = p_role then
    return 'unchanged';
  end if;
  if v_was = 'admin' and (
    select count(*) from public.organization_members m where m.organization_id = p_organization and m.role = 'admin') <= 1 then
    return 'last-admin';
  end if;
  update public.organization_members set role = p_role where organization_id = p_organization and user_id = p_user;
  select u.email::text into v_email from auth.users u where u.id = p_user;
  perform private.record_organization_audit('organization.role', p_organization,
    jsonb_build_object('email', v_email, 'role', v_was), jsonb_build_object('email', v_email, 'role', p_role));
  return 'changed';
end;
$$;

-- An Admin removes a member (themselves too, which is leaving): 'removed', 'not-admin',
-- 'not-found' or 'last-admin'.
create function private.remove_organization_member(p_organization uuid, p_user uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was text;
  v_email text;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  select m.role into v_was from public.organization_members m
  where m.organization_id = p_organization and m.user_id = p_user;
  if not found then
    return 'not-found';
  end if;
  if v_was = 'admin' and (
    select count(*) from public.organization_members m where m.organization_id = p_organization and m.role = 'admin') <= 1 then
    return 'last-admin';
  end if;
  delete from public.organization_members where organization_id = p_organization and user_id = p_user;
  select u.email::text into v_email from auth.users u where u.id = p_user;
  perform private.record_organization_audit('organization.remove', p_organization,
    jsonb_build_object('email', v_email, 'role', v_was), null);
  return 'removed';
end;
$$;

-- A member leaves: 'left', 'not-member' or 'last-admin' (the only Admin stays until another is made).
create function private.leave_organization(p_organization uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_was text := private.lock_caller_role(p_organization);
  v_email text;
begin
  if v_was is null then
    return 'not-member';
  end if;
  if v_was = 'admin' and (
    select count(*) from public.organization_members m where m.organization_id = p_organization and m.role = 'admin') <= 1 then
    return 'last-admin';
  end if;
  delete from public.organization_members where organization_id = p_organization and user_id = (select auth.uid());
  select u.email::text into v_email from auth.users u where u.id = (select auth.uid());
  perform private.record_organization_audit('organization.leave', p_organization,
    jsonb_build_object('email', v_email, 'role', v_was), null);
  return 'left';
end;
$$;

-- The open invitations an Admin sees in Team, newest first (through the table's policy: only
-- their organisation's, only as its Admin).
create index organization_invitations_organization_idx on public.organization_invitations (organization_id, created_at desc);

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.invite_to_organization(uuid, text, text, text)',
    'private.resend_organization_invitation(uuid, uuid, text)',
    'private.revoke_organization_invitation(uuid, uuid)',
    'private.accept_organization_invitation(text)',
    'private.set_organization_member_role(uuid, uuid, text)',
    'private.remove_organization_member(uuid, uuid)',
    'private.leave_organization(uuid)'
  ] loop
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
