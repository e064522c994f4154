-- The audit log (docs/decisions/028-lead-desk-and-audit-log.md): every admin write is recorded
-- with who, when, what and the values before and after, in the same transaction as the write, in
-- a table nobody can change. Rows go in only through private.record_audit(), which takes the actor
-- from the caller's identity (an admin's id and e-mail; 'operator' for the service role's own
-- work: `npm run admin`, the first admin at start-up), never from its arguments. No role holds
-- UPDATE, DELETE or TRUNCATE on it, and triggers refuse all three even to the table's owner.

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: the record outlives the account.
  actor_id uuid,
  actor_email text not null check (char_length(actor_email) between 1 and 320),
  action text not null check (action ~ '^[a-z_]+(\.[a-z_]+)+$' and char_length(action) <= 60),
  entity text not null check (entity ~ '^[a-z_]+$' and char_length(entity) <= 40),
  entity_id text check (char_length(entity_id) <= 200),
  before jsonb,
  after jsonb
);

create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_actor_idx on public.audit_log (lower(actor_email));
create index audit_log_action_idx on public.audit_log (action);
create index audit_log_entity_idx on public.audit_log (entity, entity_id);

alter table public.audit_log enable row level security;

revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;

create policy "audit_log: admins read" on public.audit_log
  for select to authenticated
  using ((select private.is_admin()));

create function private.audit_log_is_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed: its rows are never updated or deleted.'
    using errcode = '42501';
end;
$$;
revoke execute on function private.audit_log_is_append_only() from public, anon, authenticated;

create trigger audit_log_no_update_or_delete before update or delete on public.audit_log
  for each row execute function private.audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function private.audit_log_is_append_only();

-- Records one admin write. An admin is the actor when the caller is one (anyone else is refused);
-- the service role's own work is recorded as `p_operator` (default 'operator').
create function private.record_audit(
  p_action text,
  p_entity text,
  p_entity_id text,
  p_before jsonb,
  p_after jsonb,
  p_operator text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
begin
  if coalesce((select auth.jwt()) ->> 'role', '') = 'service_role' then
    insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
    values (null, coalesce(nullif(btrim(p_operator), ''), 'operator'), p_action, p_entity, p_entity_id, p_before, p_after);
    return;
  end if;
  perform private.require_admin();
  select u.email::text into v_email from auth.users u where u.id = v_uid;
  insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, before, after)
  values (v_uid, coalesce(v_email, v_uid::text), p_action, p_entity, p_entity_id, p_before, p_after);
end;
$$;
revoke execute on function private.record_audit(text, text, text, jsonb, jsonb, text) from public, anon;
grant execute on function private.record_audit(text, text, text, jsonb, jsonb, text) to authenticated, service_role;

-- Join requests can be rejected: the request leaves the list and the user stays as they are (the
-- thank-you screen). The time is kept on the profile; who did it is in the audit log.
alter table public.profiles add column join_rejected_at timestamptz;

drop function private.admin_people();
create function private.admin_people()
returns table (
  id uuid,
  email text,
  name text,
  is_org boolean,
  is_admin boolean,
  org_data jsonb,
  created_at timestamptz,
  join_rejected_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select p.id, u.email::text, p.name, p.is_org, p.is_admin, p.org_data, p.created_at, p.join_rejected_at
    from public.profiles p
    join auth.users u on u.id = p.id
    order by p.created_at desc, p.id desc;
end;
$$;
revoke execute on function private.admin_people() from public;
grant execute on function private.admin_people() to authenticated, service_role;

-- Approving a join request, now recorded. True when the profile changed.
create or replace function private.approve_organisation(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform private.require_admin();
  update public.profiles set is_org = true, join_rejected_at = null
  where id = p_user_id and not is_org and not is_admin;
  if not found then
    return false;
  end if;
  select u.email::text into v_email from auth.users u where u.id = p_user_id;
  perform private.record_audit('join_request.approve', 'user', p_user_id::text,
    jsonb_build_object('email', v_email, 'is_org', false), jsonb_build_object('email', v_email, 'is_org', true));
  return true;
end;
$$;

-- Rejecting a join request. True when a waiting request was rejected.
create function private.reject_join_request(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_at timestamptz;
begin
  perform private.require_admin();
  update public.profiles set join_rejected_at = now()
  where id = p_user_id and not is_org and not is_admin and join_rejected_at is null
  returning join_rejected_at into v_at;
  if not found then
    return false;
  end if;
  select u.email::text into v_email from auth.users u where u.id = p_user_id;
  perform private.record_audit('join_request.reject', 'user', p_user_id::text,
    jsonb_build_object('email', v_email, 'join_rejected_at', null),
    jsonb_build_object('email', v_email, 'join_rejected_at', v_at));
  return true;
end;
$$;
revoke execute on function private.reject_join_request(uuid) from public;
grant execute on function private.reject_join_request(uuid) to authenticated, service_role;

-- Grants or revokes admin, recorded. An admin may not revoke themselves, and the last admin is
-- never revoked (by anyone, the operator included). The admins' rows are locked first, so two
-- revokes at once cannot both see another admin left. Answers 'changed', 'unchanged',
-- 'not-found', 'self' or 'last-admin'. The service role (the CLI, start-up) passes p_operator.
create function private.set_admin(p_user_id uuid, p_is_admin boolean, p_operator text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_service boolean := coalesce((select auth.jwt()) ->> 'role', '') = 'service_role';
  v_was boolean;
  v_email text;
begin
  if not v_service then
    perform private.require_admin();
    if not p_is_admin and p_user_id = (select auth.uid()) then
      return 'self';
    end if;
  end if;
  perform 1 from public.profiles where is_admin order by id for update;
  select p.is_admin into v_was from public.profiles p where p.id = p_user_id for update;
  if not found then
    return 'not-found';
  end if;
  if v_was = p_is_admin then
    return 'unchanged';
  end if;
  if not p_is_admin and (select count(*) from public.profiles where is_admin) <= 1 then
    return 'last-admin';
  end if;
  update public.profiles set is_admin = p_is_admin where id = p_user_id;
  select u.email::text into v_email from auth.users u where u.id = p_user_id;
  perform private.record_audit(case when p_is_admin then 'admin.grant' else 'admin.revoke' end, 'user',
    p_user_id::text, jsonb_build_object('email', v_email, 'is_admin', v_was),
    jsonb_build_object('email', v_email, 'is_admin', p_is_admin), p_operator);
  return 'changed';
end;
$$;
revoke execute on function private.set_admin(uuid, boolean, text) from public, anon;
grant execute on function private.set_admin(uuid, boolean, text) to authenticated, service_role;
