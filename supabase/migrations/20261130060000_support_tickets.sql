-- Support that answers (issue 30, item 2; docs/decisions/083-support-that-answers.md).
--
-- An organisation's members open support tickets from their dashboard and follow them; staff work
-- them from Requests → Support. A ticket is a row of public.support_tickets, its description and
-- every reply a row of public.support_messages (the thread). Row Level Security decides by
-- membership, as for the organisation's other rows (decision 067):
--
--   support_tickets   its organisation's members and staff read; a member opens one for their own
--                     organisation, as themselves (status Open, nobody its owner); only staff change
--                     its status, priority and owner (an admin, or nobody); nobody deletes one (it
--                     goes with its organisation)
--   support_messages  whoever reads the ticket reads its thread; a member writes to a ticket of
--                     their organisation, staff to any, each as themselves (`from_staff` says which
--                     side); nobody changes or deletes a message
--
-- Each message moves its ticket up the desk (last_activity_at) and queues the e-mail to the other
-- side in the same transaction (private.mail_outbox, kind 'support_reply'): a staff reply to the
-- ticket's author while they still belong to its organisation; a member's message to the ticket's
-- owner while they are an admin, else (no address in the row) to the sales team's address.

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  -- What people call it: 'TKT-42'.
  number bigint generated always as identity unique,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Who opened it; an erased account leaves the ticket to its organisation.
  author_id uuid references auth.users (id) on delete set null,
  -- One line, trimmed, 1 to 200 characters (app/lib/entities/support-ticket.ts).
  title text not null check (char_length(title) between 1 and 200 and title = btrim(title) and title !~ '[\r\n]'),
  status text not null default 'open' check (status in ('open', 'in_progress', 'resolved')),
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  -- A model of the catalogue it is about, if any.
  model_id uuid references public.ai_models (id) on delete set null,
  -- The admin who answers it, or nobody.
  owner_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A message or a change: the desk's order, newest first.
  last_activity_at timestamptz not null default now()
);

-- The desk, newest activity first, paged by key, all or by status; an organisation's own list.
create index support_tickets_activity_idx on public.support_tickets (last_activity_at desc, id desc);
create index support_tickets_status_activity_idx on public.support_tickets (status, last_activity_at desc, id desc);
create index support_tickets_organization_idx on public.support_tickets (organization_id, last_activity_at desc, id desc);

create table public.support_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  -- Written by staff from the desk (true) or by a member from the dashboard (false).
  from_staff boolean not null,
  -- 1 to 5,000 characters, not only spaces; line breaks kept.
  body text not null check (char_length(body) between 1 and 5000 and btrim(body) <> ''),
  created_at timestamptz not null default now()
);

create index support_messages_ticket_idx on public.support_messages (ticket_id, created_at, id);

-- A staff change moves the ticket up the desk too.
create function private.touch_support_ticket() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.last_activity_at := now();
  return new;
end;
$$;

create trigger support_tickets_touch before update on public.support_tickets
  for each row execute function private.touch_support_ticket();
-- A trigger's function is called by the trigger alone, never by a role.
revoke execute on function private.touch_support_ticket() from public, anon, authenticated;

-- Row Level Security and grants.
alter table public.support_tickets enable row level security;
alter table public.support_messages enable row level security;

revoke all on public.support_tickets, public.support_messages from public, anon, authenticated;
grant select on public.support_tickets, public.support_messages to authenticated;
-- A member opens a ticket with its own fields; status, owner and times are the database's and staff's.
grant insert (organization_id, author_id, title, priority, model_id) on public.support_tickets to authenticated;
grant update (status, priority, owner_id) on public.support_tickets to authenticated;
grant insert (ticket_id, author_id, from_staff, body) on public.support_messages to authenticated;
grant all on public.support_tickets, public.support_messages to service_role;

create policy "support_tickets: members and staff read" on public.support_tickets
  for select to authenticated
  using (organization_id in (select private.caller_organizations()) or (select private.is_admin()));

create policy "support_tickets: members open, as themselves" on public.support_tickets
  for insert to authenticated
  with check (organization_id in (select private.caller_organizations()) and author_id = (select auth.uid()));

-- Staff only; the owner is an admin or nobody.
create policy "support_tickets: staff change" on public.support_tickets
  for update to authenticated
  using ((select private.is_admin()))
  with check (
    (select private.is_admin())
    and (owner_id is null or exists (select 1 from public.profiles p where p.id = owner_id and p.is_admin)));

-- The thread is read with its ticket: the subquery goes through the tickets' own policy.
create policy "support_messages: who reads the ticket reads its thread" on public.support_messages
  for select to authenticated
  using (ticket_id in (select t.id from public.support_tickets t));

