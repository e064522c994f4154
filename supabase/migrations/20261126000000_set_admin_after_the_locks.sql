-- Admin access changed by two admins at once (issue 27): private.set_admin locks every admin's
-- row, in one order, before it reads anything it decides on, so concurrent grants and revokes run
-- one after the other. But the caller's own admin access was checked before that wait: an admin
-- revoked by the change that ran first (two admins removing each other) went on to change someone
-- else, and failed only at the audit log's own check, after the change, as an error (a 500). The
-- caller is now checked again once the locks are held, and answered 'not-admin' (a 403 with its
-- sentence) when they are no longer one; while the caller is an admin, their own row is among the
-- locked ones, so nobody can revoke them until this change is done. The first check answers
-- 'not-admin' too instead of raising: an admin revoked between the page's guard and this call
-- (a transaction apart) gets the same sentence, not a 500. Nothing is changed for a caller who is
-- not an admin, either way. Everything else is as the audit-log migration made it.
create or replace function private.set_admin(p_user_id uuid, p_is_admin boolean, p_operator text default null)
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
