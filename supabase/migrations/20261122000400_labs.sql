-- Innovation labs. Visitors see only active ones; admins see and edit all.

create table public.labs (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  status text not null default 'active' check (char_length(status) between 1 and 40),
  team_name text check (char_length(team_name) <= 200),
  image_url text check (image_url ~ '^(https?://|/[^/])'),
  external_url text check (external_url ~ '^https?://[^[:space:]]+$'),
  created_at timestamptz not null default now()
);

create index labs_status_created_idx on public.labs (status, created_at desc);

alter table public.labs enable row level security;

revoke all on public.labs from anon, authenticated;
grant select on public.labs to anon;
grant select, insert, update, delete on public.labs to authenticated;
grant all on public.labs to service_role;

create policy "labs: everyone reads active, admins read all" on public.labs
  for select to anon, authenticated
  using (status = 'active' or (select private.is_admin()));

create policy "labs: admins insert" on public.labs
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "labs: admins update" on public.labs
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "labs: admins delete" on public.labs
  for delete to authenticated
  using ((select private.is_admin()));
