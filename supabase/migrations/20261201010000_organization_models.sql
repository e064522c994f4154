-- Model access from the catalogue (issue 30, item 1; docs/decisions/084-model-access-from-the-catalogue.md).
--
-- An organisation's Admin asks for a model of the catalogue from its page (a trial or a
-- subscription, a number of teams, a note); staff approve it (a start date, a term in months, a
-- monthly price in integer cents) or decline it (a reason). Each such request is a row of
-- public.organization_models, which then stays the organisation's record of that model: requested,
-- trial, active, ended or declined. Row Level Security decides by membership (decision 067):
--
--   organization_models  its organisation's members and staff read; an Admin of the organisation
--                        asks, as themselves, with its own fields only (status, price and dates are
--                        staff's: column grants); only staff decide, and only a request still waiting
--                        (the policy); nobody deletes one (it goes with its organisation)
--
-- Each request is a lead of its own kind on the sales desk (public.leads.organization_model_id,
-- made by a trigger in the request's transaction, as enquiries' and chats' are), and a decision
-- queues the e-mail to the organisation's Admins in the decision's transaction (kind 'model_access').

create table public.organization_models (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- The catalogue's model; a model removed from the catalogue leaves its title here.
  model_id uuid references public.ai_models (id) on delete set null,
  model_title text not null check (char_length(model_title) between 1 and 200),
  -- The Admin who asked; an erased account leaves the request to its organisation.
  requested_by uuid references auth.users (id) on delete set null,
  status text not null default 'requested' check (status in ('requested', 'trial', 'active', 'ended', 'declined')),
  plan text not null check (plan in ('trial', 'subscription')),
  teams integer not null check (teams between 1 and 100),
  -- What the Admin added, up to 1,000 characters; line breaks kept.
  note text check (note is null or (char_length(note) between 1 and 1000 and btrim(note) <> '')),
  -- Set by staff when they approve: integer cents a month, the day it starts, the months it runs.
  monthly_price_cents integer check (monthly_price_cents between 0 and 100000000),
  starts_on date check (starts_on between '2000-01-01' and '2099-12-31'),
  term_months integer check (term_months between 1 and 120),
  -- The term's last day + 1: a trial ends then, a subscription renews then.
  ends_on date generated always as ((starts_on + term_months * interval '1 month')::date) stored,
  decline_reason text check (decline_reason is null or (char_length(decline_reason) between 1 and 1000 and btrim(decline_reason) <> '')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An approval carries its terms; a decline its reason.
  constraint organization_models_terms check (
    status not in ('trial', 'active', 'ended')
    or (monthly_price_cents is not null and starts_on is not null and term_months is not null)),
  constraint organization_models_reason check (status <> 'declined' or decline_reason is not null)
);

-- One open request or access per model and organisation: asking again while one waits or runs is refused.
create unique index organization_models_open_idx on public.organization_models (organization_id, model_id)
  where status in ('requested', 'trial', 'active');
create index organization_models_organization_idx on public.organization_models (organization_id, created_at desc);

-- The title is the catalogue's at the time of asking, whatever the post said; times are the database's.
create function private.stamp_organization_model() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.model_title := coalesce((select m.title from public.ai_models m where m.id = new.model_id), new.model_title);
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke execute on function private.stamp_organization_model() from public, anon, authenticated;

create trigger organization_models_stamp before insert or update on public.organization_models
  for each row execute function private.stamp_organization_model();

alter table public.organization_models enable row level security;
revoke all on public.organization_models from public, anon, authenticated;
grant select on public.organization_models to authenticated;
-- An Admin asks with the request's own fields; status is 'requested' by default, the rest staff's.
grant insert (organization_id, model_id, model_title, requested_by, plan, teams, note)
  on public.organization_models to authenticated;
grant update (status, monthly_price_cents, starts_on, term_months, decline_reason, decided_by, decided_at)
  on public.organization_models to authenticated;
grant all on public.organization_models to service_role;

create policy "organization_models: members and staff read" on public.organization_models
  for select to authenticated
  using (organization_id in (select private.caller_organizations()) or (select private.is_admin()));

create policy "organization_models: Admins ask, as themselves" on public.organization_models
  for insert to authenticated
  with check (
    organization_id in (select private.caller_admin_organizations())
    and requested_by = (select auth.uid())
    and model_id is not null);

-- Staff decide a request that waits, as themselves: to a trial, a subscription or a decline.
create policy "organization_models: staff decide" on public.organization_models
  for update to authenticated
  using ((select private.is_admin()) and status = 'requested')
  with check (
    (select private.is_admin())
    and status in ('trial', 'active', 'declined')
    and decided_by = (select auth.uid()));

-- 2. The lead: a third source of public.leads, exactly one source a row.
alter table public.leads add column organization_model_id uuid unique
  references public.organization_models (id) on delete cascade;
alter table public.leads drop constraint leads_one_source;
alter table public.leads add constraint leads_one_source
  check (num_nonnulls(enquiry_id, chat_request_id, organization_model_id) = 1);
-- As for the other two sources: the desk names the lead by its source when it first changes it.
grant insert (organization_model_id) on public.leads to authenticated;

create function private.open_model_access_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.leads (organization_model_id) values (new.id) on conflict do nothing;
  return null;
end;
$$;
revoke execute on function private.open_model_access_lead() from public, anon, authenticated;

create trigger organization_models_open_lead after insert on public.organization_models
  for each row execute function private.open_model_access_lead();

-- The desk's third source, as staff read it (decision 078): staff get every request, anyone else none.
create view private.staff_access_leads as
  select om.id, coalesce(nullif(btrim(p.name), ''), u.email::text) as name, u.email::text as email,
    o.name as company, o.industry, om.model_title as type, om.note as message, om.created_at,
    coalesce(p.name, '') || E'\n' || coalesce(u.email::text, '') || E'\n' || coalesce(o.name, '') || E'\n'
      || om.model_title as search
  from public.organization_models om
    join public.organizations o on o.id = om.organization_id
    left join auth.users u on u.id = om.requested_by
    left join public.profiles p on p.id = om.requested_by
  where (select private.is_admin());

revoke all on private.staff_access_leads from public, anon, authenticated;
grant select on private.staff_access_leads to authenticated;

-- 3. The decision's e-mail, to each Admin of the organisation when it is made. The outbox's kind
-- list is read from the constraint as it stands, so kinds added before this migration stay.
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
    || replace(v_definition, 'ARRAY[', 'ARRAY[''model_access''::text, ');
end
$$;

create function private.model_access_decided() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'model_access', new.id, jsonb_build_object(
    'email', u.email::text, 'organization', o.name, 'model', new.model_title,
    'slug', (select m.slug from public.ai_models m where m.id = new.model_id),
    'status', new.status, 'plan', new.plan, 'teams', new.teams,
    'monthly_price_cents', new.monthly_price_cents, 'starts_on', new.starts_on, 'term_months', new.term_months,
    'ends_on', new.ends_on, 'reason', new.decline_reason)
  from public.organization_members mb
    join auth.users u on u.id = mb.user_id
    join public.organizations o on o.id = mb.organization_id
  where mb.organization_id = new.organization_id and mb.role = 'admin';
  return null;
end;
$$;
revoke execute on function private.model_access_decided() from public, anon, authenticated;

create trigger organization_models_decided after update of status on public.organization_models
  for each row when (old.status = 'requested' and new.status <> 'requested')
  execute function private.model_access_decided();
