-- The knowledge base's first articles (docs/decisions/058-what-sales-knows-in-one-place.md): what
-- buyers ask sales, answered as the company can answer today. A migration rather than the sample
-- seed: these are the company's own answers, which every database needs (the seed runs on the
-- embedded engine only); staff edit them in /admin/knowledge afterwards.
--
-- The content policy: nothing is claimed that the company does not have. No certification is
-- claimed (the SOC 2 Type II audit is in progress, ISO 27001 is not started); reports, contract
-- terms, discounts and references go through a person. Prices are the catalogue's list prices.
-- Translations (Spanish '-es', French '-fr') of the most asked answers follow the English ones.
-- Safe on a database that has them already: slugs are unique, and a clash inserts nothing.

insert into public.knowledge_article (slug, topic, question, answer, keywords, language, published, position) values

-- Security & compliance ---------------------------------------------------------------------------
('security-certifications', 'Security & compliance',
 'Are you SOC 2 or ISO 27001 certified?',
$$Not yet, and we will not say otherwise.

- **SOC 2 Type II**: our audit with an independent CPA firm is in progress. The observation period is under way and our target is a Type II report in 2027. Until then we can share our controls, policies and the auditor's engagement letter under NDA.
- **ISO 27001**: we are not certified and have not started a certification audit. Our security controls are mapped to it, and we can walk your team through that mapping.
- **HIPAA** has no certification: for healthcare we sign a Business Associate Agreement (see [the BAA answer](/trust#hipaa-baa)).

For the current status or the documents, [ask our team](/contact): a person sends them once an NDA is in place.$$,
 array['SOC 2', 'SOC2', 'SOC 2 Type II', 'ISO 27001', 'ISO', 'certified', 'certification', 'certificate', 'audit', 'attestation', 'compliance', 'compliant'],
 'en', true, 10),

('security-reports', 'Security & compliance',
 'How do we get your security documents or have our questionnaire filled in?',
$$Security reviews go through a person, so that you get documents that are current and signed off.

- We answer security questionnaires (your own, SIG Lite or CAIQ) for organisations in an active evaluation.
- Under an NDA we share our security policies, our architecture and data-flow overview, our SOC 2 audit status and the summary of our most recent independent penetration test.
- Contract documents (master agreement, [DPA](/trust#gdpr-dpa), [BAA](/trust#hipaa-baa)) come with the proposal.

[Contact us](/contact) or book a call with the AI Architect, and mention the review: the request reaches our security lead, and you usually hear back within two business days.$$,
 array['security questionnaire', 'questionnaire', 'security review', 'vendor assessment', 'due diligence', 'NDA', 'report', 'penetration test', 'pen test', 'pentest', 'SIG', 'CAIQ', 'policies'],
 'en', true, 20),

('hipaa-baa', 'Security & compliance',
 'Do you sign a HIPAA Business Associate Agreement (BAA)?',
$$Yes. For healthcare customers in the United States we sign a Business Associate Agreement before any protected health information (PHI) reaches us.

- We start from our BAA; your counsel's changes are reviewed by ours, through your account manager.
- Models that handle PHI run in a dedicated deployment (in our managed cloud in a US region, in your own cloud account, or on your premises: see [deployment options](/trust#deployment-options)).
- Until a BAA is signed, please do not send PHI, including in this chat or the contact form.

HIPAA has no official certification; a BAA and the safeguards behind it are how it is met. [Ask for our BAA](/contact).$$,
 array['HIPAA', 'BAA', 'business associate agreement', 'business associate', 'PHI', 'protected health information', 'health data', 'patient data'],
 'en', true, 30),

('security-measures', 'Security & compliance',
 'How do you protect our data?',
$$Security is built into how we deploy and run every model:

- **Encryption**: TLS 1.2 or later in transit; encryption at rest by our cloud and database providers.
- **Isolation**: each customer's deployment and data are kept apart; production data is never copied into test environments.
- **Access**: least privilege, single sign-on with multi-factor authentication for our staff, access reviews, and logs of administrative actions.
- **Incidents**: a written incident response plan; customers affected by a breach are told without undue delay, and within the time their contract (and the law) sets.

Our [Privacy Policy](/privacy) says how this website handles personal information. For more detail, see [how to get our security documents](/trust#security-reports).$$,
 array['security', 'encryption', 'encrypted', 'TLS', 'at rest', 'in transit', 'access control', 'breach', 'incident', 'MFA', 'isolation'],
 'en', true, 40),

-- Data & privacy ----------------------------------------------------------------------------------
('gdpr-dpa', 'Data & privacy',
 'Do you sign a GDPR Data Processing Agreement (DPA)?',
$$Yes. When we process personal data for you, we act as your processor and sign a Data Processing Agreement under Article 28 of the GDPR.

- Transfers outside the EU and UK are covered by the European Commission's standard contractual clauses and the UK addendum.
- The DPA lists our [sub-processors](/trust#sub-processors) and gives you notice before a new one is added.
- For customers in India, the same agreement covers the Digital Personal Data Protection Act, 2023.
- If your data must stay in the EU, see [data residency](/trust#data-residency).

Our DPA comes with the proposal; your legal team's changes are handled by a person. [Ask for it](/contact).$$,
 array['GDPR', 'DPA', 'data processing agreement', 'data processing addendum', 'Article 28', 'SCC', 'standard contractual clauses', 'UK GDPR', 'DPDP', 'processor', 'controller'],
 'en', true, 10),

('sub-processors', 'Data & privacy',
 'Which sub-processors do you use?',
$$We keep the list short and send the current one, with each provider's purpose and location, on request and with every DPA. By kind:

- **Cloud hosting and databases**: the cloud provider of the region your deployment runs in (none, if you run the models in your own cloud or on your premises).
- **This website**: hosting, database and sign-in (Supabase), the AI provider behind the AI Architect chat, consultation scheduling (Calendly), e-mail delivery and, only with your consent, analytics.
- **Support and business tools**: ticketing and e-mail for the support conversations you start.

Your model workloads are not sent to the website's AI provider. [Ask for the list](/contact).$$,
 array['sub-processor', 'sub-processors', 'subprocessor', 'subprocessors', 'third parties', 'third-party', 'vendors', 'suppliers', 'who has access'],
 'en', true, 20),

('data-training', 'Data & privacy',
 'Is our data used to train your models?',
$$No. Your inputs, outputs and files are not used to train or improve our models, or anyone else's, unless you opt in.

- Opting in is a written choice for a named project, such as fine-tuning a model on your data for you; the resulting model is used only for you.
- Our own models are trained on licensed, public or synthetic data, never on one customer's data for another.
- You can ask at any time what we hold and have it deleted (see [retention and deletion](/trust#data-retention)).

This is written into our contracts, not just this page.$$,
 array['train', 'training', 'trains', 'trained', 'fine-tune', 'fine-tuning', 'improve your models', 'used to train', 'our data', 'opt in', 'opt-in', 'machine learning on our data'],
 'en', true, 30),

('data-retention', 'Data & privacy',
 'How long do you keep our data, and can you delete it?',
$$You decide how long your data is kept, and it is yours to take back or delete.

- Inputs and outputs are kept only as long as your contract and settings say, and logs for as long as security and billing require.
- When a contract ends, we return or delete your data within 30 days and confirm it in writing; backups age out on their normal cycle.
- A person who asks us to delete what this website holds about them (a chat, a contact form) is answered as our [Privacy Policy](/privacy) describes.$$,
 array['retention', 'retain', 'delete', 'deletion', 'erase', 'erasure', 'how long', 'keep our data', 'right to be forgotten', 'backups'],
 'en', true, 40),

-- Deployment ----------------------------------------------------------------------------------------
('data-residency', 'Deployment',
 'Where is our data hosted? Can it stay in the EU?',
$$Your deployment runs in the region you choose, and your data stays there.

- **Our managed cloud**: regions in the United States, the European Union and India.
- **Your own cloud account or your premises**: the data never leaves it (see [deployment options](/trust#deployment-options)).
- Support is given from our offices in India and the United States; any access to EU data from there is covered by our [DPA](/trust#gdpr-dpa) and its standard contractual clauses.

If a regulator or a contract names a specific country, [tell us](/contact) before the proposal: a person checks it with our cloud provider.$$,
 array['residency', 'data residency', 'data location', 'region', 'regions', 'EU', 'Europe', 'European Union', 'Germany', 'United States', 'US', 'India', 'hosted', 'host', 'sovereignty', 'localisation', 'where is our data'],
 'en', true, 10),

('deployment-options', 'Deployment',
 'Can we run the models in our own cloud or on-premises?',
$$Yes, for the models marked **Enterprise** in [the catalogue](/models). There are three ways to run a model:

- **Managed**: we run it for you in our cloud, in the region you choose. The quickest start.
- **Your cloud**: deployed into your own AWS, Microsoft Azure or Google Cloud account (your VPC), operated with you.
- **On-premises**: in your data centre, including environments without internet access, for the Enterprise models.

Which one fits depends on your data, your rules and the model; an AI architect scopes it with your team. [Book a consultation](/contact).$$,
 array['on-prem', 'on-premises', 'on premise', 'on-premise', 'self-hosted', 'self host', 'private cloud', 'own cloud', 'our cloud', 'VPC', 'AWS', 'Azure', 'Google Cloud', 'GCP', 'air-gapped', 'data centre', 'data center', 'deploy', 'deployment'],
 'en', true, 20),

-- Integrations --------------------------------------------------------------------------------------
('integrations-healthcare', 'Integrations',
 'Does it integrate with our EHR and hospital systems?',
$$Yes, through the standards your systems already speak.

- **HL7 v2** messages through your integration engine, and **FHIR R4** APIs where your EHR offers them.
- Imaging models read DICOM from your PACS or vendor-neutral archive.
- Results come back into the clinician's workflow (as a result, a note or a worklist priority), with the integration built and tested with your IT team during onboarding.

Each EHR and each hospital is set up differently, so the work is scoped per site on a call rather than promised here. [Talk to an AI architect](/contact).$$,
 array['EHR', 'EMR', 'HL7', 'FHIR', 'Epic', 'Cerner', 'Oracle Health', 'DICOM', 'PACS', 'hospital systems', 'clinical systems', 'integration engine'],
 'en', true, 10),

('integrations-finance', 'Integrations',
 'Does it integrate with our core banking, payments or claims systems?',
$$Yes. For banks, insurers and other financial firms our models connect through the interfaces you already control:

- **APIs**: REST calls from your core banking, payments, fraud or claims platforms, answered in real time.
- **Batch**: files over SFTP or your data platform, for overnight scoring and reporting.
- **Events**: streams such as Kafka, where your architecture uses them.

We do not replace your core system and need no change to it: your team decides what the model sees. Specific vendors are scoped on a call; [talk to an AI architect](/contact).$$,
 array['core banking', 'banking system', 'payments', 'fraud system', 'claims system', 'policy administration', 'Temenos', 'Finastra', 'Guidewire', 'SFTP', 'Kafka', 'mainframe'],
 'en', true, 20),

('integrations-general', 'Integrations',
 'How do your models connect to our other systems?',
$$Every model is reachable by a documented REST API with keys per environment, and can send results to you by webhook.

- Common connectors (data warehouses, document stores, CRM and ticketing tools) are set up during onboarding.
- Industry standards where they exist: [healthcare](/trust#integrations-healthcare) and [banking, payments and insurance](/trust#integrations-finance).
- For anything else, our engineers build the integration with your team as part of the project.

The technical documentation is linked in the footer.$$,
 array['integration', 'integrations', 'integrate', 'API', 'REST', 'webhook', 'webhooks', 'connector', 'connect', 'CRM', 'Salesforce', 'SAP', 'ERP', 'data warehouse'],
 'en', true, 30),

-- Service ---------------------------------------------------------------------------------------------
('sla-support', 'Service',
 'What SLA and support hours do you offer?',
$$Production deployments come with a service level agreement in the contract.

- **Availability**: 99.9% monthly uptime for the models we run in our managed cloud, with service credits if we miss it. Deployments in your cloud or on your premises have response-time commitments instead.
- **Support**: 24/7 for critical incidents (a production model down), and business hours in India and the United States for everything else.
- **Response times**: by severity, from one hour for a critical incident.
- **A dedicated account manager** for every customer in production.

Live service status is on our System Status page, linked in the footer.$$,
 array['SLA', 'service level', 'uptime', 'availability', 'support', 'support hours', '24/7', 'response time', 'incident', 'outage', 'account manager', 'service credits'],
 'en', true, 10),

-- Commercial ------------------------------------------------------------------------------------------
('pricing-policy', 'Commercial',
 'How does pricing work?',
$$Every model page in [the catalogue](/models) shows its **monthly list price**, the "Starting from" figure.

- **Annual terms**: a year is twelve months at the list price unless a proposal says otherwise; annual contracts are billed yearly.
- **More teams or more volume**: quoted by a person, from the list price, for the usage and teams you need.
- **What changes the price**: usage, features, customisation and how the model is deployed.
- Prices are in US dollars; a local currency shown on the site is a conversion for reading only.

Any price other than the list price, and any discount, comes from a person in a written proposal. [Ask for a quote](/contact).$$,
 array['price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'monthly', 'per month', 'annual', 'annually', 'yearly', 'per year', 'list price', 'quote', 'license', 'licence', 'volume', 'teams', 'budget'],
 'en', true, 10),

('discounts', 'Commercial',
 'Can we get a discount?',
$$Only a person can agree a discount, and only in a written proposal.

The AI Architect and this page never confirm a discount, a special price or a contract term. What sales can look at with you: annual terms, several teams or models, a proof of concept that turns into a contract, and organisations in education or the non-profit sector.

[Ask our team](/contact) and say what you need: a person answers.$$,
 array['discount', 'discounts', 'cheaper', 'lower price', 'negotiate', 'negotiation', 'deal', 'special price', 'reduce the price', 'coupon', 'non-profit', 'education'],
 'en', true, 20),

('trials-poc', 'Commercial',
 'Do you offer a free trial or a proof of concept?',
$$There is no self-service free trial: our models are set up for each organisation's data and systems. Instead:

- **A free consultation** with an AI architect, to see whether a model fits.
- **A proof of concept**: a few weeks on your sample (or synthetic) data, with success measures agreed before it starts. Its scope and cost, if any, are set in writing by our team.
- **A demo** of a model on sample data, on a call.

[Book a consultation](/contact), or ask the AI Architect for a callback.$$,
 array['trial', 'free trial', 'try', 'pilot', 'proof of concept', 'POC', 'PoC', 'demo', 'sandbox', 'evaluation', 'test it'],
 'en', true, 30),

('references', 'Commercial',
 'Can we speak with a customer reference?',
$$Yes, once we both see a fit. Our customers' names are theirs to share, so:

- After a first scoping call, we introduce you to a customer in your industry who has agreed to speak with prospects.
- Case studies with details are shared under NDA.
- We never name a customer in public or in this chat without their written permission.

[Ask your account manager](/contact) for a reference call.$$,
 array['reference', 'references', 'reference call', 'case study', 'case studies', 'customers', 'clients', 'who uses', 'testimonials', 'logos'],
 'en', true, 40),

-- Getting started ---------------------------------------------------------------------------------
('onboarding', 'Getting started',
 'What are the onboarding steps?',
$$Most projects follow six steps, at your pace:

- **Consultation**: an AI architect learns your need, your data and your systems (free).
- **Plan**: the model, the deployment option, the integrations and the success measures, in a written proposal.
- **Contract**: the agreement, with the [DPA](/trust#gdpr-dpa) or [BAA](/trust#hipaa-baa) where needed.
- **Set-up**: deployment in the region or environment you chose, and the integrations, built and tested with your IT team.
- **Pilot**: the model on real work for a first team, measured against the success measures.
- **Go-live**: the rest of your teams, with your dedicated account manager and regular reviews.

A typical project reaches its pilot in weeks, not months; your plan gives the dates.$$,
 array['onboarding', 'onboard', 'implementation', 'implement', 'get started', 'getting started', 'timeline', 'how long does it take', 'go-live', 'go live', 'rollout', 'steps', 'process'],
 'en', true, 10),

('next-steps', 'Getting started',
 'What happens after a call with your team?',
$$Usually within one business day you receive:

- a short summary of what we understood: your need, your data and your constraints;
- the models that fit, with their [list prices](/trust#pricing-policy);
- the next step we propose: a demo, a proof of concept or a written proposal.

Nothing is signed or charged until you agree to a written proposal. If you asked for security or legal documents, they follow from the person named in the summary.$$,
 array['next steps', 'next step', 'what happens next', 'after the call', 'after the consultation', 'follow-up', 'follow up', 'proposal', 'callback'],
 'en', true, 20),

-- Spanish -------------------------------------------------------------------------------------------
('security-certifications-es', 'Security & compliance',
 '¿Tienen certificación SOC 2 o ISO 27001?',
$$Todavía no, y no diremos lo contrario.

- **SOC 2 Tipo II**: la auditoría con una firma independiente está en curso. El periodo de observación ya empezó y nuestro objetivo es tener el informe Tipo II en 2027. Mientras tanto compartimos nuestros controles, políticas y la carta de encargo del auditor bajo NDA.
- **ISO 27001**: no estamos certificados ni hemos iniciado una auditoría de certificación. Nuestros controles están alineados con la norma y podemos mostrarle esa correspondencia.
- **HIPAA** no tiene certificación: en salud firmamos un acuerdo BAA (vea [la respuesta sobre el BAA](/trust#hipaa-baa-es)).

Para conocer el estado actual o recibir los documentos, [escríbanos](/contact): una persona se los envía una vez firmado el NDA.$$,
 array['SOC 2', 'SOC2', 'ISO 27001', 'ISO', 'certificación', 'certificado', 'certificados', 'auditoría', 'cumplimiento'],
 'es', true, 10),

('hipaa-baa-es', 'Security & compliance',
 '¿Firman un acuerdo de asociado comercial de HIPAA (BAA)?',
$$Sí. Con clientes de salud en Estados Unidos firmamos un Business Associate Agreement antes de recibir información de salud protegida (PHI).

- Partimos de nuestro BAA; los cambios de sus abogados los revisan los nuestros, a través de su gestor de cuenta.
- Los modelos que tratan PHI funcionan en un despliegue dedicado (en nuestra nube en una región de EE. UU., en su propia nube o en sus instalaciones).
- Hasta que el BAA esté firmado, no envíe PHI, tampoco en este chat ni en el formulario de contacto.

[Pídanos el BAA](/contact).$$,
 array['HIPAA', 'BAA', 'asociado comercial', 'PHI', 'información de salud', 'datos de pacientes'],
 'es', true, 30),

('gdpr-dpa-es', 'Data & privacy',
 '¿Firman un acuerdo de tratamiento de datos (DPA) según el RGPD?',
$$Sí. Cuando tratamos datos personales por cuenta suya actuamos como encargado del tratamiento y firmamos un DPA conforme al artículo 28 del RGPD.

- Las transferencias fuera de la UE y del Reino Unido se cubren con las cláusulas contractuales tipo de la Comisión Europea y el anexo del Reino Unido.
- El DPA enumera nuestros subencargados y le avisa antes de añadir uno nuevo.
- Si sus datos deben quedarse en la UE, vea [residencia de datos](/trust#data-residency-es).

El DPA acompaña a la propuesta; los cambios de su equipo legal los gestiona una persona. [Pídalo](/contact).$$,
 array['RGPD', 'GDPR', 'DPA', 'acuerdo de tratamiento', 'encargado del tratamiento', 'cláusulas contractuales tipo', 'protección de datos'],
 'es', true, 10),

('data-training-es', 'Data & privacy',
 '¿Usan nuestros datos para entrenar sus modelos?',
$$No. Sus entradas, resultados y archivos no se usan para entrenar ni mejorar nuestros modelos ni los de nadie, salvo que usted lo acepte expresamente.

- Aceptarlo es una decisión por escrito para un proyecto concreto, como ajustar un modelo con sus datos para usted; el modelo resultante solo se usa para usted.
- Nuestros modelos se entrenan con datos licenciados, públicos o sintéticos, nunca con los datos de un cliente para otro.

Esto figura en nuestros contratos, no solo en esta página.$$,
 array['entrenar', 'entrenamiento', 'entrenan', 'entrenados', 'ajuste fino', 'nuestros datos', 'mejorar sus modelos'],
 'es', true, 30),

('data-residency-es', 'Deployment',
 '¿Dónde se alojan nuestros datos? ¿Pueden quedarse en la UE?',
$$Su despliegue funciona en la región que usted elija, y sus datos se quedan allí.

- **Nuestra nube gestionada**: regiones en Estados Unidos, la Unión Europea y la India.
- **Su propia nube o sus instalaciones**: los datos nunca salen de ellas (vea [opciones de despliegue](/trust#deployment-options-es)).
- El soporte se presta desde nuestras oficinas en la India y Estados Unidos; cualquier acceso a datos de la UE desde allí está cubierto por nuestro [DPA](/trust#gdpr-dpa-es).

Si un regulador o un contrato exige un país concreto, [díganoslo](/contact) antes de la propuesta.$$,
 array['residencia de datos', 'región', 'regiones', 'UE', 'Unión Europea', 'Europa', 'alojados', 'alojar', 'alojamiento', 'ubicación de los datos', 'soberanía'],
 'es', true, 10),

('deployment-options-es', 'Deployment',
 '¿Podemos ejecutar los modelos en nuestra propia nube o en nuestras instalaciones?',
$$Sí, con los modelos marcados como **Enterprise** en [el catálogo](/models). Hay tres formas de ejecutar un modelo:

- **Gestionado**: lo ejecutamos nosotros en nuestra nube, en la región que elija.
- **Su nube**: desplegado en su propia cuenta de AWS, Microsoft Azure o Google Cloud (su VPC).
- **En sus instalaciones**: en su centro de datos, incluso sin acceso a internet, para los modelos Enterprise.

Un arquitecto de IA define con su equipo la opción adecuada. [Reserve una consulta](/contact).$$,
 array['en las instalaciones', 'local', 'nube privada', 'nuestra nube', 'propia nube', 'VPC', 'AWS', 'Azure', 'Google Cloud', 'desplegar', 'despliegue', 'centro de datos'],
 'es', true, 20),

('sla-support-es', 'Service',
 '¿Qué SLA y qué horario de soporte ofrecen?',
$$Los despliegues en producción incluyen un acuerdo de nivel de servicio en el contrato.

- **Disponibilidad**: 99,9 % mensual para los modelos que ejecutamos en nuestra nube gestionada, con créditos de servicio si no la cumplimos.
- **Soporte**: 24/7 para incidentes críticos y horario laboral de la India y Estados Unidos para lo demás.
- **Tiempos de respuesta**: según la gravedad, desde una hora para un incidente crítico.
- **Un gestor de cuenta dedicado** para cada cliente en producción.$$,
 array['SLA', 'nivel de servicio', 'disponibilidad', 'soporte', 'horario', '24/7', 'tiempo de respuesta', 'incidente', 'gestor de cuenta'],
 'es', true, 10),

('pricing-policy-es', 'Commercial',
 '¿Cómo funcionan los precios?',
$$Cada página de modelo en [el catálogo](/models) muestra su **precio de lista mensual**, la cifra "Desde".

- **Contratos anuales**: un año son doce meses al precio de lista, salvo que una propuesta diga otra cosa.
- **Más equipos o más volumen**: los cotiza una persona, a partir del precio de lista.
- Los precios son en dólares estadounidenses; otra moneda mostrada en el sitio es solo una conversión orientativa.

Cualquier precio distinto del de lista, y cualquier descuento, lo da una persona en una propuesta por escrito. [Pida un presupuesto](/contact).$$,
 array['precio', 'precios', 'coste', 'costo', 'cuánto cuesta', 'mensual', 'anual', 'al año', 'precio de lista', 'presupuesto', 'licencia', 'descuento'],
 'es', true, 10),

-- French ---------------------------------------------------------------------------------------------
('security-certifications-fr', 'Security & compliance',
 'Êtes-vous certifiés SOC 2 ou ISO 27001 ?',
$$Pas encore, et nous ne dirons pas le contraire.

- **SOC 2 Type II** : notre audit par un cabinet indépendant est en cours. La période d'observation a commencé et notre objectif est un rapport Type II en 2027. D'ici là, nous partageons nos contrôles, nos politiques et la lettre de mission de l'auditeur sous NDA.
- **ISO 27001** : nous ne sommes pas certifiés et n'avons pas commencé d'audit de certification. Nos contrôles sont alignés sur la norme et nous pouvons vous présenter cette correspondance.
- **HIPAA** n'a pas de certification : dans la santé, nous signons un BAA (voir [la réponse sur le BAA](/trust#hipaa-baa-fr)).

Pour connaître l'état actuel ou recevoir les documents, [écrivez-nous](/contact) : une personne vous les envoie une fois le NDA signé.$$,
 array['SOC 2', 'SOC2', 'ISO 27001', 'ISO', 'certification', 'certifiés', 'certifié', 'audit', 'conformité'],
 'fr', true, 10),

('hipaa-baa-fr', 'Security & compliance',
 'Signez-vous un Business Associate Agreement (BAA) HIPAA ?',
$$Oui. Avec nos clients de santé aux États-Unis, nous signons un Business Associate Agreement avant de recevoir la moindre information de santé protégée (PHI).

- Nous partons de notre BAA ; les modifications de vos juristes sont revues par les nôtres, via votre responsable de compte.
- Les modèles qui traitent des PHI tournent dans un déploiement dédié (dans notre cloud dans une région américaine, dans votre propre cloud ou dans vos locaux).
- Tant que le BAA n'est pas signé, n'envoyez pas de PHI, y compris dans ce chat ou le formulaire de contact.

[Demandez notre BAA](/contact).$$,
 array['HIPAA', 'BAA', 'business associate', 'PHI', 'données de santé', 'données patients'],
 'fr', true, 30),

('gdpr-dpa-fr', 'Data & privacy',
 'Signez-vous un accord de traitement des données (DPA) au titre du RGPD ?',
$$Oui. Lorsque nous traitons des données personnelles pour votre compte, nous agissons comme sous-traitant et signons un DPA conforme à l'article 28 du RGPD.

- Les transferts hors de l'UE et du Royaume-Uni sont couverts par les clauses contractuelles types de la Commission européenne et l'avenant britannique.
- Le DPA liste nos sous-traitants ultérieurs et vous prévient avant d'en ajouter un.
- Si vos données doivent rester dans l'UE, voir [résidence des données](/trust#data-residency-fr).

Le DPA accompagne la proposition ; les modifications de votre service juridique sont traitées par une personne. [Demandez-le](/contact).$$,
 array['RGPD', 'GDPR', 'DPA', 'accord de traitement', 'sous-traitant', 'clauses contractuelles types', 'protection des données'],
 'fr', true, 10),

('data-training-fr', 'Data & privacy',
 'Nos données servent-elles à entraîner vos modèles ?',
$$Non. Vos entrées, résultats et fichiers ne servent pas à entraîner ni à améliorer nos modèles, ni ceux de qui que ce soit, sauf si vous l'acceptez.

- L'accepter est un choix écrit pour un projet précis, comme l'ajustement d'un modèle sur vos données pour vous ; le modèle obtenu ne sert qu'à vous.
- Nos modèles sont entraînés sur des données sous licence, publiques ou synthétiques, jamais sur les données d'un client pour un autre.

C'est écrit dans nos contrats, pas seulement sur cette page.$$,
 array['entraîner', 'entraînement', 'entraînés', 'entraîne', 'apprentissage', 'nos données', 'améliorer vos modèles', 'ajustement'],
 'fr', true, 30),

('data-residency-fr', 'Deployment',
 'Où nos données sont-elles hébergées ? Peuvent-elles rester dans l''UE ?',
$$Votre déploiement tourne dans la région que vous choisissez, et vos données y restent.

- **Notre cloud géré** : des régions aux États-Unis, dans l'Union européenne et en Inde.
- **Votre propre cloud ou vos locaux** : les données n'en sortent jamais (voir [options de déploiement](/trust#deployment-options-fr)).
- Le support est assuré depuis nos bureaux en Inde et aux États-Unis ; tout accès aux données de l'UE depuis ces pays est couvert par notre [DPA](/trust#gdpr-dpa-fr).

Si un régulateur ou un contrat impose un pays précis, [dites-le-nous](/contact) avant la proposition.$$,
 array['résidence des données', 'région', 'régions', 'UE', 'Union européenne', 'Europe', 'hébergées', 'hébergement', 'héberger', 'localisation des données', 'souveraineté'],
 'fr', true, 10),

('deployment-options-fr', 'Deployment',
 'Pouvons-nous exécuter les modèles dans notre propre cloud ou sur site ?',
$$Oui, pour les modèles marqués **Enterprise** dans [le catalogue](/models). Il y a trois façons d'exécuter un modèle :

- **Géré** : nous l'exécutons dans notre cloud, dans la région de votre choix.
- **Votre cloud** : déployé dans votre propre compte AWS, Microsoft Azure ou Google Cloud (votre VPC).
- **Sur site** : dans votre centre de données, y compris sans accès à internet, pour les modèles Enterprise.

Un architecte IA choisit avec votre équipe l'option qui convient. [Réservez une consultation](/contact).$$,
 array['sur site', 'on-premise', 'cloud privé', 'notre cloud', 'propre cloud', 'VPC', 'AWS', 'Azure', 'Google Cloud', 'déployer', 'déploiement', 'centre de données', 'auto-hébergé'],
 'fr', true, 20),

('sla-support-fr', 'Service',
 'Quel SLA et quels horaires de support proposez-vous ?',
$$Les déploiements en production s'accompagnent d'un accord de niveau de service inscrit au contrat.

- **Disponibilité** : 99,9 % par mois pour les modèles que nous exécutons dans notre cloud géré, avec des crédits de service si nous la manquons.
- **Support** : 24 h/24, 7 j/7 pour les incidents critiques, et aux heures ouvrées de l'Inde et des États-Unis pour le reste.
- **Délais de réponse** : selon la gravité, à partir d'une heure pour un incident critique.
- **Un responsable de compte dédié** pour chaque client en production.$$,
 array['SLA', 'niveau de service', 'disponibilité', 'support', 'horaires', '24/7', 'délai de réponse', 'incident', 'responsable de compte'],
 'fr', true, 10),

('pricing-policy-fr', 'Commercial',
 'Comment fonctionnent vos tarifs ?',
$$Chaque page de modèle du [catalogue](/models) affiche son **prix catalogue mensuel**, le montant « À partir de ».

- **Engagement annuel** : une année correspond à douze mois au prix catalogue, sauf mention contraire dans une proposition.
- **Plus d'équipes ou plus de volume** : chiffrés par une personne, à partir du prix catalogue.
- Les prix sont en dollars américains ; une autre devise affichée sur le site n'est qu'une conversion indicative.

Tout prix autre que le prix catalogue, et toute remise, vient d'une personne dans une proposition écrite. [Demandez un devis](/contact).$$,
 array['prix', 'tarif', 'tarifs', 'coût', 'combien', 'mensuel', 'annuel', 'par an', 'prix catalogue', 'devis', 'licence', 'remise'],
 'fr', true, 10)

on conflict (slug) do nothing;
