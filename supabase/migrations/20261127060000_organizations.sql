-- Organisations as records (issue 29, first step; docs/decisions/067-organisations-as-records.md).
--
-- Until now an organisation was one profile: profiles.is_org and the org_data jsonb written at
-- sign-up. An organisation is now a row of public.organizations, and who belongs to it, with what
-- role, a row of public.organization_members. Row Level Security decides by membership, through
-- security-definer helpers in `private` that return the caller's organisations as a set, so a
-- policy reads `id in (select private.caller_organizations())`: an uncorrelated subquery the
-- planner runs once per statement, not once per row.
--
-- Who may do what:
--   organizations         members read theirs; its Admins update the editable columns (never plan);
--                         staff (profiles.is_admin) read all; only the service role inserts or deletes
--   organization_members  members read their organisation's members; staff read all; only the
--                         service role inserts, updates or deletes (invitations come later). A member
--                         records their own activity through private.record_member_activity()
--
-- Every organisation profile moves to one organisation, its user as Admin; then profiles.is_org
-- and profiles.org_data are dropped, so nothing can read the old flag by mistake.

-- 1. The tables. Limits mirror sign-up's (app/lib/auth-schema.ts): a field sign-up requires may
-- still be missing on an organisation made another way (an approved join request), so each is
-- checked when present.
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  -- One line, trimmed, 1 to 200 characters.
  name text check (name is null or (char_length(name) between 1 and 200 and name = btrim(name) and name !~ '[\r\n]')),
  size text check (size is null or size in ('1-10', '11-50', '51-200', '201-500', '501+')),
  industry text check (industry is null or char_length(btrim(industry)) between 1 and 100),
  use_case text check (use_case is null or char_length(btrim(use_case)) between 1 and 2000),
  -- http:// or https://, at most 300 characters (the form also wants a dot in the host name).
  website text check (website is null or (char_length(website) <= 300 and website ~* '^https?://.')),
  -- The country's dial code, a space, then 6 to 14 digits: '+44 2079460958'.
  phone text check (phone is null or phone ~ '^\+[0-9]{1,4} [0-9]{6,14}$'),
  -- ISO 3166-1 alpha-2, as the sign-up form's country list names them.
  country text check (country is null or country ~ '^[A-Z]{2}$'),
  -- The plan is the business's to set (the service role), never the organisation's.
  plan text not null default 'enterprise' check (plan in ('enterprise')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger organizations_touch_updated_at before update on public.organizations
  for each row execute function private.touch_updated_at();

create table public.organization_members (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Erasing the account (or deleting it in Supabase Auth) ends the membership.
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null default 'member' check (role in ('admin', 'member')),
  joined_at timestamptz not null default now(),
  -- Written by private.record_member_activity() when the member opens the dashboard.
  last_active_at timestamptz,
  primary key (organization_id, user_id)
);

-- The primary key serves an organisation's members; this serves a user's organisations (every
-- policy's private.caller_organizations(), the dashboard, the join requests).
create index organization_members_user_idx on public.organization_members (user_id, organization_id);

-- 2. Who the caller is, as sets the policies test against. Security definer: they read
-- organization_members without going through its own policy (which calls them).
create function private.caller_organizations() returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id from public.organization_members m where m.user_id = (select auth.uid())
$$;
revoke execute on function private.caller_organizations() from public;
grant execute on function private.caller_organizations() to authenticated, service_role;

create function private.caller_admin_organizations() returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organization_id from public.organization_members m
  where m.user_id = (select auth.uid()) and m.role = 'admin'
$$;
revoke execute on function private.caller_admin_organizations() from public;
grant execute on function private.caller_admin_organizations() to authenticated, service_role;

-- 3. Row Level Security and grants.
alter table public.organizations enable row level security;
alter table public.organization_members enable row level security;

revoke all on public.organizations, public.organization_members from anon, authenticated;
grant select on public.organizations, public.organization_members to authenticated;
-- Column grants: an organisation's Admin edits its details, never its plan (nor its id or times).
grant update (name, size, industry, use_case, website, phone, country) on public.organizations to authenticated;
grant all on public.organizations, public.organization_members to service_role;

create policy "organizations: members and staff read" on public.organizations
  for select to authenticated
  using (id in (select private.caller_organizations()) or (select private.is_admin()));

create policy "organizations: its admins update" on public.organizations
  for update to authenticated
  using (id in (select private.caller_admin_organizations()))
  with check (id in (select private.caller_admin_organizations()));

create policy "organization_members: members and staff read" on public.organization_members
  for select to authenticated
  using (organization_id in (select private.caller_organizations()) or (select private.is_admin()));

-- Staff's list of organisations (Organizations → Organizations, docs/decisions/067-…): newest
-- first, paged by key (created_at, id) and searched by name or website, at any number of rows.
create index organizations_newest_idx on public.organizations (created_at desc, id desc);
create index organizations_name_trgm_idx on public.organizations using gin (name extensions.gin_trgm_ops);
create index organizations_website_trgm_idx on public.organizations using gin (website extensions.gin_trgm_ops);

-- Under Row Level Security the planner may use an index for a condition only when its operator is
-- leakproof, and ILIKE is not (decision 011): through the policy, a search would read every row.
-- Staff read every organisation anyway, so this view states their rule itself and reads the
-- table with its owner's rights: the planner sees the search and the key and uses the indexes
-- above. Its one condition is the caller's own staff flag, which does not depend on a row, so it
-- is checked once, before any row is read (a one-time filter); anyone else gets no row. With each
-- organisation, its number of members and its first Admin's e-mail (whom staff contact).
create view private.staff_organizations as
  select o.id, o.name, o.size, o.industry, o.website, o.phone, o.plan, o.created_at,
    (select count(*) from public.organization_members m where m.organization_id = o.id)::int as members,
    (select u.email::text from public.organization_members m join auth.users u on u.id = m.user_id
     where m.organization_id = o.id and m.role = 'admin'
     order by m.joined_at, m.user_id limit 1) as admin_email
  from public.organizations o
  where (select private.is_admin());

revoke all on private.staff_organizations from public, anon, authenticated;
grant select on private.staff_organizations to authenticated;

-- 4. The team as its members see it: each member's name and e-mail (which live in profiles and
-- auth.users, where a member may read only their own). Rows only for a member of the organisation
-- or staff; anyone else gets none. Admins first, then by joining.
create function private.organization_team(p_organization_id uuid)
returns table (
  user_id uuid,
  name text,
  email text,
  role text,
  joined_at timestamptz,
  last_active_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, p.name, u.email::text, m.role, m.joined_at, m.last_active_at
  from public.organization_members m
  join auth.users u on u.id = m.user_id
  left join public.profiles p on p.id = m.user_id
  where m.organization_id = p_organization_id
    and (p_organization_id in (select private.caller_organizations()) or (select private.is_admin()))
  order by m.role = 'admin' desc, m.joined_at, m.user_id
$$;
revoke execute on function private.organization_team(uuid) from public;
grant execute on function private.organization_team(uuid) to authenticated, service_role;

-- The member opened their dashboard: last_active_at becomes now, at most once every 5 minutes (a
-- write per page view would be a write per request). Only the caller's own membership; true when
-- it was written. Members hold no UPDATE on the table, so this is the one way they touch it.
create function private.record_member_activity(p_organization_id uuid) returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with touched as (
    update public.organization_members set last_active_at = now()
    where organization_id = p_organization_id and user_id = (select auth.uid())
      and (last_active_at is null or last_active_at < now() - interval '5 minutes')
    returning 1)
  select exists (select 1 from touched)
$$;
revoke execute on function private.record_member_activity(uuid) from public;
grant execute on function private.record_member_activity(uuid) to authenticated, service_role;

-- 5. Every organisation profile becomes an organisation, its user the Admin, in this migration's
-- transaction. org_data was writable by its owner (a column grant), so each value is taken only
-- when it is text that keeps the new table's checks; one that does not is left out, never a failed
-- migration. The profile's name was sign-up's copy of the organisation's; that copy is cleared (the
-- profile is the person), any other name stays.

-- A text value of org_data, trimmed, or null (for this migration only).
create function private.legacy_org_text(p_data jsonb, p_key text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.jsonb_typeof(p_data -> p_key) = 'string'
    then nullif(pg_catalog.btrim(p_data ->> p_key), '') end
$$;

-- One line, at most p_max characters, trimmed, or null.
create function private.legacy_one_line(p_value text, p_max integer) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.left(
    pg_catalog.btrim(pg_catalog.regexp_replace(p_value, '\s+', ' ', 'g')), p_max)), '')
