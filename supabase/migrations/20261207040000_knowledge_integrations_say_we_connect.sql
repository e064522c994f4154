-- The finance integrations article opened 'our models connect through the interfaces you already
-- control:', a line that reads as if models were about to be listed when interfaces follow. It says
-- who connects: we do. Replaced only where the seeded sentence is still there, so a staff edit stands.
update public.knowledge_article
set answer = replace(answer,
  'For banks, insurers and other financial firms our models connect through the interfaces you already control:',
  'For banks, insurers and other financial firms, we connect through the interfaces you already control:')
where slug = 'integrations-finance';

update public.knowledge_article
set answer = replace(answer,
  'Para bancos, aseguradoras y otras entidades financieras, nuestros modelos se conectan a través de las interfaces que usted ya controla:',
  'Para bancos, aseguradoras y otras entidades financieras, nos conectamos a través de las interfaces que usted ya controla:')
where slug = 'integrations-finance-es';

update public.knowledge_article
set answer = replace(answer,
  'Pour les banques, les assureurs et les autres acteurs financiers, nos modèles se connectent par les interfaces que vous maîtrisez déjà :',
  'Pour les banques, les assureurs et les autres acteurs financiers, nous nous connectons par les interfaces que vous maîtrisez déjà :')
where slug = 'integrations-finance-fr';
