-- The AI Architect's catalogue search (docs/decisions/026-the-ai-architect-sells.md): ranked
-- full-text search over what a model is for (weighted: title, then what it does and its use cases,
-- then its industries and categories, then the long description; industries weigh less because
-- the assistant filters by industry apart, and 'hospital' and 'hospitality' share a stem), and trigram similarity for titles typed with a slip ('medscan vison'). The
-- catalogue page keeps its own rule (a contains match on title or description, in its order);
-- this one answers a need in a visitor's words ('a hospital with a radiology backlog').
--
-- The document is stored beside the row (a generated column, kept by the database on every write)
-- because computing it for each row at each search cost about 10 ms on the embedded engine. Queries
-- that read whole rows name their columns (app/lib/entities/ai-model.ts), so it never reaches the
-- admin's form or its audit. array_to_string is only stable in general; over text[] it cannot
-- change, so the wrapper may be declared immutable, as a generated column requires.

create function private.model_search_document(
  title text,
  industry text[],
  categories text[],
  short_description text,
  use_cases text[],
  industry_use text[],
  description text
) returns tsvector
  language sql immutable parallel safe set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(short_description, '') || ' ' || coalesce(array_to_string(use_cases, ' '), '') || ' '
           || coalesce(array_to_string(industry_use, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig,
           coalesce(array_to_string(industry, ' '), '') || ' ' || coalesce(array_to_string(categories, ' '), '')), 'C')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
$$;

revoke all on function private.model_search_document(text, text[], text[], text, text[], text[], text) from public;
grant execute on function private.model_search_document(text, text[], text[], text, text[], text[], text)
  to anon, authenticated, service_role;

alter table public.ai_models
  add column search_document tsvector generated always as (
    private.model_search_document(title, industry, categories, short_description, use_cases, industry_use, description)
  ) stored;

create index ai_models_search_document_idx on public.ai_models using gin (search_document) where is_active;

-- Active models only, with owner rights like catalogue_models (and for the same reason: under the
-- table's policy the planner could use neither index). The columns the assistant quotes: what a
-- model does, for whom, and its starting price.
create view public.catalogue_search as
  select id, title, slug, short_description, description, industry, industry_use, use_cases,
         categories, cost, is_featured, is_enterprise, created_at, search_document as document
  from public.ai_models
  where is_active;

comment on view public.catalogue_search is
  'Active models with their search document: the AI Architect''s search. Owner rights on purpose, see 026-the-ai-architect-sells.md.';

revoke all on public.catalogue_search from anon, authenticated;
grant select on public.catalogue_search to anon, authenticated, service_role;
