-- Operator trust: expired rows are swept, and callers hold no privilege they never use
-- (docs/decisions/018-cross-site-posts-and-sweeps.md).

-- 1. Rate-limit rows remember when their window ends, so ended windows can be deleted. A row
-- whose window has ended changes nothing: the next hit on its key starts a new window anyway.
-- Rows from before this column get a day, longer than any window the server asks for.
alter table private.rate_limits add column window_end timestamptz;
update private.rate_limits set window_end = window_start + interval '1 day';
alter table private.rate_limits alter column window_end set not null;
create index rate_limits_window_end_idx on private.rate_limits (window_end);

create or replace function private.hit_rate_limit(p_key text, p_limit integer, p_window interval)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hits integer;
begin
  -- Every expression on the right of SET reads the row as it was before this update.
  insert into private.rate_limits as r (key, window_start, window_end, hits)
  values (p_key, now(), now() + p_window, 1)
  on conflict (key) do update set
    hits = case when r.window_start <= now() - p_window then 1 else r.hits + 1 end,
    window_start = case when r.window_start <= now() - p_window then now() else r.window_start end,
    window_end = case when r.window_start <= now() - p_window then now() + p_window else r.window_start + p_window end
  returning r.hits into v_hits;
  return v_hits <= p_limit;
end;
$$;
revoke execute on function private.hit_rate_limit(text, integer, interval) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, integer, interval) to service_role;

-- 2. The sweep: built-in sessions past not_after and rate-limit rows of ended windows. Every
-- server process runs it at start and then periodically; when one is already sweeping this
-- database, the others return at once instead of queueing behind its row locks. Runs as the
-- caller (the service role, which may delete both); nothing else may call it.
create function private.sweep_expired(out sessions integer, out rate_limits integer)
language plpgsql
set search_path = ''
as $$
begin
  sessions := 0;
  rate_limits := 0;
  if not pg_try_advisory_xact_lock(7266002) then
    return;
  end if;
  delete from private.rate_limits where window_end <= now();
  get diagnostics rate_limits = row_count;
  -- On Supabase, auth.sessions belongs to Supabase Auth, which expires its own sessions.
  if to_regrole('supabase_admin') is null then
    delete from auth.sessions where not_after <= now();
    get diagnostics sessions = row_count;
  end if;
end;
$$;
revoke execute on function private.sweep_expired() from public, anon, authenticated;
grant execute on function private.sweep_expired() to service_role;

-- 3. Trigger functions are called by their triggers, which need no EXECUTE privilege; nobody
-- should be able to call them directly (PostgreSQL grants EXECUTE to PUBLIC on every new function).
revoke execute on function private.touch_updated_at() from public, anon, authenticated;
revoke execute on function private.handle_new_user() from public, anon, authenticated;
revoke execute on function private.count_catalogue_industries() from public, anon, authenticated;

-- 4. No caller empties or adds triggers to our tables (Supabase's default privileges would grant
-- both on new tables in public; every migration already revokes all, this says it once more).
revoke truncate, trigger on all tables in schema public from anon, authenticated;
revoke truncate, trigger on all tables in schema private from anon, authenticated;

-- 5. Where supabase/local/shim.sql made auth and storage (PGlite, plain PostgreSQL): the index the
-- sweep needs, and the shim's old `grant all` on storage narrowed for databases made before it
-- was (the shim runs once per database). Supabase's own auth and storage are left as they are.
do $$
begin
  if to_regrole('supabase_admin') is null then
    create index if not exists sessions_not_after_idx on auth.sessions (not_after);
    revoke truncate, trigger, references on all tables in schema storage from anon, authenticated;
  end if;
end
$$;
