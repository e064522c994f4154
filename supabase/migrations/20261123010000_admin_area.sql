-- What the admin area needs beyond the tables' own policies: the people behind the profiles
-- (their e-mail lives in auth.users, which no API role may read) and approving a join request
-- (is_org is not writable by any API role). Both are security-definer functions that refuse
-- anyone whose own profile is not an admin, so the database decides even if a route forgot to.

create function private.require_admin() returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'Only an admin may do this.' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.require_admin() from public;
grant execute on function private.require_admin() to authenticated, service_role;

-- Every profile with its user's e-mail, newest first: organisations and join requests.
create function private.admin_people()
returns table (
  id uuid,
  email text,
  name text,
  is_org boolean,
  is_admin boolean,
  org_data jsonb,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select p.id, u.email::text, p.name, p.is_org, p.is_admin, p.org_data, p.created_at
    from public.profiles p
    join auth.users u on u.id = p.id
    order by p.created_at desc, p.id desc;
end;
$$;
revoke execute on function private.admin_people() from public;
grant execute on function private.admin_people() to authenticated, service_role;

-- Makes a signed-in user an organisation. True when the profile changed.
create function private.approve_organisation(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.profiles set is_org = true where id = p_user_id and not is_org;
  return found;
end;
$$;
revoke execute on function private.approve_organisation(uuid) from public;
grant execute on function private.approve_organisation(uuid) to authenticated, service_role;
