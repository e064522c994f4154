-- Notification e-mails to the sales team, one per new lead (docs/decisions/027-mail-outbox-and-password-reset.md).
-- A trigger on each lead's table writes the mail's row in the lead's own transaction, so a lead
-- is never saved without its notification and a mail is never sent for a lead that was rolled
-- back. Each server process sends pending rows in the background (app/.server/mail/outbox.ts):
-- it claims a row with `for update skip locked` and moves its next_attempt_at past the send, so
-- two processes never send one mail together; a failure is recorded and the row tried again
-- later. Only the service role touches the table; admins read the failures through
-- private.admin_mail_failures(), which checks that they are admins.

create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- What the mail is about: a contact-form enquiry or a callback booked in the AI Architect.
  kind text not null check (kind in ('enquiry', 'callback')),
  -- The lead's row (public.enquiry or public.chat_requests), for the admin's link.
  lead_id uuid not null,
  -- The lead as it was saved: the mail says what the visitor sent, whatever happens to the row.
  payload jsonb not null check (jsonb_typeof(payload) = 'object'),
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  -- When the next attempt may start (a claimed row: when its claim lapses); null once given up.
  next_attempt_at timestamptz default now(),
  last_error text check (char_length(last_error) <= 1000),
  sent_at timestamptz
);

-- What the sender looks for: unsent rows that are due.
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where sent_at is null;
-- What the sweep deletes: rows sent long ago.
create index mail_outbox_sent_idx on private.mail_outbox (sent_at) where sent_at is not null;

alter table private.mail_outbox enable row level security;
revoke all on private.mail_outbox from public, anon, authenticated;
grant select, insert, update, delete on private.mail_outbox to service_role;

-- The triggers' functions: security definer, since the visitor's own role (anon, for the contact
-- form) may not write the outbox.
create function private.enqueue_enquiry_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.mail_outbox (kind, lead_id, payload)
  values ('enquiry', new.id, jsonb_build_object(
    'name', new.name, 'email', new.email, 'phone', new.phone, 'type', new.type,
    'message', new.message, 'created_at', new.created_at));
  return null;
end;
$$;
revoke execute on function private.enqueue_enquiry_mail() from public, anon, authenticated;

create trigger enquiry_enqueue_mail after insert on public.enquiry
  for each row execute function private.enqueue_enquiry_mail();

-- A callback is booked by the update that sets its contact fields (app/.server/chat/store.ts):
-- every booking, a second one included, tells the sales team.
create function private.enqueue_callback_mail()
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
    'captured', new.captured, 'booked_at', now()));
  return null;
end;
$$;
revoke execute on function private.enqueue_callback_mail() from public, anon, authenticated;

create trigger chat_requests_enqueue_mail after update of callback_time on public.chat_requests
  for each row when (new.callback_time is not null)
  execute function private.enqueue_callback_mail();

-- The notifications that could not be sent, newest first, for the admin overview.
create function private.admin_mail_failures()
returns table (
  id uuid,
  kind text,
  lead_email text,
  created_at timestamptz,
  attempts integer,
  next_attempt_at timestamptz,
  last_error text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select o.id, o.kind, o.payload ->> 'email', o.created_at, o.attempts, o.next_attempt_at, o.last_error
    from private.mail_outbox o
    where o.sent_at is null and o.last_error is not null
    order by o.created_at desc, o.id desc
    limit 100;
end;
$$;
revoke execute on function private.admin_mail_failures() from public, anon;
grant execute on function private.admin_mail_failures() to authenticated, service_role;
