-- The sales desk for a hundred leads a day (issue 31, item 3; docs/decisions/080-the-desk-for-a-hundred-leads-a-day.md):
--
-- 1. A follow-up date per lead (public.leads.follow_up_on), written by admins only: the column is
--    granted for update to `authenticated`, under the table's 'leads: admins change' policy, so
--    anyone else changes no row. 'Due today' counts and lists the leads whose date has come and
--    that are neither Won nor Lost, through a partial index.
-- 2. One e-mail a day to each owner listing their leads due: private.follow_up_digests records
--    each (owner, day) sent, its primary key letting one server process, and one run, claim it.
-- 3. An e-mail to a lead's new owner when someone else gives it to them, queued by a trigger in
--    the change's own transaction (a bulk change too).
-- 4. The open lead's timeline names when the sales team was told of it: admins read that through
--    private.lead_notified_at(), as the outbox itself is the service role's alone.

-- 1. The follow-up date.
alter table public.leads add column follow_up_on date
  check (follow_up_on between date '2000-01-01' and date '2099-12-31');
grant update (follow_up_on) on public.leads to authenticated;
create index leads_follow_up_idx on public.leads (follow_up_on, owner_id)
  where follow_up_on is not null and status not in ('won', 'lost');

-- 2. The daily digest, once per owner and day. Only the service role (the periodic job) writes it.
create table private.follow_up_digests (
  owner_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  created_at timestamptz not null default now(),
  primary key (owner_id, day)
);
alter table private.follow_up_digests enable row level security;
revoke all on private.follow_up_digests from public, anon, authenticated;
grant select, insert, delete on private.follow_up_digests to service_role;

alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry', 'callback', 'invitation', 'join_request', 'join_decision', 'security',
    'email_confirmation', 'staff_invitation', 'lead_assigned', 'follow_up_digest'));

-- 3. A lead given to an admin by someone else: its e-mail, to the new owner (not when they take it
--    themselves, nor when it is given to nobody). `lead_id` is the enquiry's or chat's id, as the
--    sales team's notifications have it.
create function private.enqueue_lead_assigned_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
begin
  if new.owner_id is null or new.owner_id is not distinct from old.owner_id
     or new.owner_id is not distinct from v_actor then
    return null;
  end if;
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'lead_assigned', coalesce(new.enquiry_id, new.chat_request_id), jsonb_build_object(
    'email', o.email::text,
    'lead', case when new.enquiry_id is not null then 'enquiry:' || new.enquiry_id
                 else 'callback:' || new.chat_request_id end,
    'name', coalesce(e.name, c.name, c.captured ->> 'name'),
    'company', coalesce(c.company, c.captured ->> 'company'),
    'status', new.status,
    'assigned_by', (select u.email::text from auth.users u where u.id = v_actor))
  from auth.users o
    left join public.enquiry e on e.id = new.enquiry_id
    left join public.chat_requests c on c.id = new.chat_request_id
  where o.id = new.owner_id;
  return null;
end;
$$;
revoke execute on function private.enqueue_lead_assigned_mail() from public, anon, authenticated;

create trigger leads_assigned_mail after update of owner_id on public.leads
  for each row execute function private.enqueue_lead_assigned_mail();

-- 4. When the sales team's notification of a lead was sent (null: not recorded, or not sent yet;
--    sent ones are kept for 30 days). Admins only.
create function private.lead_notified_at(p_kind text, p_id uuid) returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(o.sent_at) from private.mail_outbox o
  where (select private.is_admin()) and o.lead_id = p_id
    and o.kind = case when p_kind = 'enquiry' then 'enquiry' else 'callback' end
$$;
revoke execute on function private.lead_notified_at(text, uuid) from public, anon;
grant execute on function private.lead_notified_at(text, uuid) to authenticated;
