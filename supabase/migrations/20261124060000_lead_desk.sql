-- The sales desk (docs/decisions/028-lead-desk-and-audit-log.md): every contact enquiry and every
-- callback booked with the AI Architect is a lead with a status, an owner (an admin) and notes.
-- A lead's row is made the first time an admin changes it; until then it is New with no owner, so
-- every enquiry and callback that existed before this migration shows as New without a backfill.
-- Only admins read or write these tables; nothing here is ever deleted by a caller (a lead goes
-- with its enquiry or chat, through the foreign keys).

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  enquiry_id uuid unique references public.enquiry (id) on delete cascade,
  chat_request_id uuid unique references public.chat_requests (id) on delete cascade,
  status text not null default 'new' check (status in ('new', 'contacted', 'qualified', 'won', 'lost')),
  owner_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_one_source check (num_nonnulls(enquiry_id, chat_request_id) = 1)
);

create index leads_status_idx on public.leads (status);
create index leads_owner_idx on public.leads (owner_id);

create trigger leads_touch_updated_at before update on public.leads
  for each row execute function private.touch_updated_at();

-- A lead's owner is an admin: checked by the database too, so a hand-made post naming anyone else
-- is refused even if a route forgot to look.
create function private.check_lead_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_id is not null
     and not exists (select 1 from public.profiles p where p.id = new.owner_id and p.is_admin) then
    raise exception 'A lead''s owner must be an admin.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_lead_owner() from public, anon, authenticated;

create trigger leads_owner_is_admin before insert or update of owner_id on public.leads
  for each row execute function private.check_lead_owner();

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  -- Who wrote it: set by the database from the caller, never from the post.
  author_id uuid references auth.users (id) on delete set null,
  author_email text not null check (char_length(author_email) <= 320),
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index lead_notes_lead_idx on public.lead_notes (lead_id, created_at);

create function private.stamp_lead_note_author() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.author_id := (select auth.uid());
  new.author_email := coalesce((select u.email::text from auth.users u where u.id = new.author_id), 'unknown');
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function private.stamp_lead_note_author() from public, anon, authenticated;

create trigger lead_notes_stamp_author before insert on public.lead_notes
  for each row execute function private.stamp_lead_note_author();

alter table public.leads enable row level security;
alter table public.lead_notes enable row level security;

revoke all on public.leads, public.lead_notes from public, anon, authenticated, service_role;
grant select, insert (enquiry_id, chat_request_id, status, owner_id), update (status, owner_id)
  on public.leads to authenticated;
grant select, insert (lead_id, body) on public.lead_notes to authenticated;
-- The server's privileged path reads leads (e.g. a notification naming the lead's state); it never
-- needs to write them on anyone's behalf.
grant select on public.leads, public.lead_notes to service_role;

create policy "leads: admins read" on public.leads
  for select to authenticated
  using ((select private.is_admin()));

create policy "leads: admins open" on public.leads
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "leads: admins change" on public.leads
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "lead_notes: admins read" on public.lead_notes
  for select to authenticated
  using ((select private.is_admin()));

create policy "lead_notes: admins write" on public.lead_notes
  for insert to authenticated
  with check ((select private.is_admin()));

-- Searching leads by e-mail (the link in a notification is /admin/requests?q=<email>).
create index enquiry_email_idx on public.enquiry (lower(email));
create index chat_requests_email_idx on public.chat_requests (lower(email)) where callback_time is not null;
