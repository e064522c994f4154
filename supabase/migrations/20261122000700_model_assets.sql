-- The bucket for model logos and covers. Public to read (the catalogue shows them to everyone);
-- only admins write, under logos/ or covers/.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'model-assets', 'model-assets', true, 5242880,
  array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do nothing;

create policy "model-assets: everyone reads" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'model-assets');

create policy "model-assets: admins upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'model-assets'
    and (storage.foldername(name))[1] in ('logos', 'covers')
    and (select private.is_admin())
  );

create policy "model-assets: admins update" on storage.objects
  for update to authenticated
  using (bucket_id = 'model-assets' and (select private.is_admin()))
  with check (bucket_id = 'model-assets' and (select private.is_admin()));

create policy "model-assets: admins delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'model-assets' and (select private.is_admin()));
