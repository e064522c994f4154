-- Settings that stay (issue 29, item 5; docs/decisions/070-settings-that-stay.md).
--
-- Each person's own choices: whether they get the optional e-mails, the language of every e-mail
-- the site sends them, and their profile photo. One row per person, made the first time they save;
-- no row means the defaults (notifications on, English, no photo).
--
-- Who may do what on public.profile_settings:
--   a signed-in person reads, inserts and updates their own row, and nobody else's; nobody deletes
--   (the row goes with the account); anonymous visitors have no privilege; the service role reads
--   all (the mail module asks a recipient's language and whether they take optional e-mails).
--
-- The photo is stored with the model images (bucket model-assets), under photos/: a signed-in
-- person adds and removes objects there as themselves (owner), and only their own objects' rows
-- are listed to them; the catalogue's logos and covers stay readable by everyone.

-- 1. The table.
create table public.profile_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email_notifications boolean not null default true,
  language text not null default 'en' check (language in ('en', 'es', 'fr')),
  -- Only a photo of our own store: the local one (/uploads/…) or Supabase Storage's public URL.
  photo_url text check (
    photo_url is null or (
      char_length(photo_url) <= 500
      and photo_url ~ '^(/uploads|https://[A-Za-z0-9.-]+(:[0-9]+)?/storage/v1/object/public)/model-assets/photos/[A-Za-z0-9_-]+-[0-9]+\.[a-z0-9]+$')),
  updated_at timestamptz not null default now()
);

alter table public.profile_settings enable row level security;
revoke all on public.profile_settings from anon, authenticated;
grant select on public.profile_settings to authenticated;
-- A person writes their choices, never the row's owner or its time (the trigger below sets it).
grant insert (user_id, email_notifications, language, photo_url) on public.profile_settings to authenticated;
grant update (email_notifications, language, photo_url) on public.profile_settings to authenticated;
grant all on public.profile_settings to service_role;

create policy "profile_settings: a person reads their own" on public.profile_settings
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "profile_settings: a person makes their own" on public.profile_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "profile_settings: a person changes their own" on public.profile_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function private.profile_settings_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
revoke execute on function private.profile_settings_touch() from public, anon, authenticated;

create trigger profile_settings_touch before update on public.profile_settings
  for each row execute function private.profile_settings_touch();

-- 2. Profile photos beside the model images. Reading the list of objects is narrowed: everyone
-- still lists the catalogue's logos and covers, but a photo's row (its name, its owner) only to
-- the person who uploaded it. The files themselves are public under their unguessable names, as
-- the logos are.
drop policy "model-assets: everyone reads" on storage.objects;

create policy "model-assets: everyone reads the catalogue's images" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'model-assets' and (storage.foldername(name))[1] in ('logos', 'covers'));

create policy "model-assets: a person reads their own photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'model-assets' and (storage.foldername(name))[1] = 'photos' and owner = (select auth.uid()));

create policy "model-assets: a person uploads their own photo" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'model-assets'
    and (storage.foldername(name))[1] = 'photos'
    and owner = (select auth.uid())
  );

create policy "model-assets: a person removes their own photo" on storage.objects
  for delete to authenticated
  using (bucket_id = 'model-assets' and (storage.foldername(name))[1] = 'photos' and owner = (select auth.uid()));
