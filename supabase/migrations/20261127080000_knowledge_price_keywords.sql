-- 'how much, and what's in the price': the buyer's own words for what the list price includes
-- (docs/decisions/066-a-held-out-part-that-stays-held-out.md). Merged only into the seeded article
-- while it still has the keyword this sits beside and stays within twenty, so a staff edit stands.
update public.knowledge_article
set keywords = keywords || array['in the price']
where slug = 'price-includes'
  and 'included in the price' = any(keywords)
  and not ('in the price' = any(keywords))
  and cardinality(keywords) < 20;
