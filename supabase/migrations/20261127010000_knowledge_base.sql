-- The knowledge base (docs/decisions/058-what-sales-knows-in-one-place.md): the company's answers
-- to what buyers ask sales, one article a question, published at /trust, retrieved by the AI
-- Architect and edited by staff at /admin/knowledge. The articles themselves are the next
-- migration's: they are the company's content, not sample data, so every database has them.
--
-- Languages: an article is English, Spanish or French. A translation's slug is the English
-- article's with '-es' or '-fr' after it; `key` (derived) is the English slug, shared by all three,
-- so the assistant can answer from the visitor's language and fall back to English.
--
-- Search: full text in the article's own language (english, spanish or french stemming), over the
-- question and the keywords (weight A) and the answer (weight C), stored beside the row as a
-- generated column with a GIN index. Accents are folded first (a visitor types 'donnees' as often
-- as 'données', and the C locale of the embedded engine does not lower-case 'É'); the same folding
-- is applied to what the visitor typed. Both engines have these configurations built in.

-- The text search configuration of an article's language.
create function private.knowledge_search_config(language text) returns regconfig
  language sql immutable parallel safe set search_path = ''
as $$
  select case language
    when 'es' then 'pg_catalog.spanish'::pg_catalog.regconfig
    when 'fr' then 'pg_catalog.french'::pg_catalog.regconfig
    else 'pg_catalog.english'::pg_catalog.regconfig
  end
$$;

-- Lower case without accents, the same on both engines whatever their locale.
create function private.knowledge_fold(value text) returns text
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.translate(coalesce(value, ''),
    'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑÝáàâäãåéèêëíìîïóòôöõúùûüçñýÿ',
    'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy'))
$$;

-- array_to_string is only stable in general; over text[] it cannot change (as in
-- private.model_search_document), so the document may be declared immutable, as a generated
-- column requires.
create function private.knowledge_search_document(language text, question text, keywords text[], answer text)
  returns tsvector
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector(private.knowledge_search_config(language),
           private.knowledge_fold(question || ' ' || coalesce(pg_catalog.array_to_string(keywords, ' '), ''))), 'A')
      || pg_catalog.setweight(pg_catalog.to_tsvector(private.knowledge_search_config(language),
           private.knowledge_fold(answer)), 'C')
$$;

-- At most 20 keywords, each 1 to 60 characters.
create function private.knowledge_keywords_fit(keywords text[]) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.cardinality(keywords) <= 20
     and coalesce((select pg_catalog.bool_and(pg_catalog.char_length(k) between 1 and 60)
                   from pg_catalog.unnest(keywords) as k), true)
$$;

revoke all on function private.knowledge_keywords_fit(text[]) from public;
revoke all on function private.knowledge_search_config(text) from public;
revoke all on function private.knowledge_fold(text) from public;
revoke all on function private.knowledge_search_document(text, text, text[], text) from public;
grant execute on function private.knowledge_keywords_fit(text[]) to anon, authenticated, service_role;
grant execute on function private.knowledge_search_config(text) to anon, authenticated, service_role;
grant execute on function private.knowledge_fold(text) to anon, authenticated, service_role;
grant execute on function private.knowledge_search_document(text, text, text[], text)
  to anon, authenticated, service_role;

create table public.knowledge_article (
  id uuid primary key default gen_random_uuid(),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  topic text not null check (topic in ('Security & compliance', 'Data & privacy', 'Deployment', 'Integrations',
                                       'Service', 'Commercial', 'Getting started')),
  question text not null check (char_length(btrim(question)) between 1 and 200),
  answer text not null check (char_length(btrim(answer)) between 1 and 4000),
  keywords text[] not null default '{}' check (private.knowledge_keywords_fit(keywords)),
  language text not null default 'en' check (language in ('en', 'es', 'fr')),
  published boolean not null default false,
  position integer not null default 0 check (position between 0 and 10000),
  updated_at timestamptz not null default now(),
  -- Who last wrote it; the audit log keeps the whole history. Erasing the person keeps the article.
  updated_by uuid references auth.users (id) on delete set null,
  -- The English article's slug, which a translation's slug carries before its language.
  key text generated always as (case when language = 'en' then slug else left(slug, -3) end) stored,
  search_document tsvector generated always as (
    private.knowledge_search_document(language, question, keywords, answer)
  ) stored,
  constraint knowledge_article_slug_key unique (slug),
  constraint knowledge_article_translation_slug check (language = 'en' or right(slug, 3) = '-' || language)
);

create index knowledge_article_search_idx on public.knowledge_article using gin (search_document) where published;
-- /trust and the admin list: by topic, then position.
create index knowledge_article_order_idx on public.knowledge_article (language, topic, position, slug);

-- Each write says when and by whom (the caller's id; none for the operator's own work).
create function private.knowledge_article_stamp() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
revoke execute on function private.knowledge_article_stamp() from public, anon, authenticated;

create trigger knowledge_article_stamp before insert or update on public.knowledge_article
  for each row execute function private.knowledge_article_stamp();

-- /trust renders from it: its cached copies go when it changes (decision 030).
create trigger knowledge_article_announce_public_pages_changed
  after insert or update or delete or truncate on public.knowledge_article
  for each statement execute function private.announce_public_pages_changed();

alter table public.knowledge_article enable row level security;

revoke all on public.knowledge_article from anon, authenticated;
grant select on public.knowledge_article to anon;
grant select, insert, update, delete on public.knowledge_article to authenticated;
grant all on public.knowledge_article to service_role;

create policy "knowledge_article: everyone reads published, admins read all" on public.knowledge_article
  for select to anon, authenticated
  using (published or (select private.is_admin()));

create policy "knowledge_article: admins insert" on public.knowledge_article
  for insert to authenticated
  with check ((select private.is_admin()));

create policy "knowledge_article: admins update" on public.knowledge_article
  for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "knowledge_article: admins delete" on public.knowledge_article
  for delete to authenticated
  using ((select private.is_admin()));
