-- Every knowledge base answer in the visitor's language, one more answer, and the words buyers use
-- (docs/decisions/064-every-answer-in-three-languages.md; the knowledge base is decision 058's).
--
-- 1. Spanish ('-es') and French ('-fr') translations of the twelve English articles that had none,
--    so that a Spanish or French chat is answered in its language rather than in English. The same
--    facts as the English articles, nothing more; formal 'usted' and 'vous'; links to the
--    translation's own anchor on /trust, as the first translations do.
-- 2. A new article, 'What does the list price include?' (Commercial), with its translations: what
--    the monthly list price covers and what is scoped apart, as the pricing, onboarding, SLA and
--    trial answers already say it; whatever is specific to a project is confirmed by a person in
--    the written proposal.
-- 3. Keywords buyers type that some articles lacked ('Word', 'TMS', 'offline', 'Type 2',
--    'where are your servers'), in each language. A keyword is a phrase matched after stemming and
--    stop words, so one that says the same as a keyword already there ('try it' is 'try',
--    'how do I start' is 'how do we start') is not added twice; where the twenty keywords an article
--    may have would be exceeded, such duplicates already there give way ('integrate' and
--    'integrations' are 'integration'), which changes nothing that is found.
--
-- Safe on a database that has some of these already: a slug that exists inserts nothing, and
-- keywords are only merged into an article that still has the ones this expects to replace and
-- stays within twenty; otherwise it is left as staff made it.

insert into public.knowledge_article (slug, topic, question, answer, keywords, language, published, position) values

-- English -----------------------------------------------------------------------------------------
('price-includes', 'Commercial',
 'What does the list price include?',
$$The "Starting from" figure on a model's page is its monthly list price: using that model, before anything specific to your project.

- **In the list price**: the model's use by your team; hosting in our managed cloud, in the region you choose, when we run it for you; the model's updates; and support and the service level as [our SLA answer](/trust#sla-support) describes.
- **Scoped for your project, with any cost in the written proposal**: set-up and integration with your systems (see [onboarding](/trust#onboarding)), a deployment in your own cloud or on your premises, customisation such as fine-tuning a model on your data, training for your teams, and more teams or more volume.
- **Free**: the first consultation with an AI architect. A proof of concept's scope and cost, if any, are set in writing (see [trials and proofs of concept](/trust#trials-poc)).

There are no hidden costs: everything you would pay is in the proposal before you sign, and a person confirms there what it includes. [Ask for a quote](/contact).$$,
 array['included', 'include', 'includes', 'price includes', 'included in the price', 'setup', 'setup fee', 'set-up', 'training',
       'onboarding cost', 'hidden costs', 'hidden', 'hidden fees', 'extra costs', 'additional costs', 'integration cost'],
 'en', true, 15),

-- Spanish -------------------------------------------------------------------------------------------
('security-reports-es', 'Security & compliance',
 '¿Cómo obtenemos sus documentos de seguridad o conseguimos que respondan a nuestro cuestionario?',
$$Las revisiones de seguridad pasan por una persona, para que usted reciba documentos actualizados y aprobados.

- Respondemos cuestionarios de seguridad (el suyo, SIG Lite o CAIQ) de organizaciones que estén en una evaluación activa.
- Bajo NDA compartimos nuestras políticas de seguridad, una descripción general de nuestra arquitectura y de los flujos de datos, el estado de nuestra auditoría SOC 2 y el resumen de nuestra última prueba de penetración independiente.
- Los documentos contractuales (contrato marco, [DPA](/trust#gdpr-dpa-es), [BAA](/trust#hipaa-baa-es)) acompañan a la propuesta.

[Contáctenos](/contact) o reserve una llamada con el AI Architect, y mencione la revisión: la solicitud llega a nuestro responsable de seguridad, y normalmente recibe respuesta en un plazo de dos días hábiles.$$,
 array['cuestionario de seguridad', 'cuestionario', 'revisión de seguridad', 'evaluación de proveedores', 'due diligence',
       'NDA', 'acuerdo de confidencialidad', 'informe', 'prueba de penetración', 'pentest', 'SIG', 'CAIQ', 'políticas',
       'documentos de seguridad'],
 'es', true, 20),

('security-measures-es', 'Security & compliance',
 '¿Cómo protegen nuestros datos?',
$$La seguridad forma parte de cómo desplegamos y operamos cada modelo:

- **Cifrado**: TLS 1.2 o superior en tránsito; cifrado en reposo a cargo de nuestros proveedores de nube y de bases de datos.
- **Aislamiento**: el despliegue y los datos de cada cliente se mantienen separados; los datos de producción nunca se copian a entornos de prueba.
- **Acceso**: mínimo privilegio, inicio de sesión único con autenticación multifactor para nuestro personal, revisiones de accesos y registro de las acciones administrativas.
- **Incidentes**: un plan de respuesta a incidentes por escrito; los clientes afectados por una brecha reciben aviso sin dilación indebida, y dentro del plazo que fijen su contrato (y la ley).

Nuestra [Política de privacidad](/privacy) explica cómo este sitio web trata la información personal. Para más detalle, vea [cómo obtener nuestros documentos de seguridad](/trust#security-reports-es).$$,
 array['seguridad', 'cifrado', 'encriptación', 'TLS', 'en reposo', 'en tránsito', 'control de acceso', 'brecha',
       'incidente', 'MFA', 'autenticación multifactor', 'aislamiento', 'proteger'],
 'es', true, 40),

('sub-processors-es', 'Data & privacy',
 '¿Qué subencargados del tratamiento utilizan?',
$$Mantenemos la lista corta y enviamos la versión vigente, con la finalidad y la ubicación de cada proveedor, a quien la pida y con cada DPA. Por tipo:

- **Alojamiento en la nube y bases de datos**: el proveedor de nube de la región donde funciona su despliegue (ninguno, si ejecuta los modelos en su propia nube o en sus instalaciones).
- **Este sitio web**: alojamiento, base de datos e inicio de sesión (Supabase), el proveedor de IA detrás del chat del AI Architect, la programación de consultas (Calendly), el envío de correos electrónicos y, solo con su consentimiento, la analítica.
- **Soporte y herramientas de gestión**: sistema de tickets y correo electrónico para las conversaciones de soporte que usted inicie.

Sus cargas de trabajo de modelos no se envían al proveedor de IA del sitio web. [Pida la lista](/contact).$$,
 array['subencargado', 'subencargados', 'subprocesador', 'subprocesadores', 'subcontratistas', 'terceros',
       'proveedores', 'quién tiene acceso'],
 'es', true, 20),

('data-retention-es', 'Data & privacy',
 '¿Cuánto tiempo conservan nuestros datos? ¿Pueden eliminarlos?',
$$Usted decide cuánto tiempo se conservan sus datos, que son suyos para recuperarlos o eliminarlos.

- Las entradas y los resultados se conservan solo el tiempo que indiquen su contrato y su configuración, y los registros el tiempo que exijan la seguridad y la facturación.
- Cuando termina un contrato, le devolvemos o eliminamos sus datos en un plazo de 30 días y se lo confirmamos por escrito; las copias de seguridad caducan según su ciclo habitual.
- Quien nos pida eliminar lo que este sitio web guarda sobre él (un chat, un formulario de contacto) recibe respuesta como describe nuestra [Política de privacidad](/privacy).$$,
 array['conservación', 'conservar', 'retención', 'eliminar', 'eliminación', 'borrar', 'borrado', 'suprimir',
       'cuánto tiempo conservan', 'cuánto tiempo guardan', 'guardar nuestros datos', 'derecho al olvido',
       'copias de seguridad'],
 'es', true, 40),

('integrations-healthcare-es', 'Integrations',
 '¿Se integra con nuestra historia clínica electrónica y los sistemas del hospital?',
$$Sí, mediante los estándares que sus sistemas ya utilizan.

- Mensajes **HL7 v2** a través de su motor de integración, y API **FHIR R4** cuando su historia clínica electrónica (EHR) las ofrece.
- Los modelos de imagen leen DICOM desde su PACS o su archivo neutral (VNA).
- Los resultados vuelven al flujo de trabajo del clínico (como un resultado, una nota o una prioridad en la lista de trabajo), con la integración construida y probada con su equipo de TI durante la puesta en marcha.

Cada EHR y cada hospital se configuran de forma distinta, así que el trabajo se define para cada centro en una llamada, en lugar de prometerlo aquí. [Hable con un arquitecto de IA](/contact).$$,
 array['EHR', 'EMR', 'historia clínica', 'HCE', 'HL7', 'FHIR', 'Epic', 'Cerner', 'Oracle Health', 'DICOM', 'PACS',
       'sistemas del hospital', 'sistemas hospitalarios', 'sistemas clínicos', 'motor de integración'],
 'es', true, 10),

('integrations-finance-es', 'Integrations',
 '¿Se integra con nuestros sistemas de core bancario, pagos o siniestros?',
$$Sí. Para bancos, aseguradoras y otras entidades financieras, nuestros modelos se conectan a través de las interfaces que usted ya controla:

- **API**: llamadas REST desde sus plataformas de core bancario, pagos, fraude o siniestros, respondidas en tiempo real.
- **Por lotes**: archivos por SFTP o a través de su plataforma de datos, para la puntuación y los informes nocturnos.
- **Eventos**: flujos como Kafka, donde su arquitectura los utilice.

No sustituimos su sistema central ni necesitamos cambiarlo: su equipo decide qué ve el modelo. Los proveedores concretos se estudian en una llamada; [hable con un arquitecto de IA](/contact).$$,
 array['core bancario', 'sistema bancario', 'pagos', 'sistema de fraude', 'siniestros', 'gestión de pólizas',
       'Temenos', 'Finastra', 'Guidewire', 'SFTP', 'Kafka', 'mainframe'],
 'es', true, 20),

('integrations-general-es', 'Integrations',
 '¿Cómo se conectan sus modelos con nuestros otros sistemas?',
$$Cada modelo es accesible mediante una API REST documentada, con claves por entorno, y puede enviarle los resultados por webhook.

- Los conectores habituales (almacenes de datos, repositorios de documentos, herramientas de CRM y de tickets) se configuran durante la puesta en marcha.
- Estándares del sector donde existen: [salud](/trust#integrations-healthcare-es) y [banca, pagos y seguros](/trust#integrations-finance-es).
- Para todo lo demás, nuestros ingenieros construyen la integración con su equipo como parte del proyecto.

La documentación técnica está enlazada en el pie de página.$$,
 array['integración', 'se integra', 'API', 'REST', 'webhook', 'conector', 'conectar', 'CRM', 'ERP', 'TMS',
       'Salesforce', 'SAP', 'Shopify', 'ServiceNow', 'Splunk', 'Word', 'Microsoft Office', 'Office 365',
       'almacén de datos', 'funcionar dentro'],
 'es', true, 30),

('discounts-es', 'Commercial',
 '¿Pueden hacernos un descuento?',
$$Solo una persona puede acordar un descuento, y solo en una propuesta por escrito.

Ni el AI Architect ni esta página confirman nunca un descuento, un precio especial o una condición contractual. Lo que el equipo comercial puede estudiar con usted: contratos anuales, varios equipos o modelos, una prueba de concepto que se convierte en contrato, y organizaciones del sector educativo o sin ánimo de lucro.

[Escriba a nuestro equipo](/contact) y cuéntenos qué necesita: le responde una persona.$$,
 array['descuento', 'descuentos', 'rebaja', 'más barato', 'precio más bajo', 'negociar', 'negociación',
       'precio especial', 'bajar el precio', 'cupón', 'sin ánimo de lucro', 'ONG', 'educación'],
 'es', true, 20),

('trials-poc-es', 'Commercial',
 '¿Ofrecen una prueba gratuita o una prueba de concepto?',
$$No hay una prueba gratuita de autoservicio: nuestros modelos se configuran para los datos y los sistemas de cada organización. En su lugar:

- **Una consulta gratuita** con un arquitecto de IA, para ver si un modelo encaja.
- **Una prueba de concepto**: unas semanas con una muestra de sus datos (o con datos sintéticos), con medidas de éxito acordadas antes de empezar. Su alcance y su coste, si lo hay, los fija por escrito nuestro equipo.
- **Una demostración** de un modelo con datos de ejemplo, en una llamada.

[Reserve una consulta](/contact) o pida al AI Architect que le llamemos.$$,
 array['prueba', 'prueba gratuita', 'periodo de prueba', 'probar', 'piloto', 'prueba de concepto', 'POC', 'PoC',
       'demo', 'demostración', 'sandbox', 'evaluación', 'gratis'],
 'es', true, 30),

('price-includes-es', 'Commercial',
 '¿Qué incluye el precio de lista?',
$$La cifra "Desde" de la página de un modelo es su precio de lista mensual: el uso de ese modelo, antes de lo que sea propio de su proyecto.

- **Incluido en el precio de lista**: el uso del modelo por su equipo; cuando lo ejecutamos nosotros, el alojamiento en nuestra nube gestionada, en la región que usted elija; las actualizaciones del modelo; y el soporte y el nivel de servicio que describe [nuestra respuesta sobre el SLA](/trust#sla-support-es).
- **Definido para su proyecto, con su coste, si lo hay, en la propuesta por escrito**: la configuración y la integración con sus sistemas (vea [la puesta en marcha](/trust#onboarding-es)), un despliegue en su propia nube o en sus instalaciones, la personalización, como el ajuste fino de un modelo con sus datos, la formación de sus equipos, y más equipos o más volumen.
- **Gratis**: la primera consulta con un arquitecto de IA. El alcance y el coste, si lo hay, de una prueba de concepto se fijan por escrito (vea [pruebas y pruebas de concepto](/trust#trials-poc-es)).

No hay costes ocultos: todo lo que pagaría figura en la propuesta antes de firmar, y una persona le confirma en ella lo que incluye. [Pida un presupuesto](/contact).$$,
 array['incluido', 'incluye', 'incluido en el precio', 'qué entra en el precio', 'configuración', 'instalación',
       'coste de instalación', 'cuota de alta', 'formación', 'coste de la puesta en marcha', 'costes ocultos',
       'costos ocultos', 'gastos ocultos', 'costes adicionales', 'coste de integración'],
 'es', true, 15),

('references-es', 'Commercial',
 '¿Podemos hablar con un cliente que sirva de referencia?',
$$Sí, cuando ambas partes veamos que encajamos. Los nombres de nuestros clientes les pertenecen a ellos, así que:

- Tras una primera llamada para definir el proyecto, le presentamos a un cliente de su sector que ha aceptado hablar con posibles clientes.
- Los casos de éxito detallados se comparten bajo NDA.
- Nunca nombramos a un cliente en público ni en este chat sin su permiso por escrito.

[Pida a su gestor de cuenta](/contact) una llamada de referencia.$$,
 array['referencia', 'referencias', 'llamada de referencia', 'caso de éxito', 'casos de éxito', 'caso práctico',
       'clientes', 'quién lo usa', 'testimonios', 'logotipos'],
 'es', true, 40),

('onboarding-es', 'Getting started',
 '¿Cuáles son los pasos de la puesta en marcha?',
$$La mayoría de los proyectos siguen seis pasos, a su ritmo:

- **Consulta**: un arquitecto de IA conoce su necesidad, sus datos y sus sistemas (gratis).
- **Plan**: el modelo, la opción de despliegue, las integraciones y las medidas de éxito, en una propuesta por escrito.
- **Contrato**: el acuerdo, con el [DPA](/trust#gdpr-dpa-es) o el [BAA](/trust#hipaa-baa-es) cuando haga falta.
- **Configuración**: el despliegue en la región o el entorno que haya elegido, y las integraciones, construidas y probadas con su equipo de TI.
- **Piloto**: el modelo en trabajo real con un primer equipo, evaluado con las medidas de éxito.
- **Puesta en producción**: el resto de sus equipos, con su gestor de cuenta dedicado y revisiones periódicas.

Un proyecto típico llega a su piloto en semanas, no en meses; su plan fija las fechas.$$,
 array['incorporación', 'onboarding', 'implantación', 'implementación', 'implementar', 'puesta en marcha',
       'plazos', 'calendario', 'cuánto se tarda', 'cuánto tiempo lleva', 'puesta en producción', 'etapas', 'proceso'],
 'es', true, 10),

('next-steps-es', 'Getting started',
 '¿Qué pasa después de una llamada con su equipo?',
$$Normalmente, en el plazo de un día hábil, recibe:

- un breve resumen de lo que entendimos: su necesidad, sus datos y sus restricciones;
- los modelos que encajan, con sus [precios de lista](/trust#pricing-policy-es);
- el siguiente paso que proponemos: una demostración, una prueba de concepto o una propuesta por escrito.

No se firma ni se cobra nada hasta que usted acepte una propuesta por escrito. Si pidió documentos de seguridad o legales, se los envía la persona indicada en el resumen.$$,
 array['próximos pasos', 'próximo paso', 'siguiente paso', 'siguientes pasos', 'qué pasa después',
       'qué sigue', 'después de la llamada', 'después de la consulta', 'seguimiento', 'propuesta',
       'cómo empezamos', 'cómo empiezo', 'devolución de llamada'],
 'es', true, 20),

-- French ---------------------------------------------------------------------------------------------
('security-reports-fr', 'Security & compliance',
 'Comment obtenir vos documents de sécurité ou faire remplir notre questionnaire ?',
$$Les revues de sécurité passent par une personne, pour que vous receviez des documents à jour et validés.

- Nous répondons aux questionnaires de sécurité (le vôtre, SIG Lite ou CAIQ) des organisations en cours d'évaluation.
- Sous NDA, nous partageons nos politiques de sécurité, une vue d'ensemble de notre architecture et de nos flux de données, l'état de notre audit SOC 2 et la synthèse de notre dernier test d'intrusion indépendant.
- Les documents contractuels (contrat-cadre, [DPA](/trust#gdpr-dpa-fr), [BAA](/trust#hipaa-baa-fr)) accompagnent la proposition.

[Contactez-nous](/contact) ou réservez un appel avec l'AI Architect en mentionnant la revue : la demande parvient à notre responsable de la sécurité, et vous recevez généralement une réponse sous deux jours ouvrés.$$,
 array['questionnaire de sécurité', 'questionnaire', 'revue de sécurité', 'évaluation fournisseur', 'due diligence',
       'NDA', 'accord de confidentialité', 'rapport', 'test d''intrusion', 'pentest', 'SIG', 'CAIQ',
       'politiques de sécurité', 'documents de sécurité'],
 'fr', true, 20),

('security-measures-fr', 'Security & compliance',
 'Comment protégez-vous nos données ?',
$$La sécurité fait partie de la façon dont nous déployons et exploitons chaque modèle :

- **Chiffrement** : TLS 1.2 ou supérieur en transit ; chiffrement au repos assuré par nos fournisseurs de cloud et de bases de données.
- **Isolement** : le déploiement et les données de chaque client sont séparés ; les données de production ne sont jamais copiées dans des environnements de test.
- **Accès** : moindre privilège, authentification unique avec authentification multifacteur pour notre personnel, revues des accès et journalisation des actions d'administration.
- **Incidents** : un plan de réponse aux incidents écrit ; les clients concernés par une violation de données en sont informés dans les meilleurs délais, et dans le délai que fixent leur contrat (et la loi).

Notre [politique de confidentialité](/privacy) explique comment ce site traite les informations personnelles. Pour plus de détails, voir [comment obtenir nos documents de sécurité](/trust#security-reports-fr).$$,
 array['sécurité', 'chiffrement', 'chiffré', 'cryptage', 'TLS', 'au repos', 'en transit', 'contrôle d''accès',
       'violation de données', 'fuite de données', 'incident', 'MFA', 'isolement', 'protéger'],
 'fr', true, 40),

('sub-processors-fr', 'Data & privacy',
 'Quels sous-traitants ultérieurs utilisez-vous ?',
$$Nous gardons la liste courte et envoyons la version à jour, avec la finalité et la localisation de chaque prestataire, sur demande et avec chaque DPA. Par catégorie :

- **Hébergement cloud et bases de données** : le fournisseur cloud de la région où tourne votre déploiement (aucun, si vous exécutez les modèles dans votre propre cloud ou dans vos locaux).
- **Ce site web** : hébergement, base de données et connexion (Supabase), le fournisseur d'IA derrière le chat de l'AI Architect, la prise de rendez-vous (Calendly), l'envoi des e-mails et, uniquement avec votre consentement, la mesure d'audience.
- **Support et outils internes** : la gestion des tickets et l'e-mail pour les échanges de support que vous ouvrez.

Vos charges de travail de modèles ne sont pas envoyées au fournisseur d'IA du site. [Demandez la liste](/contact).$$,
 array['sous-traitants ultérieurs', 'sous-traitants', 'sous-processeurs', 'sub-processors', 'tiers',
       'prestataires', 'fournisseurs', 'qui a accès'],
 'fr', true, 20),

('data-retention-fr', 'Data & privacy',
 'Combien de temps conservez-vous nos données ? Pouvez-vous les supprimer ?',
$$C'est vous qui décidez combien de temps vos données sont conservées ; elles vous appartiennent, et vous pouvez les récupérer ou les faire supprimer.

- Les entrées et les résultats ne sont conservés que le temps prévu par votre contrat et vos paramètres, et les journaux le temps qu'exigent la sécurité et la facturation.
- À la fin d'un contrat, nous vous restituons ou supprimons vos données sous 30 jours et vous le confirmons par écrit ; les sauvegardes expirent selon leur cycle normal.
- Toute personne qui nous demande de supprimer ce que ce site conserve à son sujet (un chat, un formulaire de contact) reçoit une réponse comme le décrit notre [politique de confidentialité](/privacy).$$,
 array['conservation', 'conserver', 'durée de conservation', 'rétention', 'supprimer', 'suppression', 'effacer',
       'effacement', 'combien de temps', 'garder nos données', 'droit à l''oubli', 'sauvegardes'],
 'fr', true, 40),

('integrations-healthcare-fr', 'Integrations',
 'Est-ce que cela s''intègre à notre dossier patient informatisé et aux systèmes de l''hôpital ?',
$$Oui, grâce aux standards que vos systèmes utilisent déjà.

- Des messages **HL7 v2** via votre moteur d'intégration, et des API **FHIR R4** lorsque votre dossier patient informatisé (DPI, ou EHR) les propose.
- Les modèles d'imagerie lisent le DICOM depuis votre PACS ou votre archive neutre (VNA).
- Les résultats reviennent dans le flux de travail du clinicien (sous forme de résultat, de note ou de priorité dans une liste de travail), l'intégration étant construite et testée avec votre équipe informatique pendant la mise en route.

Chaque DPI et chaque hôpital est configuré différemment : le travail est donc cadré site par site lors d'un appel, plutôt que promis ici. [Parlez à un architecte IA](/contact).$$,
 array['DPI', 'dossier patient', 'EHR', 'EMR', 'HL7', 'FHIR', 'Epic', 'Cerner', 'Oracle Health', 'DICOM', 'PACS',
       'systèmes hospitaliers', 'systèmes de l''hôpital', 'systèmes cliniques', 'moteur d''intégration'],
 'fr', true, 10),

('integrations-finance-fr', 'Integrations',
 'Est-ce que cela s''intègre à notre core banking, à nos systèmes de paiement ou de gestion des sinistres ?',
$$Oui. Pour les banques, les assureurs et les autres acteurs financiers, nos modèles se connectent par les interfaces que vous maîtrisez déjà :

- **API** : des appels REST depuis vos plateformes de core banking, de paiement, de lutte contre la fraude ou de gestion des sinistres, avec une réponse en temps réel.
- **Par lots** : des fichiers par SFTP ou via votre plateforme de données, pour le scoring et le reporting de nuit.
- **Événements** : des flux comme Kafka, là où votre architecture les utilise.

Nous ne remplaçons pas votre système central et n'exigeons aucune modification de celui-ci : votre équipe décide de ce que voit le modèle. Les éditeurs précis sont étudiés lors d'un appel ; [parlez à un architecte IA](/contact).$$,
 array['core banking', 'système bancaire', 'paiements', 'système de fraude', 'sinistres', 'gestion des contrats',
       'Temenos', 'Finastra', 'Guidewire', 'SFTP', 'Kafka', 'mainframe'],
 'fr', true, 20),

('integrations-general-fr', 'Integrations',
 'Comment vos modèles se connectent-ils à nos autres systèmes ?',
$$Chaque modèle est accessible par une API REST documentée, avec des clés par environnement, et peut vous envoyer ses résultats par webhook.

- Les connecteurs courants (entrepôts de données, gestion documentaire, outils de CRM et de ticketing) sont mis en place pendant la mise en route.
- Des standards sectoriels lorsqu'ils existent : [santé](/trust#integrations-healthcare-fr) et [banque, paiements et assurance](/trust#integrations-finance-fr).
- Pour tout le reste, nos ingénieurs construisent l'intégration avec votre équipe dans le cadre du projet.

La documentation technique est accessible depuis le pied de page.$$,
 array['intégration', 'API', 'REST', 'webhook', 'connecteur', 'connecter', 'CRM', 'ERP', 'TMS', 'Salesforce', 'SAP',
       'Shopify', 'ServiceNow', 'Splunk', 'Word', 'Microsoft Office', 'Office 365', 'entrepôt de données',
       'brancher'],
 'fr', true, 30),

('discounts-fr', 'Commercial',
 'Pouvons-nous obtenir une remise ?',
$$Seule une personne peut accorder une remise, et uniquement dans une proposition écrite.

Ni l'AI Architect ni cette page ne confirment jamais une remise, un prix spécial ou une condition contractuelle. Ce que l'équipe commerciale peut étudier avec vous : un engagement annuel, plusieurs équipes ou modèles, une preuve de concept qui débouche sur un contrat, et les organisations de l'éducation ou du secteur associatif.

[Écrivez à notre équipe](/contact) en précisant votre besoin : une personne vous répond.$$,
 array['remise', 'remises', 'réduction', 'rabais', 'ristourne', 'moins cher', 'prix plus bas', 'négocier', 'négociation',
       'geste commercial', 'prix spécial', 'baisser le prix', 'code promo', 'associatif', 'éducation'],
 'fr', true, 20),

('trials-poc-fr', 'Commercial',
 'Proposez-vous un essai gratuit ou une preuve de concept ?',
$$Il n'y a pas d'essai gratuit en libre-service : nos modèles sont configurés pour les données et les systèmes de chaque organisation. À la place :

- **Une consultation gratuite** avec un architecte IA, pour voir si un modèle convient.
- **Une preuve de concept** : quelques semaines sur un échantillon de vos données (ou sur des données synthétiques), avec des critères de réussite convenus avant le démarrage. Son périmètre et son coût éventuel sont fixés par écrit par notre équipe.
- **Une démonstration** d'un modèle sur des données d'exemple, lors d'un appel.

[Réservez une consultation](/contact), ou demandez à l'AI Architect que l'on vous rappelle.$$,
 array['essai', 'essai gratuit', 'période d''essai', 'tester', 'pilote', 'projet pilote', 'preuve de concept', 'POC',
       'PoC', 'démo', 'démonstration', 'sandbox', 'évaluation', 'gratuit'],
 'fr', true, 30),

('price-includes-fr', 'Commercial',
 'Que comprend le prix catalogue ?',
$$Le montant « À partir de » affiché sur la page d'un modèle est son prix catalogue mensuel : l'utilisation de ce modèle, avant ce qui est propre à votre projet.

- **Compris dans le prix catalogue** : l'utilisation du modèle par votre équipe ; lorsque nous l'exécutons pour vous, l'hébergement dans notre cloud géré, dans la région de votre choix ; les mises à jour du modèle ; et le support et le niveau de service que décrit [notre réponse sur le SLA](/trust#sla-support-fr).
- **Cadré pour votre projet, avec son coût éventuel dans la proposition écrite** : la mise en place et l'intégration avec vos systèmes (voir [la mise en route](/trust#onboarding-fr)), un déploiement dans votre propre cloud ou dans vos locaux, la personnalisation, comme l'ajustement d'un modèle sur vos données, la formation de vos équipes, et davantage d'équipes ou de volume.
- **Gratuit** : la première consultation avec un architecte IA. Le périmètre et le coût éventuel d'une preuve de concept sont fixés par écrit (voir [essais et preuves de concept](/trust#trials-poc-fr)).

Aucun coût caché : tout ce que vous paieriez figure dans la proposition avant signature, et une personne vous y confirme ce qu'elle comprend. [Demandez un devis](/contact).$$,
 array['inclus', 'comprend', 'inclus dans le prix', 'frais de mise en place', 'frais d''installation', 'installation',
       'formation', 'coût de l''onboarding', 'coûts cachés', 'frais cachés', 'frais supplémentaires',
       'coûts supplémentaires', 'coût de l''intégration'],
 'fr', true, 15),

('references-fr', 'Commercial',
 'Pouvons-nous parler à un client référent ?',
$$Oui, une fois que nous avons constaté, vous comme nous, que le projet s'y prête. Les noms de nos clients leur appartiennent, donc :

- Après un premier appel de cadrage, nous vous mettons en relation avec un client de votre secteur qui a accepté d'échanger avec des prospects.
- Les études de cas détaillées sont partagées sous NDA.
- Nous ne nommons jamais un client en public ni dans ce chat sans son accord écrit.

[Demandez à votre responsable de compte](/contact) un appel de référence.$$,
 array['référence', 'références', 'client référent', 'appel de référence', 'étude de cas', 'cas client',
       'case study', 'clients', 'qui utilise', 'témoignages', 'logos'],
 'fr', true, 40),

('onboarding-fr', 'Getting started',
 'Quelles sont les étapes de la mise en route ?',
$$La plupart des projets suivent six étapes, à votre rythme :

- **Consultation** : un architecte IA découvre votre besoin, vos données et vos systèmes (gratuit).
- **Plan** : le modèle, l'option de déploiement, les intégrations et les critères de réussite, dans une proposition écrite.
- **Contrat** : l'accord, avec le [DPA](/trust#gdpr-dpa-fr) ou le [BAA](/trust#hipaa-baa-fr) si nécessaire.
- **Mise en place** : le déploiement dans la région ou l'environnement choisi, et les intégrations, construites et testées avec votre équipe informatique.
- **Pilote** : le modèle sur des cas réels pour une première équipe, mesuré au regard des critères de réussite.
- **Mise en production** : le reste de vos équipes, avec votre responsable de compte dédié et des points réguliers.

Un projet type atteint son pilote en quelques semaines, pas en quelques mois ; votre plan en fixe les dates.$$,
 array['onboarding', 'mise en route', 'mise en place', 'mise en œuvre', 'mise en oeuvre', 'démarrage', 'calendrier',
       'combien de temps ça prend', 'mise en production', 'go-live', 'étapes', 'processus', 'déroulement'],
 'fr', true, 10),

('next-steps-fr', 'Getting started',
 'Que se passe-t-il après un appel avec votre équipe ?',
$$En général, sous un jour ouvré, vous recevez :

- un bref résumé de ce que nous avons compris : votre besoin, vos données et vos contraintes ;
- les modèles qui conviennent, avec leurs [prix catalogue](/trust#pricing-policy-fr) ;
- la prochaine étape que nous proposons : une démonstration, une preuve de concept ou une proposition écrite.

Rien n'est signé ni facturé tant que vous n'avez pas accepté une proposition écrite. Si vous avez demandé des documents de sécurité ou juridiques, ils vous sont envoyés par la personne indiquée dans le résumé.$$,
 array['prochaines étapes', 'prochaine étape', 'et après', 'et ensuite', 'que se passe-t-il', 'après l''appel',
       'après la consultation', 'suivi', 'proposition', 'comment commencer', 'comment démarrer', 'par où commencer',
       'rappel'],
 'fr', true, 20)

on conflict (slug) do nothing;

-- The keywords buyers use that the existing articles lacked (3. above). `drop`: keywords that say
-- exactly what another keyword of the article says, removed to make room; `added`: new keywords, each
-- added unless the article has it already.
with change (slug, dropped, added) as (values
  ('integrations-general', array['integrations', 'integrate', 'webhooks'],
   array['Word', 'Microsoft Office', 'Office 365', 'Shopify', 'ServiceNow', 'Splunk', 'TMS', 'plug into',
         'work inside']),
  ('deployment-options', array['deployment', 'on-premise', 'self-hosted', 'own cloud'],
   array['offline', 'no internet', 'edge', 'our own servers', 'run locally']),
  ('data-residency', '{}'::text[], array['servers']),
  ('data-training', '{}', array['train your AI', 'train on our data', 'learn from our data']),
  ('security-certifications', '{}', array['Type 1', 'Type 2', 'Type II']),
  ('next-steps', '{}', array['how do we start', 'get started']),
  ('security-certifications-es', '{}', array['SOC 2 Tipo II', 'Tipo 1', 'Tipo 2', 'Tipo I', 'Tipo II']),
  ('data-residency-es', '{}', array['servidores', 'dónde están los datos']),
  ('deployment-options-es', '{}',
   array['sin internet', 'sin conexión', 'offline', 'nuestros propios servidores', 'edge', 'air-gapped', 'on-premise']),
  ('data-training-es', '{}', array['entrenar su IA', 'entrenar con nuestros datos', 'aprender de nuestros datos']),
  ('security-certifications-fr', '{}', array['SOC 2 Type II', 'Type 1', 'Type 2', 'Type I', 'Type II']),
  ('data-residency-fr', '{}', array['serveurs']),
  ('deployment-options-fr', '{}',
   array['hors ligne', 'sans internet', 'air-gapped', 'edge', 'nos propres serveurs', 'en local']),
  ('data-training-fr', '{}', array['entraîner votre IA', 'entraîner sur nos données', 'apprendre de nos données'])
),
merged as (
  select a.id,
         array(select k from unnest(a.keywords) with ordinality as kept(k, n) where k <> all (c.dropped) order by n)
         || array(select k from unnest(c.added) with ordinality as new(k, n)
                  where lower(k) <> all (select lower(old) from unnest(a.keywords) as old) order by n) as keywords
  from public.knowledge_article a
  join change c on c.slug = a.slug
  -- Only where the keywords to replace are still there: an article staff have changed is theirs.
  where c.dropped <@ a.keywords
)
update public.knowledge_article a
set keywords = m.keywords
from merged m
where a.id = m.id and m.keywords is distinct from a.keywords and private.knowledge_keywords_fit(m.keywords);
