-- Staff open one organisation (docs/product.md#admin, issue 29's sixth part): its members a page at
-- a time, by key, with their names and e-mails; and every change to an organisation's details is
-- in the audit log with the organisation named, whoever makes it.
--
-- 1. An organisation's members, newest first, by key: the index the staff page reads, so a page of
--    an organisation with thousands of members reads a page of rows, not all of them.
-- 2. private.staff_organization_members: that page, with each member's name and e-mail (which live
--    in profiles and auth.users, which staff read only through functions). Staff only: anyone
--    else gets no row, as private.staff_organizations.
-- 3. A trigger that records each change of an organisation's details (name, size, industry, use
--    case, website, phone, country) in the audit log. Its Admins hold UPDATE on those columns
--    (20261127060000), so a change made straight through the data API is recorded too, not only
--    the ones a page of ours makes.

create index organization_members_joined_idx
  on public.organization_members (organization_id, joined_at desc, user_id desc);

-- `p_key_micros`/`p_key_user`: the row the page continues from (its joined_at in microseconds
-- since 1970, and its user id), or null for the newest; `p_older`: true for the rows joined before
-- it (the next page), false for those after it (the previous page, returned newest first too).
create function private.staff_organization_members(
  p_organization uuid,
  p_key_micros bigint,
  p_key_user uuid,
  p_older boolean,
  p_limit int
) returns table (
  user_id uuid,
  name text,
  email text,
  role text,
  joined_at timestamptz,
  last_active_at timestamptz,
  key text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_key timestamptz := timestamptz 'epoch' + p_key_micros * interval '1 microsecond';
  v_limit int := least(greatest(p_limit, 1), 100);
begin
  if not (select private.is_admin()) then
    return;
  end if;
  -- Two statements rather than one with a computed order, so each walks the index in its order.
  if p_older or p_key_micros is null then
    return query
    with page as (
      select m.user_id, m.role, m.joined_at, m.last_active_at
      from public.organization_members m
      where m.organization_id = p_organization
        and (p_key_micros is null or (m.joined_at, m.user_id) < (v_key, p_key_user))
      order by m.joined_at desc, m.user_id desc
      limit v_limit)
    select page.user_id, p.name, u.email::text, page.role, page.joined_at, page.last_active_at,
      (extract(epoch from page.joined_at) * 1000000)::bigint || '_' || page.user_id
    from page
    join auth.users u on u.id = page.user_id
    left join public.profiles p on p.id = page.user_id
    order by page.joined_at desc, page.user_id desc;
  else
    return query
    with page as (
      select m.user_id, m.role, m.joined_at, m.last_active_at
      from public.organization_members m
      where m.organization_id = p_organization and (m.joined_at, m.user_id) > (v_key, p_key_user)
      order by m.joined_at asc, m.user_id asc
      limit v_limit)
    select page.user_id, p.name, u.email::text, page.role, page.joined_at, page.last_active_at,
      (extract(epoch from page.joined_at) * 1000000)::bigint || '_' || page.user_id
    from page
    join auth.users u on u.id = page.user_id
    left join public.profiles p on p.id = page.user_id
    order by page.joined_at desc, page.user_id desc;
  end if;
end;
$$;
revoke execute on function private.staff_organization_members(uuid, bigint, uuid, boolean, int) from public;
grant execute on function private.staff_organization_members(uuid, bigint, uuid, boolean, int) to authenticated, service_role;

-- 3. The columns that changed, before and after, named as the table names them.
create function private.audit_organization_details() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_after jsonb;
begin
  select jsonb_object_agg(o.key, o.value), jsonb_object_agg(o.key, to_jsonb(new) -> o.key)
  into v_before, v_after
  from jsonb_each(to_jsonb(old)) o
  where o.key in ('name', 'size', 'industry', 'use_case', 'website', 'phone', 'country')
    and o.value is distinct from to_jsonb(new) -> o.key;
  if v_before is not null then
    perform private.record_organization_audit('organization.update', new.id, v_before, v_after);
  end if;
  return null;
end;
$$;
revoke execute on function private.audit_organization_details() from public, anon, authenticated;

create trigger organizations_details_audited
  after update of name, size, industry, use_case, website, phone, country on public.organizations
  for each row execute function private.audit_organization_details();
