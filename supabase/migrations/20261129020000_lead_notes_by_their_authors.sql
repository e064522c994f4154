-- The sales desk, issue 32 (docs/decisions/075-the-desk-as-a-list.md):
--
-- 1. A note can be edited or deleted by its author, and by nobody else: the rule is the database's
--    (a policy on the author's id), not only the page's. The body is the only column an author may
--    change; edited_at says that it was, stamped here.
-- 2. Every lead has its row from the moment it is a lead (an enquiry sent, a chat that became a
--    lead), not only once the desk first changed it, so "how many leads are New / have no owner"
--    is a count over public.leads through its indexes on status and owner_id, capped, instead of
--    every enquiry and chat read to find the ones without a row.

-- 1. Notes changed by their authors.
alter table public.lead_notes add column edited_at timestamptz;

create function private.stamp_lead_note_edit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An author's edit is dated; erasure (the service role, nobody signed in) changes the text
  -- without making the note look edited.
  if new.body is distinct from old.body and (select auth.uid()) is not null then
    new.edited_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_lead_note_edit() from public, anon, authenticated;

create trigger lead_notes_stamp_edit before update on public.lead_notes
  for each row execute function private.stamp_lead_note_edit();

grant update (body), delete on public.lead_notes to authenticated;

create policy "lead_notes: authors edit" on public.lead_notes
  for update to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()))
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

create policy "lead_notes: authors delete" on public.lead_notes
  for delete to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()));

-- 2. A row for every lead, made when it becomes one.
insert into public.leads (enquiry_id) select id from public.enquiry on conflict do nothing;
insert into public.leads (chat_request_id) select id from public.chat_requests where lead_at is not null
  on conflict do nothing;

create function private.open_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'enquiry' then
    insert into public.leads (enquiry_id) values (new.id) on conflict do nothing;
  else
    insert into public.leads (chat_request_id) values (new.id) on conflict do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function private.open_lead() from public, anon, authenticated;

create trigger enquiry_open_lead after insert on public.enquiry
  for each row execute function private.open_lead();

-- lead_at is set by private.mark_chat_lead when an e-mail or a booking arrives, or by an import.
create trigger chat_requests_open_lead after insert or update of email, callback_time, lead_at
  on public.chat_requests for each row when (new.lead_at is not null)
  execute function private.open_lead();
