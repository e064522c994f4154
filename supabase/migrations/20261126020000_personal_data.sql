-- Personal data (docs/decisions/052-erasure-and-retention.md): a person's data erased on request
-- (`npm run admin -- erase EMAIL`, app/.server/admin/erase.ts) and leads and transcripts kept only
-- as long as configured (app/.server/sweep.ts).

-- 1. Retention finds old rows by their time, a batch at a time, through an index: enquiries by
-- enquiry_created_idx, booked callbacks by chat_requests_callback_idx, and these two for chats
-- without a callback and for callbacks whose transcript has not been emptied yet.
create index chat_requests_unbooked_idx on public.chat_requests (updated_at) where callback_time is null;
create index chat_requests_transcript_idx on public.chat_requests (updated_at)
  where callback_time is not null and messages <> '[]'::jsonb;
-- A deleted lead's notifications are found by the lead's id (retention and erasure).
create index mail_outbox_lead_idx on private.mail_outbox (lead_id);

-- 2. Emptying an old transcript keeps its callback's date: the sales desk dates a callback by the
-- chat's last change, and retention must not make an old lead look new (nor keep it for ever).
drop trigger chat_requests_touch_updated_at on public.chat_requests;
create trigger chat_requests_touch_updated_at before update on public.chat_requests
  for each row when (new.messages <> '[]'::jsonb or old.messages = '[]'::jsonb)
  execute function private.touch_updated_at();

