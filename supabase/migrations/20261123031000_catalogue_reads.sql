-- The public catalogue at 100,000 models (docs/decisions/011-catalogue-reads.md).
--
-- Under Row Level Security, PostgreSQL may use an index for a condition only when its operator is
-- leakproof. ILIKE (the search) and @> (the industry filter) are not, so through the ai_models
-- policy every catalogue query walked or scanned the whole table, and the trigram and industry
-- indexes were never used: a search without matches took 100-200 ms. The visitor's rule ("active
-- models only") is therefore also stated by this view, which reads the table with its owner's
-- rights so the planner sees and indexes every condition. It shows exactly what the policy shows a
-- visitor, and only the columns a catalogue card needs.

create view public.catalogue_models as
  select id, title, slug, short_description, description, categories, industry, cost,
         is_featured, is_enterprise, logo_url, cover_image, created_at
  from public.ai_models
  where is_active;

comment on view public.catalogue_models is
  'Active models, card columns only: the public catalogue. Owner rights on purpose, see 011-catalogue-reads.md.';

revoke all on public.catalogue_models from anon, authenticated;
grant select on public.catalogue_models to anon, authenticated, service_role;

-- The industry chips: every industry active models carry. Computing them meant unnesting every
-- active model on every catalogue page (about 60 ms at 100,000 models); a trigger keeps the count
-- of active models per industry instead.

create table public.catalogue_industries (
  industry text primary key,
  active_models integer not null default 0 check (active_models >= 0)
);

alter table public.catalogue_industries enable row level security;

revoke all on public.catalogue_industries from anon, authenticated;
grant select on public.catalogue_industries to anon, authenticated;
grant all on public.catalogue_industries to service_role;

create policy "catalogue_industries: everyone reads" on public.catalogue_industries
  for select to anon, authenticated
  using (true);

-- Runs as the owner: admins change models, and nobody writes these counts directly. Once per
-- statement, from its transition tables: per row, a bulk import would update the same few count
-- rows over and over (100,000 models took minutes to load instead of seconds).
create function private.count_catalogue_industries() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its events have (plpgsql plans a statement
  -- when it first runs it). Each model counts once per industry, however often it lists it.
  if tg_op in ('UPDATE', 'DELETE') then
    update public.catalogue_industries as c
      set active_models = c.active_models - gone.models
      from (select i, count(*)::integer as models
              from old_models as m, lateral (select distinct unnest(m.industry) as i) as u
              where m.is_active group by i) as gone
      where c.industry = gone.i;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into public.catalogue_industries as c (industry, active_models)
      select i, count(*)::integer
        from new_models as m, lateral (select distinct unnest(m.industry) as i) as u
        where m.is_active group by i
      on conflict (industry) do update set active_models = c.active_models + excluded.active_models;
  end if;
  return null;
end;
$$;

revoke all on function private.count_catalogue_industries() from public;

-- A transition table cannot be named twice in one trigger, and a trigger that has one cannot
-- exist without it: three triggers, and the function reads whichever tables its event has.
create trigger ai_models_count_industries_insert
  after insert on public.ai_models
  referencing new table as new_models
  for each statement execute function private.count_catalogue_industries();

create trigger ai_models_count_industries_update
  after update on public.ai_models
  referencing old table as old_models new table as new_models
  for each statement execute function private.count_catalogue_industries();

create trigger ai_models_count_industries_delete
  after delete on public.ai_models
  referencing old table as old_models
  for each statement execute function private.count_catalogue_industries();

insert into public.catalogue_industries (industry, active_models)
  select i, count(*)
  from public.ai_models as m, lateral (select distinct unnest(m.industry) as i) as u
  where m.is_active
  group by i;
