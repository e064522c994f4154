-- Extensions and the private schema. `private` is never exposed by the API; it holds the
-- security-definer helpers that policies call and the tables only the server may touch.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Rate limits live in the database so that every server process shares them.
create table private.rate_limits (
  key text primary key check (char_length(key) <= 300),
  window_start timestamptz not null,
  hits integer not null
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from anon, authenticated;
grant all on private.rate_limits to service_role;

-- Counts one hit against `p_key` in a fixed window; true while the caller is within `p_limit`.
create function private.hit_rate_limit(p_key text, p_limit integer, p_window interval)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hits integer;
begin
  insert into private.rate_limits as r (key, window_start, hits)
  values (p_key, now(), 1)
  on conflict (key) do update set
    hits = case when r.window_start <= now() - p_window then 1 else r.hits + 1 end,
    window_start = case when r.window_start <= now() - p_window then now() else r.window_start end
  returning r.hits into v_hits;
  return v_hits <= p_limit;
end;
$$;
revoke execute on function private.hit_rate_limit(text, integer, interval) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, integer, interval) to service_role;

create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
