-- The audit log names what it records (issue 32; docs/decisions/076-details-a-person-notices.md).
-- Its entries named a lead, a model or a user by an id, and a lead's new owner by a uuid: a person
-- reading /admin/audit could not tell what was changed without looking each id up, and not at all
-- once the row was renamed or gone. Each entry now keeps a label as it was when it was written:
--
-- 1. `entity_label`, the entity's name at that moment (a model's title, an article's question, a
--    lead's name and company, a user's e-mail, an organisation's name), filled by the recording
--    functions from the row itself (or, for a row just deleted, from the values recorded).
-- 2. Inside before and after, a user named by an id (`owner_id`) gets the user's e-mail beside it
--    (`owner`), so an owner change reads as two addresses.
-- 3. Existing entries get both from today's rows, as far as those still exist (best effort).
-- 4. Erasure and retention reach the labels: an address is erased from `entity_label` as from the
--    rest of the row, and a gone lead's label becomes '[erased]' with its notes' text
--    (docs/decisions/052-erasure-and-retention.md).

-- A uuid from text, or null when it is not one (an entity id is free text: 'enquiry:<uuid>').
create function private.audit_uuid(p_text text) returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when p_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then p_text::uuid end
$$;
revoke execute on function private.audit_uuid(text) from public, anon, authenticated;