$$;

do $$
declare
  r record;
  v_organization uuid;
begin
  for r in
    select p.id, p.name, coalesce(p.org_data, '{}'::jsonb) as d, p.created_at
    from public.profiles p
    where p.is_org
    order by p.created_at, p.id
  loop
    insert into public.organizations (name, size, industry, use_case, website, phone, country, created_at)
    values (
      private.legacy_one_line(coalesce(private.legacy_org_text(r.d, 'org_name'), r.name), 200),
      case when private.legacy_org_text(r.d, 'org_size') in ('1-10', '11-50', '51-200', '201-500', '501+')
        then private.legacy_org_text(r.d, 'org_size') end,
      private.legacy_one_line(private.legacy_org_text(r.d, 'industry'), 100),
      case when char_length(private.legacy_org_text(r.d, 'use_case')) <= 2000
        then private.legacy_org_text(r.d, 'use_case') end,
      case when char_length(private.legacy_org_text(r.d, 'website')) <= 300
        and private.legacy_org_text(r.d, 'website') ~* '^https?://.' then private.legacy_org_text(r.d, 'website') end,
      case when private.legacy_org_text(r.d, 'phone') ~ '^\+[0-9]{1,4} [0-9]{6,14}$' then private.legacy_org_text(r.d, 'phone') end,
      case when private.legacy_org_text(r.d, 'country') ~ '^[A-Z]{2}$' then private.legacy_org_text(r.d, 'country') end,
      r.created_at
    )
    returning id into v_organization;
    insert into public.organization_members (organization_id, user_id, role, joined_at)
    values (v_organization, r.id, 'admin', r.created_at);
    if r.name is not null and r.name = r.d ->> 'org_name' then
      update public.profiles set name = null where id = r.id;
    end if;
  end loop;
