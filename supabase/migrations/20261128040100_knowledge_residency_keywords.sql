-- 'the data must stay in France', 'que los datos se queden en México': how buyers ask where their
-- data stays, by the country they are in, in Spanish and French (the English article already has
-- 'where is our data'). Merged only into the seeded articles while they still have the keyword
-- this sits beside and stay within twenty, so a staff edit stands.
update public.knowledge_article
set keywords = keywords || array['rester en France', 'données en France', 'hors de France', 'pays']
where slug = 'data-residency-fr'
  and 'localisation des données' = any(keywords)
  and not ('pays' = any(keywords))
  and cardinality(keywords) <= 16;

update public.knowledge_article
set keywords = keywords || array['quedarse en', 'se queden en', 'en el país', 'salir del país']
where slug = 'data-residency-es'
  and 'ubicación de los datos' = any(keywords)
  and not ('en el país' = any(keywords))
  and cardinality(keywords) <= 16;