-- The entity's name now, from its row; for a row that is gone (a deleted model), the name in the
-- values recorded with it. Null when neither has one. At most 200 characters.
create function private.audit_entity_label(p_entity text, p_entity_id text, p_before jsonb, p_after jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select left(coalesce(
    case p_entity
      when 'model' then (select m.title from public.ai_models m where m.id = private.audit_uuid(p_entity_id))
      when 'knowledge_article' then
        (select a.question from public.knowledge_article a where a.id = private.audit_uuid(p_entity_id))
      when 'lead' then case split_part(p_entity_id, ':', 1)
        when 'enquiry' then
          (select nullif(btrim(e.name), '') from public.enquiry e
           where e.id = private.audit_uuid(split_part(p_entity_id, ':', 2)))
        when 'callback' then
          (select nullif(concat_ws(', ', nullif(btrim(c.name), ''), nullif(btrim(c.company), '')), '')
           from public.chat_requests c where c.id = private.audit_uuid(split_part(p_entity_id, ':', 2)))
      end
      when 'chat' then
        (select nullif(concat_ws(', ', nullif(btrim(c.name), ''), nullif(btrim(c.company), '')), '')
         from public.chat_requests c where c.id = private.audit_uuid(p_entity_id))
      when 'user' then (select u.email::text from auth.users u where u.id = private.audit_uuid(p_entity_id))
      when 'organization' then
        (select o.name from public.organizations o where o.id = private.audit_uuid(p_entity_id))
    end,
    p_after ->> 'title', p_before ->> 'title',
    p_after ->> 'question', p_before ->> 'question',
    p_after ->> 'organization', p_before ->> 'organization'), 200)
$$;
revoke execute on function private.audit_entity_label(text, text, jsonb, jsonb) from public, anon, authenticated;

-- The values with each user they name by id (a key ending in '_id': `owner_id`) named by e-mail
-- too (`owner`), unless the values already have that key. Null stays null.
create function private.audit_people(p_values jsonb) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_values is null or jsonb_typeof(p_values) <> 'object' then p_values
  else p_values || coalesce((
    select jsonb_object_agg(left(v.key, -3), u.email::text)
    from jsonb_each_text(p_values) v
    join auth.users u on u.id = private.audit_uuid(v.value)
    where v.key like '%\_id' and not p_values ? left(v.key, -3)), '{}'::jsonb)
  end
$$;
revoke execute on function private.audit_people(jsonb) from public, anon, authenticated;

-- The log's owner adds the column and fills it; the migrating role acts as audit_keeper for this
-- part alone, as 20261126020000_personal_data.sql did (its trigger lets through a change of a
-- row's text made as audit_keeper, and nothing else).
do $$
begin
  perform set_config('private.migrating_role', current_user, true);
  execute format('grant audit_keeper to %I', current_user);
  grant usage, create on schema private to audit_keeper;
  grant execute on function private.audit_uuid(text) to audit_keeper;
  grant execute on function private.audit_entity_label(text, text, jsonb, jsonb) to audit_keeper;
  grant execute on function private.audit_people(jsonb) to audit_keeper;
end
$$;
set local role audit_keeper;

alter table public.audit_log add column entity_label text check (char_length(entity_label) <= 200);
comment on column public.audit_log.entity_label is
  'The entity''s name when the entry was written (a title, a lead''s name, an e-mail); null when it had none.';

-- 3. Best effort: today's names for the entries written before there were labels.
update public.audit_log set
  entity_label = private.audit_entity_label(entity, entity_id, before, after),
  before = private.audit_people(before),
  after = private.audit_people(after);

-- 4. As 20261126020000_personal_data.sql wrote them, with the label: a gone lead's name goes with
-- its notes' text, and an erased address from the label as from the rest of the row.
create or replace function private.erase_lead_notes_from_audit(p_leads text[]) returns bigint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows bigint[];
begin
  with changed as (
    update public.audit_log set
      after = case when after ? 'body' then after || jsonb_build_object('body', '[erased]') else after end,
      entity_label = case when entity_label is null then null else '[erased]' end
    where entity = 'lead' and entity_id = any(p_leads)
      and ((after ? 'body' and after ->> 'body' <> '[erased]') or entity_label <> '[erased]')
    returning id)
  select coalesce(array_agg(id), '{}') into v_rows from changed;
  return v_rows;
end;
$$;

create or replace function private.erase_address_from_audit(p_email text) returns bigint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
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
      entity_label = regexp_replace(entity_label, v_plain, '[erased]', 'gi'),
      before = regexp_replace(before::text, v_json, '[erased]', 'gi')::jsonb,
      after = regexp_replace(after::text, v_json, '[erased]', 'gi')::jsonb
    where actor_email ~* v_plain or entity_id ~* v_plain or entity_label ~* v_plain
      or before::text ~* v_json or after::text ~* v_json
    returning id)
  select coalesce(array_agg(id), '{}') into v_rows from changed;
  return v_rows;
end;
$$;

do $$
begin
  execute format('set local role %I', current_setting('private.migrating_role'));
end
$$;
do $$
begin
  revoke execute on function private.audit_uuid(text) from audit_keeper;
  revoke execute on function private.audit_entity_label(text, text, jsonb, jsonb) from audit_keeper;
  revoke execute on function private.audit_people(jsonb) from audit_keeper;
  revoke usage, create on schema private from audit_keeper;
  execute format('revoke audit_keeper from %I', current_user);
end
$$;

-- 1 and 2: the recording functions, as 20261126010000_audit_log_kept_apart.sql and
-- 20261127070000_organization_invitations.sql made them, with the label and the people named.
create or replace function private.record_audit(
  p_action text,
  p_entity text,
  p_entity_id text,
  p_before jsonb,
  p_after jsonb,
  p_operator text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_before jsonb := private.audit_people(p_before);
  v_after jsonb := private.audit_people(p_after);
  v_label text := private.audit_entity_label(p_entity, p_entity_id, p_before, p_after);
begin
  if private.is_service_role() then
    insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, entity_label, before, after)
    values (null, coalesce(nullif(btrim(p_operator), ''), 'operator'), p_action, p_entity, p_entity_id, v_label,
      v_before, v_after);
    return;
  end if;
  perform private.require_admin();
  select u.email::text into v_email from auth.users u where u.id = v_uid;
  insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, entity_label, before, after)
  values (v_uid, coalesce(v_email, v_uid::text), p_action, p_entity, p_entity_id, v_label, v_before, v_after);
end;
$$;

create or replace function private.record_organization_audit(
  p_action text,
  p_organization uuid,
  p_before jsonb,
  p_after jsonb
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_name text;
begin
  select o.name into v_name from public.organizations o where o.id = p_organization;
  select u.email::text into v_email from auth.users u where u.id = v_uid;
  insert into public.audit_log (actor_id, actor_email, action, entity, entity_id, entity_label, before, after)
  values (v_uid, coalesce(v_email, v_uid::text, 'operator'), p_action, 'organization', p_organization::text,
    left(v_name, 200),
    case when p_before is null then null else jsonb_build_object('organization', v_name) || p_before end,
    case when p_after is null then null else jsonb_build_object('organization', v_name) || p_after end);
end;
$$;
