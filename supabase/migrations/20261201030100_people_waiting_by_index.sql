-- Join Requests and All Users' search at a year's volume (issue 31's leftovers,
-- docs/decisions/079-staff-lists-by-key.md, "After the merge"): measured on PostgreSQL with 20,000
-- accounts, 17,000 of them in an organisation.
--
-- 1. Join Requests' accounts are the few with no organisation, but whether an account has one was
--    a subquery on organization_members: a page walked the accounts newest first testing each, and
--    its count (to the bound) tested every one of the 20,000. `profiles.in_organization` now says
--    it, kept by statement triggers on organization_members as members come and go, so the
--    waiting accounts have a partial index of their own and a page or a count reads only them.
--    private.staff_people's `is_member` reads it too.
-- 2. private.staff_people_matching(pattern) was estimated at 1,000 rows (a set-returning
--    function's default), so a search's page read every profile and every membership by hash
--    where a few hundred look-ups by key would do. A search matches tens or hundreds of accounts.

-- 1.
alter table public.profiles add column in_organization boolean not null default false;
comment on column public.profiles.in_organization is
  'Whether the account belongs to an organisation: kept by triggers on organization_members.';

-- Each account the statement touched, said again from its memberships now (one may belong to more
-- than one organisation, so a membership ending need not end it).
create function private.keep_in_organization() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p
  set in_organization = exists (select 1 from public.organization_members m where m.user_id = p.id)
  where p.id in (select c.user_id from changed c)
    and p.in_organization is distinct from exists (select 1 from public.organization_members m where m.user_id = p.id);
  return null;
end;
$$;
create function private.keep_in_no_organization() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set in_organization = false where in_organization;
  return null;
end;
$$;
revoke execute on function private.keep_in_organization() from public, anon, authenticated;
revoke execute on function private.keep_in_no_organization() from public, anon, authenticated;

create trigger organization_members_joined after insert on public.organization_members
  referencing new table as changed for each statement execute function private.keep_in_organization();
create trigger organization_members_left after delete on public.organization_members
  referencing old table as changed for each statement execute function private.keep_in_organization();
-- A membership moved to another account (no column list: a trigger with transition tables may not
-- have one; a change of role touches no profile, the flag being the same).
create trigger organization_members_moved_out after update on public.organization_members
  referencing old table as changed for each statement execute function private.keep_in_organization();
create trigger organization_members_moved_in after update on public.organization_members
  referencing new table as changed for each statement execute function private.keep_in_organization();
create trigger organization_members_emptied after truncate on public.organization_members
  for each statement execute function private.keep_in_no_organization();

update public.profiles p set in_organization = true
where exists (select 1 from public.organization_members m where m.user_id = p.id);
-- Each account updated put its name in the trigram index's pending list (a GIN index takes new
-- entries there until a vacuum): 17,000 of them made a search by name read the whole table
-- (measured: 35 ms against 1.4 ms) until autovacuum came. Merged into the index now.
select gin_clean_pending_list('public.profiles_name_trgm_idx');

-- The accounts Join Requests lists, newest first: not staff, not rejected, in no organisation.
drop index public.profiles_waiting_idx;
create index profiles_waiting_idx on public.profiles (created_at desc, id desc)
  where not is_admin and join_rejected_at is null and not in_organization;

create or replace view private.staff_people as
  select p.id, e.email, p.name, p.is_admin, p.in_organization as is_member, p.created_at, p.join_rejected_at
  from public.profiles p
  join private.person_emails e on e.user_id = p.id
  where (select private.is_admin());

-- 2.
alter function private.staff_people_matching(text) rows 100;

-- The planner's figures for the new column, now rather than at the next autovacuum.
analyze public.profiles;
