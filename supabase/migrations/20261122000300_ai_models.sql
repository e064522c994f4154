-- The catalogue. The slug is derived by the database (same rule as app/lib/slug.ts) and unique,
-- so a clashing title fails with a duplicate-key error that the admin form explains.

create table public.ai_models (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  slug text generated always as (lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g'))) stored,
  description text not null check (char_length(btrim(description)) between 1 and 20000),
  short_description text check (char_length(short_description) <= 160),
  long_description text check (char_length(long_description) <= 50000),
  meta_title text check (char_length(meta_title) <= 60),
  meta_description text check (char_length(meta_description) <= 160),
  meta_keywords text[] not null default '{}',
  url text check (url ~ '^https?://[^[:space:]]+$'),
  industry text[] not null default '{}' check (cardinality(industry) <= 10),
  industry_use text[] not null default '{}',
  individual_use text[] not null default '{}',
  categories text[] not null default '{}',
  subcategories text[] not null default '{}',
  use_cases text[] not null default '{}',
  example_media text[] not null default '{}',
  cost integer not null default 0 check (cost >= 0),
  is_featured boolean not null default false,
  is_enterprise boolean not null default false,
  is_active boolean not null default true,
  logo_url text check (logo_url ~ '^(https?://|/[^/])'),
  cover_image text check (cover_image ~ '^(https?://|/[^/])'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_models_slug_key unique (slug)
);

-- The public catalogue: active models, featured first, then newest, then id (a stable order).
create index ai_models_catalogue_idx on public.ai_models (is_featured desc, created_at desc, id desc)
  where is_active;
create index ai_models_admin_idx on public.ai_models (created_at desc, id desc);
create index ai_models_industry_idx on public.ai_models using gin (industry);
create index ai_models_title_trgm_idx on public.ai_models using gin (title extensions.gin_trgm_ops);
create index ai_models_description_trgm_idx on public.ai_models
  using gin (description extensions.gin_trgm_ops);

create trigger ai_models_touch_updated_at before update on public.ai_models
  for each row execute function private.touch_updated_at();

alter table public.ai_models enable row level security;

revoke all on public.ai_models from anon, authenticated;
grant select on public.ai_models to anon;
grant select, insert, update, delete on public.ai_models to authenticated;
grant all on public.ai_models to service_role;

create policy "ai_models: everyone reads active, admins read all" on public.ai_models
  for select to anon, authenticated
  using (is_active or (select private.is_admin()));

create policy "ai_models: admins insert" on public.ai_models
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "ai_models: admins update" on public.ai_models
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "ai_models: admins delete" on public.ai_models
  for delete to authenticated
  using ((select private.is_admin()));
