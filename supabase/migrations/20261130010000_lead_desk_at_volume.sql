-- The sales desk at a year's volume (issue 31, docs/decisions/078-the-desk-at-a-years-volume.md):
-- the inbox's search served by indexes the planner can use, and the desk's owners read without
-- reading every person.
--
-- 1. The leads' two sources as staff read them: private.staff_enquiry_leads and
--    private.staff_chat_leads read the tables with their owner's rights, gated by the caller's own
--    staff flag, a condition on no row that the planner checks once before reading any (a
--    one-time filter), as private.staff_organizations does (decision 067). Through the tables'
--    'admins read' policies a search's `ilike` (not leakproof) could only filter rows the policy
--    had passed, so no index served it: every lead was read. Staff get every lead, anyone else
--    none, a visitor no privilege. The lead's state (public.leads) and owner (public.profiles) are
--    still read through their tables' policies; only the searched columns come through here.
-- 2. `search`: the text a search looks in (name, e-mail, company, message), one line each. A search
--    is cleaned of control characters (app/.server/input.ts `searchText`), so it never spans two
--    lines: it matches the text when it matches one of the fields. One trigram index a source on
--    exactly that expression serves `search ilike '%…%'`.
-- 3. The e-mail a notification links to (/admin/requests?q=<email>) is looked up by lower(email):
--    the enquiry's index exists (20261124060000); the chat leads' is made here (the old one is on
--    booked callbacks only, which no longer says who is a lead: decision 063).
-- 4. private.staff_admins(): the admins (a lead's possible owners), by a partial index on
--    profiles where is_admin, instead of every person through private.admin_people().

create view private.staff_enquiry_leads as
  select e.id, e.name, e.email, e.phone, e.type, e.message, e.created_at,
    e.name || E'\n' || e.email || E'\n' || e.message as search
  from public.enquiry e
  where (select private.is_admin());

create view private.staff_chat_leads as
  select c.id, coalesce(c.name, c.captured ->> 'name') as name, c.email, c.phone,
    coalesce(c.company, c.captured ->> 'company') as company,
    coalesce(c.industry, c.captured ->> 'industry') as industry,
    c.callback_time, c.time_zone, c.captured, c.messages, c.updated_at,
    coalesce(c.name, c.captured ->> 'name', '') || E'\n' || coalesce(c.email, '') || E'\n'
      || coalesce(c.company, c.captured ->> 'company', '') as search
  from public.chat_requests c
  where c.lead_at is not null and (select private.is_admin());

revoke all on private.staff_enquiry_leads, private.staff_chat_leads from public, anon, authenticated;
grant select on private.staff_enquiry_leads, private.staff_chat_leads to authenticated;

create index enquiry_search_trgm_idx on public.enquiry
  using gin ((name || E'\n' || email || E'\n' || message) extensions.gin_trgm_ops);
create index chat_requests_search_trgm_idx on public.chat_requests
  using gin ((coalesce(name, captured ->> 'name', '') || E'\n' || coalesce(email, '') || E'\n'
    || coalesce(company, captured ->> 'company', '')) extensions.gin_trgm_ops)
  where lead_at is not null;
create index chat_requests_lead_email_idx on public.chat_requests (lower(email)) where lead_at is not null;

create index profiles_admins_idx on public.profiles (id) where is_admin;

-- The admins by e-mail: staff only (anyone else gets no row), as private.admin_people().
create function private.staff_admins()
returns table (id uuid, email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, u.email::text, p.name
  from public.profiles p
  join auth.users u on u.id = p.id
  where p.is_admin and (select private.is_admin())
  order by lower(u.email::text), p.id;
$$;

revoke execute on function private.staff_admins() from public;
grant execute on function private.staff_admins() to authenticated;
