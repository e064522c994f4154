-- AI Architect conversations and the callbacks they book. The chat id is a secret held in an
-- httpOnly cookie, so the server reads and writes these rows through the service role; no
-- anonymous caller can read any of them. Admins read them to follow up.

create table public.chat_requests (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null,
  messages jsonb not null default '[]'::jsonb check (jsonb_typeof(messages) = 'array'),
  name text check (char_length(name) <= 200),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 40),
  company text check (char_length(company) <= 200),
  industry text check (char_length(industry) <= 200),
  callback_time text check (callback_time in ('morning', 'afternoon', 'evening')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint chat_requests_chat_id_key unique (chat_id)
);

create index chat_requests_callback_idx on public.chat_requests (updated_at desc)
  where callback_time is not null;

create trigger chat_requests_touch_updated_at before update on public.chat_requests
  for each row execute function private.touch_updated_at();

alter table public.chat_requests enable row level security;

revoke all on public.chat_requests from anon, authenticated;
grant select on public.chat_requests to authenticated;
grant all on public.chat_requests to service_role;

create policy "chat_requests: admins read" on public.chat_requests
  for select to authenticated
  using ((select private.is_admin()));
