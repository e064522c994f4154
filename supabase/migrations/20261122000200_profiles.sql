-- One profile per user, made by a trigger when the user is created. The owner may edit their
-- name and organisation data; is_org and is_admin change only through privileged paths.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text check (char_length(name) <= 200),
  is_org boolean not null default false,
  is_admin boolean not null default false,
  org_data jsonb check (org_data is null or jsonb_typeof(org_data) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index profiles_is_org_idx on public.profiles (is_org);

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
-- Column grants: the owner can never write is_org or is_admin, whatever the policy says.
grant update (name, org_data) on public.profiles to authenticated;
grant all on public.profiles to service_role;

-- Runs once per statement when called as (select private.is_admin()).
create function private.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;
revoke execute on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create policy "profiles: owners and admins read" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select private.is_admin()));

create policy "profiles: owners update their own" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create function private.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only the display name comes from user metadata (users can edit it); never privileges.
  insert into public.profiles (id, name)
  values (new.id, nullif(left(new.raw_user_meta_data ->> 'name', 200), ''))
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();