end
$$;

drop function private.legacy_org_text(jsonb, text);
drop function private.legacy_one_line(text, integer);

-- 6. The flag and the details go; what read them reads membership now (below, and the app).
drop index public.profiles_is_org_idx;
alter table public.profiles drop column is_org, drop column org_data;

-- The admin's people: is_member (of any organisation) in place of is_org.
drop function private.admin_people();
create function private.admin_people()
returns table (
  id uuid,
  email text,
  name text,
  is_admin boolean,
  is_member boolean,
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
    select p.id, u.email::text, p.name, p.is_admin,
      exists (select 1 from public.organization_members m where m.user_id = p.id),
      p.created_at, p.join_rejected_at
    from public.profiles p
    join auth.users u on u.id = p.id
    order by p.created_at desc, p.id desc;
end;
$$;
revoke execute on function private.admin_people() from public;
grant execute on function private.admin_people() to authenticated, service_role;

-- Approving a join request makes an organisation for the user (named as their profile is, details
-- to come from its Admin), with them as its Admin. The profile's row is locked first, so two
-- approvals at once make one organisation. True when it was made; recorded in the audit log.
create or replace function private.approve_organisation(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_name text;
  v_organization uuid;
begin
  perform private.require_admin();
  select nullif(btrim(left(btrim(regexp_replace(p.name, '\s+', ' ', 'g')), 200)), '') into v_name
  from public.profiles p
  where p.id = p_user_id and not p.is_admin
  for update;
  if not found or exists (select 1 from public.organization_members m where m.user_id = p_user_id) then
    return false;
  end if;
  insert into public.organizations (name) values (v_name) returning id into v_organization;
  insert into public.organization_members (organization_id, user_id, role) values (v_organization, p_user_id, 'admin');
  update public.profiles set join_rejected_at = null where id = p_user_id;
  select u.email::text into v_email from auth.users u where u.id = p_user_id;
  perform private.record_audit('join_request.approve', 'user', p_user_id::text,
    jsonb_build_object('email', v_email, 'organization', null),
    jsonb_build_object('email', v_email, 'organization', v_organization, 'role', 'admin'));
  return true;
end;
$$;

-- Rejecting a join request: as before, for a user who belongs to no organisation.
create or replace function private.reject_join_request(p_user_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_at timestamptz;
begin
  perform private.require_admin();
  update public.profiles p set join_rejected_at = now()
  where p.id = p_user_id and not p.is_admin and p.join_rejected_at is null
    and not exists (select 1 from public.organization_members m where m.user_id = p.id)
  returning p.join_rejected_at into v_at;
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
