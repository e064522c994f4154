-- The database announces every change to what public pages show
-- (docs/decisions/030-one-fleet-one-cache.md). Each statement that writes a table the public pages
-- render from notifies the channel public_pages_changed, with the table's name, when its
-- transaction commits (never for one rolled back; PostgreSQL sends equal notices of one
-- transaction once). Every server process LISTENs on it and empties its page cache, so a change
-- made anywhere (the admin area, another process, psql) reaches every process at once.
--
-- ai_models: the catalogue, the home page's featured models, each model's page, the sitemap (also
-- through the views catalogue_models and catalogue_search). catalogue_industries: the industry
-- chips (kept by ai_models' own triggers). labs: /labs.

-- Security definer: the admin's write must never fail for want of a privilege on pg_notify, whatever
-- a platform grants. It only announces, with the table's name and nothing a caller gave.
create function private.announce_public_pages_changed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform pg_catalog.pg_notify('public_pages_changed', tg_table_name);
  return null;
end;
$$;

-- Called by its triggers, which need no EXECUTE privilege; nobody calls it directly.
revoke execute on function private.announce_public_pages_changed() from public, anon, authenticated;

-- Once per statement, not per row: a bulk import announces once.
create trigger ai_models_announce_public_pages_changed
  after insert or update or delete or truncate on public.ai_models
  for each statement execute function private.announce_public_pages_changed();

create trigger catalogue_industries_announce_public_pages_changed
  after insert or update or delete or truncate on public.catalogue_industries
  for each statement execute function private.announce_public_pages_changed();

create trigger labs_announce_public_pages_changed
  after insert or update or delete or truncate on public.labs
  for each statement execute function private.announce_public_pages_changed();
