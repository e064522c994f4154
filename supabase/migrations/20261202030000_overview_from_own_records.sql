-- The Overview from the organisation's own records (issue 30, item 4;
-- docs/decisions/089-an-overview-from-own-records.md).
--
-- The 'Open tickets' card compares the tickets open now with those open when the month began,
-- which needs to know when a ticket was resolved: `resolved_at`, set by the database when a
-- ticket becomes resolved and cleared when it is opened again. A ticket resolved before this
-- migration is taken as resolved at its last change (`updated_at`), the best time there is.

alter table public.support_tickets add column resolved_at timestamptz;
update public.support_tickets set resolved_at = updated_at where status = 'resolved';

-- A status is the only thing staff change that moves resolved_at; times stay the database's.
create or replace function private.touch_support_ticket() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.last_activity_at := now();
  if new.status is distinct from old.status then
    new.resolved_at := case when new.status = 'resolved' then now() end;
  end if;
  return new;
end;
$$;
revoke execute on function private.touch_support_ticket() from public, anon, authenticated;
