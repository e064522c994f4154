-- The keywords feed the AI Architect's search (docs/decisions/105-keywords-feed-the-assistant-search.md).
--
-- Buyers tell the assistant their trouble in everyday words the catalogue does not use ('our presses
-- break down without warning', 'kids at very different levels in the same class', 'los radiólogos no
-- dan abasto'), and the search over what a model does missed them. A model's meta_keywords (the
-- model form's 'Meta Keywords', until now only the page's <meta name="keywords">) now join its
-- search document, and the seeded catalogue's keywords gain the phrases buyers use for the problem
-- each model solves; each translation has keywords of its own, in its language.
--
-- 1. private.model_search_document takes meta_keywords, weighed with what a model does and its use
--    cases (B). ai_models.search_document is redefined with it: the column is dropped and added
--    again (a generated column's expression cannot be altered), with its partial index, and the
--    views that read it are made again as they were, with the same columns, comments and grants:
--    catalogue_search, catalogue_search_translated (which reads that one and the translations'
--    document) and private.staff_models (the admin's list, every column). Nothing else used the
--    old function, so it goes.
-- 2. public.ai_model_translations gains keywords (at most 50, each 1 to 300 characters: the model
--    form's limits for a list), in its document at B; its document is redefined the same way.
-- 3. private.catalogue_translation_seed gains keywords, which seed.sql copies with the rest.
-- 4. A catalogue seeded before this migration gets the phrases now: English ones appended to the
--    meta_keywords of a model whose keywords are still exactly the seeded ones (a list staff have
--    edited is left as they wrote it), Spanish and French ones in its translations. seed.sql
--    carries them for a catalogue seeded after it (the models are seeded after the migrations run).
--
-- The phrases were written from the catalogue alone (seed.sql and the translations), not from the
-- assistant's evaluation. As before, array_to_string over text[] cannot change, so the documents
-- may be declared immutable, as a generated column requires.

-- The views over the documents, made again below.
drop view public.catalogue_search_translated;
drop view public.catalogue_search;
drop view private.staff_models;

-- 1. The English document --------------------------------------------------------------------------
alter table public.ai_models drop column search_document;
drop function private.model_search_document(text, text[], text[], text, text[], text[], text);

create function private.model_search_document(
  title text,
  industry text[],
  categories text[],
  short_description text,
  use_cases text[],
  industry_use text[],
  meta_keywords text[],
  description text
) returns tsvector
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('english'::pg_catalog.regconfig, coalesce(title, '')), 'A')
      || pg_catalog.setweight(pg_catalog.to_tsvector('english'::pg_catalog.regconfig,
           coalesce(short_description, '') || ' ' || coalesce(pg_catalog.array_to_string(use_cases, ' '), '') || ' '
           || coalesce(pg_catalog.array_to_string(industry_use, ' '), '') || ' '
           || coalesce(pg_catalog.array_to_string(meta_keywords, ' '), '')), 'B')
      || pg_catalog.setweight(pg_catalog.to_tsvector('english'::pg_catalog.regconfig,
           coalesce(pg_catalog.array_to_string(industry, ' '), '') || ' '
           || coalesce(pg_catalog.array_to_string(categories, ' '), '')), 'C')
      || pg_catalog.setweight(pg_catalog.to_tsvector('english'::pg_catalog.regconfig, coalesce(description, '')), 'D')
$$;

revoke all on function private.model_search_document(text, text[], text[], text, text[], text[], text[], text) from public;
grant execute on function private.model_search_document(text, text[], text[], text, text[], text[], text[], text)
  to anon, authenticated, service_role;

alter table public.ai_models
  add column search_document tsvector generated always as (
    private.model_search_document(title, industry, categories, short_description, use_cases, industry_use,
                                  meta_keywords, description)
  ) stored;

create index ai_models_search_document_idx on public.ai_models using gin (search_document) where is_active;

-- 2. The translations' keywords and document -----------------------------------------------------------
-- At most 50 keywords, each 1 to 300 characters (modelLimits in app/lib/entities/ai-model.ts).
create function private.model_keywords_fit(keywords text[]) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.cardinality(keywords) <= 50
     and coalesce((select pg_catalog.bool_and(pg_catalog.char_length(k) between 1 and 300)
                   from pg_catalog.unnest(keywords) as k), true)
$$;

revoke all on function private.model_keywords_fit(text[]) from public;
grant execute on function private.model_keywords_fit(text[]) to anon, authenticated, service_role;

alter table public.ai_model_translations
  add column keywords text[] not null default '{}' check (private.model_keywords_fit(keywords));

comment on column public.ai_model_translations.keywords is
  'What buyers say of the trouble the model answers, in the translation''s language: searched by the AI Architect (105-keywords-feed-the-assistant-search.md).';

alter table public.ai_model_translations drop column search_document;
drop function private.model_translation_document(text, text, text[], text[], text);

create function private.model_translation_document(
  language text,
  short_description text,
  use_cases text[],
  industry_use text[],
  keywords text[],
  description text
) returns tsvector
  language sql immutable parallel safe set search_path = ''
as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector(private.knowledge_search_config(language),
           private.knowledge_fold(short_description || ' ' || coalesce(pg_catalog.array_to_string(use_cases, ' '), '')
                                  || ' ' || coalesce(pg_catalog.array_to_string(industry_use, ' '), '')
                                  || ' ' || coalesce(pg_catalog.array_to_string(keywords, ' '), ''))), 'B')
      || pg_catalog.setweight(pg_catalog.to_tsvector(private.knowledge_search_config(language),
           private.knowledge_fold(description)), 'D')
$$;

revoke all on function private.model_translation_document(text, text, text[], text[], text[], text) from public;
grant execute on function private.model_translation_document(text, text, text[], text[], text[], text)
  to anon, authenticated, service_role;

alter table public.ai_model_translations
  add column search_document tsvector generated always as (
    private.model_translation_document(language, short_description, use_cases, industry_use, keywords, description)
  ) stored;

create index ai_model_translations_search_idx on public.ai_model_translations using gin (search_document);

-- The views, as 20261124040100_catalogue_search.sql, 20261128040000_model_translations.sql (with
-- the long description 20261207020000_model_translation_long_descriptions.sql added) and
-- 20261130020000_staff_lists_by_key.sql made them.
create view public.catalogue_search as
  select id, title, slug, short_description, description, industry, industry_use, use_cases,
         categories, cost, is_featured, is_enterprise, created_at, search_document as document
  from public.ai_models
  where is_active;

comment on view public.catalogue_search is
  'Active models with their search document: the AI Architect''s search. Owner rights on purpose, see 026-the-ai-architect-sells.md.';

revoke all on public.catalogue_search from anon, authenticated;
grant select on public.catalogue_search to anon, authenticated, service_role;

create view public.catalogue_search_translated as
  select c.id, c.title, c.slug, t.short_description, t.description, c.industry, t.industry_use, t.use_cases,
         c.categories, c.cost, c.is_featured, c.is_enterprise, c.created_at, t.language, t.search_document as document,
         t.long_description
  from public.catalogue_search c
  join public.ai_model_translations t on t.model_id = c.id;

comment on view public.catalogue_search_translated is
  'Active models in Spanish or French with that language''s search document. Owner rights on purpose, as catalogue_search.';

revoke all on public.catalogue_search_translated from anon, authenticated;
grant select on public.catalogue_search_translated to anon, authenticated, service_role;

create view private.staff_models as
  select m.* from public.ai_models m where (select private.is_admin());
revoke all on private.staff_models from public, anon, authenticated;
grant select on private.staff_models to authenticated;

-- 3. The seeded translations' keywords -----------------------------------------------------------------
alter table private.catalogue_translation_seed add column keywords text[] not null default '{}';

update private.catalogue_translation_seed s
set keywords = k.keywords
from (values
  -- Spanish
  ('medscan-vision-3', 'es', array['los radiólogos no dan abasto', 'tomografías sin leer', 'retraso en los informes de radiografías', 'fracturas que se escapan', 'estudios urgentes esperando horas', 'cola de resonancias', 'hemorragias cerebrales que se escapan', 'una segunda lectura de las placas']),
  ('clinicalnote-scribe', 'es', array['los médicos escriben notas hasta la noche', 'papeleo después de cada consulta', 'escribir la historia clínica', 'dictar las notas', 'redactar informes de consulta', 'el médico no mira al paciente', 'redactar cartas de derivación', 'historia clínica a deshoras']),
  ('trialmatch-genomics', 'es', array['no encontramos pacientes para los ensayos', 'reclutamiento muy lento', 'repasar historias clínicas una por una', 'qué ensayo le sirve a este paciente', 'pacientes con cáncer sin opciones de ensayo', 'mutaciones del tumor', 'cuota de pacientes sin cubrir']),
  ('moleculeforge-discovery', 'es', array['nos faltan candidatos a fármaco', 'compuestos que fallan por toxicidad', 'ideas de nuevas moléculas', 'moléculas imposibles de sintetizar', 'los químicos están atascados', 'diseñar un principio activo', 'años en la fase de descubrimiento']),
  ('fraudshield-sentinel', 'es', array['nos roban con tarjetas clonadas', 'demasiados contracargos', 'cuentas hackeadas', 'transferencias fraudulentas', 'compras fraudulentas en la tienda online', 'cuentas mula', 'bloqueamos pagos legítimos', 'estafas con pagos inmediatos']),
  ('creditpulse-risk-engine', 'es', array['a quién le damos el préstamo', 'morosidad alta', 'solicitantes sin historial crediticio', 'explicar por qué se rechaza un préstamo', 'aprobamos créditos por intuición', 'impagos en la cartera', 'la aprobación de préstamos es lenta']),
  ('claimflow-adjuster', 'es', array['fotos del choque', 'peritos desbordados', 'siniestros acumulados', 'asegurados reclamando su pago', 'daños por agua en viviendas', 'valorar la reparación con fotos', 'golpes en el coche', 'partes de accidente sin tramitar']),
  ('policyprice-underwriter', 'es', array['precio justo de la póliza', 'casas en zona inundable', 'riesgo de incendio forestal', 'cotizar un edificio tarda días', 'primas por debajo del riesgo', 'exposición concentrada en una zona', 'corredores que reclaman cotizaciones']),
  ('shelfsense-vision', 'es', array['estanterías vacías', 'huecos en el lineal', 'precios mal puestos', 'productos fuera de su sitio', 'recorrer los pasillos', 'no reponemos a tiempo', 'etiquetas equivocadas']),
  ('demandwave-forecaster', 'es', array['pedimos de más', 'nos quedamos sin stock', 'tiramos producto fresco', 'cuánto pedir por semana', 'calculamos los pedidos a ojo', 'exceso de inventario', 'las promociones se agotan']),
  ('cartgenie-recommender', 'es', array['los visitantes se van sin comprar', 'carritos abandonados', 'pocas ventas en la web', 'el buscador de la tienda no encuentra nada', 'sugerir productos relacionados', 'ticket medio bajo', 'la misma portada para todos']),
  ('stylecanvas-product-imagery', 'es', array['las sesiones de fotos son carísimas', 'contratar modelos para las fotos', 'fotos de todos los colores', 'fotos de la ropa en plano', 'fotos para la nueva colección', 'cambiar el fondo de las fotos']),
  ('lineguard-defect-detection', 'es', array['piezas defectuosas que llegan al cliente', 'revisamos las piezas a ojo', 'grietas que no vemos', 'faltan tornillos', 'soldaduras mal hechas', 'devoluciones por defectos', 'inspección manual en la línea']),
  ('twinops-predictive-maintenance', 'es', array['las máquinas se averían sin avisar', 'paradas imprevistas', 'averías inesperadas', 'reparaciones de urgencia', 'la línea parada por una avería', 'arreglamos cuando ya se rompió', 'motores que se calientan', 'qué máquina fallará']),
  ('routemind-fleet-optimizer', 'es', array['repartidores que llegan tarde', 'armamos las rutas a mano', 'kilómetros de más', 'entregas fuera de horario', 'furgonetas medio vacías', 'rehacer rutas sobre la marcha', 'qué chofer va a qué parada', 'gasto de combustible de la flota']),
  ('dockflow-yard-vision', 'es', array['camiones esperando en la entrada', 'remolques perdidos en el patio', 'anotar números de contenedor en papel', 'colas para registrarse', 'dónde quedó el remolque', 'muelles saturados', 'contenedores perdidos en el patio']),
  ('tutorloop-adaptive-learning', 'es', array['niños con niveles muy distintos', 'alumnos que se quedan atrás', 'ayuda con los deberes', 'les cuesta matemáticas', 'un profesor para treinta alumnos', 'cada alumno a su ritmo', 'las clases particulares son caras', 'copian las respuestas']),
  ('gradeassist-essay-review', 'es', array['corregir redacciones los fines de semana', 'montañas de ensayos por corregir', 'los profesores no terminan de corregir', 'comentarios sobre la escritura', 'devolver las redacciones corregidas', 'notas desiguales entre profesores', 'corregir trabajos escritos']),
  ('gridbalance-load-forecaster', 'es', array['la demanda eléctrica de mañana', 'equilibrar la red', 'la producción solar es impredecible', 'la eólica es imprevisible', 'penalizaciones por desvíos', 'comprar energía cara en la punta', 'picos de consumo en olas de calor']),
  ('cropsight-yield-ai', 'es', array['calculamos la cosecha a ojo', 'cuánto vamos a cosechar', 'plagas en el campo', 'la plaga ya se extendió', 'recorrer las parcelas a pie', 'abonar todo igual', 'hojas amarillas', 'kilos por hectárea']),
  ('netpulse-anomaly-detection', 'es', array['caídas de red', 'llamadas que se caen', 'internet lento', 'avalancha de alarmas', 'los abonados se enteran antes que nosotros', 'antenas caídas', 'fibra caída', 'la causa de la caída']),
  ('lexibrief-contract-ai', 'es', array['revisar contratos lleva días', 'cláusulas peligrosas que nadie ve', 'renovaciones automáticas olvidadas', 'abogados ahogados en contratos', 'repasar contratos línea por línea', 'pila de contratos de proveedores', 'acuerdos de confidencialidad']),
  ('casecite-research-assistant', 'es', array['jurisprudencia que no aparece', 'precedentes aplicables', 'citas inventadas', 'qué ley se aplica', 'memorandos de investigación', 'consultar la normativa vigente', 'sentencias aplicables']),
  ('reelcut-highlights', 'es', array['montar los resúmenes nosotros mismos', 'recortar las mejores jugadas', 'montañas de vídeo por editar', 'clips verticales para redes', 'resúmenes de los partidos', 'rescatar momentos del archivo', 'reaprovechar los directos']),
  ('dubvoice-localizer', 'es', array['doblar cuesta una fortuna', 'nuestros vídeos solo en inglés', 'los subtítulos no bastan', 'actores de doblaje por idioma', 'traducir nuestros vídeos', 'público de otros países', 'doblaje que no coincide con los labios']),
  ('civicdesk-assistant', 'es', array['vecinos llamando al ayuntamiento', 'colas telefónicas en el ayuntamiento', 'preguntas repetidas de los ciudadanos', 'atención fuera de horario', 'ciudadanos que no hablan español', 'trámites municipales', 'cómo pagar una multa', 'centralita saturada']),
  ('permitpilot-review', 'es', array['licencias de obra que tardan meses', 'solicitudes de permiso acumuladas', 'expedientes incompletos devueltos', 'planos que no cumplen la normativa', 'normas urbanísticas', 'retraso en la aprobación de planos', 'arquitectos que vuelven a presentar']),
  ('valuestate-avm', 'es', array['cuánto vale esta casa', 'tasaciones que se eternizan', 'precio de venta de un piso', 'valorar viviendas rápido', 'comparables de la zona', 'vendedores que inflan el precio', 'revalorizar la cartera hipotecaria']),
  ('staywise-revenue-manager', 'es', array['fijar tarifas de habitaciones cada día', 'habitaciones vacías entre semana', 'la competencia cobra menos', 'precio por noche', 'vendemos barato en temporada alta', 'tarifas en Excel', 'baja ocupación']),
  ('tripweaver-concierge', 'es', array['organizar un viaje lleva horas', 'vuelos cancelados', 'armar el itinerario', 'qué hacer en las vacaciones', 'viajeros varados', 'reservar vuelo y hotel juntos', 'reacomodar vuelos perdidos']),
  ('threatloom-soc-copilot', 'es', array['demasiadas alertas de seguridad', 'falsos positivos todo el día', 'analistas desbordados', 'investigaciones de incidentes eternas', 'hackers dentro de la red', 'ataque de ransomware', 'equipo de seguridad pequeño']),
  ('phishnet-mail-guard', 'es', array['correos falsos del jefe', 'empleados que pican en enlaces', 'facturas falsas por correo', 'fraude del CEO', 'cambio de cuenta bancaria por email', 'correos de estafa', 'suplantación de proveedores']),
  ('drivesense-adas-perception', 'es', array['detectar peatones', 'frenada de emergencia automática', 'mantenerse en el carril', 'leer señales de tráfico', 'ciclistas junto a camiones', 'lanzadera autónoma', 'coche que ve la carretera']),
  ('playmetrics-coach', 'es', array['analizar los vídeos de los partidos', 'jugadores cansados', 'seguir a los jugadores sin GPS', 'ver los partidos una y otra vez', 'ojear jugadores jóvenes', 'lesiones por carga de entrenamiento', 'táctica del equipo']),
  ('adspark-creative-studio', 'es', array['escribir textos de anuncios', 'los anuncios dejan de funcionar', 'más versiones de anuncios', 'qué anuncio funcionará', 'tiramos presupuesto en anuncios', 'diseñar anuncios para redes', 'banners de todos los tamaños']),
  ('helphive-agent-assist', 'es', array['agentes que ponen en espera', 'agentes novatos que no saben responder', 'escribir notas después de cada llamada', 'tiempo medio de atención alto', 'buscar respuestas durante la llamada', 'formar a los novatos', 'clientes enfadados al teléfono']),
  ('voicedesk-ivr-agent', 'es', array['marque 1 para', 'menús telefónicos interminables', 'llamadas transferidas a quien no es', 'esperas largas al teléfono', 'dónde está mi pedido', 'líneas saturadas', 'reservas por teléfono']),
  ('talentlens-screening', 'es', array['montañas de currículums', 'cientos de candidatos por vacante', 'filtrar CV uno por uno', 'sesgos en la contratación', 'buenos candidatos que se nos escapan', 'armar la terna de candidatos', 'vacantes abiertas durante meses']),
  ('sitesafe-construction-vision', 'es', array['obreros sin casco', 'sin chaleco reflectante', 'accidentes en la obra', 'gente bajo la grúa', 'la obra va retrasada', 'caídas de andamios', 'recorrer la obra buscando riesgos']),
  ('oregrade-core-analyzer', 'es', array['testificar a mano', 'cajas de testigos sin describir', 'geólogos ocupados semanas testificando', 'descripciones distintas según el geólogo', 'estimar la ley del mineral', 'calidad de la roca', 'sondeos sin describir']),
  ('grantbridge-impact-analyst', 'es', array['escribir solicitudes de subvención', 'buscar financiación', 'informes para los financiadores', 'no tenemos quien escriba proyectos', 'demostrar nuestro impacto', 'convocatorias vencidas', 'a qué fundaciones pedir']),
  ('labnotebook-copilot', 'es', array['leer todos los artículos', 'resultados de experimentos antiguos perdidos', 'se pierde el conocimiento cuando alguien se va', 'repetimos experimentos fallidos', 'revisiones bibliográficas eternas', 'qué probar después', 'buscar en los cuadernos de laboratorio']),
  ('crowdwatch-safety-analytics', 'es', array['andenes abarrotados', 'riesgo de avalancha', 'salidas del estadio colapsadas', 'aglomeraciones en conciertos', 'aglomeración en los accesos', 'dónde mandar al personal de seguridad', 'contar personas sin identificarlas']),
  ('orbitview-earth-observation', 'es', array['tala ilegal', 'vigilar bosques desde el espacio', 'mapa de inundaciones', 'demostrar cero deforestación', 'detectar edificaciones ilegales desde arriba', 'zonas remotas que no podemos visitar', 'cambios del terreno']),
  ('aeroinspect-mro', 'es', array['aviones parados en tierra', 'daños por granizo en el avión', 'revisión visual de los aviones', 'corrosión en el fuselaje', 'impactos de rayo', 'boroscopia de motores', 'piezas desmontadas antes de tiempo']),
  ('carbonledger-esg', 'es', array['calcular nuestra huella de carbono', 'emisiones de los proveedores', 'informe de sostenibilidad', 'recopilar facturas de luz', 'hojas de cálculo de emisiones', 'plan de cero emisiones netas', 'la auditoría nos pide datos de emisiones']),
  ('sortstream-waste-vision', 'es', array['fardos contaminados', 'separar plásticos a mano', 'operarios clasificando en la cinta', 'compradores que rechazan los fardos', 'plásticos mezclados', 'qué hay en los contenedores', 'recuperamos poco material']),
  ('cityflow-traffic-twin', 'es', array['atascos en el centro', 'tiempos de los semáforos', 'qué pasa si cerramos una calle', 'autobuses atrapados en el tráfico', 'probar un carril bici', 'cruces congestionados', 'antes de rehacer una rotonda']),
  ('edgesense-iot-anomaly', 'es', array['electrodomésticos que fallan en los hogares', 'enviar datos a la nube cuesta mucho', 'sin conexión a internet', 'detectar fallos en el propio dispositivo', 'volumen de datos de sensores', 'averías de calderas', 'funciones inteligentes en nuestro producto']),
  ('museumguide-narrator', 'es', array['visitantes que preguntan por los cuadros', 'audioguías aburridas', 'visitas en varios idiomas', 'visitantes ciegos', 'faltan guías', 'obras sin explicación']),
  ('recipelab-formulator', 'es', array['reducir el azúcar sin perder sabor', 'menos sal', 'la versión vegetal sabe mal', 'pruebas de receta interminables', 'sustituir un ingrediente', 'la receta sale cara', 'la textura no queda bien']),
  ('harvestchain-traceability', 'es', array['retiradas de producto', 'de dónde viene este lote', 'rastrear un lote contaminado', 'envíos que llegan podridos', 'se rompe la cadena de frío', 'demostrar el origen', 'registros en papel']),
  ('patentscope-analyzer', 'es', array['esto ya está inventado', 'comprobar si la idea es nueva', 'antes de patentar', 'infringir una patente', 'patentes de la competencia', 'buscar el estado de la técnica']),
  ('satlink-orbit-planner', 'es', array['programar pasadas de satélites', 'conflictos de estaciones terrenas', 'alertas de colisión en órbita', 'basura espacial', 'planificar pedidos de imágenes', 'más satélites con el mismo equipo', 'maniobras para esquivar']),
  -- French
  ('medscan-vision-3', 'fr', array['les radiologues sont débordés', 'retard dans la lecture des scanners', 'des radios qui attendent', 'fractures passées inaperçues', 'examens urgents lus trop tard', 'file d''attente d''IRM', 'un deuxième avis sur les images', 'hémorragies cérébrales manquées']),
  ('clinicalnote-scribe', 'fr', array['les médecins passent leurs soirées à taper', 'la paperasse après chaque patient', 'rédiger les comptes rendus de consultation', 'dicter les notes', 'saisie du dossier patient', 'rédiger les lettres d''adressage', 'le médecin tape pendant la consultation', 'épuisés par la paperasse']),
  ('trialmatch-genomics', 'fr', array['on ne trouve pas de patients pour nos essais', 'recrutement qui traîne', 'vérifier l''éligibilité dossier par dossier', 'quel essai pour ce patient', 'aucun essai pour nos patients atteints de cancer', 'mutations de la tumeur', 'objectifs d''inclusion non atteints']),
  ('moleculeforge-discovery', 'fr', array['pas assez de candidats médicaments', 'composés qui échouent pour toxicité', 'idées de nouvelles molécules', 'molécules impossibles à synthétiser', 'nos chimistes sont bloqués', 'concevoir un nouveau principe actif', 'des années en phase de découverte']),
  ('fraudshield-sentinel', 'fr', array['cartes volées utilisées en ligne', 'explosion des rétrofacturations', 'comptes piratés', 'virements frauduleux', 'achats frauduleux sur le site', 'comptes de mules', 'paiements légitimes bloqués', 'escroqueries aux virements instantanés']),
  ('creditpulse-risk-engine', 'fr', array['à qui accorder un prêt', 'taux d''impayés élevé', 'emprunteurs sans historique de crédit', 'expliquer un refus de prêt', 'on accorde les crédits au feeling', 'défauts de paiement en hausse', 'octroi de crédit au ralenti']),
  ('claimflow-adjuster', 'fr', array['photos de l''accident', 'experts débordés', 'sinistres qui s''accumulent', 'assurés qui réclament leur indemnisation', 'dégâts des eaux', 'estimer la réparation sur photos', 'carrosserie cabossée', 'déclarations de sinistre en attente']),
  ('policyprice-underwriter', 'fr', array['tarifer la prime au plus juste', 'maisons en zone inondable', 'risque de feux de forêt', 'cotations d''immeubles qui traînent', 'primes sous-évaluées', 'exposition concentrée dans un secteur', 'les courtiers attendent leur devis']),
  ('shelfsense-vision', 'fr', array['rayons vides', 'trous dans les rayons', 'mauvaises étiquettes de prix', 'produits mal rangés', 'faire le tour des allées', 'réassort oublié', 'étiquettes erronées en rayon']),
  ('demandwave-forecaster', 'fr', array['on surcommande', 'ruptures sur les meilleures ventes', 'on jette des produits frais', 'combien commander', 'commandes au pif', 'stocks dormants', 'promos en rupture', 'prévoir les ventes des fêtes']),
  ('cartgenie-recommender', 'fr', array['les visiteurs partent sans acheter', 'paniers abandonnés', 'faible taux de conversion', 'le moteur de recherche du site est nul', 'suggérer des produits complémentaires', 'panier moyen faible', 'la même page d''accueil pour tous']),
  ('stylecanvas-product-imagery', 'fr', array['shootings hors de prix', 'engager des mannequins', 'photos de tous les coloris', 'vêtements photographiés à plat', 'visuels pour la nouvelle collection', 'changer le fond des photos']),
  ('lineguard-defect-detection', 'fr', array['pièces défectueuses livrées', 'contrôle à l''œil', 'fissures découvertes chez le client', 'vis manquantes', 'soudures ratées', 'retours pour défauts', 'contrôle qualité manuel en bout de ligne']),
  ('twinops-predictive-maintenance', 'fr', array['les machines tombent en panne sans prévenir', 'arrêts imprévus', 'pannes à répétition', 'réparations en urgence', 'la ligne arrêtée', 'on répare quand c''est cassé', 'moteurs qui chauffent', 'quelle machine va lâcher']),
  ('routemind-fleet-optimizer', 'fr', array['livreurs en retard', 'on fait les tournées à la main', 'kilomètres inutiles', 'créneaux de livraison ratés', 'camionnettes à moitié vides', 'refaire les tournées au fil des commandes', 'quel chauffeur pour quel arrêt']),
  ('dockflow-yard-vision', 'fr', array['camions qui attendent à l''entrée', 'remorques perdues dans la cour', 'noter les numéros de conteneur sur papier', 'embouteillage de camions au portail', 'où est passée la remorque', 'quais saturés', 'conteneurs introuvables']),
  ('tutorloop-adaptive-learning', 'fr', array['élèves de niveaux très différents', 'élèves en décrochage', 'aide aux devoirs', 'difficultés en maths', 'un prof pour trente élèves', 'chacun avance à son rythme', 'les cours particuliers coûtent cher', 'ils recopient les réponses']),
  ('gradeassist-essay-review', 'fr', array['corriger des copies tout le week-end', 'piles de copies', 'les profs croulent sous les corrections', 'des annotations sur les rédactions', 'retours tardifs aux élèves', 'notation inégale entre profs', 'corriger les dissertations']),
  ('gridbalance-load-forecaster', 'fr', array['la consommation de demain', 'équilibrer le réseau', 'production solaire imprévisible', 'l''éolien est capricieux', 'pénalités d''écart', 'acheter l''électricité au prix fort', 'pics de consommation en canicule']),
  ('cropsight-yield-ai', 'fr', array['on devine la récolte', 'combien on va récolter', 'ravageurs dans les champs', 'plantes malades repérées trop tard', 'arpenter les parcelles', 'le même engrais partout', 'feuilles qui jaunissent', 'rendement à l''hectare']),
  ('netpulse-anomaly-detection', 'fr', array['coupures réseau', 'appels qui coupent', 'internet lent', 'avalanche d''alarmes', 'les abonnés s''en aperçoivent avant nous', 'antennes en panne', 'fibre coupée', 'l''origine de la coupure']),
  ('lexibrief-contract-ai', 'fr', array['des jours de relecture de contrats', 'clauses risquées qui passent', 'renouvellements oubliés', 'juristes débordés par les contrats', 'relecture ligne par ligne', 'pile de contrats fournisseurs', 'accords de confidentialité']),
  ('casecite-research-assistant', 'fr', array['jurisprudence introuvable', 'précédents pertinents', 'citations inventées', 'quelle loi s''applique', 'notes de recherche qui prennent des jours', 'chercher des arrêts', 'textes de loi applicables']),
  ('reelcut-highlights', 'fr', array['monter les résumés nous-mêmes', 'découper les meilleures actions', 'des montagnes de rushs', 'clips verticaux pour les réseaux', 'résumé du match', 'retrouver des moments dans les archives', 'recycler nos lives']),
  ('dubvoice-localizer', 'fr', array['doublage ruineux', 'vidéos seulement en anglais', 'les sous-titres ne suffisent pas', 'comédiens de doublage par langue', 'traduire nos vidéos', 'toucher un public étranger', 'voix décalées des lèvres']),
  ('civicdesk-assistant', 'fr', array['les habitants appellent la mairie', 'attente au téléphone à la mairie', 'toujours les mêmes questions des administrés', 'démarches en dehors des heures d''ouverture', 'usagers qui ne parlent pas français', 'standard de la mairie saturé', 'payer une amende', 'démarches administratives']),
  ('permitpilot-review', 'fr', array['permis de construire qui traînent', 'dossiers de permis qui s''empilent', 'dossiers incomplets renvoyés', 'contrôler les plans un par un', 'règles d''urbanisme', 'retard dans l''instruction', 'architectes qui redéposent les plans']),
  ('valuestate-avm', 'fr', array['combien vaut cette maison', 'expertises interminables', 'estimer un bien rapidement', 'fixer le prix de mise en vente', 'ventes comparables du quartier', 'vendeurs gourmands', 'réévaluer le portefeuille de prêts']),
  ('staywise-revenue-manager', 'fr', array['tarifs des chambres au doigt mouillé', 'chambres vides en semaine', 'les concurrents sont moins chers', 'tarif de la nuitée', 'on brade les soirs d''événements', 'tarifs sur Excel', 'taux d''occupation en baisse']),
  ('tripweaver-concierge', 'fr', array['organiser un voyage, un casse-tête', 'vols annulés', 'construire un itinéraire', 'que faire pendant les vacances', 'voyageurs bloqués', 'réserver vol et hôtel ensemble', 'modifier une réservation au dernier moment']),
  ('threatloom-soc-copilot', 'fr', array['trop d''alertes de sécurité', 'faux positifs toute la journée', 'analystes submergés', 'enquêtes sur incidents sans fin', 'pirates dans le réseau', 'attaque par rançongiciel', 'petite équipe sécurité débordée']),
  ('phishnet-mail-guard', 'fr', array['faux mails du patron', 'employés qui cliquent sur des liens piégés', 'fausses factures par mail', 'fraude au président', 'changement de RIB par mail', 'mails d''arnaque', 'usurpation d''identité d''un fournisseur']),
  ('drivesense-adas-perception', 'fr', array['détecter les piétons', 'freinage d''urgence automatique', 'maintien dans la voie', 'lire les panneaux', 'cyclistes près des camions', 'navette autonome', 'voiture qui voit la route']),
  ('playmetrics-coach', 'fr', array['analyser les vidéos des matchs', 'joueurs fatigués', 'suivre les joueurs sans GPS', 'revoir les matchs en boucle', 'repérer de jeunes talents', 'blessures liées à la charge', 'analyse tactique de l''équipe']),
  ('adspark-creative-studio', 'fr', array['écrire des textes publicitaires', 'les pubs ne marchent plus', 'plus de variantes d''annonces', 'deviner la pub gagnante', 'budget pub gaspillé', 'créer des pubs pour les réseaux', 'bannières dans tous les formats']),
  ('helphive-agent-assist', 'fr', array['conseillers qui mettent en attente', 'nouveaux conseillers perdus', 'notes après chaque appel', 'durée moyenne de traitement', 'chercher la réponse pendant l''appel', 'former les nouveaux conseillers', 'appelants mécontents']),
  ('voicedesk-ivr-agent', 'fr', array['tapez 1', 'menus téléphoniques interminables', 'appels transférés au mauvais service', 'appelants coincés dans le menu', 'où en est ma commande', 'lignes saturées', 'réservations par téléphone']),
  ('talentlens-screening', 'fr', array['trop de CV à lire', 'des centaines de candidatures', 'trier les CV un par un', 'biais dans le recrutement', 'bons candidats écartés', 'présélectionner les candidats', 'postes vacants depuis des mois']),
  ('sitesafe-construction-vision', 'fr', array['ouvriers sans casque', 'pas de gilet jaune', 'accidents sur le chantier', 'personnes sous la grue', 'le chantier prend du retard', 'chutes d''échafaudage', 'tournées de sécurité sur le chantier']),
  ('oregrade-core-analyzer', 'fr', array['décrire les carottes à la main', 'caisses de carottes qui s''accumulent', 'géologues occupés des semaines', 'descriptions différentes selon le géologue', 'estimer la teneur', 'qualité de la roche', 'forages non décrits']),
  ('grantbridge-impact-analyst', 'fr', array['rédiger des demandes de subvention', 'trouver des financements', 'rapports pour les financeurs', 'pas de chargé de subventions', 'prouver notre impact', 'appels à projets ratés', 'fondations à solliciter']),
  ('labnotebook-copilot', 'fr', array['lire toutes les publications', 'retrouver d''anciens résultats d''expériences', 'le savoir part avec les chercheurs', 'on refait des expériences ratées', 'revues de littérature interminables', 'quoi tester ensuite', 'chercher dans les cahiers de labo']),
  ('crowdwatch-safety-analytics', 'fr', array['quais bondés', 'risque de bousculade', 'sorties du stade saturées', 'foule aux concerts', 'cohue aux entrées', 'où envoyer les stadiers', 'comptage anonyme des personnes']),
  ('orbitview-earth-observation', 'fr', array['coupes illégales', 'surveiller les forêts depuis l''espace', 'cartographier les inondations', 'prouver zéro déforestation', 'repérer les nouveaux bâtiments', 'zones isolées inaccessibles', 'évolution du terrain']),
  ('aeroinspect-mro', 'fr', array['avions cloués au sol', 'grêle sur l''avion', 'inspection visuelle des avions', 'corrosion du fuselage', 'impacts de foudre', 'endoscopie des moteurs', 'déposes de pièces imprévues']),
  ('carbonledger-esg', 'fr', array['calculer notre bilan carbone', 'émissions des fournisseurs', 'rapport de durabilité', 'rassembler les factures d''énergie', 'émissions sur Excel', 'trajectoire zéro émission nette', 'les auditeurs réclament nos émissions']),
  ('sortstream-waste-vision', 'fr', array['balles contaminées', 'trier les plastiques à la main', 'trieurs sur le tapis', 'balles refusées par les repreneurs', 'plastiques mélangés', 'ce qu''il y a dans les bacs', 'taux de récupération faible']),
  ('cityflow-traffic-twin', 'fr', array['bouchons en centre-ville', 'réglage des feux', 'que se passe-t-il si on ferme une rue', 'bus coincés dans les bouchons', 'tester une piste cyclable', 'carrefours engorgés', 'avant de refaire un rond-point']),
  ('edgesense-iot-anomaly', 'fr', array['appareils défaillants chez l''utilisateur', 'facture de données cellulaires', 'pas de connexion sur place', 'détecter les défauts sur l''appareil', 'flot de données des capteurs', 'chaudières défaillantes', 'rendre notre produit intelligent']),
  ('museumguide-narrator', 'fr', array['visiteurs qui posent des questions sur les tableaux', 'audioguides ennuyeux', 'visites en plusieurs langues', 'visiteurs aveugles', 'pas assez de guides', 'œuvres mal expliquées']),
  ('recipelab-formulator', 'fr', array['moins de sucre sans perdre le goût', 'réduire le sel', 'la version végétale n''est pas bonne', 'essais de recettes sans fin', 'remplacer un ingrédient', 'coût matière de la recette', 'texture ratée']),
  ('harvestchain-traceability', 'fr', array['rappels de produits', 'd''où vient ce lot', 'tracer un lot contaminé', 'marchandise abîmée à l''arrivée', 'rupture de la chaîne du froid', 'prouver l''origine', 'registres papier']),
  ('patentscope-analyzer', 'fr', array['est-ce déjà inventé', 'vérifier la nouveauté de notre idée', 'avant de déposer un brevet', 'contrefaçon de brevet', 'brevets des concurrents', 'recherche d''antériorités']),
  ('satlink-orbit-planner', 'fr', array['programmer les passages des satellites', 'conflits de stations sol', 'alertes de collision en orbite', 'débris spatiaux', 'planifier les demandes d''images', 'plus de satellites avec la même équipe', 'manœuvres d''évitement'])) as k(slug, language, keywords)
where s.slug = k.slug and s.language = k.language;

-- A catalogue seeded before: its translations take them (the column is new: none was written yet).
update public.ai_model_translations t
set keywords = s.keywords
from private.catalogue_translation_seed s
join public.ai_models m on m.slug = s.slug
where t.model_id = m.id and t.language = s.language and t.keywords = '{}';

-- 4. The seeded models' English phrases ----------------------------------------------------------------
-- Each model's keywords as seeded, and the phrases appended to them (as seed.sql now writes them).
create temporary table model_keyword_phrases (
  slug text primary key,
  seeded text[] not null,
  phrases text[] not null
);

insert into model_keyword_phrases (slug, seeded, phrases) values
  ('medscan-vision-3',
   array['radiology AI', 'medical imaging', 'triage', 'DICOM'],
   array['radiologists can''t keep up', 'scan backlog', 'scans stacking up unread', 'CT scans sitting unread', 'urgent scans read too late', 'missed brain bleeds', 'missed lung nodules', 'x-rays piling up', 'overnight imaging backlog', 'overlooked fractures', 'second pair of eyes on scans']),
  ('clinicalnote-scribe',
   array['medical scribe', 'clinical documentation', 'speech recognition', 'EHR'],
   array['doctors typing notes all night', 'charting after hours', 'paperwork after each patient', 'burnout from documentation', 'notes longer than the visit', 'typing during consultations', 'writing up patient visits', 'dictating notes', 'doctors staring at screens']),
  ('trialmatch-genomics',
   array['clinical trials', 'patient matching', 'genomics', 'precision oncology'],
   array['not enough patients for trials', 'trial enrolment too slow', 'recruitment targets not met', 'manual chart review for eligibility', 'combing through medical charts', 'which trial fits this patient', 'cancer patients with no trial', 'coordinators screening charts manually', 'matching tumour mutations to studies', 'sites not recruiting']),
  ('moleculeforge-discovery',
   array['drug discovery', 'generative chemistry', 'ADMET', 'molecular design', 'retrosynthesis'],
   array['too few drug candidates', 'chemists stuck on a lead', 'compounds dropped for toxicity', 'new molecule ideas', 'molecules impossible to make', 'years in early discovery', 'backup compound wanted', 'designing an active ingredient', 'attrition of drug candidates', 'hard-to-synthesise compounds']),
  ('fraudshield-sentinel',
   array['fraud detection', 'payments', 'account takeover', 'AML', 'risk scoring'],
   array['stolen cards used online', 'fraudulent transactions slipping through', 'chargeback losses', 'hacked accounts drained', 'money mules', 'scammers emptying accounts', 'blocking genuine payments', 'fake purchases at checkout', 'instant transfer scams', 'card testing attacks', 'fraud losses keep growing']),
  ('creditpulse-risk-engine',
   array['credit scoring', 'lending', 'explainable AI', 'open banking'],
   array['deciding who gets a loan', 'borrowers not paying back', 'loan book souring', 'applicants with no credit history', 'explaining why a loan was declined', 'loan defaults rising', 'approving loans by gut feeling', 'small firms seeking credit', 'slow loan approvals', 'decline letters for regulators']),
  ('claimflow-adjuster',
   array['claims automation', 'damage estimation', 'insurtech', 'computer vision'],
   array['car accident photos', 'estimating a dented car', 'claims piling up', 'adjusters overwhelmed', 'payouts dragging after an accident', 'storm damage to houses', 'water damage claims', 'policyholders demanding their payout', 'inspecting each fender bender', 'repair costs from pictures']),
  ('policyprice-underwriter',
   array['underwriting', 'risk pricing', 'property insurance', 'geospatial'],
   array['pricing home policies', 'houses in flood zones', 'wildfire risk for homes', 'quoting a building', 'underpriced properties', 'exposure concentrated in one area', 'how much to charge for cover', 'hurricane exposure', 'rating commercial buildings', 'brokers nagging for quotes']),
  ('shelfsense-vision',
   array['shelf monitoring', 'retail computer vision', 'out-of-stock', 'planogram'],
   array['empty shelves', 'products out of place', 'wrong price tags', 'walking the aisles', 'gaps on the shelf', 'items in the wrong spot', 'shelves not restocked', 'price label mistakes', 'displays not set up right', 'sales lost to empty shelves']),
  ('demandwave-forecaster',
   array['demand forecasting', 'retail planning', 'replenishment', 'time series'],
   array['over-ordering stock', 'running out of best sellers', 'throwing away unsold produce', 'how much to order', 'guessing order quantities', 'overstock and stockouts', 'promotions selling out', 'sales swing with the weather', 'ordering from spreadsheets', 'buying for the holidays']),
  ('cartgenie-recommender',
   array['product recommendations', 'personalisation', 'e-commerce search', 'conversion'],
   array['shoppers leave without buying', 'low online conversion', 'small basket sizes', 'irrelevant product suggestions', 'site search shows wrong items', 'people also bought', 'abandoned carts', 'same homepage for everyone', 'upselling online shoppers', 'shoppers can''t find products']),
  ('stylecanvas-product-imagery',
   array['product photography', 'generative AI', 'fashion e-commerce', 'virtual try-on'],
   array['photo shoots too expensive', 'hiring models for photos', 'photos for each colour', 'clothes photographed flat', 'lifestyle shots for listings', 'new collection, no photos yet', 'swapping photo backgrounds', 'shooting each variant']),
  ('lineguard-defect-detection',
   array['visual inspection', 'defect detection', 'quality control', 'industrial AI'],
   array['defective parts shipped', 'defects getting past inspectors', 'eyeballing parts', 'cracks found after shipping', 'screws left out', 'returns for defects', 'bad welds', 'manual inspection of parts', 'paint flaws on car bodies', 'faulty circuit boards']),
  ('twinops-predictive-maintenance',
   array['predictive maintenance', 'digital twin', 'asset management', 'industrial IoT', 'downtime'],
   array['machines break down without warning', 'unplanned downtime', 'presses keep breaking down', 'equipment failing unexpectedly', 'sudden machine failures', 'emergency repairs', 'motors overheating', 'pumps failing', 'bearing failures', 'which machine fails next', 'stopping the line for repairs', 'fixing things after they break', 'no spare parts ready']),
  ('routemind-fleet-optimizer',
   array['route optimisation', 'fleet management', 'last-mile delivery', 'dispatch'],
   array['drivers arriving late', 'planning delivery routes by hand', 'extra miles driven', 'delivery windows blown', 'half-loaded vans', 'reshuffling routes for rush orders', 'driver hours limits', 'fuel bills for our vans', 'technicians criss-crossing town', 'which driver gets which stop']),
  ('dockflow-yard-vision',
   array['yard management', 'container OCR', 'logistics', 'gate automation'],
   array['trucks waiting at the gate', 'lost trailers in the yard', 'jotting down container numbers', 'queues at the gatehouse', 'hunting for trailers', 'trucks queuing outside', 'dock doors double booked', 'yard full of trailers', 'lost containers']),
  ('tutorloop-adaptive-learning',
   array['AI tutor', 'adaptive learning', 'edtech', 'personalised learning'],
   array['kids at different levels', 'students falling behind', 'mixed-ability classes', 'struggling with maths', 'help with homework', 'kids copying answers', 'one teacher, thirty students', 'pupils need individual attention', 'bored advanced students', 'catching up after absences', 'private tutoring too expensive']),
  ('gradeassist-essay-review',
   array['essay feedback', 'automated grading', 'writing assessment', 'edtech'],
   array['marking essays all weekend', 'piles of essays to grade', 'teachers drowning in grading', 'feedback arrives after the next assignment', 'inconsistent grading between teachers', 'correcting compositions', 'writing feedback on essays', 'comments in the margins', 'grading eats our evenings']),
  ('gridbalance-load-forecaster',
   array['load forecasting', 'renewable energy', 'grid operations', 'energy trading'],
   array['how much power tomorrow', 'balancing the grid', 'solar output hard to predict', 'wind output swings', 'buying power at peak prices', 'imbalance penalties', 'paying for spare reserve', 'switching off wind turbines', 'heatwave peak demand', 'scheduling power plants']),
  ('cropsight-yield-ai',
   array['precision agriculture', 'crop monitoring', 'yield forecasting', 'remote sensing'],
   array['we guess the harvest', 'how much will we harvest', 'harvest estimate', 'disease spreading before we notice', 'pests in the field', 'walking fields to scout', 'patchy fields', 'same fertiliser everywhere', 'yellowing leaves', 'which parts of the field struggle', 'drought-stressed crops', 'tonnes per hectare']),
  ('netpulse-anomaly-detection',
   array['network monitoring', 'AIOps', 'anomaly detection', 'telecom', 'IoT security'],
   array['outages noticed by subscribers first', 'dropped calls', 'slow internet complaints', 'alarm storms', 'thousands of alarms', 'root cause of an outage', 'cell sites going down', 'fibre cuts', 'engineers chasing false alarms', 'subscribers calling before we know']),
  ('lexibrief-contract-ai',
   array['contract review', 'legal AI', 'clause extraction', 'redlining', 'CLM'],
   array['contract review bottleneck', 'lawyers buried in NDAs', 'risky clauses slip through', 'renewal dates forgotten', 'marking up agreements', 'stack of supplier contracts', 'reading contracts line by line', 'auto-renewals we forgot', 'due diligence document review']),
  ('casecite-research-assistant',
   array['legal research', 'case law', 'citations', 'RAG'],
   array['digging through case law', 'precedent hunting', 'made-up citations', 'associates digging for rulings', 'which laws apply', 'is this ruling still good law', 'digging through statutes', 'fake case references']),
  ('reelcut-highlights',
   array['video highlights', 'automated editing', 'sports media', 'social video'],
   array['cutting highlights ourselves', 'clipping the best moments', 'mountains of footage', 'goal clips for Instagram', 'vertical clips from streams', 'editors scrubbing through video', 'repurposing webinars and streams', 'digging through the archive', 'clips for TikTok']),
  ('dubvoice-localizer',
   array['AI dubbing', 'localisation', 'voice synthesis', 'translation'],
   array['dubbing is too expensive', 'videos only in English', 'subtitles aren''t enough', 'voice actors for each language', 'reaching foreign audiences', 'translating our videos', 'lip sync looks off', 'courses in other languages']),
  ('civicdesk-assistant',
   array['government chatbot', 'citizen services', 'virtual agent', 'multilingual'],
   array['residents calling the town hall', 'phone queues at the council', 'same questions about bin collection', 'paying a parking fine', 'questions after office hours', 'residents who don''t speak English', 'questions about benefits', 'town hall switchboard overloaded', 'citizens unsure where to apply']),
  ('permitpilot-review',
   array['permit review', 'building codes', 'zoning', 'govtech'],
   array['permit application backlog', 'months for a building permit', 'incomplete applications sent back', 'checking plans against codes', 'zoning rules', 'plan review delays', 'architects resubmitting drawings', 'homeowners in permit limbo', 'too few plan reviewers']),
  ('valuestate-avm',
   array['automated valuation model', 'property valuation', 'proptech', 'mortgage'],
   array['what is this house worth', 'valuing homes quickly', 'appraisal delays', 'pricing a listing', 'home price estimate', 'comparable sales nearby', 'revaluing a mortgage book', 'sellers overpricing homes', 'appraisers backed up']),
  ('staywise-revenue-manager',
   array['hotel revenue management', 'dynamic pricing', 'RevPAR', 'hospitality'],
   array['setting room rates by hand', 'rooms empty midweek', 'competitors charging less', 'what to charge per night', 'rooms sold too cheap during events', 'rate spreadsheets', 'occupancy dips', 'last-minute discounting', 'holiday rental nightly price']),
  ('tripweaver-concierge',
   array['travel planning', 'AI concierge', 'booking agent', 'itinerary'],
   array['trip planning headache', 'rebooking cancelled flights', 'building itineraries', 'what to do on holiday', 'travellers stranded', 'booking flights and hotels together', 'itinerary falling apart', 'missed connections']),
  ('threatloom-soc-copilot',
   array['SOC automation', 'threat detection', 'incident response', 'SIEM', 'MITRE ATT&CK'],
   array['security alert overload', 'alert fatigue', 'analysts drowning in alerts', 'false positives all day', 'incident investigations drag on', 'hackers inside the network', 'ransomware response', 'small security team overwhelmed', 'chasing alerts across tools', 'breach investigation']),
  ('phishnet-mail-guard',
   array['phishing detection', 'email security', 'business email compromise'],
   array['fake emails from the boss', 'staff clicking dodgy links', 'fake invoice emails', 'CEO fraud', 'spoofed supplier emails', 'bank details changed by email', 'phishing emails getting through', 'scam emails', 'someone impersonating our CFO']),
  ('drivesense-adas-perception',
   array['ADAS', 'autonomous driving', 'sensor fusion', 'perception', 'automotive AI'],
   array['detecting pedestrians', 'cars seeing the road', 'lane keeping', 'reading road signs', 'automatic emergency braking', 'self-driving shuttle', 'cyclists near trucks', 'seeing at night', 'camera and radar together']),
  ('playmetrics-coach',
   array['sports analytics', 'player tracking', 'pose estimation', 'coaching'],
   array['analysing match videos', 'which players are tired', 'no GPS vests', 'coaches rewatching games', 'scouting young players', 'training load injuries', 'tactics from game footage', 'amateur team analysis', 'player fitness reports']),
  ('adspark-creative-studio',
   array['generative advertising', 'ad copy', 'creative optimisation', 'marketing AI'],
   array['writing ad copy', 'ads stop performing', 'more ad variations', 'creative fatigue', 'which ad will work', 'ads for Instagram and Facebook', 'banner ads in each size', 'ads that burn budget', 'ad copy in other languages']),
  ('helphive-agent-assist',
   array['agent assist', 'contact centre', 'customer service AI', 'call summarisation'],
   array['agents putting callers on hold', 'rookie agents lost for answers', 'after-call paperwork', 'average handling time', 'digging through the knowledge base mid-call', 'coaching agents live', 'angry callers', 'agents still learning the ropes']),
  ('voicedesk-ivr-agent',
   array['conversational IVR', 'voice bot', 'call routing'],
   array['press 1 for', 'callers stuck in phone menus', 'phone menus frustrate people', 'calls routed to the wrong person', 'endless hold music', 'where is my order calls', 'reservation phone line', 'phone lines jammed']),
  ('talentlens-screening',
   array['candidate screening', 'skills matching', 'recruiting AI', 'HR tech'],
   array['drowning in CVs', 'hundreds of applicants per job', 'screening resumes one by one', 'biased hiring', 'good candidates overlooked', 'keyword filters rejecting talent', 'vacancies open for months', 'shortlisting applicants', 'filling roles internally']),
  ('sitesafe-construction-vision',
   array['construction safety', 'PPE detection', 'site monitoring', 'progress tracking'],
   array['workers not wearing hard hats', 'no hi-vis vests', 'accidents on the site', 'people walking under cranes', 'walking the site for hazards', 'is the build on schedule', 'falls from scaffolding', 'safety violations on site', 'progress photos for the client']),
  ('oregrade-core-analyzer',
   array['core logging', 'mining AI', 'hyperspectral', 'geology'],
   array['logging core by hand', 'geologists logging for weeks', 'inconsistent core logs', 'core trays stacked in the shed', 'estimating ore grade', 'rock quality measurements', 'unlogged drill holes', 'different geologists, different logs']),
  ('grantbridge-impact-analyst',
   array['grant writing', 'non-profit', 'impact reporting'],
   array['writing grant applications', 'looking for funders', 'funder reports due', 'no grant writer on staff', 'which foundations to apply to', 'proving our impact', 'donor reports', 'grant deadlines overlooked', 'volunteers drafting proposals']),
  ('labnotebook-copilot',
   array['research assistant', 'electronic lab notebook', 'literature review', 'design of experiments'],
   array['reading all the papers', 'old experiment results lost', 'knowledge lost when scientists leave', 'repeating experiments that flopped', 'endless literature reviews', 'what to test next', 'searching lab notebooks', 'which conditions worked before']),
  ('crowdwatch-safety-analytics',
   array['crowd safety', 'crowd analytics', 'public safety', 'smart cities', 'privacy'],
   array['overcrowded platforms', 'crowd crush risk', 'packed stadium exits', 'crowds at the gates', 'bottlenecks at concerts', 'festival crowds', 'queues at entrances', 'where to send stewards', 'counting people anonymously']),
  ('orbitview-earth-observation',
   array['earth observation', 'satellite imagery', 'change detection', 'SAR', 'geospatial AI'],
   array['illegal logging', 'watching forests from above', 'mapping flood damage', 'proving deforestation-free supply', 'spotting illegal buildings from above', 'land changes over time', 'remote areas we can''t visit', 'weekly satellite images']),
  ('aeroinspect-mro',
   array['aircraft inspection', 'MRO', 'borescope', 'aviation maintenance'],
   array['aircraft sitting on the ground', 'hail damage on planes', 'visual checks of the airframe', 'dents after lightning strikes', 'engine borescope findings', 'corrosion on the fuselage', 'parts removed unexpectedly', 'grounded aircraft', 'inspections eat a whole shift']),
  ('carbonledger-esg',
   array['carbon accounting', 'ESG reporting', 'Scope 3', 'CSRD', 'sustainability'],
   array['calculating our carbon footprint', 'emissions from suppliers', 'sustainability report due', 'collecting utility bills', 'CSRD deadline', 'emissions spreadsheets', 'auditors requesting emissions data', 'net zero target', 'what our emissions are']),
  ('sortstream-waste-vision',
   array['recycling', 'waste sorting', 'computer vision', 'circular economy'],
   array['dirty recycling bales', 'contaminated recyclables', 'hand-sorting plastics', 'pickers on the sorting line', 'bales rejected by buyers', 'plastic types mixed up', 'what''s in our bins', 'low recovery rates']),
  ('cityflow-traffic-twin',
   array['traffic simulation', 'smart cities', 'digital twin', 'urban planning'],
   array['traffic jams downtown', 'testing a bike lane', 'traffic light timing', 'effects of closing a road', 'buses stuck in traffic', 'congestion at intersections', 'before rebuilding a junction', 'will a roundabout help']),
  ('edgesense-iot-anomaly',
   array['edge AI', 'IoT', 'anomaly detection', 'TinyML'],
   array['faulty appliances in homes', 'cellular data bills for sensors', 'patchy connectivity', 'faults detected on the device', 'smart features for our product', 'anomaly detection on a tiny chip', 'cloud bills for raw data', 'boiler and HVAC faults']),
  ('museumguide-narrator',
   array['audio guide', 'museum technology', 'accessibility', 'cultural heritage'],
   array['visitors curious about paintings', 'audio guides nobody uses', 'tours in visitors'' languages', 'blind visitors', 'not enough guides', 'exhibits nobody explains', 'class trips to the museum', 'boring audio guides']),
  ('recipelab-formulator',
   array['food formulation', 'product development', 'sensory prediction', 'reformulation'],
   array['cutting sugar, keeping taste', 'less salt, same flavour', 'plant-based version tastes awful', 'trial batch after trial batch', 'ingredient shortages', 'replacing an ingredient', 'recipe cost creeping up', 'texture not right', 'healthier recipe']),
  ('harvestchain-traceability',
   array['food traceability', 'cold chain', 'shelf life prediction', 'FSMA 204'],
   array['product recalls', 'where did this batch come from', 'tracing contaminated lettuce', 'spoiled shipments', 'cold chain breaks', 'proving origin', 'paper records from farms', 'recalling everything to be safe', 'shelf life running out']),
  ('patentscope-analyzer',
   array['patent search', 'IP analytics', 'prior art', 'technology landscaping'],
   array['has this been invented', 'is our idea new', 'before filing a patent', 'infringing someone''s patent', 'competitors'' patents', 'expensive novelty searches', 'white space for inventions', 'patent attorney fees']),
  ('satlink-orbit-planner',
   array['satellite operations', 'mission planning', 'collision avoidance', 'space traffic'],
   array['scheduling satellite passes', 'ground station conflicts', 'collision warnings in orbit', 'space debris close approaches', 'juggling imaging requests', 'more satellites, same team', 'manual contact schedules', 'avoidance manoeuvres']);

-- Only a model whose keywords are still exactly as seeded: a list staff have edited stays theirs.
update public.ai_models m
set meta_keywords = p.seeded || p.phrases
from model_keyword_phrases p
where m.slug = p.slug and m.meta_keywords = p.seeded;

drop table model_keyword_phrases;