-- 3. The audit log stays append-only, with one exception: erasure takes a person's address out of
-- the rows that name it (an admin's own actions, a grant, an approval), and the text of the notes
-- about leads that are gone. Only the two functions below do that, and only in the text of a row:
-- the id, time, action, entity and actor's id stay as they were; DELETE and TRUNCATE are refused as
-- before. They belong to audit_keeper, the log's owner, whom nobody logs in as or acts as
-- (20261126010000): the trigger lets an update through only when it runs as audit_keeper, which
-- only these functions do, so no setting a session may change opens the log. The migrating role
-- acts as audit_keeper for this part alone, as 20261126010000 did.
do $$
begin
  execute format('grant audit_keeper to %I', current_user);
  grant usage, create on schema private to audit_keeper;
end
$$;
set local role audit_keeper;

create function private.audit_log_changes_only_to_erase() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'audit_keeper'
     or new.id <> old.id or new.at <> old.at or new.action <> old.action or new.entity <> old.entity
     or new.actor_id is distinct from old.actor_id then
    raise exception 'The audit log cannot be changed: its rows are never updated or deleted.'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.audit_log_changes_only_to_erase() from public, anon, authenticated;

drop trigger audit_log_no_update_or_delete on public.audit_log;
create trigger audit_log_no_delete before delete on public.audit_log
  for each row execute function private.audit_log_is_append_only();
create trigger audit_log_update_only_to_erase before update on public.audit_log
  for each row execute function private.audit_log_changes_only_to_erase();

-- What the sales desk wrote about leads that are gone (erased, or past their retention) goes with
-- them: the text of their 'lead.note' entries becomes '[erased]'; who wrote a note, and when, stays.
-- `p_leads` are the audit log's entity ids ('enquiry:<id>', 'callback:<id>'). Returns the ids of
-- the entries changed. The service role only.
create function private.erase_lead_notes_from_audit(p_leads text[]) returns bigint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint[];
begin
  with changed as (
    update public.audit_log set after = after || jsonb_build_object('body', '[erased]')
    where entity = 'lead' and entity_id = any(p_leads) and after ? 'body' and after ->> 'body' <> '[erased]'
    returning id)
  select coalesce(array_agg(id), '{}') into v_rows from changed;
  return v_rows;
end;
$$;
revoke execute on function private.erase_lead_notes_from_audit(text[]) from public, anon, authenticated;
grant execute on function private.erase_lead_notes_from_audit(text[]) to service_role;

-- `p_email` (any case) replaced by '[erased]' in every entry that names it: actor, entity, before
-- and after. Returns the ids of the entries changed. Only a whole address is taken, so this can
-- erase an address and nothing else. For private.erase_address_mentions alone.
create function private.erase_address_from_audit(p_email text) returns bigint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The address as a regular expression matching itself: every character that is not a letter or
  -- digit escaped. In JSON text a quote or backslash in it is escaped too, so jsonb is searched for
  -- the address as JSON writes it.
  v_plain text := regexp_replace(p_email, '([^[:alnum:]])', '\\\1', 'g');
  v_json text := regexp_replace(
    substr(to_jsonb(p_email)::text, 2, length(to_jsonb(p_email)::text) - 2), '([^[:alnum:]])', '\\\1', 'g');
  v_rows bigint[];
begin
  if p_email is null or p_email !~ '^[^[:space:]@]+@[^[:space:]@]+$' then
    raise exception 'An address to erase is required.' using errcode = '22023';
  end if;
  with changed as (
    update public.audit_log set
      actor_email = regexp_replace(actor_email, v_plain, '[erased]', 'gi'),
      entity_id = regexp_replace(entity_id, v_plain, '[erased]', 'gi'),
      before = regexp_replace(before::text, v_json, '[erased]', 'gi')::jsonb,
      after = regexp_replace(after::text, v_json, '[erased]', 'gi')::jsonb
    where actor_email ~* v_plain or entity_id ~* v_plain or before::text ~* v_json or after::text ~* v_json
    returning id)
  select coalesce(array_agg(id), '{}') into v_rows from changed;
  return v_rows;
end;
$$;
revoke execute on function private.erase_address_from_audit(text) from public, anon, authenticated;

-- The migrating role (the owner of private.erase_address_mentions below) calls both.
do $$
begin
  execute format('grant execute on function private.erase_lead_notes_from_audit(text[]) to %I', session_user);
  execute format('grant execute on function private.erase_address_from_audit(text) to %I', session_user);
end
$$;
reset role;
do $$
begin
  revoke usage, create on schema private from audit_keeper;
  execute format('revoke audit_keeper from %I', current_user);
end
$$;

-- Replaces `p_email` (any case) by '[erased]' in the rows of other people and of the staff that
-- mention it: other enquiries and the notifications queued for them, the audit log (actor, entity,
-- before and after) and the sales desk's notes (author and text), which no caller may change; and the text of the notes written about the person's own
-- leads (`p_leads`: the audit log's entity ids, 'enquiry:<id>' or 'callback:<id>'), whose rows the
-- caller deletes in the same transaction. Returns how many rows changed. The service role only.
create function private.erase_address_mentions(p_email text, p_leads text[] default '{}') returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The address as a regular expression matching itself (as in private.erase_address_from_audit).
  v_plain text := regexp_replace(p_email, '([^[:alnum:]])', '\\\1', 'g');
  v_json text := regexp_replace(
    substr(to_jsonb(p_email)::text, 2, length(to_jsonb(p_email)::text) - 2), '([^[:alnum:]])', '\\\1', 'g');
  v_rows bigint[];
  v_more bigint[];
  v_notes integer;
  v_others integer;
begin
  if p_email is null or btrim(p_email) = '' then
    raise exception 'An address to erase is required.' using errcode = '22023';
  end if;
  v_rows := private.erase_address_from_audit(p_email);
  v_more := private.erase_lead_notes_from_audit(p_leads);
  update public.lead_notes set
    author_email = regexp_replace(author_email, v_plain, '[erased]', 'gi'),
    body = regexp_replace(body, v_plain, '[erased]', 'gi')
  where author_email ~* v_plain or body ~* v_plain;
  get diagnostics v_notes = row_count;
  update public.enquiry set
    name = regexp_replace(name, v_plain, '[erased]', 'gi'),
    phone = regexp_replace(phone, v_plain, '[erased]', 'gi'),
    type = regexp_replace(type, v_plain, '[erased]', 'gi'),
    message = regexp_replace(message, v_plain, '[erased]', 'gi')
  where name ~* v_plain or phone ~* v_plain or type ~* v_plain or message ~* v_plain;
  get diagnostics v_others = row_count;
  v_notes := v_notes + v_others;
  update private.mail_outbox set
    payload = regexp_replace(payload::text, v_json, '[erased]', 'gi')::jsonb,
    last_error = regexp_replace(last_error, v_plain, '[erased]', 'gi')
  where payload::text ~* v_json or last_error ~* v_plain;
  get diagnostics v_others = row_count;
  return (select count(distinct id) from unnest(v_rows || v_more) as id) + v_notes + v_others;
end;
$$;
revoke execute on function private.erase_address_mentions(text, text[]) from public, anon, authenticated;
grant execute on function private.erase_address_mentions(text, text[]) to service_role;
