-- Every qualified chat becomes a lead (docs/decisions/063-every-qualified-chat-becomes-a-lead.md).
-- A chat was a lead of the sales desk only once a callback was booked on it (callback_time). Now a
-- chat is a lead from the moment it has the visitor's e-mail: given in the conversation, left when
-- nobody could take the chat (decision 062), or with a booked callback. lead_at says when: set by
-- the database the first time the row's e-mail is set, never moved after, so every path that
-- saves an e-mail (or books a callback) makes the lead the same way and none can forget it.

alter table public.chat_requests add column lead_at timestamptz;

-- The chats that were leads already: their booking's date (the row's last change). The touch
-- trigger is held off for this one statement, so no old lead looks new.
alter table public.chat_requests disable trigger chat_requests_touch_updated_at;
update public.chat_requests set lead_at = updated_at where callback_time is not null or email is not null;
alter table public.chat_requests enable trigger chat_requests_touch_updated_at;

-- A row made with its contact already (an import, a fixture) is a lead from the start.
create function private.mark_chat_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.lead_at is not null then
    new.lead_at := old.lead_at;
  elsif new.email is not null or new.callback_time is not null then
    new.lead_at := coalesce(new.lead_at, now());
  else
    new.lead_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.mark_chat_lead() from public, anon, authenticated;

create trigger chat_requests_mark_lead before insert or update of email, callback_time, lead_at
  on public.chat_requests for each row execute function private.mark_chat_lead();

-- The sales team's mail for a chat lead without a booking: once, when the chat first becomes a
-- lead. A booking tells them itself (private.enqueue_callback_mail, on callback_time), so a chat
-- whose first e-mail comes with its booking (the form, or the handover's e-mail and time) is told
-- once, as a booking. The same outbox row shape as the callback's, marked chat_lead, with the
-- conversation's last messages: sales reads what was said before they write.
create function private.enqueue_chat_lead_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.mail_outbox (kind, lead_id, payload)
  values ('callback', new.id, jsonb_build_object(
    'name', coalesce(new.name, new.captured ->> 'name'), 'email', new.email, 'phone', new.phone,
    'company', coalesce(new.company, new.captured ->> 'company'),
    'industry', coalesce(new.industry, new.captured ->> 'industry'), 'callback_time', null, 'time_zone', new.time_zone,
    'captured', new.captured, 'booked_at', now(), 'chat_lead', true,
    'asked_for_person', new.handover_requested_at is not null,
    'transcript', (
      select coalesce(jsonb_agg(m.message order by m.n), '[]'::jsonb)
      from jsonb_array_elements(new.messages) with ordinality as m(message, n)
      where m.n > jsonb_array_length(new.messages) - 30
    )));
  return null;
end;
$$;
revoke execute on function private.enqueue_chat_lead_mail() from public, anon, authenticated;

create trigger chat_requests_enqueue_lead_mail after update of email on public.chat_requests
  for each row when (old.lead_at is null and new.lead_at is not null and new.callback_time is null)
  execute function private.enqueue_chat_lead_mail();

-- The desk, its export (decision 055) and retention read leads and other chats by the same
-- marker, each through an index on its own rows in its own order: the three indexes that read
-- "callback_time is not null" (or null) now read lead_at.
create index chat_requests_lead_idx on public.chat_requests (updated_at desc, id desc) where lead_at is not null;
drop index public.chat_requests_booked_idx;
create index chat_requests_no_lead_idx on public.chat_requests (updated_at) where lead_at is null;
drop index public.chat_requests_unbooked_idx;
drop index public.chat_requests_transcript_idx;
create index chat_requests_transcript_idx on public.chat_requests (updated_at)
  where lead_at is not null and messages <> '[]'::jsonb;
