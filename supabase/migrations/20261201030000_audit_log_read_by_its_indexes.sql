-- The audit log's indexes and its kept count, made by its keeper (issue 31's leftovers;
-- docs/decisions/079-staff-lists-by-key.md, "After the merge"). 20261130020000_staff_lists_by_key.sql
-- could not make them: public.audit_log belongs to audit_keeper (decision 053), and an ordinary
-- migrating role (as on Supabase) may not index it or put a trigger on it. Here the migrating role
-- acts as audit_keeper for this part alone, as 20261129030000_audit_log_names.sql does, and takes
-- back every right it lent when done.
--
-- 1. Indexes for what /admin/audit reads through private.staff_audit_log: the actor's search
--    (`actor_email ilike '%…%'`, a trigram index) and each filter's page by key, newest first
--    ((action|entity, at desc, id desc)). The page unfiltered already has audit_log_at_idx, and
--    audit_log_action_idx (action) is served by the new (action, at, id) index: dropped.
-- 2. The audit log's total kept in private.row_counts (as the four tables of 20261130020000 are),
--    so the unfiltered log says 'of 200,000' without counting. The trigger's function belongs to
--    audit_keeper, not to the migrating role: a function that role owned it could rewrite, and a
--    trigger on the audit log must stay out of the site's reach (decision 053). audit_keeper keeps
--    what that function needs (usage on private, and updating private.row_counts); nobody logs in
--    as audit_keeper or acts as it, so nobody gains a right by it.
-- 3. private.admin_people() has had no reader since decision 079: dropped.

do $$
begin
  perform set_config('private.migrating_role', current_user, true);
  execute format('grant audit_keeper to %I', current_user);
  -- An index is made in its table's schema (public), with an operator class from extensions; the
  -- function below lives in private.
  grant create on schema public to audit_keeper;
  grant usage on schema extensions to audit_keeper;
  grant usage, create on schema private to audit_keeper;
  grant select, update on private.row_counts to audit_keeper;
end
$$;
set local role audit_keeper;

-- 1.
create index audit_log_actor_trgm_idx on public.audit_log using gin (actor_email extensions.gin_trgm_ops);
create index audit_log_action_at_idx on public.audit_log (action, at desc, id desc);
create index audit_log_entity_at_idx on public.audit_log (entity, at desc, id desc);
drop index public.audit_log_action_idx;

-- 2. One statement's entries, counted from its transition table. The log is never deleted from or
-- truncated (its triggers refuse both), so inserts are all there is to count.
create function private.count_audit_entries() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.row_counts set n = n + (select count(*) from added) where name = 'audit_log';
  return null;
end;
$$;
revoke execute on function private.count_audit_entries() from public;

-- Made before the count below: creating it locks the log against inserts until this migration
-- commits, so no entry is counted twice or missed.
create trigger audit_log_counted_in after insert on public.audit_log
  referencing new table as added for each statement execute function private.count_audit_entries();

do $$
begin
  execute format('set local role %I', current_setting('private.migrating_role'));
end
$$;

insert into private.row_counts (name, n) select 'audit_log', count(*) from public.audit_log;

do $$
begin
  -- audit_keeper keeps usage on private and its update of the counts (its function reads them at
  -- every insert); creating anything anywhere goes back.
  revoke create on schema public from audit_keeper;
  revoke usage on schema extensions from audit_keeper;
  revoke create on schema private from audit_keeper;
  execute format('revoke audit_keeper from %I', current_user);
end
$$;

-- 3.
drop function private.admin_people();
