-- Invoices that add up (issue 30, item 3; docs/decisions/085-invoices-that-add-up.md).
--
-- Staff bill an organisation: an invoice (public.invoices) and its lines (public.invoice_lines),
-- every amount in whole cents (bigint), numbered INV-YYYY-NNNN without a gap in each year. Row
-- Level Security by membership, as the organisation's other rows (decision 067):
--
--   invoices, invoice_lines   the organisation's members and staff read; nobody writes through the
--                             API: staff issue one and mark it paid through the two functions
--                             below, which check the staff flag, compute the totals and take the
--                             number; the service role (the operator) writes as it always may
--   invoice_counters          nobody's but the functions' (private)
--
-- The status is never stored: paid when paid_at is set, else overdue once its due date (UTC) has
-- passed, else pending (private.invoice_status).

-- One row per year: the last number given. Issuing increments it with the row locked until the
-- issuing transaction ends, so two issues take consecutive numbers one after the other, and an
-- issue rolled back gives its number back (max()+1 would give two issues the same number).
create table private.invoice_counters (
  year int primary key check (year between 2000 and 9999),
  last_number int not null check (last_number >= 1)
);
revoke all on private.invoice_counters from public, anon, authenticated;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  year int not null check (year between 2000 and 9999),
  sequence int not null check (sequence >= 1),
  -- What people call it: 'INV-2026-0042' (five digits past 9,999, never cut).
  number text generated always as (
    'INV-' || year::text || '-' || case when sequence < 10000 then lpad(sequence::text, 4, '0') else sequence::text end
  ) stored,
  currency text not null default 'USD' check (currency = 'USD'),
  -- The tax rate in basis points: 2000 is 20%, 825 is 8.25%.
  tax_rate_bp int not null check (tax_rate_bp between 0 and 10000),
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  tax_cents bigint not null check (tax_cents >= 0),
  total_cents bigint not null,
  issued_at timestamptz not null default now(),
  due_date date not null,
  paid_at timestamptz,
  issued_by uuid references auth.users (id) on delete set null,
  paid_by uuid references auth.users (id) on delete set null,
  unique (year, sequence),
  check (total_cents = subtotal_cents + tax_cents),
  -- Half a cent of tax rounds up (app/lib/entities/invoice.ts `invoiceTotals` says the same).
  check (tax_cents = (subtotal_cents * tax_rate_bp + 5000) / 10000)
);
create unique index invoices_number_idx on public.invoices (number);
-- Staff's lists, newest first by key: all, and the unpaid (Pending); an organisation's own list.
create index invoices_issued_idx on public.invoices (issued_at desc, id desc);
create index invoices_unpaid_idx on public.invoices (issued_at desc, id desc) where paid_at is null;
create index invoices_organization_idx on public.invoices (organization_id, issued_at desc, id desc);

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position int not null check (position between 1 and 50),
  -- One line, trimmed, 1 to 200 characters.
  description text not null
    check (char_length(description) between 1 and 200 and description = btrim(description) and description !~ '[\r\n]'),
  quantity int not null check (quantity between 1 and 10000),
  -- Up to $10,000,000 a unit: a whole invoice stays below 2^53 cents, exact as a JavaScript number.
  unit_price_cents bigint not null check (unit_price_cents between 0 and 1000000000),
  amount_cents bigint not null,
  -- The organisation's model subscription the line bills, once those exist (issue 30, item 1);
  -- a free line has none. No reference yet: the table is not there.
  subscription_id uuid,
  unique (invoice_id, position),
  check (amount_cents = quantity * unit_price_cents)
);

-- paid, pending or overdue: computed wherever it is read, never stored.
create function private.invoice_status(p_paid_at timestamptz, p_due date) returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_paid_at is not null then 'paid'
    when p_due < (now() at time zone 'utc')::date then 'overdue'
    else 'pending'
  end
$$;
revoke execute on function private.invoice_status(timestamptz, date) from public;
grant execute on function private.invoice_status(timestamptz, date) to authenticated, service_role;

alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;

revoke all on public.invoices, public.invoice_lines from public, anon, authenticated;
grant select on public.invoices, public.invoice_lines to authenticated;
grant all on public.invoices, public.invoice_lines to service_role;

create policy "invoices: members and staff read" on public.invoices
  for select to authenticated
  using (organization_id in (select private.caller_organizations()) or (select private.is_admin()));

-- The lines are read with their invoice: the subquery goes through the invoices' own policy.
create policy "invoice_lines: who reads the invoice reads its lines" on public.invoice_lines
  for select to authenticated
  using (invoice_id in (select i.id from public.invoices i));

-- The outbox carries the notice of a new invoice. Its check lists every kind; the list is read
-- from the constraint as it stands, so kinds other migrations added before this one stay.
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
    || replace(v_definition, 'ARRAY[', 'ARRAY[''invoice_issued''::text, ');
end
$$;