create policy "support_messages: members and staff write, as themselves" on public.support_messages
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (
      (not from_staff and ticket_id in (
        select t.id from public.support_tickets t where t.organization_id in (select private.caller_organizations())))
      or (from_staff and (select private.is_admin()))));

-- The outbox carries support replies. Its check lists every kind; the list is read from the
-- constraint as it stands, so a kind another migration added before this one stays.
do $$
declare
  v_definition text;
begin
  select pg_get_constraintdef(c.oid) into v_definition
  from pg_constraint c
  where c.conrelid = 'private.mail_outbox'::regclass and c.conname = 'mail_outbox_kind_check';
  if v_definition is null or position('ARRAY[' in v_definition) = 0 then
    raise exception 'private.mail_outbox has no kind list to extend: %', v_definition;
  end if;
  alter table private.mail_outbox drop constraint mail_outbox_kind_check;
  execute 'alter table private.mail_outbox add constraint mail_outbox_kind_check '
    || replace(v_definition, 'ARRAY[', 'ARRAY[''support_reply''::text, ');
end
$$;

-- Each message: its ticket moves up the desk, and the other side's e-mail is queued with it.
create function private.support_message_written() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.support_tickets set last_activity_at = new.created_at where id = new.ticket_id;
  if new.from_staff then
    -- To the ticket's author, while they still belong to its organisation (and did not write it).
    insert into private.mail_outbox (kind, lead_id, payload)
    select 'support_reply', new.id, jsonb_build_object(
      'to_staff', false, 'email', u.email::text, 'ticket_id', t.id, 'number', t.number, 'title', t.title,
      'organization', o.name, 'body', new.body)
    from public.support_tickets t
      join public.organizations o on o.id = t.organization_id
      join auth.users u on u.id = t.author_id
    where t.id = new.ticket_id
      and t.author_id is distinct from new.author_id
      and exists (select 1 from public.organization_members m
                  where m.organization_id = t.organization_id and m.user_id = t.author_id);
  else
    -- To its owner while they are an admin; with no address, the sales team's (app/.server/mail/support-mail.ts).
    insert into private.mail_outbox (kind, lead_id, payload)
    select 'support_reply', new.id, jsonb_build_object(
      'to_staff', true,
      'email', (select u.email::text from auth.users u join public.profiles p on p.id = u.id and p.is_admin
                where u.id = t.owner_id),
      'opened', not exists (select 1 from public.support_messages m where m.ticket_id = t.id and m.id <> new.id),
      'author', (select u.email::text from auth.users u where u.id = new.author_id),
      'ticket_id', t.id, 'number', t.number, 'title', t.title, 'priority', t.priority,
      'organization', o.name, 'body', new.body)
    from public.support_tickets t join public.organizations o on o.id = t.organization_id
    where t.id = new.ticket_id;
  end if;
  return null;
end;
$$;
revoke execute on function private.support_message_written() from public, anon, authenticated;

create trigger support_messages_written after insert on public.support_messages
  for each row execute function private.support_message_written();

-- A ticket's thread, oldest first, with each author's address (which lives in auth.users, where a
-- member reads only their own): rows only for who may read the ticket. Staff's addresses are for
-- staff; a member sees a staff reply as the support team's.
create function private.support_thread(p_ticket uuid)
returns table (id uuid, from_staff boolean, author_email text, body text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.from_staff,
    case when m.from_staff and not (select private.is_admin()) then null else u.email::text end,
    m.body, m.created_at
  from public.support_messages m
    join public.support_tickets t on t.id = m.ticket_id
    left join auth.users u on u.id = m.author_id
  where m.ticket_id = p_ticket
    and (t.organization_id in (select private.caller_organizations()) or (select private.is_admin()))
  order by m.created_at, m.id
$$;
revoke execute on function private.support_thread(uuid) from public;
grant execute on function private.support_thread(uuid) to authenticated, service_role;

-- Staff's desk (Requests → Support): every ticket with its organisation's name, its author's and
-- owner's addresses, read with the view owner's rights so the planner uses the indexes above; its
-- one condition is the caller's staff flag, checked once: anyone else gets no row (as
-- private.staff_organizations, decision 067). An owner who is no longer an admin owns nothing.
create view private.staff_support_tickets as
  select t.id, t.number, t.title, t.status, t.priority, t.model_id, t.created_at, t.last_activity_at,
    t.organization_id, o.name as organization_name,
    (select u.email::text from auth.users u where u.id = t.author_id) as author_email,
    case when p.is_admin then t.owner_id end as owner_id,
    case when p.is_admin then (select u.email::text from auth.users u where u.id = t.owner_id) end as owner_email
  from public.support_tickets t
    join public.organizations o on o.id = t.organization_id
    left join public.profiles p on p.id = t.owner_id
  where (select private.is_admin());

revoke all on private.staff_support_tickets from public, anon, authenticated;
grant select on private.staff_support_tickets to authenticated;
