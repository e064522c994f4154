-- The long descriptions of the models in Spanish and French
-- (docs/decisions/072-the-catalogue-in-three-languages.md).
--
-- A model's English page is its summary, its description and its long description, and the AI
-- Architect answers an English buyer's question about a model from all three. The translations of
-- 20261128040000_model_translations.sql (mended by 20261207010000_model_translation_facts.sql) have
-- no long description, and a Spanish or French buyer is answered from the translation alone, so
-- what only the long description says never reached them: ClaimFlow checking 'fraud indicators',
-- StayWise watching 'competitor rate shops and local event calendars', LineGuard flagging unseen
-- defects 'without labelled examples'. Each translation may now have its long description.
--
-- 1. public.ai_model_translations.long_description: optional, as the English one is, and no longer
--    than it may be (50,000 characters); when present, not blank, as the other texts. It is not in
--    the translation's search document, as the English long description is not in the English one:
--    the search ranks what a model is for, not the detail of its page.
-- 2. private.catalogue_translation_seed holds the 54 seeded models' long descriptions in both
--    languages (faithful translations of the English ones), so seed.sql copies them into a
--    database seeded after this migration.
-- 3. A database seeded before takes them now, wherever its translation has none: the column is new,
--    so that is every translation of a seeded model, and never a text staff wrote.
-- 4. public.catalogue_search_translated, which the assistant reads a model's page from, gains the
--    column at its end (create or replace keeps the view's owner rights, comment and grants).

alter table public.ai_model_translations
  add column long_description text check (char_length(btrim(long_description)) between 1 and 50000);

alter table private.catalogue_translation_seed add column long_description text;

create temporary table model_translation_long_descriptions (
  slug text not null,
  language text not null,
  long_description text not null,
  primary key (slug, language)
);

insert into model_translation_long_descriptions (slug, language, long_description) values
  -- Spanish
  ('medscan-vision-3', 'es', 'MedScan Vision-3 es un modelo de imagen multimodalidad entrenado con estudios anonimizados de redes hospitalarias asociadas de tres continentes. Detecta y localiza sospechas de hemorragia intracraneal, nódulos pulmonares, fracturas y neumotórax, y adjunta mapas de calor y puntuaciones de confianza que los radiólogos pueden examinar directamente en su visor PACS.

El modelo se integra mediante DICOMweb y HL7 FHIR, funciona en su propio entorno de nube o en servidores GPU locales, y conserva un registro de auditoría completo de cada inferencia. En los centros, el tiempo de informe de los hallazgos críticos suele reducirse en un tercio durante el primer trimestre de implantación.'),
  ('clinicalnote-scribe', 'es', 'ClinicalNote Scribe combina un reconocimiento de voz médico con un modelo de resumen ajustado al lenguaje clínico. Distingue a los interlocutores, filtra la conversación intrascendente y genera notas en formato SOAP con códigos CIE-10 y SNOMED CT sugeridos, cambios de medicación y acciones de seguimiento.

Las notas se envían a los principales sistemas de historia clínica electrónica (HCE) mediante interfaces estándar, y el audio se elimina tras la transcripción salvo que su política de conservación disponga otra cosa. Las clínicas lo utilizan para recuperar el tiempo dedicado a la documentación y para que las notas sean más homogéneas entre profesionales.'),
  ('trialmatch-genomics', 'es', 'TrialMatch Genomics convierte los criterios de elegibilidad de los ensayos en reglas legibles por máquina y los evalúa frente a datos de laboratorio estructurados, variantes genéticas detectadas y notas clínicas en texto libre. Cada coincidencia incluye las pruebas que respaldan o descartan cada criterio, para que los coordinadores de investigación puedan confirmar la elegibilidad en minutos.

Para los promotores, el modelo pronostica el reclutamiento por centro y señala los criterios que más reducen la población elegible, lo que ayuda a diseñar el protocolo antes de que se abra el estudio.'),
  ('moleculeforge-discovery', 'es', 'MoleculeForge Discovery combina un modelo generativo de grafos con predictores de propiedades para la afinidad de unión, el perfil ADMET y la accesibilidad sintética. Los químicos definen un perfil objetivo del producto, fijan esqueletos moleculares (scaffolds) o subestructuras y reciben candidatos ordenados con sus propiedades previstas y una ruta retrosintética sugerida.

El modelo puede ajustarse con sus propios datos de ensayos en un entorno aislado, y cada estructura generada queda registrada para acreditar su origen a efectos de propiedad intelectual (PI).'),
  ('fraudshield-sentinel', 'es', 'FraudShield Sentinel combina modelos de gradient boosting con una red de grafos que vincula dispositivos, cuentas y comercios, y detecta redes de mulas de dinero y tomas de control de cuentas que se les escapan a las reglas basadas en una sola transacción. Las puntuaciones llegan en menos de 30 milisegundos en el percentil 99, y cada decisión incluye códigos de motivo que analistas y reguladores pueden leer.

El aprendizaje adaptativo actualiza a diario los pesos de riesgo a partir de las etiquetas de fraude confirmado, mientras que las pruebas champion–challenger permiten a su equipo comparar nuevas estrategias con seguridad antes de ponerlas en producción.'),
  ('creditpulse-risk-engine', 'es', 'CreditPulse Risk Engine incorpora atributos de burós de crédito, transacciones de banca abierta (open banking) y datos de la solicitud para estimar la probabilidad de impago en el horizonte que usted elija. Las restricciones de monotonía mantienen un comportamiento intuitivo del modelo, y las explicaciones basadas en SHAP se corresponden directamente con los códigos de motivo de denegación.

Las pruebas de equidad integradas informan del impacto dispar entre grupos protegidos antes de cada nueva versión del modelo, y el motor se entrega con la documentación que los equipos de riesgo de modelos necesitan para una validación del tipo SR 11-7.'),
  ('claimflow-adjuster', 'es', 'ClaimFlow Adjuster identifica las piezas y superficies dañadas a partir de las fotos del asegurado, estima si conviene reparar o sustituir y valora el trabajo con datos regionales de mano de obra y de piezas. Una capa de agentes comprueba las coberturas, las franquicias y los indicadores de fraude, y después redacta una propuesta de liquidación o deriva el expediente con un resumen para su revisión por una persona.

Las aseguradoras lo utilizan para ofrecer liquidaciones en el mismo día en los siniestros de baja gravedad, al tiempo que dan a los peritos más tiempo para los casos que requieren criterio.'),
  ('policyprice-underwriter', 'es', 'PolicyPrice Underwriter enriquece cada solicitud con la exposición a inundaciones, incendios forestales, viento y delincuencia, el estado de la cubierta según imágenes aéreas y los costes de reconstrucción locales. A continuación predice la frecuencia y la severidad de la siniestralidad y propone una prima técnica junto con sus principales factores.

Las vistas de cartera muestran el riesgo de acumulación por región, lo que ayuda a los responsables de suscripción a orientar el apetito de riesgo y la compra de reaseguro.'),
  ('shelfsense-vision', 'es', 'ShelfSense Vision reconoce decenas de miles de productos envasados y compara lo que ve con su planograma. Informa de roturas de stock, errores de frentes (facings) y discrepancias en las etiquetas de precio, y los convierte en tareas ordenadas según su impacto en las ventas perdidas.

El modelo funciona en dispositivos edge compactos dentro de la tienda, de modo que el vídeo nunca sale del edificio; solo se envían eventos anonimizados del lineal a los paneles de la sede central.'),
  ('demandwave-forecaster', 'es', 'DemandWave Forecaster es un modelo jerárquico de series temporales que aprende del historial de ventas, los cambios de precio, las promociones, los eventos locales y las previsiones meteorológicas. Genera previsiones probabilísticas para que los sistemas de reaprovisionamiento fijen el stock de seguridad según el nivel de servicio y no a ojo.

Los minoristas de productos frescos usan sus previsiones diarias para reducir las mermas, mientras que los vendedores online usan la vista semanal para planificar la logística de entrada y el personal del almacén.'),
  ('cartgenie-recommender', 'es', 'CartGenie Recommender utiliza un modelo secuencial sobre clics, búsquedas y compras para predecir qué querrá cada comprador a continuación. Desde una sola API alimenta los carruseles de la página de inicio, los packs «completa el look», la ordenación personalizada de las búsquedas y los correos electrónicos activados por eventos.

Los responsables de merchandising mantienen el control con reglas de negocio sobre el margen, el stock y la promoción de marcas, y las pruebas A/B integradas muestran el impacto de cada cambio en los ingresos.'),
  ('stylecanvas-product-imagery', 'es', 'StyleCanvas es un modelo de difusión ajustado para ropa y complementos. Suba una foto flat lay o sobre maniquí y elija entre una variedad de poses de modelos con licencia, fondos y escenas de temporada; el modelo conserva con exactitud el color, la textura y los detalles del estampado, y ajusta la prenda de forma natural.

Cada imagen generada incorpora credenciales de contenido C2PA, y un control de fidelidad del color señala las imágenes que se apartan de la referencia, para que las devoluciones causadas por fotos engañosas sigan siendo pocas.'),
  ('lineguard-defect-detection', 'es', 'LineGuard Defect Detection funciona con cámaras industriales y GPU edge instaladas junto a la cinta, e inspecciona cada pieza a la velocidad máxima de la línea. Su modo de detección de anomalías aprende cómo es una pieza buena, por lo que señala defectos nunca vistos sin ejemplos etiquetados, mientras que su modo supervisado clasifica los tipos de defecto conocidos para el análisis de causa raíz.

Los resultados se envían en tiempo real a sus paneles de MES y de control estadístico de procesos (SPC), y un circuito de retroalimentación permite a los ingenieros de calidad confirmar o rechazar cada detección para que la precisión siga mejorando.'),
  ('twinops-predictive-maintenance', 'es', 'TwinOps Predictive Maintenance construye un gemelo digital de cada activo crítico a partir de los datos del historiador de procesos, los espectros de vibración y los registros de mantenimiento. Estima la vida útil remanente, identifica el modo de fallo más probable y recomienda la orden de trabajo, los repuestos y la mejor ventana de mantenimiento.

Gracias a sus conectores para OSIsoft PI, OPC UA y las principales plataformas de gestión del mantenimiento (CMMS), la mayoría de las plantas arrancan en pocas semanas. Los clientes declaran entre un 30 y un 50 % menos de paradas no planificadas en los activos supervisados.'),
  ('routemind-fleet-optimizer', 'es', 'RouteMind Fleet Optimizer resuelve en segundos grandes problemas de rutas de vehículos con miles de paradas, combinando predicciones aprendidas de los tiempos de trayecto con un solucionador de restricciones. Un agente de despacho sigue la jornada a medida que avanza y propone cambios de ruta cuando se forman atascos, se averían vehículos o entran pedidos urgentes.

Las flotas suelen reducir entre un 10 y un 20 % la distancia recorrida y mejorar la puntualidad de las entregas, y la compatibilidad con vehículos eléctricos tiene en cuenta la autonomía y las paradas de recarga.'),
  ('dockflow-yard-vision', 'es', 'DockFlow Yard Vision combina el reconocimiento de matrículas, el OCR de códigos de contenedor según la norma ISO 6346 y el seguimiento con varias cámaras para mantener un mapa en tiempo real de cada remolque y contenedor del patio. Los registros de entrada se anotan automáticamente, se miden los tiempos de permanencia y se proponen asignaciones de puertas de muelle.

Este modelo ha sido sustituido por una nueva versión de orquestación de patio y ya no se ofrece a nuevos clientes.'),
  ('tutorloop-adaptive-learning', 'es', 'TutorLoop Adaptive Learning utiliza un modelo de seguimiento del conocimiento (knowledge tracing) para estimar lo que domina cada estudiante y un modelo tutor que responde con preguntas y pistas alineadas con su currículo. Abarca matemáticas, ciencias y lengua y literatura, y puede basarse en los materiales propios de cada centro educativo.

Los docentes ven paneles del dominio alcanzado por la clase y resúmenes de las conversaciones, y los filtros de seguridad mantienen las interacciones adecuadas a la edad y centradas en la tarea. Los datos del alumnado nunca se utilizan para entrenar modelos compartidos.'),
  ('gradeassist-essay-review', 'es', 'GradeAssist Essay Review lee las redacciones según su rúbrica y sugiere una puntuación para cada criterio, con comentarios en el texto que señalan frases concretas. El alumnado recibe una retroalimentación formativa que puede aplicar, y los docentes aprueban o ajustan cada sugerencia antes de que se publique nada.

Los informes de clase destacan las carencias más comunes, como la claridad de la tesis o el uso de pruebas, y ayudan a los docentes a planificar clases específicas.'),
  ('gridbalance-load-forecaster', 'es', 'GridBalance Load Forecaster combina predicciones meteorológicas numéricas, imágenes de nubes por satélite y datos de contadores inteligentes para pronosticar la demanda y la generación renovable a nivel de subestación y de cartera. Sus resultados probabilísticos cuantifican la incertidumbre para que los operadores dimensionen las reservas y los traders cubran sus posiciones.

El modelo tiene en cuenta los recursos energéticos distribuidos, el crecimiento de la recarga de vehículos eléctricos (EV) y los eventos de respuesta de la demanda, y se reentrena de forma continua a medida que cambia el mix de generación de la red.'),
  ('cropsight-yield-ai', 'es', 'CropSight Yield AI procesa imágenes multiespectrales para cartografiar el vigor de la vegetación, el estrés hídrico y los focos de enfermedad, y los combina con datos de suelo y meteorológicos para pronosticar el rendimiento semanas antes de la cosecha. Genera mapas de prescripción para fertilización, riego y protección de cultivos que se cargan directamente en la maquinaria agrícola habitual.

Los agrónomos pueden inspeccionar las zonas señaladas con una aplicación móvil que registra las observaciones sobre el terreno y afina el modelo para la próxima campaña.'),
  ('netpulse-anomaly-detection', 'es', 'NetPulse Anomaly Detection aprende el comportamiento normal de cada emplazamiento celular, router y dispositivo conectado a lo largo de los ciclos diarios y semanales. Detecta desviaciones sutiles en el caudal, la latencia, las tasas de caída y la señalización, y correlaciona miles de alarmas en unos pocos incidentes con una lista ordenada de hipótesis de causa raíz.

Los equipos del NOC lo usan para reducir el tiempo medio de reparación, y los operadores de plataformas IoT, para detectar dispositivos comprometidos o averiados en grandes flotas.'),
  ('lexibrief-contract-ai', 'es', 'LexiBrief: Contract AI extrae las partes, las fechas, las obligaciones y más de 120 tipos de cláusulas de contratos en cualquier formato habitual. Compara cada cláusula con su manual de negociación, explica las desviaciones en lenguaje claro y propone redacciones alternativas que su equipo ya ha aprobado.

Un complemento para Word lleva la revisión al documento en el que ya trabajan los abogados, y una vista de repositorio permite consultar obligaciones y fechas de renovación en miles de contratos firmados.'),
  ('casecite-research-assistant', 'es', 'CaseCite Research Assistant utiliza generación aumentada por recuperación sobre fuentes primarias del derecho con licencia y los propios memorandos de su despacho. Las respuestas citan el párrafo exacto en el que se basan, y un verificador de citas avisa cuando una fuente ha sido revocada o modificada.

Las sesiones de investigación pueden exportarse como borrador de memorando con una tabla de fuentes citadas, lo que ahorra horas en los primeros borradores y mantiene a los abogados como responsables del análisis final.'),
  ('reelcut-highlights', 'es', 'ReelCut Highlights combina el reconocimiento de acciones, la detección de la emoción en el audio y la lectura del texto en pantalla para puntuar cada momento de una retransmisión. Monta resúmenes con la duración deseada, añade subtítulos y reencuadra los planos en torno a la acción para los formatos vertical y cuadrado.

Las cadenas publican clips en las redes sociales segundos después de la jugada, y los equipos de posproducción usan el mismo índice para buscar en los archivos por evento, jugador o escena.'),
  ('dubvoice-localizer', 'es', 'DubVoice Localizer transcribe y traduce los diálogos, adapta el guion para ajustarlo a los tiempos y después sintetiza una voz que conserva el timbre y la emoción de cada hablante. La clonación de voz solo se realiza con un consentimiento documentado, y cada pista sintética lleva una marca de agua.

Lingüistas y directores revisan cada línea en un editor colaborativo y ajustan la traducción o la interpretación antes de exportar stems listos para emisión.'),
  ('civicdesk-assistant', 'es', 'CivicDesk Assistant se basa en las guías publicadas y el catálogo de servicios de su organismo, de modo que sus respuestas son exactas y citan la página correspondiente. Atiende en más de 40 idiomas, cumple los requisitos de accesibilidad WCAG 2.2 AA y puede completar trámites como reservar citas o consultar el estado de una solicitud a través de los sistemas existentes.

Las implantaciones se ejecutan en regiones de nube para administraciones públicas con garantías de residencia de los datos, y cada conversación puede auditarse.'),
  ('permitpilot-review', 'es', 'PermitPilot Review lee formularios de solicitud, planos de situación y planos arquitectónicos, y extrae retranqueos, alturas, superficies construidas y datos de ocupación. Los coteja con su ordenanza urbanística local y con el código de edificación vigente, y enumera las incidencias probables con referencias a los artículos correspondientes.

Los solicitantes pueden realizar la misma comprobación antes de presentar la solicitud, lo que reduce las segundas presentaciones y permite a los técnicos revisores centrarse en las cuestiones que requieren criterio.'),
  ('valuestate-avm', 'es', 'ValuEstate AVM combina registros de compraventas, anuncios activos, características de los inmuebles e imágenes a pie de calle para estimar el valor de mercado. Cada valoración incluye una puntuación de confianza, las ventas comparables más relevantes y una breve explicación de los factores que determinan el valor.

Las entidades de crédito lo usan para preaprobaciones y para la revaluación de carteras, y los agentes, para preparar las presentaciones de captación y detectar oportunidades de precio.'),
  ('staywise-revenue-manager', 'es', 'StayWise Revenue Manager pronostica la demanda por tipo de habitación y segmento, y después optimiza las tarifas y las restricciones de duración de la estancia en todos los canales. Sigue los comparadores de tarifas de la competencia (rate shops) y los calendarios de eventos locales, y explica cada recomendación para que los revenue managers mantengan el control.

Los hoteles independientes pueden utilizarlo en piloto automático dentro de unos límites establecidos, y los grupos hoteleros usan paneles de cartera para coordinar los precios entre sus establecimientos.'),
  ('tripweaver-concierge', 'es', 'TripWeaver Concierge entiende preferencias como el presupuesto, el ritmo del viaje y las necesidades de accesibilidad, y elabora itinerarios día a día con disponibilidad real. Conectado a su motor de reservas, puede bloquear y reservar inventario, aplicar las ventajas de fidelización y enviar las confirmaciones.

Cuando un vuelo se retrasa o se cancela, el agente propone alternativas y cambia la reserva dentro de la política establecida, y mantiene informados a los viajeros por chat, correo electrónico o SMS.'),
  ('threatloom-soc-copilot', 'es', 'ThreatLoom SOC Copilot se conecta a su SIEM, su EDR y sus registros de identidad y de la nube, enriquece cada alerta con inteligencia de amenazas y contexto de los activos, y cierra los falsos positivos con una justificación por escrito. Ante incidentes reales, reconstruye la cronología del ataque según MITRE ATT&CK y propone medidas de contención como aislar equipos o revocar sesiones.

Los analistas aprueban las acciones con un solo clic, y cada paso queda registrado para la auditoría. Los equipos de seguridad suelen clasificar entre tres y cinco veces más alertas por analista.'),
  ('phishnet-mail-guard', 'es', 'PhishNet Mail Guard modela los patrones normales de comunicación entre remitentes y destinatarios y utiliza un modelo de lenguaje para detectar la urgencia, la suplantación de identidad y las solicitudes de cambio de datos de pago. Los mensajes sospechosos reciben un aviso destacado dentro del propio mensaje, y los de alto riesgo se ponen en cuarentena automáticamente.

Se conecta a Microsoft 365 y Google Workspace mediante API en cuestión de minutos, sin cambios en los registros MX.'),
  ('drivesense-adas-perception', 'es', 'DriveSense ADAS Perception fusiona las entradas de varias cámaras y del radar en una representación a vista de pájaro, y detecta y sigue objetos, la geometría de los carriles y el espacio transitable a 30 fotogramas por segundo en hardware de grado automoción. Se ha validado en condiciones meteorológicas, de iluminación y de carretera muy diversas en cuatro continentes.

El modelo se entrega con documentación de seguridad alineada con los procesos de las normas ISO 26262 e ISO 21448 (SOTIF), además de herramientas para extraer casos límite de los datos de la flota con vistas al reentrenamiento.'),
  ('playmetrics-coach', 'es', 'PlayMetrics Coach detecta y sigue a cada jugador y el balón con una sola cámara gran angular, y calcula distancias, esprints, formaciones y redes de pases. La estimación de la postura añade el análisis técnico de movimientos como el tiro, el saque o la zancada de carrera.

Los informes se generan automáticamente después de cada sesión, y los clips se etiquetan para que los entrenadores puedan mostrar a los jugadores exactamente lo que ocurrió.'),
  ('adspark-creative-studio', 'es', 'AdSpark Creative Studio aprende el tono de su marca, su identidad visual y sus normas de cumplimiento a partir de los recursos existentes, y después genera titulares, textos e imágenes con el formato adecuado para búsqueda, redes sociales y display. Un modelo de rendimiento entrenado con datos históricos de campañas puntúa cada variante para que usted pruebe primero las más prometedoras.

Los flujos de aprobación, los controles de seguridad de marca y el historial de auditoría dan tranquilidad a los equipos jurídicos y de marca ante el contenido generado a gran escala.'),
  ('helphive-agent-assist', 'es', 'HelpHive Agent Assist transcribe las conversaciones en tiempo real, detecta la intención y el sentimiento del cliente, y muestra el artículo de conocimiento o el paso del procedimiento adecuado en el momento oportuno. Los avisos de cumplimiento garantizan que se lean las advertencias legales obligatorias, y el trabajo posterior a la llamada se reduce a revisar un resumen generado automáticamente.

Los supervisores ven el sentimiento en directo en toda la sala y pueden intervenir cuando una conversación va mal.'),
  ('voicedesk-ivr-agent', 'es', 'VoiceDesk IVR Agent entiende el habla libre, autentica a quienes llaman y completa gestiones rutinarias como cambios de reserva, el estado de un pedido o consultas de saldo. Cuando hace falta una persona, transfiere la llamada con un resumen para que quien llama nunca tenga que repetirse.

Este modelo se está retirando en favor del canal de voz de HelpHive y ya no está disponible para nuevas implantaciones.'),
  ('talentlens-screening', 'es', 'TalentLens Screening analiza los CV y las descripciones de puestos y los traslada a una taxonomía de competencias común, reconociendo las competencias transferibles y la experiencia equivalente. Cada candidato recibe una explicación de su coincidencia que los reclutadores pueden comprobar, y los atributos protegidos quedan excluidos de la puntuación.

Las auditorías periódicas de impacto adverso, la revisión humana configurable y los avisos de transparencia dirigidos a los candidatos facilitan el cumplimiento de la nueva normativa sobre el uso de la IA en la contratación.'),
  ('sitesafe-construction-vision', 'es', 'SiteSafe Construction Vision funciona con las cámaras de la obra y detecta la falta de cascos, chalecos y arneses, la presencia de personas dentro de las zonas de exclusión de grúas o excavadoras y los bordes sin protección. Las alertas llegan a los encargados en segundos, y los informes semanales muestran indicadores adelantados de seguridad por oficio y zona.

Las mismas cámaras alimentan un modelo de avance que compara lo construido con la planificación BIM, lo que ofrece a los jefes de proyecto una visión objetiva del estado de la obra.'),
  ('oregrade-core-analyzer', 'es', 'OreGrade Core Analyzer segmenta las imágenes de las cajas de testigos, mide la recuperación y el RQD, y clasifica la litología y la alteración con modelos entrenados junto a geólogos experimentados. Con datos hiperespectrales, cartografía la mineralogía a escala milimétrica y estima la ley entre los intervalos analizados.

Las testificaciones se exportan directamente a las bases de datos geológicas habituales y al software de modelado 3D, lo que mejora la rapidez y la coherencia de los modelos de recursos.'),
  ('grantbridge-impact-analyst', 'es', 'GrantBridge Impact Analyst relaciona su misión y sus programas con las convocatorias de financiación abiertas y redacta secciones de las propuestas a partir de sus solicitudes anteriores y de los datos de sus programas. Hace un seguimiento de los indicadores de resultados a lo largo del tiempo y los convierte en informes de impacto con el formato de cada financiador.

Las entidades benéficas registradas disponen de precios reducidos, y sus datos nunca se comparten con otras organizaciones.'),
  ('labnotebook-copilot', 'es', 'LabNotebook Copilot indexa la bibliografía publicada, las patentes y los cuadernos de laboratorio electrónicos de su organización, y responde a las preguntas con pruebas citadas. Puede resumir el trabajo previo sobre un compuesto o un método, extraer las condiciones de reacción en tablas y proponer planes de diseño de experimentos que cubran el espacio de parámetros de forma eficiente.

Los controles de acceso replican los permisos de su cuaderno de laboratorio electrónico (ELN), de modo que los proyectos confidenciales siguen siendo confidenciales.'),
  ('crowdwatch-safety-analytics', 'es', 'CrowdWatch Safety Analytics estima la densidad, la dirección y la velocidad de los flujos a partir de las cámaras de CCTV existentes, sin reconocimiento facial ni identificación de personas. Prevé la congestión con entre 10 y 15 minutos de antelación y avisa a los operadores cuando se acercan los umbrales, con propuestas de actuación como abrir accesos o redirigir los flujos.

Los organizadores de eventos y los urbanistas también utilizan los datos históricos para rediseñar los espacios y planificar el personal de futuros eventos.'),
  ('orbitview-earth-observation', 'es', 'OrbitView Earth Observation fusiona imágenes ópticas y de radar de apertura sintética, que ven a través de la nubosidad, para segmentar la cobertura del suelo y detectar cambios a lo largo del tiempo. Sus detectores preentrenados abarcan la deforestación, la extensión de las inundaciones, la construcción, los buques y las aeronaves, y pueden entrenarse detectores a medida a partir de unas pocas escenas anotadas.

Los resultados se entregan en GeoJSON, como teselas ráster o como alertas por webhook, y se integran con las herramientas SIG habituales. Los operadores de satélites también usan el modelo para priorizar las tareas a bordo.'),
  ('aeroinspect-mro', 'es', 'AeroInspect MRO analiza las imágenes de inspecciones perimetrales con dron y de boroscopio para detectar y medir abolladuras, corrosión, fijaciones ausentes y daños en álabes, y compara los hallazgos con los límites del manual de reparaciones estructurales. El tiempo de inspección en plataforma pasa de horas a minutos, con cada hallazgo documentado y trazable.

Un módulo predictivo utiliza los datos de vuelo y el historial de mantenimiento para pronosticar los desmontajes no programados de componentes, lo que ayuda a los planificadores a posicionar los repuestos y a evitar que las aeronaves queden inmovilizadas en tierra.'),
  ('carbonledger-esg', 'es', 'CarbonLedger ESG lee facturas, recibos de suministros y registros del ERP, clasifica el gasto en categorías de emisiones y aplica los factores adecuados para estimar las emisiones de Alcance 1, 2 y 3. Señala las lagunas de datos, sugiere los datos específicos de proveedores que conviene recopilar y modeliza escenarios de descarbonización.

Los borradores de informes se ajustan a los requisitos del GHG Protocol, CSRD/ESRS e ISSB, y cada cifra puede rastrearse hasta su documento de origen para los auditores.'),
  ('sortstream-waste-vision', 'es', 'SortStream Waste Vision clasifica los objetos en cintas transportadoras de alta velocidad por material, tipo de polímero, color y marca, con cámaras RGB y de infrarrojo cercano. Dirige brazos robóticos y chorros de aire para separar los materiales objetivo, y aporta datos de composición que ayudan a las plantas a fijar el precio de las balas y a acreditar el contenido reciclado.

Los ayuntamientos utilizan el análisis de composición para diseñar mejores programas de recogida y campañas de concienciación.'),
  ('cityflow-traffic-twin', 'es', 'CityFlow Traffic Twin calibra una simulación de la red a partir de espiras de detección, conteos de cámaras y datos de movilidad anonimizados. Los planificadores pueden ajustar los tiempos semafóricos, añadir carriles bus o cerrar calles y ver los efectos previstos en los tiempos de viaje, la seguridad y las emisiones.

Este modelo está en pausa mientras se reconstruye sobre un nuevo motor de simulación y no está disponible actualmente.'),
  ('edgesense-iot-anomaly', 'es', 'EdgeSense IoT Anomaly aprende el comportamiento normal de cada dispositivo a partir de sus propios flujos de sensores y compila modelos lo bastante pequeños para microcontroladores con menos de 256 KB de memoria. Los dispositivos generan alertas localmente en milisegundos y envían resúmenes compactos a los sistemas centrales, lo que reduce el ancho de banda y los costes de nube.

Una consola de flota gestiona las versiones de los modelos, las actualizaciones inalámbricas y los umbrales de alerta de miles de dispositivos.'),
  ('museumguide-narrator', 'es', 'MuseumGuide Narrator se basa en los registros de sus colecciones, sus catálogos y sus textos curatoriales, de modo que solo responde a partir de material aprobado. Los visitantes escanean una cartela o formulan una pregunta en voz alta y escuchan una respuesta con voz natural en más de 25 idiomas, con audiodescripción y modos de lenguaje simplificado para la accesibilidad.

El análisis anonimizado de las preguntas muestra a los conservadores lo que los visitantes quieren saber, lo que orienta las futuras cartelas y exposiciones.'),
  ('recipelab-formulator', 'es', 'RecipeLab Formulator aprende de sus formulaciones históricas, las especificaciones de los ingredientes y los resultados de los paneles sensoriales para predecir el sabor y el comportamiento de una receta. Los desarrolladores fijan objetivos como menos azúcar, proteína de origen vegetal o un coste máximo, y el modelo propone formulaciones candidatas ordenadas según la puntuación sensorial prevista.

Las sugerencias de sustitución de ingredientes ayudan a los equipos a responder con rapidez a las interrupciones del suministro y a los cambios normativos.'),
  ('harvestchain-traceability', 'es', 'HarvestChain Traceability concilia los registros de explotaciones agrícolas, centrales de envasado, registradores de la cadena de frío y distribuidores en un único grafo de trazabilidad para cada lote. Sus modelos de riesgo utilizan el historial de temperaturas, los tiempos de tránsito y el desempeño de los proveedores para predecir la vida útil y señalar los lotes que probablemente no superarán los controles de calidad.

Si se detecta un problema, las listas de retirada específicas se generan en minutos en lugar de días, lo que ayuda a cumplir los requisitos de trazabilidad de la norma FSMA 204.'),
  ('patentscope-analyzer', 'es', 'PatentScope Analyzer convierte en vectores (embeddings) las reivindicaciones, las descripciones y los dibujos de más de 100 millones de documentos de patente, para que usted pueda buscar con una descripción de la invención en lenguaje corriente. Los mapas del panorama tecnológico agrupan tecnologías y titulares a lo largo del tiempo y revelan espacios libres y la estrategia de la competencia.

El análisis de libertad de operación ordena las reivindicaciones con más probabilidades de abarcar su producto, lo que ofrece a los agentes de patentes un punto de partida bien delimitado.'),
  ('satlink-orbit-planner', 'es', 'SatLink Orbit Planner optimiza los calendarios de adquisición de imágenes y de comunicaciones de cientos de satélites, equilibrando la energía, el almacenamiento, las ventanas de descarga y las prioridades de los clientes. Analiza los mensajes de datos de conjunción, estima la probabilidad de colisión y propone maniobras que minimizan el consumo de combustible y las interrupciones del servicio.

Los operadores aprueban los planes en una consola de misión, y el agente vuelve a planificar automáticamente cuando cambian las prioridades o las condiciones orbitales.'),
  -- French
  ('medscan-vision-3', 'fr', 'MedScan Vision-3 est un modèle d''imagerie multimodalité entraîné sur des examens anonymisés provenant de réseaux hospitaliers partenaires sur trois continents. Il détecte et localise les suspicions d''hémorragie intracrânienne, de nodules pulmonaires, de fractures et de pneumothorax, en y joignant des cartes de chaleur et des scores de confiance que les radiologues peuvent examiner directement dans leur visionneuse PACS.

Le modèle s''intègre via DICOMweb et HL7 FHIR, fonctionne dans votre propre environnement cloud ou sur des serveurs GPU sur site, et conserve une piste d''audit complète de chaque inférence. Dans les établissements, le délai de compte rendu des résultats critiques baisse en général d''un tiers dès le premier trimestre de déploiement.'),
  ('clinicalnote-scribe', 'fr', 'ClinicalNote Scribe associe une reconnaissance vocale médicale à un modèle de synthèse adapté au langage clinique. Il distingue les locuteurs, écarte les échanges anodins et produit des notes au format SOAP avec des codes CIM-10 et SNOMED CT suggérés, les modifications de traitement et les actions de suivi.

Les notes sont transmises aux principaux dossiers patients informatisés (DPI) via des interfaces standard, et l''audio est supprimé après la transcription, sauf si votre politique de conservation en dispose autrement. Les cliniques l''utilisent pour regagner du temps de documentation et rendre les notes plus homogènes d''un praticien à l''autre.'),
  ('trialmatch-genomics', 'fr', 'TrialMatch Genomics traduit les critères d''éligibilité des essais en règles exploitables par une machine et les évalue au regard des données de laboratoire structurées, des variants génétiques détectés et des notes cliniques en texte libre. Chaque correspondance est accompagnée des éléments qui confirment ou excluent chaque critère, afin que les coordinateurs de recherche puissent confirmer l''éligibilité en quelques minutes.

Pour les promoteurs, le modèle prévoit les inclusions par centre et met en évidence les critères qui réduisent le plus la population éligible, ce qui aide à concevoir le protocole avant l''ouverture d''une étude.'),
  ('moleculeforge-discovery', 'fr', 'MoleculeForge Discovery associe un modèle génératif de graphes à des prédicteurs de propriétés pour l''affinité de liaison, le profil ADMET et l''accessibilité synthétique. Les chimistes définissent un profil cible du produit, verrouillent des squelettes moléculaires (scaffolds) ou des sous-structures, et reçoivent des candidats classés avec leurs propriétés prédites et une voie de rétrosynthèse suggérée.

Le modèle peut être affiné sur vos propres données d''essais biologiques dans un environnement isolé, et chaque structure générée est journalisée pour en établir l''origine au regard de la propriété intellectuelle (PI).'),
  ('fraudshield-sentinel', 'fr', 'FraudShield Sentinel associe des modèles de gradient boosting à un réseau de graphes qui relie appareils, comptes et commerçants, et repère les réseaux de mules financières et les prises de contrôle de compte qui échappent aux règles fondées sur une seule transaction. Les scores sont rendus en moins de 30 millisecondes au 99e percentile, et chaque décision s''accompagne de codes motifs lisibles par les analystes et les régulateurs.

L''apprentissage adaptatif met à jour chaque jour les pondérations de risque à partir des étiquettes de fraude confirmée, tandis que les tests champion–challenger permettent à votre équipe de comparer sans risque de nouvelles stratégies avant leur mise en production.'),
  ('creditpulse-risk-engine', 'fr', 'CreditPulse Risk Engine exploite les attributs des bureaux de crédit, les transactions issues de l''open banking et les données de la demande pour estimer la probabilité de défaut sur l''horizon de votre choix. Des contraintes de monotonie gardent au modèle un comportement intuitif, et les explications fondées sur SHAP correspondent directement aux codes motifs de refus.

Des tests d''équité intégrés mesurent l''impact disproportionné sur les catégories protégées avant chaque nouvelle version du modèle, et le moteur est livré avec la documentation dont les équipes de risque de modèle ont besoin pour une validation de type SR 11-7.'),
  ('claimflow-adjuster', 'fr', 'ClaimFlow Adjuster identifie les pièces et surfaces endommagées à partir des photos de l''assuré, estime s''il vaut mieux réparer ou remplacer, et chiffre les travaux à l''aide des données régionales de main-d''œuvre et de pièces. Une couche d''agents vérifie les garanties, les franchises et les indicateurs de fraude, puis rédige une proposition d''indemnisation ou transmet le dossier avec une synthèse pour examen humain.

Les assureurs l''utilisent pour proposer une indemnisation le jour même sur les sinistres de faible gravité, tout en laissant aux experts plus de temps pour les dossiers qui demandent du discernement.'),
  ('policyprice-underwriter', 'fr', 'PolicyPrice Underwriter enrichit chaque demande de souscription avec l''exposition aux inondations, aux feux de forêt, au vent et à la criminalité, l''état de la toiture d''après l''imagerie aérienne et les coûts de reconstruction locaux. Il prédit ensuite la fréquence et la sévérité des sinistres et propose une prime technique accompagnée de ses principaux facteurs.

Les vues de portefeuille montrent le risque de cumul par région, ce qui aide les responsables de souscription à piloter l''appétence au risque et les achats de réassurance.'),
  ('shelfsense-vision', 'fr', 'ShelfSense Vision reconnaît des dizaines de milliers de produits emballés et compare ce qu''il voit avec votre planogramme. Il signale les ruptures de stock, les erreurs de facing et les étiquettes de prix non conformes, puis les transforme en tâches classées selon leur impact sur les ventes perdues.

Le modèle fonctionne sur des boîtiers edge compacts installés en magasin, si bien que la vidéo ne quitte jamais le bâtiment ; seuls des événements de rayon anonymisés sont transmis aux tableaux de bord du siège.'),
  ('demandwave-forecaster', 'fr', 'DemandWave Forecaster est un modèle hiérarchique de séries temporelles qui apprend de l''historique des ventes, des changements de prix, des promotions, des événements locaux et des prévisions météorologiques. Il produit des prévisions probabilistes afin que les systèmes de réapprovisionnement fixent le stock de sécurité selon le niveau de service plutôt qu''au jugé.

Les distributeurs de produits frais utilisent ses prévisions quotidiennes pour réduire le gaspillage, tandis que les vendeurs en ligne s''appuient sur la vue hebdomadaire pour planifier la logistique amont et les effectifs d''entrepôt.'),
  ('cartgenie-recommender', 'fr', 'CartGenie Recommender utilise un modèle séquentiel appliqué aux clics, aux recherches et aux achats pour prédire ce que chaque acheteur voudra ensuite. Depuis une seule API, il alimente les carrousels de la page d''accueil, les offres groupées « complétez le look », le classement personnalisé des résultats de recherche et les e-mails déclenchés.

Les merchandisers gardent la main grâce à des règles métier portant sur la marge, le stock et la mise en avant des marques, et les tests A/B intégrés montrent l''effet de chaque changement sur le chiffre d''affaires.'),
  ('stylecanvas-product-imagery', 'fr', 'StyleCanvas est un modèle de diffusion affiné pour les vêtements et les accessoires. Importez une photo à plat ou sur buste, puis choisissez parmi des poses variées de mannequins sous licence, des arrière-plans et des décors de saison ; le modèle préserve fidèlement la couleur, la texture et les détails des imprimés tout en ajustant le vêtement de façon naturelle.

Chaque visuel généré intègre des Content Credentials C2PA, et un contrôle de fidélité des couleurs signale les images qui s''écartent de la référence, afin que les retours dus à des photos trompeuses restent rares.'),
  ('lineguard-defect-detection', 'fr', 'LineGuard Defect Detection fonctionne sur des caméras industrielles et des GPU edge installés au bord du convoyeur, et inspecte chaque pièce à pleine cadence de ligne. Son mode de détection d''anomalies apprend à quoi ressemble une pièce conforme ; il signale ainsi des défauts jamais vus sans exemples étiquetés, tandis que son mode supervisé classe les types de défauts connus pour l''analyse des causes racines.

Les résultats remontent en continu vers vos tableaux de bord MES et de maîtrise statistique des procédés (SPC), et une boucle de rétroaction permet aux ingénieurs qualité de confirmer ou de rejeter chaque détection, pour une précision qui ne cesse de s''améliorer.'),
  ('twinops-predictive-maintenance', 'fr', 'TwinOps Predictive Maintenance construit un jumeau numérique de chaque équipement critique à partir des données d''historisation, des spectres vibratoires et des historiques de maintenance. Il estime la durée de vie utile restante, identifie le mode de défaillance probable et recommande l''ordre de travail, les pièces de rechange et le meilleur créneau d''intervention.

Grâce à ses connecteurs pour OSIsoft PI, OPC UA et les principales GMAO, la plupart des sites sont opérationnels en quelques semaines. Les clients font état de 30 à 50 % d''arrêts non planifiés en moins sur les équipements surveillés.'),
  ('routemind-fleet-optimizer', 'fr', 'RouteMind Fleet Optimizer résout en quelques secondes de grands problèmes de tournées de véhicules comptant des milliers d''arrêts, en combinant des prédictions de temps de trajet apprises à un solveur de contraintes. Un agent de répartition suit la journée au fil de son déroulement et propose de nouveaux itinéraires lorsque le trafic se densifie, que des véhicules tombent en panne ou que des commandes urgentes arrivent.

Les flottes réduisent en général de 10 à 20 % la distance parcourue et améliorent la ponctualité des livraisons, tandis que la prise en charge des véhicules électriques tient compte de l''autonomie et des arrêts de recharge.'),
  ('dockflow-yard-vision', 'fr', 'DockFlow Yard Vision combine la lecture des plaques d''immatriculation, l''OCR des codes de conteneur selon la norme ISO 6346 et le suivi multicaméra pour tenir à jour une carte en temps réel de chaque remorque et de chaque conteneur de la cour. Les enregistrements à l''arrivée sont consignés automatiquement, les temps de séjour sont mesurés et des affectations de portes de quai sont proposées.

Ce modèle a été remplacé par une nouvelle version d''orchestration de cour et n''est plus proposé aux nouveaux clients.'),
  ('tutorloop-adaptive-learning', 'fr', 'TutorLoop Adaptive Learning utilise un modèle de suivi des connaissances (knowledge tracing) pour estimer ce que chaque élève maîtrise, et un modèle tuteur qui répond par des questions et des indices alignés sur votre programme. Il couvre les mathématiques, les sciences, la langue et la littérature, et peut s''appuyer sur les propres supports d''un établissement.

Les enseignants consultent des tableaux de bord de maîtrise à l''échelle de la classe et des synthèses des conversations, et des filtres de sécurité maintiennent des échanges adaptés à l''âge et centrés sur la tâche. Les données des élèves ne servent jamais à entraîner des modèles partagés.'),
  ('gradeassist-essay-review', 'fr', 'GradeAssist Essay Review lit les dissertations au regard de votre grille d''évaluation et propose une note pour chaque critère, avec des commentaires dans le texte qui renvoient à des phrases précises. Les élèves reçoivent des retours formatifs sur lesquels ils peuvent agir, et les enseignants valident ou ajustent chaque suggestion avant toute diffusion.

Les rapports de classe mettent en évidence les faiblesses fréquentes, comme la clarté de la thèse ou l''usage des preuves, ce qui aide les enseignants à préparer des séances ciblées.'),
  ('gridbalance-load-forecaster', 'fr', 'GridBalance Load Forecaster combine les prévisions météorologiques numériques, l''imagerie satellite de la couverture nuageuse et les données des compteurs intelligents pour prévoir la consommation et la production renouvelable à l''échelle du poste source et du portefeuille. Ses prévisions probabilistes quantifient l''incertitude, afin que les gestionnaires dimensionnent les réserves et que les traders couvrent leurs positions.

Le modèle prend en charge les ressources énergétiques distribuées, la croissance de la recharge des véhicules électriques et les effacements de consommation, et il se réentraîne en continu à mesure que le mix électrique évolue.'),
  ('cropsight-yield-ai', 'fr', 'CropSight Yield AI traite l''imagerie multispectrale pour cartographier la vigueur de la végétation, le stress hydrique et les foyers de maladies, puis les croise avec les données de sol et de météo pour prévoir le rendement plusieurs semaines avant la récolte. Il génère des cartes de préconisation pour la fertilisation, l''irrigation et la protection des cultures, qui se chargent directement dans les machines agricoles courantes.

Les agronomes peuvent inspecter les zones signalées avec une application mobile qui enregistre les observations de terrain et affine le modèle pour la saison suivante.'),
  ('netpulse-anomaly-detection', 'fr', 'NetPulse Anomaly Detection apprend le comportement normal de chaque site cellulaire, routeur et équipement connecté au fil des cycles quotidiens et hebdomadaires. Il détecte les écarts subtils de débit, de latence, de taux de coupure et de signalisation, et corrèle des milliers d''alarmes en une poignée d''incidents, avec une liste hiérarchisée d''hypothèses de cause racine.

Les équipes NOC s''en servent pour réduire le temps moyen de réparation, tandis que les opérateurs de plateformes IoT l''utilisent pour repérer les équipements compromis ou défaillants au sein de grands parcs.'),
  ('lexibrief-contract-ai', 'fr', 'LexiBrief: Contract AI extrait les parties, les dates, les obligations et plus de 120 types de clauses des contrats, dans tous les formats courants. Il compare chaque clause avec votre playbook de négociation, explique les écarts dans un langage clair et propose des formulations de repli déjà approuvées par votre équipe.

Un complément pour Word intègre l''analyse au document dans lequel les juristes travaillent déjà, et une vue référentiel permet d''interroger les obligations et les dates de renouvellement de milliers de contrats signés.'),
  ('casecite-research-assistant', 'fr', 'CaseCite Research Assistant s''appuie sur la génération augmentée par récupération appliquée aux sources primaires du droit sous licence et aux propres notes de votre cabinet. Les réponses citent le paragraphe exact sur lequel elles reposent, et un vérificateur de citations avertit lorsqu''une source a été infirmée ou modifiée.

Les sessions de recherche peuvent être exportées sous forme de projet de note avec une table des sources citées, ce qui fait gagner des heures sur les premiers jets tout en laissant aux avocats la responsabilité de l''analyse finale.'),
  ('reelcut-highlights', 'fr', 'ReelCut Highlights combine la reconnaissance d''actions, la détection de l''excitation dans l''audio et la lecture du texte à l''écran pour noter chaque instant d''une retransmission. Il monte des résumés à la durée visée, ajoute des sous-titres et recadre les plans autour de l''action pour les formats vertical et carré.

Les diffuseurs publient des clips sur les réseaux sociaux quelques secondes après l''action, et les équipes de postproduction utilisent le même index pour rechercher dans les archives par événement, joueur ou scène.'),
  ('dubvoice-localizer', 'fr', 'DubVoice Localizer transcrit et traduit les dialogues, adapte le texte pour respecter le minutage, puis synthétise une voix qui préserve le timbre et l''émotion de chaque locuteur. Le clonage vocal n''est effectué qu''avec un consentement documenté, et chaque piste synthétique porte un filigrane numérique.

Les linguistes et les directeurs artistiques relisent chaque réplique dans un éditeur collaboratif, en ajustant la traduction ou l''interprétation avant l''export en stems prêts pour la diffusion.'),
  ('civicdesk-assistant', 'fr', 'CivicDesk Assistant s''appuie sur les guides publiés et le catalogue de services de votre administration, afin que ses réponses restent exactes et citent la page concernée. Il prend en charge plus de 40 langues, respecte les exigences d''accessibilité WCAG 2.2 AA et peut réaliser des démarches comme la prise de rendez-vous ou le suivi d''une demande via les systèmes existants.

Les déploiements s''exécutent dans des régions cloud dédiées au secteur public, avec des garanties de résidence des données, et chaque conversation peut être auditée.'),
  ('permitpilot-review', 'fr', 'PermitPilot Review lit les formulaires de demande, les plans de masse et les plans d''architecte, et en extrait les reculs, les hauteurs, les surfaces de plancher et les données d''occupation. Il les vérifie au regard de votre règlement d''urbanisme local et du code de la construction en vigueur, en listant les problèmes probables avec des renvois aux articles concernés.

Les demandeurs peuvent lancer la même vérification avant le dépôt, ce qui réduit les redépôts et permet aux instructeurs de se concentrer sur les points qui demandent une appréciation.'),
  ('valuestate-avm', 'fr', 'ValuEstate AVM combine les actes de vente, les annonces en cours, les caractéristiques des biens et l''imagerie au niveau de la rue pour estimer la valeur de marché. Chaque estimation comprend un score de confiance, les ventes comparables les plus pertinentes et une brève explication des facteurs qui déterminent la valeur.

Les prêteurs l''utilisent pour les accords de principe et la réévaluation de portefeuilles, tandis que les agents immobiliers s''en servent pour préparer leurs présentations de mandat et repérer les opportunités de prix.'),
  ('staywise-revenue-manager', 'fr', 'StayWise Revenue Manager prévoit la demande par type de chambre et par segment, puis optimise les tarifs et les restrictions de durée de séjour sur l''ensemble des canaux. Il surveille les relevés de prix des concurrents (rate shops) et les calendriers d''événements locaux, et explique chaque recommandation afin que les revenue managers gardent la maîtrise.

Les hôtels indépendants peuvent le faire fonctionner en pilote automatique dans des limites définies, tandis que les groupes utilisent des tableaux de bord de portefeuille pour coordonner les prix entre leurs établissements.'),
  ('tripweaver-concierge', 'fr', 'TripWeaver Concierge comprend les préférences telles que le budget, le rythme et les besoins d''accessibilité, et construit des itinéraires jour par jour avec des disponibilités réelles. Connecté à votre moteur de réservation, il peut poser des options et réserver des prestations, appliquer les avantages de fidélité et envoyer les confirmations.

Lorsqu''un vol est retardé ou annulé, l''agent propose des solutions de remplacement et modifie la réservation dans le respect de la politique voyage, en tenant les voyageurs informés par chat, e-mail ou SMS.'),
  ('threatloom-soc-copilot', 'fr', 'ThreatLoom SOC Copilot se connecte à votre SIEM, à votre EDR et à vos journaux d''identité et du cloud, enrichit chaque alerte de renseignements sur les menaces et du contexte des actifs, et clôt les faux positifs avec une justification écrite. Pour les incidents avérés, il reconstitue la chronologie de l''attaque selon le référentiel MITRE ATT&CK et propose des mesures de confinement, comme l''isolement de machines ou la révocation de sessions.

Les analystes valident les actions en un clic, et chaque étape est journalisée pour l''audit. Les équipes de sécurité trient en général trois à cinq fois plus d''alertes par analyste.'),
  ('phishnet-mail-guard', 'fr', 'PhishNet Mail Guard modélise les échanges habituels entre expéditeurs et destinataires et utilise un modèle de langage pour détecter l''urgence, l''usurpation d''identité et les demandes de modification des coordonnées de paiement. Les messages suspects reçoivent un bandeau d''avertissement intégré, et les plus risqués sont mis en quarantaine automatiquement.

Il se connecte à Microsoft 365 et Google Workspace par API en quelques minutes, sans modifier les enregistrements MX.'),
  ('drivesense-adas-perception', 'fr', 'DriveSense ADAS Perception fusionne les flux de plusieurs caméras et du radar en une représentation en vue de dessus, et détecte et suit les objets, la géométrie des voies et l''espace carrossable à 30 images par seconde sur du matériel de qualité automobile. Il a été validé dans des conditions météorologiques, d''éclairage et de route variées sur quatre continents.

Le modèle est livré avec une documentation de sécurité alignée sur les processus des normes ISO 26262 et ISO 21448 (SOTIF), ainsi qu''avec des outils pour extraire les cas limites des données de la flotte en vue du réentraînement.'),
  ('playmetrics-coach', 'fr', 'PlayMetrics Coach détecte et suit chaque joueur et le ballon à partir d''une seule caméra grand angle, en calculant les distances, les sprints, les dispositifs tactiques et les réseaux de passes. L''estimation de la posture ajoute l''analyse technique de gestes comme le tir, le service ou la foulée de course.

Les rapports sont générés automatiquement après chaque séance, et les clips sont étiquetés pour que les entraîneurs puissent montrer aux joueurs exactement ce qui s''est passé.'),
  ('adspark-creative-studio', 'fr', 'AdSpark Creative Studio apprend le ton de votre marque, votre identité visuelle et vos règles de conformité à partir de vos contenus existants, puis génère des titres, des textes et des visuels aux formats du search, des réseaux sociaux et du display. Un modèle de performance entraîné sur l''historique de vos campagnes note chaque variante, pour que vous testiez d''abord les plus prometteuses.

Les circuits de validation, les contrôles de brand safety et l''historique d''audit rassurent les équipes juridiques et marque face à des contenus générés à grande échelle.'),
  ('helphive-agent-assist', 'fr', 'HelpHive Agent Assist transcrit les conversations en temps réel, détecte l''intention et le sentiment du client, et fait apparaître le bon article de la base de connaissances ou la bonne étape de procédure au bon moment. Des rappels de conformité garantissent la lecture des mentions obligatoires, et le traitement après appel se résume à relire une synthèse générée automatiquement.

Les superviseurs suivent le sentiment en direct sur l''ensemble du plateau et peuvent intervenir lorsqu''une conversation tourne mal.'),
  ('voicedesk-ivr-agent', 'fr', 'VoiceDesk IVR Agent comprend la parole libre, authentifie les appelants et traite les demandes courantes comme les modifications de réservation, le suivi de commande ou les demandes de solde. Lorsqu''un humain est nécessaire, il transfère l''appel avec une synthèse pour que l''appelant n''ait jamais à se répéter.

Ce modèle est en cours de retrait au profit du canal vocal de HelpHive et n''est plus disponible pour de nouveaux déploiements.'),
  ('talentlens-screening', 'fr', 'TalentLens Screening analyse les CV et les fiches de poste pour les ramener à une taxonomie de compétences commune, en reconnaissant les compétences transférables et l''expérience équivalente. Chaque candidat reçoit une explication de sa correspondance que les recruteurs peuvent vérifier, et les attributs protégés sont exclus de la notation.

Des audits réguliers d''impact défavorable, une relecture humaine configurable et des notices de transparence destinées aux candidats favorisent la conformité aux nouvelles réglementations sur l''IA dans le recrutement.'),
  ('sitesafe-construction-vision', 'fr', 'SiteSafe Construction Vision fonctionne avec les caméras du chantier et détecte l''absence de casques, de gilets et de harnais, la présence de personnes dans les zones d''exclusion des grues ou des pelles, et les bords non protégés. Les alertes parviennent aux chefs de chantier en quelques secondes, et des rapports hebdomadaires présentent les indicateurs avancés de sécurité par corps de métier et par zone.

Les mêmes caméras alimentent un modèle d''avancement qui compare ce qui a été construit avec le planning BIM, offrant aux chefs de projet une vision objective de l''état des travaux.'),
  ('oregrade-core-analyzer', 'fr', 'OreGrade Core Analyzer segmente les images des caisses de carottes, mesure la récupération et le RQD, et classe la lithologie et l''altération à l''aide de modèles entraînés avec des géologues expérimentés. Avec des données hyperspectrales, il cartographie la minéralogie à l''échelle millimétrique et estime la teneur entre les intervalles analysés.

Les descriptions s''exportent directement vers les bases de données géologiques courantes et les logiciels de modélisation 3D, ce qui améliore la rapidité et l''homogénéité des modèles de ressources.'),
  ('grantbridge-impact-analyst', 'fr', 'GrantBridge Impact Analyst rapproche votre mission et vos programmes des appels à financement ouverts et rédige des sections de dossier à partir de vos demandes précédentes et des données de vos programmes. Il suit les indicateurs de résultats dans le temps et les transforme en rapports d''impact mis en forme pour chaque financeur.

Des tarifs réduits sont proposés aux organismes caritatifs enregistrés, et vos données ne sont jamais partagées avec d''autres organisations.'),
  ('labnotebook-copilot', 'fr', 'LabNotebook Copilot indexe la littérature publiée, les brevets et les cahiers de laboratoire électroniques de votre organisation, puis répond aux questions en citant ses sources. Il peut résumer les travaux antérieurs sur un composé ou une méthode, extraire les conditions de réaction sous forme de tableaux et proposer des plans d''expériences qui couvrent efficacement l''espace des paramètres.

Les contrôles d''accès reprennent les droits de votre cahier de laboratoire électronique (ELN), si bien que les projets confidentiels restent confidentiels.'),
  ('crowdwatch-safety-analytics', 'fr', 'CrowdWatch Safety Analytics estime la densité, la direction et la vitesse des flux à partir des caméras de vidéosurveillance (CCTV) existantes, sans reconnaissance faciale ni identification des personnes. Il prévoit la congestion 10 à 15 minutes à l''avance et alerte les exploitants à l''approche des seuils, en suggérant des interventions comme l''ouverture de portes ou la réorientation des flux.

Les organisateurs d''événements et les urbanistes exploitent aussi les données historiques pour repenser l''aménagement des sites et planifier les effectifs des événements à venir.'),
  ('orbitview-earth-observation', 'fr', 'OrbitView Earth Observation fusionne l''imagerie optique et radar à synthèse d''ouverture, qui voit à travers la couverture nuageuse, pour segmenter l''occupation des sols et détecter les changements dans le temps. Des détecteurs pré-entraînés couvrent la déforestation, l''étendue des inondations, les constructions, les navires et les aéronefs, et des détecteurs sur mesure peuvent être entraînés à partir de quelques scènes annotées.

Les résultats sont fournis en GeoJSON, en tuiles raster ou sous forme d''alertes par webhook, et s''intègrent aux outils SIG courants. Les opérateurs de satellites utilisent aussi le modèle pour prioriser la programmation à bord.'),
  ('aeroinspect-mro', 'fr', 'AeroInspect MRO analyse les images d''inspections par drone autour de l''appareil et par endoscope pour détecter et mesurer les bosses, la corrosion, les fixations manquantes et les dommages aux aubes, en comparant les constats aux limites du manuel de réparations structurales. Le temps d''inspection sur l''aire de trafic passe de plusieurs heures à quelques minutes, chaque constat étant documenté et traçable.

Un module prédictif s''appuie sur les données de vol et l''historique de maintenance pour prévoir les déposes non programmées de composants, ce qui aide les planificateurs à positionner les pièces de rechange et à éviter l''immobilisation des avions au sol.'),
  ('carbonledger-esg', 'fr', 'CarbonLedger ESG lit les factures, les factures d''énergie et les données de l''ERP, classe les dépenses par catégorie d''émissions et applique les facteurs appropriés pour estimer les émissions des Scopes 1, 2 et 3. Il signale les données manquantes, suggère les données spécifiques aux fournisseurs à collecter et modélise des scénarios de décarbonation.

Les projets de publication correspondent aux exigences du GHG Protocol, de la CSRD/ESRS et de l''ISSB, chaque chiffre pouvant être rattaché à son document source pour les auditeurs.'),
  ('sortstream-waste-vision', 'fr', 'SortStream Waste Vision classe les objets sur des convoyeurs à grande vitesse par matière, type de polymère, couleur et marque, grâce à des caméras RGB et proche infrarouge. Il pilote des bras robotisés et des jets d''air pour extraire les matières ciblées, et fournit des données de composition qui aident les centres à fixer le prix des balles et à prouver le contenu recyclé.

Les collectivités s''appuient sur l''analyse de composition pour concevoir de meilleurs programmes de collecte et des campagnes de sensibilisation.'),
  ('cityflow-traffic-twin', 'fr', 'CityFlow Traffic Twin calibre une simulation du réseau à partir de boucles de détection, de comptages par caméra et de données de mobilité anonymisées. Les urbanistes peuvent ajuster les réglages de feux, ajouter des voies de bus ou fermer des rues, et voir les effets prévus sur les temps de parcours, la sécurité et les émissions.

Ce modèle est suspendu le temps d''être reconstruit sur un nouveau moteur de simulation et n''est pas disponible actuellement.'),
  ('edgesense-iot-anomaly', 'fr', 'EdgeSense IoT Anomaly apprend le comportement normal de chaque objet connecté à partir de ses propres flux de capteurs et compile des modèles assez petits pour des microcontrôleurs dotés de moins de 256 Ko de mémoire. Les objets déclenchent des alertes localement en quelques millisecondes et envoient des synthèses compactes vers les systèmes centraux, ce qui réduit la bande passante et les coûts du cloud.

Une console de parc gère les versions des modèles, les mises à jour à distance et les seuils d''alerte de milliers d''objets connectés.'),
  ('museumguide-narrator', 'fr', 'MuseumGuide Narrator s''appuie sur vos inventaires de collections, vos catalogues et vos textes de conservation, de sorte qu''il ne répond qu''à partir de contenus validés. Les visiteurs scannent un cartel ou posent une question à voix haute et entendent une réponse d''une voix naturelle dans plus de 25 langues, avec audiodescription et modes en langage simplifié pour l''accessibilité.

L''analyse anonymisée des questions montre aux conservateurs ce que les visiteurs veulent savoir, ce qui oriente les futurs cartels et expositions.'),
  ('recipelab-formulator', 'fr', 'RecipeLab Formulator apprend de vos formulations passées, des spécifications des ingrédients et des résultats de vos panels sensoriels pour prédire le goût et le comportement d''une recette. Les développeurs fixent des objectifs comme une teneur réduite en sucre, des protéines végétales ou un coût plafond, et le modèle propose des formulations candidates classées selon le score sensoriel prédit.

Les suggestions de substitution d''ingrédients aident les équipes à réagir rapidement aux ruptures d''approvisionnement et aux évolutions réglementaires.'),
  ('harvestchain-traceability', 'fr', 'HarvestChain Traceability rapproche les enregistrements des exploitations, des stations de conditionnement, des enregistreurs de la chaîne du froid et des distributeurs en un seul graphe de filiation pour chaque lot. Des modèles de risque exploitent l''historique des températures, les temps de transit et la performance des fournisseurs pour prédire la durée de conservation et signaler les lots susceptibles d''échouer aux contrôles qualité.

En cas de problème, des listes de rappel ciblées sont générées en quelques minutes plutôt qu''en plusieurs jours, ce qui aide à respecter les exigences de traçabilité de la règle FSMA 204.'),
  ('patentscope-analyzer', 'fr', 'PatentScope Analyzer vectorise les revendications, les descriptions et les dessins de plus de 100 millions de documents de brevet, pour que vous puissiez chercher à partir d''une description de l''invention en langage courant. Des cartes de paysage regroupent les technologies et les titulaires au fil du temps, révélant les espaces libres et la stratégie des concurrents.

L''analyse de liberté d''exploitation classe les revendications les plus susceptibles de couvrir votre produit, ce qui donne aux conseils en brevets un point de départ ciblé.'),
  ('satlink-orbit-planner', 'fr', 'SatLink Orbit Planner optimise les plannings d''imagerie et de communication de centaines de satellites, en arbitrant entre l''énergie, le stockage, les fenêtres de liaison descendante et les priorités des clients. Il examine les messages de données de conjonction, estime la probabilité de collision et propose des manœuvres qui réduisent au minimum la consommation de carburant et les interruptions de service.

Les opérateurs approuvent les plans dans une console de mission, et l''agent replanifie automatiquement lorsque les priorités ou les conditions orbitales changent.');

update private.catalogue_translation_seed s
set long_description = l.long_description
from model_translation_long_descriptions l
where s.slug = l.slug and s.language = l.language;

-- Every seeded translation has its long description (the migration fails here if one is missing).
alter table private.catalogue_translation_seed alter column long_description set not null;

drop table model_translation_long_descriptions;

-- A catalogue seeded before this migration (nothing for a model staff renamed or removed since).
update public.ai_model_translations t
set long_description = s.long_description
from private.catalogue_translation_seed s
join public.ai_models m on m.slug = s.slug
where t.model_id = m.id
  and t.language = s.language
  and t.long_description is null;

create or replace view public.catalogue_search_translated as
  select c.id, c.title, c.slug, t.short_description, t.description, c.industry, t.industry_use, t.use_cases,
         c.categories, c.cost, c.is_featured, c.is_enterprise, c.created_at, t.language, t.search_document as document,
         t.long_description
  from public.catalogue_search c
  join public.ai_model_translations t on t.model_id = c.id;
