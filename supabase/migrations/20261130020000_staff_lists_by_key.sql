-- Every staff list at a year's volume (issue 31, docs/decisions/079-staff-lists-by-key.md): the
-- audit log, All Users, Join Requests and AI Models Management page by key as Organizations does
-- (decision 067), search through indexes the planner can use, and the admin dashboard's counts are
-- kept by the database instead of counted.
--
-- 1. private.row_counts: how many rows four tables hold, kept by statement
--    triggers as rows come and go, read by staff only through private.staff_row_counts.
-- 2. private.staff_audit_log and private.staff_people: the audit log and the people (with their
--    e-mails) as staff read them. Views with their owner's rights, gated by (select
--    private.is_admin()), a condition on no row the planner runs once before reading any, as
--    private.staff_organizations (067): through a table's policy an `ilike` is not leakproof, so no
--    trigram index could serve it; here it can. Anyone else gets no row, a visitor no privilege.
-- 3. private.person_emails: each account's e-mail beside its id, kept by triggers on auth.users,
--    whose own indexes are the auth provider's to make (on Supabase we may not index that table):
--    the trigram index of a search by e-mail lives here.
-- 4. The indexes each list's page and search read.

-- 1. Counts kept by the database.
create table private.row_counts (
  name text primary key,
  n bigint not null check (n >= 0)
);
revoke all on private.row_counts from public, anon, authenticated;

-- One statement's rows added or removed, counted from its transition table: one update a
-- statement, however many rows it wrote. The row is locked until the statement's transaction
-- ends, so concurrent writers of one table wait for each other there (every table counted is
-- written a row at a time, by people).
create function private.count_rows_added() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.row_counts set n = n + (select count(*) from added) where name = tg_argv[0];
  return null;
end;
$$;
create function private.count_rows_removed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.row_counts set n = greatest(n - (select count(*) from removed), 0) where name = tg_argv[0];
  return null;
end;
$$;
create function private.count_rows_emptied() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.row_counts set n = 0 where name = tg_argv[0];
  return null;
end;
$$;
revoke execute on function private.count_rows_added() from public, anon, authenticated;
revoke execute on function private.count_rows_removed() from public, anon, authenticated;
revoke execute on function private.count_rows_emptied() from public, anon, authenticated;

-- The dashboard's cards (models, organizations, users, requests: every lead has its row in
-- public.leads, decision 075). Counted once here, kept from now on.
insert into private.row_counts (name, n)
select 'ai_models', count(*) from public.ai_models
union all select 'organizations', count(*) from public.organizations
union all select 'profiles', count(*) from public.profiles
union all select 'leads', count(*) from public.leads;

-- Each table's three triggers, named after it (ai_models_counted_in, _out, _empty, ...).
do $$
declare
  v_table text;
begin
  foreach v_table in array array['ai_models', 'organizations', 'profiles', 'leads'] loop
    execute format('create trigger %1$I after insert on public.%2$I referencing new table as added
      for each statement execute function private.count_rows_added(%3$L)', v_table || '_counted_in', v_table, v_table);
    execute format('create trigger %1$I after delete on public.%2$I referencing old table as removed
      for each statement execute function private.count_rows_removed(%3$L)', v_table || '_counted_out', v_table, v_table);
    execute format('create trigger %1$I after truncate on public.%2$I
      for each statement execute function private.count_rows_emptied(%3$L)', v_table || '_counted_empty', v_table, v_table);
  end loop;
end;
$$;


-- Staff read the counts; anyone else no row, a visitor nothing at all.
create view private.staff_row_counts as
  select name, n from private.row_counts where (select private.is_admin());
revoke all on private.staff_row_counts from public, anon, authenticated;
grant select on private.staff_row_counts to authenticated;

-- 3. Each account's e-mail, beside its id (before the view that reads it).
create table private.person_emails (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text
);
revoke all on private.person_emails from public, anon, authenticated;
insert into private.person_emails (user_id, email) select id, email::text from auth.users;

create function private.keep_person_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.person_emails (user_id, email) values (new.id, new.email::text)
  on conflict (user_id) do update set email = excluded.email;
  return null;
end;
$$;
revoke execute on function private.keep_person_email() from public, anon, authenticated;

create trigger on_auth_user_email after insert or update of email on auth.users
  for each row execute function private.keep_person_email();

create index person_emails_email_trgm_idx on private.person_emails using gin (email extensions.gin_trgm_ops);

-- 2. The lists as staff read them.
create view private.staff_audit_log as
  select a.id, a.at, a.actor_id, a.actor_email, a.action, a.entity, a.entity_id, a.entity_label, a.before, a.after
  from public.audit_log a
  where (select private.is_admin());
revoke all on private.staff_audit_log from public, anon, authenticated;
grant select on private.staff_audit_log to authenticated;

-- Every account with its e-mail, name, whether it is staff or belongs to an organisation, and
-- whether its join request was rejected: private.admin_people()'s columns, a row at a time.
create view private.staff_people as
  select p.id, e.email, p.name, p.is_admin,
    exists (select 1 from public.organization_members m where m.user_id = p.id) as is_member,
    p.created_at, p.join_rejected_at
  from public.profiles p
  join private.person_emails e on e.user_id = p.id
  where (select private.is_admin());
revoke all on private.staff_people from public, anon, authenticated;
grant select on private.staff_people to authenticated;

-- 4. Indexes: each list's newest-first order, and its searches.

-- The audit log belongs to audit_keeper (decision 053), out of the migrating role's reach: its
-- total is counted up to the bound like a filtered list's, and its indexes wait for a migration
-- made as audit_keeper (see docs/decisions/079-staff-lists-by-key.md).
create index profiles_newest_idx on public.profiles (created_at desc, id desc);
create index profiles_name_trgm_idx on public.profiles using gin (name extensions.gin_trgm_ops);
-- Join Requests' accounts: no organisation, not staff, not rejected, newest first.
create index profiles_waiting_idx on public.profiles (created_at desc, id desc)
  where not is_admin and join_rejected_at is null;

-- The accounts whose e-mail or name holds a pattern (a `like` pattern, `\` its escape), for All
-- Users' search: each side through its trigram index, with the definer's rights (the e-mails are
-- private, and through profiles' policy `ilike` could use no index). Staff only: anyone else gets
-- no row, checked before anything is read.
create function private.staff_people_matching(p_pattern text) returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    return;
  end if;
  return query
    select e.user_id from private.person_emails e where e.email ilike p_pattern escape '\'
    union
    select p.id from public.profiles p where p.name ilike p_pattern escape '\';
end;
$$;
revoke execute on function private.staff_people_matching(text) from public, anon;
grant execute on function private.staff_people_matching(text) to authenticated;

-- AI Models Management's list, every model active or not, as staff read it: its search by title or
-- description through the trigram indexes the catalogue's view uses, a page by key through
-- ai_models_admin_idx (created_at desc, id desc).
create view private.staff_models as
  select m.* from public.ai_models m where (select private.is_admin());
revoke all on private.staff_models from public, anon, authenticated;
grant select on private.staff_models to authenticated;
