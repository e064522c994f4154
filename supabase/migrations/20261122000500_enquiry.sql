-- Contact-form messages. Anyone may send one; only admins read them.

create table public.enquiry (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  phone text check (char_length(phone) <= 40),
  type text check (char_length(type) <= 40),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index enquiry_created_idx on public.enquiry (created_at desc);

alter table public.enquiry enable row level security;

revoke all on public.enquiry from anon, authenticated;
grant insert (name, email, phone, type, message) on public.enquiry to anon, authenticated;
grant select, delete on public.enquiry to authenticated;
grant all on public.enquiry to service_role;

create policy "enquiry: anyone sends" on public.enquiry
  for insert to anon, authenticated
  with check (true);

create policy "enquiry: admins read" on public.enquiry
  for select to authenticated
  using ((select private.is_admin()));

create policy "enquiry: admins delete" on public.enquiry
  for delete to authenticated
  using ((select private.is_admin()));
