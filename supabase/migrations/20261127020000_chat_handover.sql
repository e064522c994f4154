-- A person, whenever asked (docs/decisions/062-a-person-whenever-asked.md). A chat's handover to
-- someone from the team:
--   null      the AI Architect answers;
--   'waiting' the visitor asked for a person within staff hours: staff see it at /admin/chats;
--   'active'  a staff member (agent_id, shown to the visitor as agent_name) took it: the AI
--             Architect is silent, the agent's messages join the conversation with role 'agent';
--   'missed'  nobody could come (outside staff hours, or nobody took it in time): the AI Architect
--             asked for a work e-mail and a time, which make the chat a lead (callback_time);
--   'ended'   the agent ended it, or the lead was taken: the AI Architect answers again.
-- Visitors still reach their chat only through the server (the service role, by the secret id in
-- their cookie); admins now change the handover's columns and add to the conversation, under
-- their own identity (Row Level Security), each change recorded in the audit log by the server.

alter table public.chat_requests
  add column handover text check (handover in ('waiting', 'active', 'missed', 'ended')),
  add column handover_requested_at timestamptz,
  add column agent_id uuid references auth.users (id) on delete set null,
  add column agent_name text check (char_length(agent_name) <= 100);

-- What /admin/chats lists: the chats waiting for a person or with one.
create index chat_requests_handover_idx on public.chat_requests (handover, handover_requested_at)
  where handover in ('waiting', 'active');

grant update (messages, handover, agent_id, agent_name) on public.chat_requests to authenticated;

create policy "chat_requests: admins take part" on public.chat_requests
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The agent of a chat is the admin who took it: an admin may name only themselves (or nobody),
-- whatever a route sends. The service role (the visitor's side) never names one.
create function private.check_chat_agent() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.agent_id is distinct from old.agent_id and new.agent_id is not null
     and new.agent_id is distinct from (select auth.uid()) then
    raise exception 'Only the admin taking a chat can be its agent.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_chat_agent() from public, anon, authenticated;

create trigger chat_requests_agent_is_caller before update of agent_id on public.chat_requests
  for each row execute function private.check_chat_agent();

-- The sales team's mail for a chat's lead says whether the visitor asked for a person, with the
-- conversation's last messages: the same trigger as before (20261124050000_mail_outbox.sql), two
-- keys more in what it saves.
create or replace function private.enqueue_callback_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.mail_outbox (kind, lead_id, payload)
  values ('callback', new.id, jsonb_build_object(
    'name', new.name, 'email', new.email, 'phone', new.phone, 'company', new.company,
    'industry', new.industry, 'callback_time', new.callback_time, 'time_zone', new.time_zone,
    'captured', new.captured, 'booked_at', now(),
    'asked_for_person', new.handover_requested_at is not null,
    'transcript', case when new.handover_requested_at is null then null else (
      select coalesce(jsonb_agg(m.message order by m.n), '[]'::jsonb)
      from jsonb_array_elements(new.messages) with ordinality as m(message, n)
      where m.n > jsonb_array_length(new.messages) - 30
    ) end));
  return null;
end;
$$;
revoke execute on function private.enqueue_callback_mail() from public, anon, authenticated;
