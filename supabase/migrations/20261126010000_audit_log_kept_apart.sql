-- The audit log kept apart from the role that runs the site, and the service role taken from the
-- role a transaction runs as, not from its claims (issue 27; docs/decisions/053-out-of-the-site-s-own-reach.md).
--
-- 1. public.audit_log and the trigger function that keeps it append-only were owned by the role
-- that ran the migrations, which is the role the site connects as: that role could disable the
-- triggers (`alter table ... disable trigger`), drop them, or replace the function, and then
-- change or delete any row. Both now belong to `audit_keeper`, a role nobody logs in as and no
-- other role is a member of. The migrating role keeps SELECT and INSERT only (private.record_audit,
-- which it owns, writes through it), so without being a superuser it can no longer disable, drop
-- or rewrite what keeps the log append-only, nor UPDATE, DELETE or TRUNCATE a row.
do $$
begin
  if to_regrole('audit_keeper') is null then
    create role audit_keeper nologin noinherit;
  end if;
end
$$;

-- Handing an object to a role needs membership in it, and that role's CREATE on the object's
-- schema (a superuser needs neither); both are taken back below.
do $$
begin
  -- Row security applies to it once it is not the owner: private.record_audit inserts as it, and
  -- the operator's own reads (`psql`, a backup) go on seeing every row.
  execute format('create policy "audit_log: its writer appends" on public.audit_log for insert to %I with check (true)',
    current_user);
  execute format('create policy "audit_log: its writer reads" on public.audit_log for select to %I using (true)',
    current_user);
  execute format('grant audit_keeper to %I', current_user);
  grant create on schema public, private to audit_keeper;
  alter table public.audit_log owner to audit_keeper;
  alter function private.audit_log_is_append_only() owner to audit_keeper;
  revoke create on schema public, private from audit_keeper;
  execute format('grant select, insert on public.audit_log to %I', current_user);
  execute format('revoke audit_keeper from %I', current_user);
end
$$;

-- 2. The service role's own work was told apart by the claim `role` in request.jwt.claims, a
-- setting any transaction may change: a signed-in user who set it was 'operator' to set_admin
-- (and could make themselves an admin) and to record_audit. It is now the role the transaction
-- runs as (`set local role service_role`, as the server and PostgREST take it), which only a
-- session whose login role is a member of service_role can take; the role setting keeps its value
-- inside these security-definer functions, where current_user is their owner.
create function private.is_service_role() returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) = 'service_role'
$$;
-- Called by the functions below, which run as their owner; no caller needs it.
revoke execute on function private.is_service_role() from public, anon, authenticated;

create or replace function private.record_audit(
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
  if private.is_service_role() then
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

-- As 20261126000000_set_admin_after_the_locks.sql made it, but for how the service role is known.
create or replace function private.set_admin(p_user_id uuid, p_is_admin boolean, p_operator text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_service boolean := private.is_service_role();
  v_was boolean;
  v_email text;
begin
  if not v_service then
    -- Answered, not raised: the caller passed the page's guard a moment ago, in another
    -- transaction, and may have been revoked since.
    if not coalesce((select private.is_admin()), false) then
      return 'not-admin';
    end if;
    if not p_is_admin and p_user_id = (select auth.uid()) then
      return 'self';
    end if;
  end if;
  perform 1 from public.profiles where is_admin order by id for update;
  -- Read after the wait: a change that committed meanwhile may have taken the caller's access.
  if not v_service
     and not exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.is_admin) then
    return 'not-admin';
  end if;
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