-- Staff issue an invoice: its lines ([{description, quantity, unit_price_cents}], 1 to 50), the
-- tax rate in basis points and the due date (today or later, UTC). The year's counter is taken
-- first, locked to the end of the transaction; the totals are computed here, in whole cents; each
-- Admin of the organisation gets the notice by the outbox in the same transaction. No row: no such
-- organisation. Anyone but staff: 42501. A bad line: the table's checks refuse it (23514).
create function private.issue_invoice(p_organization uuid, p_due date, p_tax_bp int, p_lines jsonb)
returns table (id uuid, number text, total_cents bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_year int := extract(year from (now() at time zone 'utc'))::int;
  v_sequence int;
  v_subtotal bigint;
  v_id uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied: only staff issue invoices' using errcode = '42501';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) not between 1 and 50 then
    raise exception 'an invoice has 1 to 50 lines' using errcode = '22023';
  end if;
  if p_due is null or p_due < (now() at time zone 'utc')::date then
    raise exception 'an invoice is due today or later' using errcode = '22023';
  end if;
  perform 1 from public.organizations o where o.id = p_organization for share;
  if not found then
    return;
  end if;

  insert into private.invoice_counters as c (year, last_number) values (v_year, 1)
    on conflict (year) do update set last_number = c.last_number + 1
    returning c.last_number into v_sequence;

  select coalesce(sum(l.quantity::bigint * l.unit_price_cents), 0) into v_subtotal
  from jsonb_to_recordset(p_lines) as l(quantity int, unit_price_cents bigint);

  insert into public.invoices as i (organization_id, year, sequence, tax_rate_bp, subtotal_cents, tax_cents,
    total_cents, due_date, issued_by)
  values (p_organization, v_year, v_sequence, p_tax_bp, v_subtotal, (v_subtotal * p_tax_bp + 5000) / 10000,
    v_subtotal + (v_subtotal * p_tax_bp + 5000) / 10000, p_due, (select auth.uid()))
  returning i.id into v_id;

  insert into public.invoice_lines (invoice_id, position, description, quantity, unit_price_cents, amount_cents)
  select v_id, l.ordinality::int, l.value ->> 'description', (l.value ->> 'quantity')::int,
    (l.value ->> 'unit_price_cents')::bigint,
    (l.value ->> 'quantity')::int * (l.value ->> 'unit_price_cents')::bigint
  from jsonb_array_elements(p_lines) with ordinality as l;

  -- To each Admin of the organisation (./mail/invoice-mail.ts; optional: their Settings decide).
  insert into private.mail_outbox (kind, lead_id, payload)
  select 'invoice_issued', v_id, jsonb_build_object(
    'email', u.email::text, 'invoice_id', i.id, 'number', i.number, 'total_cents', i.total_cents,
    'due_date', i.due_date, 'organization', o.name)
  from public.invoices i
    join public.organizations o on o.id = i.organization_id
    join public.organization_members m on m.organization_id = i.organization_id and m.role = 'admin'
    join auth.users u on u.id = m.user_id
  where i.id = v_id;

  return query select i.id, i.number, i.total_cents from public.invoices i where i.id = v_id;
end;
$$;
revoke execute on function private.issue_invoice(uuid, date, int, jsonb) from public;
grant execute on function private.issue_invoice(uuid, date, int, jsonb) to authenticated, service_role;

-- Staff mark an invoice paid (now). `was_paid`: it was already, and nothing changed. No row: no
-- such invoice. Anyone but staff: 42501.
create function private.mark_invoice_paid(p_invoice uuid)
returns table (number text, organization text, total_cents bigint, was_paid boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_paid timestamptz;
begin
  if not (select private.is_admin()) then
    raise exception 'permission denied: only staff mark invoices paid' using errcode = '42501';
  end if;
  select i.paid_at into v_paid from public.invoices i where i.id = p_invoice for update;
  if not found then
    return;
  end if;
  if v_paid is null then
    update public.invoices i set paid_at = now(), paid_by = (select auth.uid()) where i.id = p_invoice;
  end if;
  return query
    select i.number, o.name, i.total_cents, v_paid is not null
    from public.invoices i join public.organizations o on o.id = i.organization_id
    where i.id = p_invoice;
end;
$$;
revoke execute on function private.mark_invoice_paid(uuid) from public;
grant execute on function private.mark_invoice_paid(uuid) to authenticated, service_role;

-- Staff's lists (Invoices → All Invoices, Pending) and the revenue report: every invoice with its
-- organisation's name and status, read with the view owner's rights so the planner uses the
-- indexes above; its one condition is the caller's staff flag, checked once (as
-- private.staff_organizations, decision 067): anyone else gets no row.
create view private.staff_invoices as
  select i.id, i.number, i.organization_id, o.name as organization_name, i.subtotal_cents, i.tax_cents,
    i.total_cents, i.tax_rate_bp, i.issued_at, i.due_date, i.paid_at,
    private.invoice_status(i.paid_at, i.due_date) as status
  from public.invoices i join public.organizations o on o.id = i.organization_id
  where (select private.is_admin());

revoke all on private.staff_invoices from public, anon, authenticated;
grant select on private.staff_invoices to authenticated;
