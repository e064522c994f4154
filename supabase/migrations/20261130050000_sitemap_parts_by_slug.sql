-- The sitemap's parts (decision 082): active models read in slug order, a part from one slug to
-- the next, and the parts' first slugs and newest changes in one pass. Only the index's columns
-- are read, so both are index-only scans once the table has been vacuumed.
create index ai_models_sitemap_idx on public.ai_models (slug) include (updated_at) where is_active;
