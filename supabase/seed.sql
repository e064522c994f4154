-- Demonstration data for the catalogue and the innovation labs.
--
-- Safe to run more than once: models are keyed by their generated slug and labs by fixed ids, so
-- a second run inserts nothing. Plain SQL (no psql meta-commands), valid on PostgreSQL 15 and later.
-- Timestamps are offsets from now() with a distinct number of hours per row, so "newest first"
-- is a stable order.
--
-- Deliberate gaps, so the app's fallbacks and filters have something to show:
--   * 3 inactive models (DockFlow Yard Vision, VoiceDesk IVR Agent, CityFlow Traffic Twin);
--   * 3 models without a logo_url and 4 without a cover_image;
--   * 3 models with example_media (YouTube embeds and an image).
--
-- meta_keywords: the page's keywords, then (after ||) the words buyers use for the trouble the model
-- answers, which the AI Architect searches too (docs/decisions/105-keywords-feed-the-assistant-search.md;
-- supabase/migrations/20261207030000_keywords_in_the_assistant_search.sql gives them to a catalogue
-- seeded before it).
--
-- The images under public/images/ are generated from the paths in this file by
-- scripts/generate-seed-images.ts (npx tsx scripts/generate-seed-images.ts).

insert into public.ai_models (
  title,
  description,
  short_description,
  long_description,
  meta_title,
  meta_description,
  meta_keywords,
  url,
  industry,
  industry_use,
  individual_use,
  categories,
  subcategories,
  use_cases,
  example_media,
  cost,
  is_featured,
  is_enterprise,
  is_active,
  logo_url,
  cover_image,
  created_at
) values
(
  'MedScan Vision-3',
  'MedScan Vision-3 reads CT, MRI and X-ray studies and flags suspected findings for radiologist review. It ranks worklists by urgency so critical cases are read first.',
  'Radiology triage model that flags suspected findings in CT, MRI and X-ray studies and prioritises urgent cases.',
  'MedScan Vision-3 is a multi-modality imaging model trained on de-identified studies from partner hospital networks across three continents. It detects and localises suspected intracranial haemorrhage, pulmonary nodules, fractures and pneumothorax, attaching heatmaps and confidence scores that radiologists can inspect directly in their PACS viewer.

The model integrates through DICOMweb and HL7 FHIR, runs in your own cloud tenancy or on-premises GPU servers, and keeps a full audit trail of every inference. Sites typically see turnaround times for critical findings fall by a third within the first quarter of deployment.',
  'MedScan Vision-3: Radiology Triage AI | Aivora',
  'Detect and prioritise critical findings in CT, MRI and X-ray studies with MedScan Vision-3, a radiology triage model built for hospital workflows.',
  array['radiology AI', 'medical imaging', 'triage', 'DICOM']
    || array['radiologists can''t keep up', 'scan backlog', 'scans stacking up unread', 'CT scans sitting unread', 'urgent scans read too late', 'missed brain bleeds', 'missed lung nodules', 'x-rays piling up', 'overnight imaging backlog', 'overlooked fractures', 'second pair of eyes on scans'],
  'https://aivora.ai/models/medscan-vision-3',
  array['Healthcare', 'Biotechnology & Pharmaceuticals'],
  array['Emergency radiology worklist prioritisation', 'Teleradiology quality assurance', 'Screening programme second reads', 'Imaging research cohort selection'],
  array['Radiologists reviewing flagged studies faster', 'Residents learning with visual explanations', 'Clinicians checking preliminary findings'],
  array['Computer Vision'],
  array['Medical Imaging', 'Anomaly Detection'],
  array['Intracranial haemorrhage detection', 'Lung nodule tracking', 'Fracture triage'],
  '{}',
  2499,
  true,
  true,
  true,
  '/images/models/logos/medscan-vision-3.svg',
  '/images/models/covers/healthcare.svg',
  now() - interval '6 hours'
),
(
  'ClinicalNote Scribe',
  'ClinicalNote Scribe listens to patient consultations and drafts structured clinical notes. Clinicians review and sign the note instead of typing it.',
  'Ambient scribe that turns patient conversations into structured SOAP notes ready for clinician review and sign-off.',
  'ClinicalNote Scribe combines medical speech recognition with a summarisation model tuned on clinical language. It separates speakers, filters small talk, and produces SOAP-formatted notes with suggested ICD-10 and SNOMED CT codes, medication changes and follow-up actions.

Notes are pushed to major EHR systems through standard interfaces, and audio is deleted after transcription unless your retention policy says otherwise. Clinics use it to win back documentation time and to make notes more consistent across providers.',
  'ClinicalNote Scribe: Ambient Clinical Notes | Aivora',
  'Turn consultations into structured SOAP notes with ClinicalNote Scribe. Less typing, more consistent documentation and suggested clinical codes.',
  array['medical scribe', 'clinical documentation', 'speech recognition', 'EHR']
    || array['doctors typing notes all night', 'charting after hours', 'paperwork after each patient', 'burnout from documentation', 'notes longer than the visit', 'typing during consultations', 'writing up patient visits', 'dictating notes', 'doctors staring at screens'],
  'https://aivora.ai/models/clinicalnote-scribe',
  array['Healthcare'],
  array['Primary care consultation notes', 'Specialist clinic letters', 'Telehealth visit summaries'],
  array['Physicians reducing after-hours charting', 'Nurse practitioners documenting visits', 'Therapists summarising sessions'],
  array['Speech', 'NLP'],
  array['Ambient Documentation', 'Medical Transcription'],
  array['SOAP note drafting', 'Clinical code suggestion', 'Referral letter generation'],
  '{}',
  399,
  true,
  false,
  true,
  '/images/models/logos/clinicalnote-scribe.svg',
  '/images/models/covers/healthcare.svg',
  now() - interval '19 hours'
),
(
  'TrialMatch Genomics',
  'TrialMatch Genomics matches patients to clinical trials using genomic profiles and unstructured medical records. Sponsors fill cohorts faster and sites screen with less manual effort.',
  'Matches patients to clinical trials by reading eligibility criteria, genomic variants and medical records together.',
  'TrialMatch Genomics parses trial eligibility criteria into machine-readable rules and evaluates them against structured lab data, variant calls and free-text clinical notes. Each match comes with the evidence that supports or rules out every criterion, so research coordinators can confirm eligibility in minutes.

For sponsors, the model forecasts enrolment by site and highlights criteria that shrink the eligible population the most, supporting protocol design before a study opens.',
  'TrialMatch Genomics: Clinical Trial Matching | Aivora',
  'Match patients to clinical trials using genomics and medical records. TrialMatch Genomics speeds up screening and enrolment forecasting.',
  array['clinical trials', 'patient matching', 'genomics', 'precision oncology']
    || array['not enough patients for trials', 'trial enrolment too slow', 'recruitment targets not met', 'manual chart review for eligibility', 'combing through medical charts', 'which trial fits this patient', 'cancer patients with no trial', 'coordinators screening charts manually', 'matching tumour mutations to studies', 'sites not recruiting'],
  'https://aivora.ai/models/trialmatch-genomics',
  array['Biotechnology & Pharmaceuticals', 'Research & Development', 'Healthcare'],
  array['Oncology trial pre-screening', 'Site feasibility assessment', 'Protocol criteria optimisation', 'Enrolment forecasting'],
  array['Research coordinators screening candidates', 'Oncologists finding trial options', 'Biostatisticians sizing cohorts'],
  array['Predictive Analytics', 'NLP'],
  array['Clinical Trials', 'Genomics'],
  array['Eligibility screening', 'Enrolment forecasting', 'Protocol design support'],
  '{}',
  3499,
  false,
  true,
  true,
  '/images/models/logos/trialmatch-genomics.svg',
  '/images/models/covers/biotechnology-pharmaceuticals.svg',
  now() - interval '32 hours'
),
(
  'MoleculeForge Discovery',
  'MoleculeForge Discovery proposes novel small molecules optimised for potency, selectivity and synthesisability. Medicinal chemists steer generation with target profiles and constraints.',
  'Generative chemistry model that designs synthesisable small molecules against your target product profile.',
  'MoleculeForge Discovery pairs a generative graph model with property predictors for binding affinity, ADMET and synthetic accessibility. Chemists define a target product profile, lock scaffolds or substructures, and receive ranked candidates with predicted properties and a suggested retrosynthetic route.

The model can be fine-tuned on your proprietary assay data inside an isolated environment, and every generated structure is logged for IP provenance.',
  'MoleculeForge Discovery: Generative Chemistry | Aivora',
  'Design synthesisable drug candidates with MoleculeForge Discovery, a generative chemistry model with ADMET and affinity prediction.',
  array['drug discovery', 'generative chemistry', 'ADMET', 'molecular design', 'retrosynthesis']
    || array['too few drug candidates', 'chemists stuck on a lead', 'compounds dropped for toxicity', 'new molecule ideas', 'molecules impossible to make', 'years in early discovery', 'backup compound wanted', 'designing an active ingredient', 'attrition of drug candidates', 'hard-to-synthesise compounds'],
  'https://aivora.ai/models/moleculeforge-discovery',
  array['Biotechnology & Pharmaceuticals', 'Chemical Industry'],
  array['Hit-to-lead optimisation', 'Scaffold hopping', 'Specialty chemical design', 'Virtual screening library expansion'],
  array['Medicinal chemists exploring chemical space', 'Computational chemists ranking candidates', 'Academic researchers prototyping ideas'],
  array['Generative AI'],
  array['Drug Discovery', 'Molecular Design'],
  array['Lead optimisation', 'Synthetic route suggestion', 'ADMET property prediction'],
  '{}',
  4999,
  false,
  true,
  true,
  '/images/models/logos/moleculeforge-discovery.svg',
  '/images/models/covers/biotechnology-pharmaceuticals.svg',
  now() - interval '45 hours'
),
(
  'FraudShield Sentinel',
  'FraudShield Sentinel scores card, account and payment transactions in real time and blocks fraud before money moves. It adapts to new attack patterns without waiting for a full retrain.',
  'Real-time fraud scoring for cards, transfers and online payments, with under-30 ms latency and explainable decisions.',
  'FraudShield Sentinel combines gradient-boosted models with a graph network that links devices, accounts and merchants, catching mule rings and account takeovers that single-transaction rules miss. Scores arrive in under 30 milliseconds at the 99th percentile, and every decision carries reason codes that analysts and regulators can read.

Adaptive learning updates risk weights daily from confirmed fraud labels, while champion–challenger testing lets your team compare new strategies safely before they go live.',
  'FraudShield Sentinel: Real-time Fraud Detection | Aivora',
  'Stop card, payment and account takeover fraud in real time with FraudShield Sentinel. Explainable scores in under 30 ms.',
  array['fraud detection', 'payments', 'account takeover', 'AML', 'risk scoring']
    || array['stolen cards used online', 'fraudulent transactions slipping through', 'chargeback losses', 'hacked accounts drained', 'money mules', 'scammers emptying accounts', 'blocking genuine payments', 'fake purchases at checkout', 'instant transfer scams', 'card testing attacks', 'fraud losses keep growing'],
  'https://aivora.ai/models/fraudshield-sentinel',
  array['Finance & Banking', 'E-commerce', 'Cybersecurity'],
  array['Card-not-present fraud prevention', 'Instant payment screening', 'Account takeover detection', 'Merchant risk monitoring'],
  array['Fraud analysts triaging alerts', 'Risk managers tuning strategies', 'Online sellers protecting checkouts'],
  array['AI Security', 'Predictive Analytics'],
  array['Fraud Detection', 'Real-time Scoring'],
  array['Transaction scoring', 'Mule account detection', 'Chargeback reduction'],
  '{}',
  1999,
  true,
  true,
  true,
  '/images/models/logos/fraudshield-sentinel.svg',
  '/images/models/covers/finance-banking.svg',
  now() - interval '58 hours'
),
(
  'CreditPulse Risk Engine',
  'CreditPulse Risk Engine predicts default risk for consumer and small business lending using bureau and cash-flow data. Adverse action reasons are generated automatically for compliance.',
  'Explainable credit risk scoring that blends bureau data with cash-flow signals for consumer and SME lending.',
  'CreditPulse Risk Engine ingests bureau attributes, open banking transactions and application data to estimate probability of default over your chosen horizon. Monotonic constraints keep the model''s behaviour intuitive, and SHAP-based explanations map directly to adverse action reason codes.

Built-in fairness testing reports disparate impact across protected classes before each model release, and the engine ships with documentation that model risk teams need for SR 11-7 style validation.',
  'CreditPulse Risk Engine: Explainable Credit Scoring | Aivora',
  'Score consumer and SME credit risk with cash-flow data and clear reason codes. CreditPulse includes fairness testing and model documentation.',
  array['credit scoring', 'lending', 'explainable AI', 'open banking']
    || array['deciding who gets a loan', 'borrowers not paying back', 'loan book souring', 'applicants with no credit history', 'explaining why a loan was declined', 'loan defaults rising', 'approving loans by gut feeling', 'small firms seeking credit', 'slow loan approvals', 'decline letters for regulators'],
  'https://aivora.ai/models/creditpulse-risk-engine',
  array['Finance & Banking'],
  array['Consumer loan origination', 'SME credit line management', 'Thin-file applicant assessment', 'Portfolio early warning'],
  array['Credit analysts reviewing applications', 'Loan officers explaining decisions', 'Model validators checking fairness'],
  array['Predictive Analytics'],
  array['Credit Scoring', 'Explainable AI'],
  array['Probability of default scoring', 'Adverse action reasons', 'Fairness monitoring'],
  '{}',
  1499,
  false,
  true,
  true,
  '/images/models/logos/creditpulse-risk-engine.svg',
  '/images/models/covers/finance-banking.svg',
  now() - interval '71 hours'
),
(
  'ClaimFlow Adjuster',
  'ClaimFlow Adjuster estimates vehicle and property damage from photos and drafts a settlement recommendation. Straightforward claims close in hours, complex ones reach an adjuster with the evidence already organised.',
  'Photo-based damage estimation and claims triage that settles simple claims fast and routes complex ones to adjusters.',
  'ClaimFlow Adjuster identifies damaged parts and surfaces from policyholder photos, estimates repair versus replace, and prices the work using regional labour and parts data. An agent layer checks coverage, deductibles and fraud indicators, then drafts a settlement or routes the file with a summary for human review.

Insurers use it to offer same-day settlements on low-severity claims while giving adjusters more time for the cases that need judgement.',
  'ClaimFlow Adjuster: AI Claims Automation | Aivora',
  'Estimate damage from photos and automate claims triage with ClaimFlow Adjuster. Faster settlements for policyholders, better focus for adjusters.',
  array['claims automation', 'damage estimation', 'insurtech', 'computer vision']
    || array['car accident photos', 'estimating a dented car', 'claims piling up', 'adjusters overwhelmed', 'payouts dragging after an accident', 'storm damage to houses', 'water damage claims', 'policyholders demanding their payout', 'inspecting each fender bender', 'repair costs from pictures'],
  'https://aivora.ai/models/claimflow-adjuster',
  array['Insurance'],
  array['Motor claims estimation', 'Home and property claims', 'First notice of loss triage', 'Subrogation identification'],
  array['Adjusters reviewing pre-built estimates', 'Policyholders getting faster payouts', 'Repair shops receiving clear work orders'],
  array['Computer Vision', 'Autonomous Agents'],
  array['Claims Automation', 'Damage Assessment'],
  array['Photo damage assessment', 'Claims triage', 'Settlement drafting'],
  '{}',
  1299,
  true,
  false,
  true,
  '/images/models/logos/claimflow-adjuster.svg',
  '/images/models/covers/insurance.svg',
  now() - interval '84 hours'
),
(
  'PolicyPrice Underwriter',
  'PolicyPrice Underwriter prices property and casualty risk using geospatial, building and claims history data. Underwriters get a recommended premium with the factors behind it.',
  'Property risk pricing that combines geospatial hazard data, building attributes and loss history into one premium.',
  'PolicyPrice Underwriter enriches each submission with flood, wildfire, wind and crime exposure, roof condition from aerial imagery and local rebuild costs. It then predicts loss frequency and severity and proposes a technical premium along with the key drivers.

Portfolio views show accumulation risk by region, helping underwriting managers steer appetite and reinsurance purchasing.',
  'PolicyPrice Underwriter: Property Risk Pricing | Aivora',
  'Price property risk with geospatial hazard data and loss history. PolicyPrice Underwriter recommends premiums with clear drivers.',
  array['underwriting', 'risk pricing', 'property insurance', 'geospatial']
    || array['pricing home policies', 'houses in flood zones', 'wildfire risk for homes', 'quoting a building', 'underpriced properties', 'exposure concentrated in one area', 'how much to charge for cover', 'hurricane exposure', 'rating commercial buildings', 'brokers nagging for quotes'],
  'https://aivora.ai/models/policyprice-underwriter',
  array['Insurance', 'Real Estate'],
  array['Homeowner policy pricing', 'Commercial property underwriting', 'Catastrophe accumulation monitoring'],
  array['Underwriters pricing submissions', 'Brokers preparing quotes', 'Actuaries reviewing rate factors'],
  array['Predictive Analytics'],
  array['Underwriting', 'Risk Pricing'],
  array['Technical premium calculation', 'Hazard enrichment', 'Portfolio accumulation analysis'],
  '{}',
  1799,
  false,
  false,
  true,
  '/images/models/logos/policyprice-underwriter.svg',
  '/images/models/covers/insurance.svg',
  now() - interval '97 hours'
),
(
  'ShelfSense Vision',
  'ShelfSense Vision monitors store shelves through existing cameras and detects gaps, misplaced items and pricing errors. Store teams receive prioritised restocking tasks.',
  'Shelf-monitoring vision model that spots out-of-stocks, misplaced products and wrong price labels from store cameras.',
  'ShelfSense Vision recognises tens of thousands of packaged products and compares what it sees with your planogram. It reports out-of-stocks, facings errors and price label mismatches, then turns them into tasks ranked by lost-sales impact.

The model runs on compact edge devices in-store so video never leaves the building; only anonymised shelf events are sent to head office dashboards.',
  'ShelfSense Vision: Shelf Monitoring AI | Aivora',
  'Detect out-of-stocks, planogram errors and wrong price labels with ShelfSense Vision, running on edge devices in your stores.',
  array['shelf monitoring', 'retail computer vision', 'out-of-stock', 'planogram']
    || array['empty shelves', 'products out of place', 'wrong price tags', 'walking the aisles', 'gaps on the shelf', 'items in the wrong spot', 'shelves not restocked', 'price label mistakes', 'displays not set up right', 'sales lost to empty shelves'],
  'https://aivora.ai/models/shelfsense-vision',
  array['Retail', 'Food & Beverage'],
  array['Grocery out-of-stock detection', 'Planogram compliance audits', 'Price label verification'],
  array['Store associates restocking shelves', 'Category managers checking compliance', 'Store managers planning shifts'],
  array['Computer Vision'],
  array['Shelf Monitoring', 'Object Detection'],
  array['Out-of-stock alerts', 'Planogram compliance', 'Price tag auditing'],
  '{}',
  699,
  false,
  false,
  true,
  '/images/models/logos/shelfsense-vision.svg',
  '/images/models/covers/retail.svg',
  now() - interval '110 hours'
),
(
  'DemandWave Forecaster',
  'DemandWave Forecaster predicts demand at SKU, store and day level, accounting for promotions, weather and holidays. Planners order the right stock and cut waste.',
  'SKU-level demand forecasting that factors in promotions, weather and holidays to reduce stockouts and waste.',
  'DemandWave Forecaster is a hierarchical time-series model that learns from sales history, price changes, promotions, local events and weather forecasts. It produces probabilistic forecasts so replenishment systems can set safety stock by service level rather than guesswork.

Fresh food retailers use its daily forecasts to cut spoilage, while online sellers use the weekly view to plan inbound logistics and warehouse labour.',
  'DemandWave Forecaster: Retail Demand Forecasting | Aivora',
  'Forecast demand by SKU, store and day with DemandWave. Promotions, weather and holidays built in, for fewer stockouts and less waste.',
  array['demand forecasting', 'retail planning', 'replenishment', 'time series']
    || array['over-ordering stock', 'running out of best sellers', 'throwing away unsold produce', 'how much to order', 'guessing order quantities', 'overstock and stockouts', 'promotions selling out', 'sales swing with the weather', 'ordering from spreadsheets', 'buying for the holidays'],
  'https://aivora.ai/models/demandwave-forecaster',
  array['Retail', 'E-commerce', 'Food & Beverage'],
  array['Store replenishment', 'Fresh produce ordering', 'Promotion planning', 'Warehouse labour planning'],
  array['Demand planners setting orders', 'Buyers sizing promotions', 'Small shop owners planning stock'],
  array['Predictive Analytics'],
  array['Demand Forecasting', 'Time Series'],
  array['SKU-level forecasting', 'Promotion uplift prediction', 'Waste reduction'],
  '{}',
  549,
  true,
  false,
  true,
  '/images/models/logos/demandwave-forecaster.svg',
  '/images/models/covers/retail.svg',
  now() - interval '123 hours'
),
(
  'CartGenie Recommender',
  'CartGenie Recommender personalises product recommendations, search ranking and bundles for every shopper. It learns from browsing sessions in real time, even for anonymous visitors.',
  'Session-aware product recommendations and personalised search ranking that lift conversion and average order value.',
  'CartGenie Recommender uses a sequence model over clicks, searches and purchases to predict what each shopper wants next. It powers home page rails, "complete the look" bundles, personalised search ranking and triggered emails from one API.

Merchandisers keep control with business rules for margin, stock and brand boosts, and built-in A/B testing shows the revenue impact of every change.',
  'CartGenie Recommender: E-commerce Personalisation | Aivora',
  'Lift conversion with session-aware product recommendations and personalised search. CartGenie keeps merchandisers in control.',
  array['product recommendations', 'personalisation', 'e-commerce search', 'conversion']
    || array['shoppers leave without buying', 'low online conversion', 'small basket sizes', 'irrelevant product suggestions', 'site search shows wrong items', 'people also bought', 'abandoned carts', 'same homepage for everyone', 'upselling online shoppers', 'shoppers can''t find products'],
  'https://aivora.ai/models/cartgenie-recommender',
  array['E-commerce', 'Fashion & Apparel'],
  array['Home page personalisation', 'Cross-sell bundles', 'Personalised search ranking'],
  array['Merchandisers curating rails', 'Marketers building triggered emails', 'Shoppers discovering relevant products'],
  array['Predictive Analytics', 'Generative AI'],
  array['Recommendation Systems', 'Personalisation'],
  array['Next-best-product recommendation', 'Bundle generation', 'Search re-ranking'],
  '{}',
  299,
  false,
  false,
  true,
  '/images/models/logos/cartgenie-recommender.svg',
  '/images/models/covers/e-commerce.svg',
  now() - interval '136 hours'
),
(
  'StyleCanvas: Product Imagery',
  'StyleCanvas generates on-model and lifestyle product images from a single flat-lay photo. Brands launch collections faster without full photo shoots for every variant.',
  'Generates on-model and lifestyle product photos from flat-lay shots, keeping fabric, colour and logos accurate.',
  'StyleCanvas is a diffusion model fine-tuned for apparel and accessories. Upload a flat-lay or mannequin shot and choose from diverse licensed model poses, backgrounds and seasonal scenes; the model preserves exact colour, texture and print details while fitting the garment naturally.

Every output carries C2PA content credentials, and a colour-accuracy check flags images that drift from the reference so returns caused by misleading photos stay low.',
  'StyleCanvas: AI Product Imagery for Fashion | Aivora',
  'Create on-model and lifestyle product photos from flat-lays with StyleCanvas. Accurate colours, diverse models and content credentials.',
  array['product photography', 'generative AI', 'fashion e-commerce', 'virtual try-on']
    || array['photo shoots too expensive', 'hiring models for photos', 'photos for each colour', 'clothes photographed flat', 'lifestyle shots for listings', 'new collection, no photos yet', 'swapping photo backgrounds', 'shooting each variant'],
  'https://aivora.ai/models/stylecanvas-product-imagery',
  array['Fashion & Apparel', 'E-commerce', 'Advertising & Marketing'],
  array['Catalogue imagery for new collections', 'Colourway variant images', 'Seasonal campaign visuals'],
  array['Designers previewing garments on models', 'Marketplace sellers improving listings', 'Content teams producing ad creative'],
  array['Generative AI', 'Computer Vision'],
  array['Image Generation', 'Virtual Try-on'],
  array['On-model image generation', 'Background replacement', 'Colour variant rendering'],
  '{}',
  349,
  false,
  false,
  true,
  '/images/models/logos/stylecanvas-product-imagery.svg',
  '/images/models/covers/fashion-apparel.svg',
  now() - interval '149 hours'
),
(
  'LineGuard Defect Detection',
  'LineGuard Defect Detection inspects parts on the production line and catches scratches, cracks, missing components and assembly errors. It learns new defect types from a few dozen examples.',
  'Inline visual inspection that detects surface defects and assembly errors at line speed, trained from few examples.',
  'LineGuard Defect Detection runs on industrial cameras and edge GPUs beside the conveyor, inspecting every part at full line speed. Its anomaly-detection mode learns what a good part looks like, so it flags unseen defects without labelled examples, while its supervised mode classifies known defect types for root-cause analysis.

Results stream to your MES and SPC dashboards, and a feedback loop lets quality engineers confirm or reject calls so accuracy keeps improving.',
  'LineGuard Defect Detection: Visual Inspection AI | Aivora',
  'Catch surface defects and assembly errors at line speed with LineGuard. Few-shot training and MES integration included.',
  array['visual inspection', 'defect detection', 'quality control', 'industrial AI']
    || array['defective parts shipped', 'defects getting past inspectors', 'eyeballing parts', 'cracks found after shipping', 'screws left out', 'returns for defects', 'bad welds', 'manual inspection of parts', 'paint flaws on car bodies', 'faulty circuit boards'],
  'https://aivora.ai/models/lineguard-defect-detection',
  array['Manufacturing', 'Automotive'],
  array['Automotive body paint inspection', 'Electronics PCB inspection', 'Weld seam quality checks', 'Packaging integrity checks'],
  array['Quality engineers analysing defect trends', 'Line operators receiving reject alerts', 'Process engineers tracing root causes'],
  array['Computer Vision'],
  array['Quality Inspection', 'Anomaly Detection'],
  array['Surface defect detection', 'Assembly verification', 'Root-cause analytics'],
  '{}',
  1599,
  false,
  true,
  true,
  '/images/models/logos/lineguard-defect-detection.svg',
  '/images/models/covers/manufacturing.svg',
  now() - interval '162 hours'
),
(
  'TwinOps Predictive Maintenance',
  'TwinOps Predictive Maintenance forecasts equipment failures from vibration, temperature and operating data weeks before they happen. Maintenance teams plan repairs instead of reacting to breakdowns.',
  'Predicts equipment failures weeks ahead from sensor data, so maintenance is planned instead of reactive.',
  'TwinOps Predictive Maintenance builds a digital twin of each critical asset from historian data, vibration spectra and maintenance records. It estimates remaining useful life, identifies the likely failure mode and recommends the work order, spare parts and best maintenance window.

Connectors for OSIsoft PI, OPC UA and major CMMS platforms mean most plants go live in weeks. Customers report unplanned downtime reductions of 30 to 50 percent on monitored assets.',
  'TwinOps Predictive Maintenance | Aivora',
  'Forecast equipment failures weeks ahead with TwinOps. Digital twins, remaining useful life estimates and CMMS integration.',
  array['predictive maintenance', 'digital twin', 'asset management', 'industrial IoT', 'downtime']
    || array['machines break down without warning', 'unplanned downtime', 'presses keep breaking down', 'equipment failing unexpectedly', 'sudden machine failures', 'emergency repairs', 'motors overheating', 'pumps failing', 'bearing failures', 'which machine fails next', 'stopping the line for repairs', 'fixing things after they break', 'no spare parts ready'],
  'https://aivora.ai/models/twinops-predictive-maintenance',
  array['Manufacturing', 'Energy & Utilities', 'Mining & Metals'],
  array['Rotating equipment monitoring', 'Conveyor and crusher maintenance', 'Turbine and transformer health', 'Spare parts planning'],
  array['Reliability engineers prioritising work', 'Maintenance planners scheduling outages', 'Plant managers tracking asset health'],
  array['Predictive Analytics'],
  array['Predictive Maintenance', 'Digital Twins'],
  array['Remaining useful life estimation', 'Failure mode diagnosis', 'Maintenance scheduling'],
  '{}',
  2199,
  true,
  true,
  true,
  '/images/models/logos/twinops-predictive-maintenance.svg',
  '/images/models/covers/manufacturing.svg',
  now() - interval '175 hours'
),
(
  'RouteMind Fleet Optimizer',
  'RouteMind Fleet Optimizer plans delivery routes that respect time windows, vehicle capacities and driver hours. It re-plans automatically when traffic, cancellations or new orders arrive.',
  'Dynamic route planning and dispatch that cuts mileage and late deliveries while respecting time windows and driver hours.',
  'RouteMind Fleet Optimizer solves large vehicle-routing problems with thousands of stops in seconds, combining learned travel-time predictions with a constraint solver. A dispatch agent monitors the day as it unfolds and proposes re-routes when traffic builds, vehicles break down or urgent orders come in.

Fleets typically reduce distance driven by 10 to 20 percent and improve on-time delivery, while electric vehicle support accounts for range and charging stops.',
  'RouteMind Fleet Optimizer: Route Planning AI | Aivora',
  'Plan and re-plan delivery routes automatically with RouteMind. Fewer miles, more on-time deliveries, EV-aware routing.',
  array['route optimisation', 'fleet management', 'last-mile delivery', 'dispatch']
    || array['drivers arriving late', 'planning delivery routes by hand', 'extra miles driven', 'delivery windows blown', 'half-loaded vans', 'reshuffling routes for rush orders', 'driver hours limits', 'fuel bills for our vans', 'technicians criss-crossing town', 'which driver gets which stop'],
  'https://aivora.ai/models/routemind-fleet-optimizer',
  array['Transportation & Logistics'],
  array['Last-mile parcel delivery', 'Field service scheduling', 'Grocery home delivery', 'EV fleet routing'],
  array['Dispatchers managing live routes', 'Drivers receiving optimised stop lists', 'Operations managers tracking costs'],
  array['Predictive Analytics', 'Autonomous Agents'],
  array['Route Optimisation', 'Dispatch Automation'],
  array['Vehicle route optimisation', 'Dynamic re-routing', 'Delivery time prediction'],
  '{}',
  799,
  false,
  false,
  true,
  '/images/models/logos/routemind-fleet-optimizer.svg',
  '/images/models/covers/transportation-logistics.svg',
  now() - interval '188 hours'
),
(
  'DockFlow Yard Vision',
  'DockFlow Yard Vision reads trailer numbers and container codes at gates and docks and tracks each unit across the yard. Gate check-in times drop and lost trailers become rare.',
  'Reads trailer and container IDs at gates and docks and tracks yard moves automatically from camera feeds.',
  'DockFlow Yard Vision combines licence plate recognition, ISO 6346 container code OCR and multi-camera tracking to maintain a live map of every trailer and container in the yard. Check-ins are recorded automatically, dwell times are measured and dock door assignments are suggested.

This model has been superseded by a new yard orchestration release and is no longer offered to new customers.',
  'DockFlow Yard Vision: Yard Tracking AI | Aivora',
  'Automate gate check-ins and track trailers across the yard with DockFlow Yard Vision.',
  array['yard management', 'container OCR', 'logistics', 'gate automation']
    || array['trucks waiting at the gate', 'lost trailers in the yard', 'jotting down container numbers', 'queues at the gatehouse', 'hunting for trailers', 'trucks queuing outside', 'dock doors double booked', 'yard full of trailers', 'lost containers'],
  'https://aivora.ai/models/dockflow-yard-vision',
  array['Transportation & Logistics'],
  array['Distribution centre gate automation', 'Port container tracking', 'Dock door scheduling'],
  array['Gate clerks checking in trucks', 'Yard jockeys locating trailers', 'Logistics managers measuring dwell time'],
  array['Computer Vision'],
  array['Yard Management', 'OCR'],
  array['Container code recognition', 'Trailer tracking', 'Dwell time analytics'],
  '{}',
  649,
  false,
  false,
  false,
  '/images/models/logos/dockflow-yard-vision.svg',
  '/images/models/covers/transportation-logistics.svg',
  now() - interval '201 hours'
),
(
  'TutorLoop Adaptive Learning',
  'TutorLoop Adaptive Learning is an AI tutor that guides students through problems step by step instead of handing out answers. It adapts difficulty to each learner and reports progress to teachers.',
  'A Socratic AI tutor that adapts to each student, gives hints instead of answers and keeps teachers informed.',
  'TutorLoop Adaptive Learning uses a knowledge-tracing model to estimate what each student has mastered and a tutoring model that responds with questions and hints aligned to your curriculum. It covers mathematics, sciences and language arts, and can be grounded on a school''s own materials.

Teachers see class-level mastery dashboards and conversation summaries, and safety filters keep interactions age-appropriate and on-task. Student data is never used to train shared models.',
  'TutorLoop Adaptive Learning: AI Tutor | Aivora',
  'Give every student a patient AI tutor. TutorLoop adapts to each learner, gives hints not answers, and reports mastery to teachers.',
  array['AI tutor', 'adaptive learning', 'edtech', 'personalised learning']
    || array['kids at different levels', 'students falling behind', 'mixed-ability classes', 'struggling with maths', 'help with homework', 'kids copying answers', 'one teacher, thirty students', 'pupils need individual attention', 'bored advanced students', 'catching up after absences', 'private tutoring too expensive'],
  'https://aivora.ai/models/tutorloop-adaptive-learning',
  array['Education'],
  array['K-12 homework support', 'University gateway courses', 'Corporate skills training'],
  array['Students practising at their own pace', 'Parents supporting homework', 'Adult learners reskilling'],
  array['Conversational AI', 'Generative AI'],
  array['Intelligent Tutoring', 'Adaptive Assessment'],
  array['Step-by-step tutoring', 'Mastery tracking', 'Practice question generation'],
  '{}',
  99,
  true,
  false,
  true,
  '/images/models/logos/tutorloop-adaptive-learning.svg',
  '/images/models/covers/education.svg',
  now() - interval '214 hours'
),
(
  'GradeAssist Essay Review',
  'GradeAssist Essay Review gives rubric-aligned feedback on student essays in seconds. Teachers stay in charge of final grades while spending less time on first-pass marking.',
  'Rubric-aligned essay feedback for teachers: suggested scores, inline comments and class-wide writing insights.',
  'GradeAssist Essay Review reads essays against your rubric and suggests a score for each criterion with inline comments that point to specific sentences. Students receive formative feedback they can act on, and teachers approve or adjust every suggestion before anything is released.

Class reports highlight common weaknesses such as thesis clarity or use of evidence, helping teachers plan targeted lessons.',
  'GradeAssist Essay Review: Writing Feedback AI | Aivora',
  'Give faster, rubric-aligned feedback on student essays with GradeAssist. Teachers approve every score and comment.',
  array['essay feedback', 'automated grading', 'writing assessment', 'edtech']
    || array['marking essays all weekend', 'piles of essays to grade', 'teachers drowning in grading', 'feedback arrives after the next assignment', 'inconsistent grading between teachers', 'correcting compositions', 'writing feedback on essays', 'comments in the margins', 'grading eats our evenings'],
  'https://aivora.ai/models/gradeassist-essay-review',
  array['Education'],
  array['Secondary school essay marking', 'University writing centres', 'Language proficiency practice'],
  array['Teachers reviewing drafts faster', 'Students revising with feedback', 'Tutors tracking writing progress'],
  array['NLP'],
  array['Automated Feedback', 'Writing Assessment'],
  array['Rubric scoring suggestions', 'Inline writing feedback', 'Class writing analytics'],
  '{}',
  149,
  false,
  false,
  true,
  '/images/models/logos/gradeassist-essay-review.svg',
  '/images/models/covers/education.svg',
  now() - interval '227 hours'
),
(
  'GridBalance Load Forecaster',
  'GridBalance Load Forecaster predicts electricity demand and solar and wind output from minutes to days ahead. Grid operators balance supply with fewer reserves and less curtailment.',
  'Forecasts electricity demand and renewable generation from 15 minutes to 10 days ahead for grid operators and traders.',
  'GridBalance Load Forecaster blends numerical weather predictions, satellite cloud imagery and smart meter data to forecast load and renewable generation at substation and portfolio level. Probabilistic outputs quantify uncertainty so operators can size reserves and traders can hedge positions.

The model supports distributed energy resources, EV charging growth and demand response events, and it retrains continuously as the grid mix changes.',
  'GridBalance Load Forecaster: Energy Forecasting | Aivora',
  'Forecast electricity demand and solar and wind output with GridBalance. Probabilistic forecasts for grid balancing and trading.',
  array['load forecasting', 'renewable energy', 'grid operations', 'energy trading']
    || array['how much power tomorrow', 'balancing the grid', 'solar output hard to predict', 'wind output swings', 'buying power at peak prices', 'imbalance penalties', 'paying for spare reserve', 'switching off wind turbines', 'heatwave peak demand', 'scheduling power plants'],
  'https://aivora.ai/models/gridbalance-load-forecaster',
  array['Energy & Utilities', 'Environmental & Sustainability'],
  array['Day-ahead load forecasting', 'Solar and wind output prediction', 'Reserve requirement planning', 'Energy trading positions'],
  array['Grid controllers balancing supply', 'Energy traders hedging positions', 'Analysts planning capacity'],
  array['Predictive Analytics'],
  array['Load Forecasting', 'Renewables Integration'],
  array['Short-term load forecasting', 'Renewable generation forecasting', 'Curtailment reduction'],
  '{}',
  2799,
  false,
  true,
  true,
  '/images/models/logos/gridbalance-load-forecaster.svg',
  '/images/models/covers/energy-utilities.svg',
  now() - interval '240 hours'
),
(
  'CropSight Yield AI',
  'CropSight Yield AI analyses drone and satellite imagery to detect crop stress, pests and nutrient deficiencies field by field. It forecasts yield and recommends variable-rate inputs.',
  'Field-level crop health monitoring and yield forecasting from drone and satellite imagery, with variable-rate input maps.',
  'CropSight Yield AI processes multispectral imagery to map vegetation vigour, water stress and disease hotspots, then combines them with soil and weather data to forecast yield weeks before harvest. It generates prescription maps for fertiliser, irrigation and crop protection that load directly into common farm machinery.

Agronomists can scout the flagged zones with a mobile app that records ground truth and sharpens the model for the next season.',
  'CropSight Yield AI: Precision Agriculture | Aivora',
  'Spot crop stress early and forecast yield with CropSight. Satellite and drone analytics with variable-rate prescription maps.',
  array['precision agriculture', 'crop monitoring', 'yield forecasting', 'remote sensing']
    || array['we guess the harvest', 'how much will we harvest', 'harvest estimate', 'disease spreading before we notice', 'pests in the field', 'walking fields to scout', 'patchy fields', 'same fertiliser everywhere', 'yellowing leaves', 'which parts of the field struggle', 'drought-stressed crops', 'tonnes per hectare'],
  'https://aivora.ai/models/cropsight-yield-ai',
  array['Agriculture', 'Environmental & Sustainability'],
  array['Row crop health monitoring', 'Orchard and vineyard management', 'Agri-input recommendations'],
  array['Farmers planning field work', 'Agronomists scouting problem zones', 'Crop advisers writing prescriptions'],
  array['Computer Vision', 'Predictive Analytics'],
  array['Precision Agriculture', 'Remote Sensing'],
  array['Crop stress detection', 'Yield forecasting', 'Variable-rate prescriptions'],
  '{}',
  249,
  false,
  false,
  true,
  '/images/models/logos/cropsight-yield-ai.svg',
  '/images/models/covers/agriculture.svg',
  now() - interval '253 hours'
),
(
  'NetPulse Anomaly Detection',
  'NetPulse Anomaly Detection watches network KPIs and device telemetry to detect outages, degradation and suspicious traffic before customers notice. It groups related alarms into a single incident with a probable root cause.',
  'Detects network degradation, outages and suspicious traffic early, and correlates alarms into one incident with root cause.',
  'NetPulse Anomaly Detection learns normal behaviour for every cell site, router and connected device across daily and weekly cycles. It detects subtle deviations in throughput, latency, drop rates and signalling, and correlates thousands of alarms into a handful of incidents with a ranked root-cause hypothesis.

NOC teams use it to cut mean time to repair, while IoT platform operators use it to spot compromised or malfunctioning devices across large fleets.',
  'NetPulse Anomaly Detection: Network AIOps | Aivora',
  'Detect network degradation and suspicious device traffic early. NetPulse correlates alarms into incidents with probable root cause.',
  array['network monitoring', 'AIOps', 'anomaly detection', 'telecom', 'IoT security']
    || array['outages noticed by subscribers first', 'dropped calls', 'slow internet complaints', 'alarm storms', 'thousands of alarms', 'root cause of an outage', 'cell sites going down', 'fibre cuts', 'engineers chasing false alarms', 'subscribers calling before we know'],
  'https://aivora.ai/models/netpulse-anomaly-detection',
  array['Telecommunications', 'IoT & Connected Devices'],
  array['Mobile network operations centres', 'Fibre backbone monitoring', 'IoT fleet health monitoring', 'Alarm correlation'],
  array['NOC engineers triaging incidents', 'Field technicians receiving precise dispatches', 'IoT platform engineers tracking devices'],
  array['Predictive Analytics', 'AI Security'],
  array['Network Monitoring', 'Anomaly Detection'],
  array['KPI anomaly detection', 'Alarm correlation', 'Root-cause analysis'],
  '{}',
  1899,
  false,
  true,
  true,
  '/images/models/logos/netpulse-anomaly-detection.svg',
  '/images/models/covers/telecommunications.svg',
  now() - interval '266 hours'
),
(
  'LexiBrief: Contract AI',
  'LexiBrief: Contract AI reviews contracts against your playbook, flags risky clauses and proposes redlines. Legal teams turn around routine agreements in minutes instead of days.',
  'Reviews contracts against your playbook, flags risky clauses and drafts redlines in Microsoft Word.',
  'LexiBrief: Contract AI extracts parties, dates, obligations and more than 120 clause types from agreements in any common format. It compares each clause with your negotiation playbook, explains deviations in plain language and suggests fallback wording your team has already approved.

A Word add-in brings the review into the document lawyers already work in, and a repository view lets you query obligations and renewal dates across thousands of executed contracts.',
  'LexiBrief: Contract Review AI | Aivora',
  'Review contracts against your playbook in minutes. LexiBrief flags risky clauses, suggests redlines and tracks obligations.',
  array['contract review', 'legal AI', 'clause extraction', 'redlining', 'CLM']
    || array['contract review bottleneck', 'lawyers buried in NDAs', 'risky clauses slip through', 'renewal dates forgotten', 'marking up agreements', 'stack of supplier contracts', 'reading contracts line by line', 'auto-renewals we forgot', 'due diligence document review'],
  'https://aivora.ai/models/lexibrief-contract-ai',
  array['Legal'],
  array['NDA and MSA review', 'Procurement contract intake', 'M&A due diligence', 'Obligation and renewal tracking'],
  array['In-house counsel reviewing agreements', 'Paralegals extracting key terms', 'Contract managers tracking renewals'],
  array['NLP', 'Generative AI'],
  array['Contract Review', 'Clause Extraction'],
  array['Playbook-based review', 'Clause extraction', 'Redline drafting'],
  '{}',
  799,
  true,
  false,
  true,
  '/images/models/logos/lexibrief-contract-ai.svg',
  '/images/models/covers/legal.svg',
  now() - interval '279 hours'
),
(
  'CaseCite Research Assistant',
  'CaseCite Research Assistant answers legal research questions with citations to statutes, regulations and case law. Every statement links to the source passage so it can be verified.',
  'Legal research assistant that answers questions with pinpoint citations to case law, statutes and regulations.',
  'CaseCite Research Assistant uses retrieval-augmented generation over licensed primary law and your firm''s own memos. Answers cite the exact paragraph relied on, and a citation checker warns when an authority has been overruled or amended.

Research sessions can be exported as a memo draft with a table of authorities, saving hours on first drafts while keeping lawyers responsible for the final analysis.',
  'CaseCite Research Assistant: Legal Research AI | Aivora',
  'Answer legal research questions with pinpoint citations to case law and statutes. CaseCite links every statement to its source.',
  array['legal research', 'case law', 'citations', 'RAG']
    || array['digging through case law', 'precedent hunting', 'made-up citations', 'associates digging for rulings', 'which laws apply', 'is this ruling still good law', 'digging through statutes', 'fake case references'],
  'https://aivora.ai/models/casecite-research-assistant',
  array['Legal', 'Government & Public Sector'],
  array['Litigation research', 'Regulatory compliance research', 'Public sector legal advice'],
  array['Associates researching issues', 'Law students preparing briefs', 'Policy advisers checking legislation'],
  array['NLP', 'Conversational AI'],
  array['Legal Research', 'Retrieval-Augmented Generation'],
  array['Cited legal answers', 'Citation validation', 'Research memo drafting'],
  '{}',
  449,
  false,
  false,
  true,
  '/images/models/logos/casecite-research-assistant.svg',
  null,
  now() - interval '292 hours'
),
(
  'ReelCut Highlights',
  'ReelCut Highlights finds the key moments in live and recorded video and cuts them into highlight reels automatically. Clips are reframed for vertical, square and widescreen formats.',
  'Automatically finds key moments in video and produces highlight reels reframed for every social platform.',
  'ReelCut Highlights combines action recognition, audio excitement detection and on-screen text reading to score every moment of a broadcast. It assembles highlight reels to a target length, adds captions and reframes shots around the action for vertical and square formats.

Broadcasters publish clips to social channels within seconds of the play, and post-production teams use the same index to search archives by event, player or scene.',
  'ReelCut Highlights: Automated Video Highlights | Aivora',
  'Create highlight reels automatically from live and recorded video. ReelCut finds key moments and reframes clips for every platform.',
  array['video highlights', 'automated editing', 'sports media', 'social video']
    || array['cutting highlights ourselves', 'clipping the best moments', 'mountains of footage', 'goal clips for Instagram', 'vertical clips from streams', 'editors scrubbing through video', 'repurposing webinars and streams', 'digging through the archive', 'clips for TikTok'],
  'https://aivora.ai/models/reelcut-highlights',
  array['Media & Entertainment', 'Sports & Recreation'],
  array['Live sports highlight clipping', 'Archive search and reuse', 'Social media content production'],
  array['Video editors speeding up cuts', 'Social media managers publishing clips', 'Content creators repurposing streams'],
  array['Computer Vision', 'Generative AI'],
  array['Video Understanding', 'Automated Editing'],
  array['Key moment detection', 'Auto-reframing', 'Highlight reel assembly'],
  array['https://www.youtube.com/embed/aircAruvnKk'],
  499,
  false,
  false,
  true,
  '/images/models/logos/reelcut-highlights.svg',
  '/images/models/covers/media-entertainment.svg',
  now() - interval '305 hours'
),
(
  'DubVoice Localizer',
  'DubVoice Localizer translates and dubs video into more than 30 languages while preserving each speaker''s voice and timing. Studios localise content in days rather than months.',
  'AI dubbing that translates dialogue into 30+ languages while keeping each speaker''s voice, emotion and lip timing.',
  'DubVoice Localizer transcribes and translates dialogue, adapts the script to fit timing, then synthesises speech that preserves each speaker''s timbre and emotion. Voice cloning only runs with documented consent, and every synthetic track is watermarked.

Linguists and directors review each line in a collaborative editor, adjusting translation or delivery before export to broadcast-ready stems.',
  'DubVoice Localizer: AI Dubbing | Aivora',
  'Dub video into 30+ languages while keeping each speaker''s voice and timing. DubVoice includes consent controls and watermarking.',
  array['AI dubbing', 'localisation', 'voice synthesis', 'translation']
    || array['dubbing is too expensive', 'videos only in English', 'subtitles aren''t enough', 'voice actors for each language', 'reaching foreign audiences', 'translating our videos', 'lip sync looks off', 'courses in other languages'],
  'https://aivora.ai/models/dubvoice-localizer',
  array['Media & Entertainment', 'Arts & Culture'],
  array['Film and series localisation', 'E-learning course translation', 'Museum and documentary narration'],
  array['Localisation producers managing projects', 'Creators reaching new audiences', 'Translators reviewing scripts'],
  array['Speech', 'Generative AI'],
  array['Voice Synthesis', 'Machine Translation'],
  array['Voice-preserving dubbing', 'Script adaptation', 'Subtitle generation'],
  '{}',
  899,
  false,
  false,
  true,
  '/images/models/logos/dubvoice-localizer.svg',
  '/images/models/covers/media-entertainment.svg',
  now() - interval '318 hours'
),
(
  'CivicDesk Assistant',
  'CivicDesk Assistant answers residents'' questions about services, permits, benefits and payments around the clock in plain language. It completes simple transactions and hands complex cases to staff with full context.',
  'A multilingual virtual agent for public services that answers residents 24/7 and hands complex cases to staff.',
  'CivicDesk Assistant is grounded in your agency''s published guidance and service catalogue, so answers stay accurate and cite the relevant page. It supports more than 40 languages, meets WCAG 2.2 AA accessibility requirements and can complete tasks such as booking appointments or checking application status through existing systems.

Deployments run in government cloud regions with data residency guarantees, and every conversation can be audited.',
  'CivicDesk Assistant: Public Service Virtual Agent | Aivora',
  'Serve residents 24/7 in 40+ languages with CivicDesk Assistant, a grounded, accessible virtual agent for public services.',
  array['government chatbot', 'citizen services', 'virtual agent', 'multilingual']
    || array['residents calling the town hall', 'phone queues at the council', 'same questions about bin collection', 'paying a parking fine', 'questions after office hours', 'residents who don''t speak English', 'questions about benefits', 'town hall switchboard overloaded', 'citizens unsure where to apply'],
  'https://aivora.ai/models/civicdesk-assistant',
  array['Government & Public Sector', 'Customer Service'],
  array['Municipal service enquiries', 'Benefits eligibility guidance', 'Permit status updates', 'Tax and payment questions'],
  array['Residents finding services quickly', 'Caseworkers receiving prepared cases', 'Contact centre staff handling escalations'],
  array['Conversational AI'],
  array['Virtual Agents', 'Multilingual Support'],
  array['Service enquiry answering', 'Appointment booking', 'Case escalation'],
  '{}',
  1199,
  false,
  true,
  true,
  '/images/models/logos/civicdesk-assistant.svg',
  '/images/models/covers/government-public-sector.svg',
  now() - interval '331 hours'
),
(
  'PermitPilot Review',
  'PermitPilot Review checks building permit applications and drawings against zoning and building codes. Plan reviewers receive a pre-checked application with issues already listed.',
  'Pre-checks permit applications and drawings against zoning and building codes, cutting review cycles for cities.',
  'PermitPilot Review reads application forms, site plans and architectural drawings, extracting setbacks, heights, floor areas and occupancy details. It checks them against your local zoning ordinance and adopted building code, listing likely issues with references to the relevant sections.

Applicants can run the same check before submitting, which reduces resubmissions and lets plan reviewers focus on judgement calls.',
  'PermitPilot Review: Permit Plan Review AI | Aivora',
  'Pre-check permit applications and drawings against zoning and building codes with PermitPilot. Fewer resubmissions, faster approvals.',
  array['permit review', 'building codes', 'zoning', 'govtech']
    || array['permit application backlog', 'months for a building permit', 'incomplete applications sent back', 'checking plans against codes', 'zoning rules', 'plan review delays', 'architects resubmitting drawings', 'homeowners in permit limbo', 'too few plan reviewers'],
  'https://aivora.ai/models/permitpilot-review',
  array['Government & Public Sector', 'Construction & Engineering', 'Urban Planning & Smart Cities'],
  array['Residential permit plan review', 'Zoning compliance checks', 'Applicant self-service pre-checks'],
  array['Plan reviewers prioritising issues', 'Architects checking drawings', 'Homeowners preparing applications'],
  array['NLP', 'Computer Vision'],
  array['Document Understanding', 'Compliance Checking'],
  array['Drawing data extraction', 'Code compliance checking', 'Review comment drafting'],
  '{}',
  999,
  false,
  false,
  true,
  '/images/models/logos/permitpilot-review.svg',
  '/images/models/covers/government-public-sector.svg',
  now() - interval '344 hours'
),
(
  'ValuEstate AVM',
  'ValuEstate AVM estimates residential property values with confidence ranges using sales, listings and neighbourhood data. Lenders and agents get instant valuations with comparable sales attached.',
  'Automated valuation model for residential property with confidence ranges, comparables and neighbourhood trends.',
  'ValuEstate AVM combines transaction records, active listings, property attributes and street-level imagery to estimate market value. Each valuation includes a confidence score, the most relevant comparable sales and a short explanation of the value drivers.

Lenders use it for pre-approvals and portfolio revaluation, while agents use it to prepare listing presentations and spot pricing opportunities.',
  'ValuEstate AVM: Automated Property Valuation | Aivora',
  'Instant residential property valuations with confidence ranges and comparables. ValuEstate AVM serves lenders, agents and investors.',
  array['automated valuation model', 'property valuation', 'proptech', 'mortgage']
    || array['what is this house worth', 'valuing homes quickly', 'appraisal delays', 'pricing a listing', 'home price estimate', 'comparable sales nearby', 'revaluing a mortgage book', 'sellers overpricing homes', 'appraisers backed up'],
  'https://aivora.ai/models/valuestate-avm',
  array['Real Estate', 'Finance & Banking'],
  array['Mortgage pre-approval valuations', 'Portfolio revaluation', 'Listing price recommendations'],
  array['Agents preparing listing presentations', 'Investors screening deals', 'Homeowners tracking value'],
  array['Predictive Analytics'],
  array['Property Valuation', 'Geospatial Analytics'],
  array['Property value estimation', 'Comparable sales selection', 'Market trend analysis'],
  '{}',
  399,
  false,
  false,
  true,
  '/images/models/logos/valuestate-avm.svg',
  '/images/models/covers/real-estate.svg',
  now() - interval '357 hours'
),
(
  'StayWise Revenue Manager',
  'StayWise Revenue Manager recommends daily room rates and restrictions from booking pace, competitor prices and local events. Hotels grow revenue per available room without manual spreadsheets.',
  'Dynamic room pricing that reads booking pace, competitor rates and local events to grow RevPAR.',
  'StayWise Revenue Manager forecasts demand by room type and segment, then optimises rates and length-of-stay restrictions across channels. It watches competitor rate shops and local event calendars, and explains every recommendation so revenue managers stay in control.

Independent hotels can run it on autopilot within guardrails, while groups use portfolio dashboards to coordinate pricing across properties.',
  'StayWise Revenue Manager: Hotel Pricing AI | Aivora',
  'Grow RevPAR with StayWise dynamic room pricing. Demand forecasts, competitor rates and events combined into daily recommendations.',
  array['hotel revenue management', 'dynamic pricing', 'RevPAR', 'hospitality']
    || array['setting room rates by hand', 'rooms empty midweek', 'competitors charging less', 'what to charge per night', 'rooms sold too cheap during events', 'rate spreadsheets', 'occupancy dips', 'last-minute discounting', 'holiday rental nightly price'],
  'https://aivora.ai/models/staywise-revenue-manager',
  array['Hospitality', 'Travel & Tourism'],
  array['Hotel room rate optimisation', 'Serviced apartment pricing', 'Group and event demand planning'],
  array['Revenue managers setting rates', 'Hotel owners monitoring performance', 'Holiday rental hosts pricing nights'],
  array['Predictive Analytics'],
  array['Dynamic Pricing', 'Demand Forecasting'],
  array['Rate recommendations', 'Demand forecasting', 'Competitor rate monitoring'],
  '{}',
  449,
  false,
  false,
  true,
  '/images/models/logos/staywise-revenue-manager.svg',
  '/images/models/covers/hospitality.svg',
  now() - interval '370 hours'
),
(
  'TripWeaver Concierge',
  'TripWeaver Concierge plans personalised itineraries and books flights, hotels and activities through conversation. It rebooks automatically when plans are disrupted.',
  'A conversational travel agent that plans personalised itineraries, books trips and handles disruptions.',
  'TripWeaver Concierge understands preferences such as budget, pace and accessibility needs, and builds day-by-day itineraries with real availability. Connected to your booking engine, it can hold and book inventory, apply loyalty benefits and send confirmations.

When flights are delayed or cancelled, the agent proposes alternatives and rebooks within policy, keeping travellers informed by chat, email or SMS.',
  'TripWeaver Concierge: AI Travel Agent | Aivora',
  'Plan and book personalised trips through conversation. TripWeaver Concierge builds itineraries and rebooks when plans change.',
  array['travel planning', 'AI concierge', 'booking agent', 'itinerary']
    || array['trip planning headache', 'rebooking cancelled flights', 'building itineraries', 'what to do on holiday', 'travellers stranded', 'booking flights and hotels together', 'itinerary falling apart', 'missed connections'],
  'https://aivora.ai/models/tripweaver-concierge',
  array['Travel & Tourism', 'Hospitality'],
  array['Online travel agency assistants', 'Hotel guest concierge', 'Corporate travel rebooking'],
  array['Travellers planning trips', 'Guests finding local experiences', 'Business travellers managing changes'],
  array['Conversational AI', 'Autonomous Agents'],
  array['Travel Planning', 'Booking Agents'],
  array['Itinerary generation', 'Automated booking', 'Disruption rebooking'],
  '{}',
  199,
  false,
  false,
  true,
  '/images/models/logos/tripweaver-concierge.svg',
  '/images/models/covers/travel-tourism.svg',
  now() - interval '383 hours'
),
(
  'ThreatLoom SOC Copilot',
  'ThreatLoom SOC Copilot triages security alerts, investigates incidents and drafts response actions for analysts to approve. It reduces alert fatigue and shortens time to containment.',
  'An AI security analyst that triages alerts, investigates incidents across your tools and proposes response actions.',
  'ThreatLoom SOC Copilot connects to your SIEM, EDR, identity and cloud logs, enriches every alert with threat intelligence and asset context, and closes false positives with a written rationale. For real incidents it reconstructs the attack timeline mapped to MITRE ATT&CK and proposes containment steps such as isolating hosts or revoking sessions.

Analysts approve actions with one click, and every step is logged for audit. Security teams typically triage three to five times more alerts per analyst.',
  'ThreatLoom SOC Copilot: AI Security Analyst | Aivora',
  'Triage alerts, investigate incidents and contain threats faster with ThreatLoom SOC Copilot, an AI analyst for your SOC.',
  array['SOC automation', 'threat detection', 'incident response', 'SIEM', 'MITRE ATT&CK']
    || array['security alert overload', 'alert fatigue', 'analysts drowning in alerts', 'false positives all day', 'incident investigations drag on', 'hackers inside the network', 'ransomware response', 'small security team overwhelmed', 'chasing alerts across tools', 'breach investigation'],
  'https://aivora.ai/models/threatloom-soc-copilot',
  array['Cybersecurity'],
  array['Security alert triage', 'Incident investigation', 'Threat hunting', 'Managed security services'],
  array['SOC analysts clearing alert queues', 'Incident responders building timelines', 'CISOs reporting on risk'],
  array['AI Security', 'Autonomous Agents'],
  array['Threat Detection', 'Incident Response'],
  array['Alert triage', 'Attack timeline reconstruction', 'Automated containment'],
  '{}',
  3999,
  true,
  true,
  true,
  '/images/models/logos/threatloom-soc-copilot.svg',
  '/images/models/covers/cybersecurity.svg',
  now() - interval '396 hours'
),
(
  'PhishNet Mail Guard',
  'PhishNet Mail Guard detects phishing, business email compromise and invoice fraud that slip past traditional filters. It warns users in context and quarantines the most dangerous messages.',
  'Stops phishing and business email compromise by reading intent, tone and sender behaviour, not just links.',
  'PhishNet Mail Guard models normal communication patterns between senders and recipients and uses a language model to detect urgency, impersonation and payment-change requests. Suspicious messages get an in-line warning banner, and high-risk ones are quarantined automatically.

It connects to Microsoft 365 and Google Workspace through APIs in minutes, with no MX record changes.',
  'PhishNet Mail Guard: Email Phishing Protection | Aivora',
  'Catch phishing and business email compromise that filters miss. PhishNet Mail Guard connects to Microsoft 365 and Google Workspace.',
  array['phishing detection', 'email security', 'business email compromise']
    || array['fake emails from the boss', 'staff clicking dodgy links', 'fake invoice emails', 'CEO fraud', 'spoofed supplier emails', 'bank details changed by email', 'phishing emails getting through', 'scam emails', 'someone impersonating our CFO'],
  'https://aivora.ai/models/phishnet-mail-guard',
  array['Cybersecurity', 'Finance & Banking'],
  array['Business email compromise prevention', 'Invoice fraud detection', 'Executive impersonation protection'],
  array['Employees spotting suspicious emails', 'IT admins reviewing quarantines', 'Finance staff verifying payment requests'],
  array['AI Security', 'NLP'],
  array['Email Security', 'Phishing Detection'],
  array['Phishing classification', 'Impersonation detection', 'Payment fraud warnings'],
  '{}',
  129,
  false,
  false,
  true,
  null,
  '/images/models/covers/cybersecurity.svg',
  now() - interval '409 hours'
),
(
  'DriveSense ADAS Perception',
  'DriveSense ADAS Perception detects vehicles, pedestrians, lanes and signs from camera and radar data in real time. Automotive teams integrate it into driver-assistance and automated driving stacks.',
  'Camera and radar perception for driver assistance: vehicles, vulnerable road users, lanes and traffic signs in real time.',
  'DriveSense ADAS Perception fuses multi-camera and radar inputs into a bird''s-eye-view representation, detecting and tracking objects, lane geometry and drivable space at 30 frames per second on automotive-grade hardware. It has been validated on diverse weather, lighting and road conditions across four continents.

The model ships with safety documentation aligned with ISO 26262 and ISO 21448 (SOTIF) processes, plus tools to mine edge cases from fleet data for retraining.',
  'DriveSense ADAS Perception | Aivora',
  'Real-time camera and radar perception for ADAS and automated driving. DriveSense detects vehicles, pedestrians, lanes and signs.',
  array['ADAS', 'autonomous driving', 'sensor fusion', 'perception', 'automotive AI']
    || array['detecting pedestrians', 'cars seeing the road', 'lane keeping', 'reading road signs', 'automatic emergency braking', 'self-driving shuttle', 'cyclists near trucks', 'seeing at night', 'camera and radar together'],
  'https://aivora.ai/models/drivesense-adas-perception',
  array['Automotive', 'Transportation & Logistics'],
  array['Advanced driver-assistance systems', 'Autonomous shuttle perception', 'Truck platooning', 'Fleet edge-case mining'],
  array['Perception engineers benchmarking models', 'Safety engineers preparing evidence', 'Researchers prototyping features'],
  array['Computer Vision'],
  array['Sensor Fusion', 'Object Detection'],
  array['Object detection and tracking', 'Lane and drivable space estimation', 'Edge-case mining'],
  '{}',
  4499,
  false,
  true,
  true,
  '/images/models/logos/drivesense-adas-perception.svg',
  '/images/models/covers/automotive.svg',
  now() - interval '422 hours'
),
(
  'PlayMetrics Coach',
  'PlayMetrics Coach tracks players and movement from ordinary match and training video to produce tactical and physical performance reports. Coaches get insights without wearables or a dedicated analyst.',
  'Turns match and training video into player tracking, tactical insights and technique feedback, no wearables needed.',
  'PlayMetrics Coach detects and tracks every player and the ball from a single wide-angle camera, computing distances, sprints, formations and passing networks. Pose estimation adds technique analysis for movements such as shooting, serving or running gait.

Reports are generated automatically after each session, and clips are tagged so coaches can show players exactly what happened.',
  'PlayMetrics Coach: Sports Video Analytics | Aivora',
  'Player tracking, tactical insights and technique feedback from ordinary video. PlayMetrics Coach needs no wearables.',
  array['sports analytics', 'player tracking', 'pose estimation', 'coaching']
    || array['analysing match videos', 'which players are tired', 'no GPS vests', 'coaches rewatching games', 'scouting young players', 'training load injuries', 'tactics from game footage', 'amateur team analysis', 'player fitness reports'],
  'https://aivora.ai/models/playmetrics-coach',
  array['Sports & Recreation'],
  array['Academy and club match analysis', 'Training load monitoring', 'Scouting and recruitment'],
  array['Coaches preparing tactical sessions', 'Athletes reviewing technique', 'Amateur teams analysing matches'],
  array['Computer Vision', 'Predictive Analytics'],
  array['Pose Estimation', 'Performance Analytics'],
  array['Player tracking', 'Tactical analysis', 'Technique feedback'],
  array['https://www.youtube.com/embed/IHZwWFHWa-w'],
  179,
  false,
  false,
  true,
  '/images/models/logos/playmetrics-coach.svg',
  '/images/models/covers/sports-recreation.svg',
  now() - interval '435 hours'
),
(
  'AdSpark Creative Studio',
  'AdSpark Creative Studio generates on-brand ad copy, images and variants for every channel and audience. It predicts which creatives will perform best before you spend.',
  'Generates on-brand ad copy and visuals for every channel, and predicts which variants will perform before launch.',
  'AdSpark Creative Studio learns your brand voice, visual identity and compliance rules from existing assets, then generates headlines, body copy and images sized for search, social and display. A performance model trained on historical campaign data scores each variant so you test the most promising ones first.

Approval workflows, brand-safety checks and audit history keep legal and brand teams comfortable with generated content at scale.',
  'AdSpark Creative Studio: Generative Ad Creative | Aivora',
  'Generate on-brand ad copy and visuals for every channel with AdSpark, and predict which variants will perform before you spend.',
  array['generative advertising', 'ad copy', 'creative optimisation', 'marketing AI']
    || array['writing ad copy', 'ads stop performing', 'more ad variations', 'creative fatigue', 'which ad will work', 'ads for Instagram and Facebook', 'banner ads in each size', 'ads that burn budget', 'ad copy in other languages'],
  'https://aivora.ai/models/adspark-creative-studio',
  array['Advertising & Marketing', 'E-commerce'],
  array['Paid social creative production', 'Search ad copy generation', 'Product feed ad enrichment', 'Localised campaign variants'],
  array['Performance marketers testing variants', 'Copywriters exploring angles', 'Small business owners creating ads'],
  array['Generative AI'],
  array['Copywriting', 'Creative Optimisation'],
  array['Ad copy generation', 'Creative performance prediction', 'Brand compliance checks'],
  '{}',
  249,
  true,
  false,
  true,
  '/images/models/logos/adspark-creative-studio.svg',
  '/images/models/covers/advertising-marketing.svg',
  now() - interval '448 hours'
),
(
  'HelpHive Agent Assist',
  'HelpHive Agent Assist listens to live calls and chats and suggests answers, next steps and knowledge articles to support agents. After each interaction it writes the summary and disposition.',
  'Real-time guidance for contact centre agents: suggested answers, knowledge articles and automatic after-call summaries.',
  'HelpHive Agent Assist transcribes conversations in real time, detects customer intent and sentiment, and surfaces the right knowledge article or policy step at the right moment. Compliance prompts make sure required disclosures are read, and after-call work is reduced to reviewing an auto-generated summary.

Supervisors see live sentiment across the floor and can step in when a conversation is going badly.',
  'HelpHive Agent Assist: Contact Centre AI | Aivora',
  'Help agents resolve issues faster with real-time suggested answers and automatic call summaries. HelpHive works across voice and chat.',
  array['agent assist', 'contact centre', 'customer service AI', 'call summarisation']
    || array['agents putting callers on hold', 'rookie agents lost for answers', 'after-call paperwork', 'average handling time', 'digging through the knowledge base mid-call', 'coaching agents live', 'angry callers', 'agents still learning the ropes'],
  'https://aivora.ai/models/helphive-agent-assist',
  array['Customer Service', 'Telecommunications', 'Retail'],
  array['Telecom support contact centres', 'Retail customer care', 'Compliance prompting for regulated calls'],
  array['Agents resolving issues faster', 'Supervisors coaching in real time', 'New hires ramping up quickly'],
  array['Conversational AI', 'NLP'],
  array['Agent Assist', 'Knowledge Retrieval'],
  array['Real-time answer suggestion', 'Call summarisation', 'Sentiment monitoring'],
  '{}',
  349,
  false,
  false,
  true,
  '/images/models/logos/helphive-agent-assist.svg',
  '/images/models/covers/customer-service.svg',
  now() - interval '461 hours'
),
(
  'VoiceDesk IVR Agent',
  'VoiceDesk IVR Agent replaces touch-tone menus with natural spoken conversation. Callers state what they need and the agent resolves it or routes them to the right person.',
  'A natural-language phone agent that replaces keypad menus, resolves routine requests and routes callers correctly.',
  'VoiceDesk IVR Agent understands free-form speech, authenticates callers and completes routine tasks such as reservation changes, order status and balance enquiries. When a human is needed it transfers the call with a summary so the caller never repeats themselves.

This model is being retired in favour of the voice channel in HelpHive and is no longer available for new deployments.',
  'VoiceDesk IVR Agent: Conversational IVR | Aivora',
  'Replace touch-tone menus with a natural-language phone agent that resolves routine requests and routes callers correctly.',
  array['conversational IVR', 'voice bot', 'call routing']
    || array['press 1 for', 'callers stuck in phone menus', 'phone menus frustrate people', 'calls routed to the wrong person', 'endless hold music', 'where is my order calls', 'reservation phone line', 'phone lines jammed'],
  'https://aivora.ai/models/voicedesk-ivr-agent',
  array['Customer Service', 'Hospitality'],
  array['Hotel reservation lines', 'Order status enquiries', 'Call routing and deflection'],
  array['Callers getting answers faster', 'Agents receiving summarised transfers', 'Contact centre managers reducing queues'],
  array['Speech', 'Conversational AI'],
  array['Voice Bots', 'Intent Recognition'],
  array['Intent-based call routing', 'Self-service resolution', 'Caller authentication'],
  '{}',
  599,
  false,
  false,
  false,
  '/images/models/logos/voicedesk-ivr-agent.svg',
  '/images/models/covers/customer-service.svg',
  now() - interval '474 hours'
),
(
  'TalentLens Screening',
  'TalentLens Screening matches candidates to roles by skills and experience rather than keywords. Recruiters see a shortlist with the evidence for each match, with bias audits built in.',
  'Skills-based candidate matching that explains every shortlist decision and is audited for adverse impact.',
  'TalentLens Screening parses CVs and job descriptions into a shared skills taxonomy, recognising transferable skills and equivalent experience. Each candidate receives a match explanation that recruiters can check, and protected attributes are excluded from scoring.

Regular adverse-impact audits, configurable human review and candidate-facing transparency notices support compliance with emerging AI hiring regulations.',
  'TalentLens Screening: Skills-based Hiring AI | Aivora',
  'Match candidates to roles by skills, not keywords. TalentLens explains every shortlist and is audited for adverse impact.',
  array['candidate screening', 'skills matching', 'recruiting AI', 'HR tech']
    || array['drowning in CVs', 'hundreds of applicants per job', 'screening resumes one by one', 'biased hiring', 'good candidates overlooked', 'keyword filters rejecting talent', 'vacancies open for months', 'shortlisting applicants', 'filling roles internally'],
  'https://aivora.ai/models/talentlens-screening',
  array['Human Resources'],
  array['High-volume hiring', 'Internal mobility matching', 'Graduate recruitment'],
  array['Recruiters building shortlists', 'Hiring managers reviewing candidates', 'Employees finding internal roles'],
  array['NLP'],
  array['Talent Acquisition', 'Skills Matching'],
  array['CV parsing', 'Skills-based matching', 'Adverse impact auditing'],
  '{}',
  299,
  false,
  false,
  true,
  '/images/models/logos/talentlens-screening.svg',
  null,
  now() - interval '487 hours'
),
(
  'SiteSafe Construction Vision',
  'SiteSafe Construction Vision monitors job sites for missing protective equipment, exclusion-zone breaches and unsafe behaviour. It also tracks build progress against the schedule.',
  'Job-site vision that flags PPE violations and unsafe zones in real time and tracks construction progress.',
  'SiteSafe Construction Vision runs on site cameras and detects missing hard hats, vests and harnesses, people inside crane or excavator exclusion zones, and unsecured edges. Alerts go to supervisors in seconds, and weekly reports show leading safety indicators by trade and area.

The same cameras feed a progress model that compares what has been built with the BIM schedule, giving project managers an objective view of where work stands.',
  'SiteSafe Construction Vision: Site Safety AI | Aivora',
  'Flag PPE violations and unsafe zones on job sites in real time, and track progress against schedule, with SiteSafe.',
  array['construction safety', 'PPE detection', 'site monitoring', 'progress tracking']
    || array['workers not wearing hard hats', 'no hi-vis vests', 'accidents on the site', 'people walking under cranes', 'walking the site for hazards', 'is the build on schedule', 'falls from scaffolding', 'safety violations on site', 'progress photos for the client'],
  'https://aivora.ai/models/sitesafe-construction-vision',
  array['Construction & Engineering', 'Public Safety & Security'],
  array['PPE compliance monitoring', 'Exclusion zone alerts', 'Construction progress reporting'],
  array['Site supervisors receiving alerts', 'Safety managers tracking trends', 'Project managers checking progress'],
  array['Computer Vision'],
  array['Safety Monitoring', 'Progress Tracking'],
  array['PPE detection', 'Zone intrusion alerts', 'Progress tracking'],
  '{}',
  899,
  false,
  false,
  true,
  '/images/models/logos/sitesafe-construction-vision.svg',
  '/images/models/covers/construction-engineering.svg',
  now() - interval '500 hours'
),
(
  'OreGrade Core Analyzer',
  'OreGrade Core Analyzer logs drill core from photos and hyperspectral scans, identifying lithology, alteration and mineralisation. Geologists get consistent logs in hours instead of weeks.',
  'Automated drill core logging from photos and hyperspectral scans: lithology, alteration, fractures and ore grade estimates.',
  'OreGrade Core Analyzer segments core tray images, measures recovery and RQD, and classifies lithology and alteration using models trained with experienced geologists. With hyperspectral data it maps mineralogy at millimetre scale and estimates grade between assay intervals.

Logs export directly to common geological databases and 3D modelling software, improving the speed and consistency of resource models.',
  'OreGrade Core Analyzer: Drill Core Logging AI | Aivora',
  'Log drill core automatically from photos and hyperspectral scans. OreGrade classifies lithology, alteration and mineralisation.',
  array['core logging', 'mining AI', 'hyperspectral', 'geology']
    || array['logging core by hand', 'geologists logging for weeks', 'inconsistent core logs', 'core trays stacked in the shed', 'estimating ore grade', 'rock quality measurements', 'unlogged drill holes', 'different geologists, different logs'],
  'https://aivora.ai/models/oregrade-core-analyzer',
  array['Mining & Metals'],
  array['Exploration drill core logging', 'Grade control', 'Geotechnical RQD measurement'],
  array['Geologists reviewing logs', 'Resource modellers updating estimates', 'Geotechnical engineers assessing rock quality'],
  array['Computer Vision'],
  array['Geological Imaging', 'Mineral Classification'],
  array['Lithology classification', 'RQD measurement', 'Grade estimation'],
  '{}',
  2999,
  false,
  true,
  true,
  '/images/models/logos/oregrade-core-analyzer.svg',
  '/images/models/covers/mining-metals.svg',
  now() - interval '513 hours'
),
(
  'GrantBridge Impact Analyst',
  'GrantBridge Impact Analyst helps non-profits find matching grants, draft proposals and report outcomes. Small teams spend less time on paperwork and more on their mission.',
  'Finds matching grants, drafts proposals from your programme data and turns outcomes into funder-ready impact reports.',
  'GrantBridge Impact Analyst matches your mission and programmes with open funding opportunities and drafts proposal sections from your past applications and programme data. It tracks outcome indicators over time and turns them into impact reports formatted for each funder.

Discounted pricing is available for registered charities, and your data is never shared with other organisations.',
  'GrantBridge Impact Analyst: Non-profit AI | Aivora',
  'Find matching grants, draft proposals and report impact faster. GrantBridge helps non-profit teams focus on their mission.',
  array['grant writing', 'non-profit', 'impact reporting']
    || array['writing grant applications', 'looking for funders', 'funder reports due', 'no grant writer on staff', 'which foundations to apply to', 'proving our impact', 'donor reports', 'grant deadlines overlooked', 'volunteers drafting proposals'],
  'https://aivora.ai/models/grantbridge-impact-analyst',
  array['Non-profit & Social Services'],
  array['Grant prospecting', 'Proposal drafting', 'Funder impact reporting'],
  array['Development officers writing proposals', 'Programme managers tracking outcomes', 'Volunteers supporting applications'],
  array['NLP', 'Predictive Analytics'],
  array['Grant Writing', 'Impact Measurement'],
  array['Grant matching', 'Proposal drafting', 'Impact report generation'],
  '{}',
  49,
  false,
  false,
  true,
  null,
  '/images/models/covers/non-profit-social-services.svg',
  now() - interval '526 hours'
),
(
  'LabNotebook Copilot',
  'LabNotebook Copilot searches literature and your electronic lab notebooks to answer scientific questions and suggest next experiments. It keeps every answer linked to the underlying papers and records.',
  'A research copilot that reads papers and your lab notebooks, answers questions with sources and proposes experiments.',
  'LabNotebook Copilot indexes published literature, patents and your organisation''s electronic lab notebooks, then answers questions with cited evidence. It can summarise prior work on a compound or method, extract reaction conditions into tables and propose design-of-experiments plans that cover the parameter space efficiently.

Access controls mirror your ELN permissions, so confidential projects stay confidential.',
  'LabNotebook Copilot: Research Assistant AI | Aivora',
  'Answer scientific questions with citations from papers and your lab notebooks. LabNotebook Copilot also plans experiments.',
  array['research assistant', 'electronic lab notebook', 'literature review', 'design of experiments']
    || array['reading all the papers', 'old experiment results lost', 'knowledge lost when scientists leave', 'repeating experiments that flopped', 'endless literature reviews', 'what to test next', 'searching lab notebooks', 'which conditions worked before'],
  'https://aivora.ai/models/labnotebook-copilot',
  array['Research & Development', 'Chemical Industry'],
  array['Literature and patent review', 'Formulation development', 'Design of experiments planning', 'Knowledge retention across teams'],
  array['Scientists reviewing prior work', 'Lab managers planning studies', 'PhD researchers writing reviews'],
  array['Generative AI', 'NLP'],
  array['Scientific Literature', 'Experiment Design'],
  array['Cited literature answers', 'Reaction condition extraction', 'Experiment planning'],
  '{}',
  499,
  false,
  false,
  true,
  '/images/models/logos/labnotebook-copilot.svg',
  '/images/models/covers/research-development.svg',
  now() - interval '539 hours'
),
(
  'CrowdWatch Safety Analytics',
  'CrowdWatch Safety Analytics measures crowd density and flow at venues, stations and public spaces to prevent dangerous crushes. It works on anonymised data and never identifies individuals.',
  'Privacy-preserving crowd density and flow analytics that warn operators before venues and stations become unsafe.',
  'CrowdWatch Safety Analytics estimates density, flow direction and speed from existing CCTV without facial recognition or personal identification. It forecasts congestion 10 to 15 minutes ahead and alerts operators when thresholds are approaching, with suggested interventions such as opening gates or redirecting flows.

Event organisers and city planners also use the historical data to redesign layouts and plan staffing for future events.',
  'CrowdWatch Safety Analytics: Crowd Safety AI | Aivora',
  'Prevent dangerous crowding with privacy-preserving density and flow analytics. CrowdWatch forecasts congestion before it happens.',
  array['crowd safety', 'crowd analytics', 'public safety', 'smart cities', 'privacy']
    || array['overcrowded platforms', 'crowd crush risk', 'packed stadium exits', 'crowds at the gates', 'bottlenecks at concerts', 'festival crowds', 'queues at entrances', 'where to send stewards', 'counting people anonymously'],
  'https://aivora.ai/models/crowdwatch-safety-analytics',
  array['Public Safety & Security', 'Urban Planning & Smart Cities', 'Sports & Recreation'],
  array['Stadium ingress and egress management', 'Transit station crowd control', 'Public event safety planning'],
  array['Control room operators monitoring venues', 'Event planners designing layouts', 'Security staff deploying to hotspots'],
  array['Computer Vision'],
  array['Crowd Analytics', 'Privacy-preserving Vision'],
  array['Crowd density estimation', 'Congestion forecasting', 'Flow analysis'],
  '{}',
  1499,
  false,
  false,
  true,
  '/images/models/logos/crowdwatch-safety-analytics.svg',
  '/images/models/covers/public-safety-security.svg',
  now() - interval '552 hours'
),
(
  'OrbitView Earth Observation',
  'OrbitView Earth Observation analyses optical and radar satellite imagery to detect change on the ground, from deforestation to new construction. Results arrive as map layers and alerts.',
  'Satellite imagery analytics that detects land-use change, deforestation, flooding and new infrastructure worldwide.',
  'OrbitView Earth Observation fuses optical and synthetic aperture radar imagery, seeing through cloud cover, to segment land cover and detect change over time. Pre-trained detectors cover deforestation, flood extent, construction, ships and aircraft, and custom detectors can be trained from a few annotated scenes.

Outputs are delivered as GeoJSON, raster tiles or webhook alerts, and integrate with common GIS tools. Satellite operators also use the model for onboard tasking prioritisation.',
  'OrbitView Earth Observation: Satellite Analytics | Aivora',
  'Detect deforestation, floods and new construction from optical and radar satellite imagery with OrbitView Earth Observation.',
  array['earth observation', 'satellite imagery', 'change detection', 'SAR', 'geospatial AI']
    || array['illegal logging', 'watching forests from above', 'mapping flood damage', 'proving deforestation-free supply', 'spotting illegal buildings from above', 'land changes over time', 'remote areas we can''t visit', 'weekly satellite images'],
  'https://aivora.ai/models/orbitview-earth-observation',
  array['Space Exploration & Satellite Technology', 'Environmental & Sustainability', 'Agriculture'],
  array['Deforestation monitoring', 'Flood extent mapping', 'Infrastructure change detection', 'Satellite tasking prioritisation'],
  array['GIS analysts building map layers', 'Sustainability officers verifying supply chains', 'Researchers studying land use'],
  array['Computer Vision'],
  array['Satellite Imagery', 'Change Detection'],
  array['Land cover segmentation', 'Change detection', 'Object detection from orbit'],
  array['https://upload.wikimedia.org/wikipedia/commons/9/97/The_Earth_seen_from_Apollo_17.jpg'],
  3299,
  false,
  true,
  true,
  '/images/models/logos/orbitview-earth-observation.svg',
  '/images/models/covers/space-exploration-satellite-technology.svg',
  now() - interval '565 hours'
),
(
  'AeroInspect MRO',
  'AeroInspect MRO detects dents, corrosion and lightning strike damage from drone and borescope imagery of aircraft. It also predicts component removals from flight and maintenance data.',
  'Drone and borescope inspection for aircraft damage, plus component removal forecasting for MRO teams.',
  'AeroInspect MRO analyses drone walkaround and borescope imagery to detect and measure dents, corrosion, missing fasteners and blade damage, comparing findings with structural repair manual limits. Inspection time on the ramp drops from hours to minutes, with every finding documented and traceable.

A predictive module uses flight data and maintenance history to forecast unscheduled component removals, helping planners position spares and avoid aircraft-on-ground events.',
  'AeroInspect MRO: Aircraft Inspection AI | Aivora',
  'Inspect aircraft in minutes with drone and borescope imagery analysis, and forecast component removals, with AeroInspect MRO.',
  array['aircraft inspection', 'MRO', 'borescope', 'aviation maintenance']
    || array['aircraft sitting on the ground', 'hail damage on planes', 'visual checks of the airframe', 'dents after lightning strikes', 'engine borescope findings', 'corrosion on the fuselage', 'parts removed unexpectedly', 'grounded aircraft', 'inspections eat a whole shift'],
  'https://aivora.ai/models/aeroinspect-mro',
  array['Aerospace & Defense', 'Manufacturing'],
  array['Drone-based airframe inspection', 'Engine borescope analysis', 'Component removal forecasting'],
  array['Inspectors documenting findings', 'Maintenance planners positioning spares', 'Engineers assessing repair limits'],
  array['Computer Vision', 'Predictive Analytics'],
  array['Aircraft Inspection', 'Predictive Maintenance'],
  array['Damage detection and measurement', 'Borescope defect classification', 'Removal forecasting'],
  '{}',
  3799,
  false,
  true,
  true,
  '/images/models/logos/aeroinspect-mro.svg',
  '/images/models/covers/aerospace-defense.svg',
  now() - interval '578 hours'
),
(
  'CarbonLedger ESG',
  'CarbonLedger ESG calculates Scope 1, 2 and 3 emissions from invoices, utility bills and supplier data. It drafts disclosures aligned with major reporting frameworks.',
  'Automates Scope 1-3 carbon accounting from invoices and supplier data, and drafts framework-aligned ESG disclosures.',
  'CarbonLedger ESG reads invoices, utility bills and ERP records, classifies spend into emission categories and applies the right factors to estimate Scope 1, 2 and 3 emissions. It highlights data gaps, suggests supplier-specific data to collect and models decarbonisation scenarios.

Disclosure drafts map to GHG Protocol, CSRD/ESRS and ISSB requirements, with every figure traceable to its source document for auditors.',
  'CarbonLedger ESG: Carbon Accounting AI | Aivora',
  'Automate Scope 1-3 emissions accounting and draft ESG disclosures with CarbonLedger. Every figure traceable for auditors.',
  array['carbon accounting', 'ESG reporting', 'Scope 3', 'CSRD', 'sustainability']
    || array['calculating our carbon footprint', 'emissions from suppliers', 'sustainability report due', 'collecting utility bills', 'CSRD deadline', 'emissions spreadsheets', 'auditors requesting emissions data', 'net zero target', 'what our emissions are'],
  'https://aivora.ai/models/carbonledger-esg',
  array['Environmental & Sustainability', 'Energy & Utilities'],
  array['Scope 3 supply chain emissions', 'CSRD disclosure preparation', 'Decarbonisation scenario planning'],
  array['Sustainability managers preparing reports', 'Finance teams reconciling emissions data', 'Procurement staff engaging suppliers'],
  array['Predictive Analytics', 'NLP'],
  array['Carbon Accounting', 'ESG Reporting'],
  array['Emissions calculation', 'Disclosure drafting', 'Scenario modelling'],
  '{}',
  699,
  false,
  false,
  true,
  '/images/models/logos/carbonledger-esg.svg',
  '/images/models/covers/environmental-sustainability.svg',
  now() - interval '591 hours'
),
(
  'SortStream Waste Vision',
  'SortStream Waste Vision identifies plastics, paper, metals and contaminants on recycling conveyors and guides robotic pickers. Facilities recover more material at higher purity.',
  'Identifies materials and contaminants on recycling lines and guides robotic sorters for higher recovery and purity.',
  'SortStream Waste Vision classifies objects on fast-moving conveyors by material, polymer type, colour and brand, using RGB and near-infrared cameras. It directs robotic arms and air jets to pick target materials, and it reports composition data that helps facilities price bales and prove recycled content.

Municipalities use the composition analytics to design better collection programmes and education campaigns.',
  'SortStream Waste Vision: Recycling Sorting AI | Aivora',
  'Identify materials and contaminants on recycling lines and guide robotic sorters with SortStream Waste Vision.',
  array['recycling', 'waste sorting', 'computer vision', 'circular economy']
    || array['dirty recycling bales', 'contaminated recyclables', 'hand-sorting plastics', 'pickers on the sorting line', 'bales rejected by buyers', 'plastic types mixed up', 'what''s in our bins', 'low recovery rates'],
  'https://aivora.ai/models/sortstream-waste-vision',
  array['Waste Management', 'Environmental & Sustainability'],
  array['Material recovery facility sorting', 'Contamination auditing', 'Waste composition analysis'],
  array['Plant operators tuning sort lines', 'Sustainability analysts tracking recovery', 'Municipal planners designing programmes'],
  array['Computer Vision'],
  array['Material Classification', 'Robotic Sorting'],
  array['Material classification', 'Robotic pick guidance', 'Composition reporting'],
  '{}',
  549,
  false,
  false,
  true,
  null,
  '/images/models/covers/waste-management.svg',
  now() - interval '604 hours'
),
(
  'CityFlow Traffic Twin',
  'CityFlow Traffic Twin simulates city traffic from sensor, camera and mobility data to test signal timings and road changes before they are built. Planners compare scenarios on congestion, safety and emissions.',
  'A city-scale traffic digital twin for testing signal plans, road changes and transit priority before they are built.',
  'CityFlow Traffic Twin calibrates a network simulation from loop detectors, camera counts and anonymised mobility data. Planners can adjust signal timings, add bus lanes or close streets and see predicted effects on travel times, safety and emissions.

This model is paused while it is rebuilt on a new simulation engine and is not currently available.',
  'CityFlow Traffic Twin: Urban Traffic Simulation | Aivora',
  'Simulate city traffic to test signal plans and road changes before building them with CityFlow Traffic Twin.',
  array['traffic simulation', 'smart cities', 'digital twin', 'urban planning']
    || array['traffic jams downtown', 'testing a bike lane', 'traffic light timing', 'effects of closing a road', 'buses stuck in traffic', 'congestion at intersections', 'before rebuilding a junction', 'will a roundabout help'],
  'https://aivora.ai/models/cityflow-traffic-twin',
  array['Urban Planning & Smart Cities', 'Transportation & Logistics'],
  array['Signal timing optimisation', 'Transit priority planning', 'Road closure impact assessment'],
  array['Transport planners comparing scenarios', 'Traffic engineers tuning signals', 'Council members reviewing proposals'],
  array['Predictive Analytics'],
  array['Traffic Simulation', 'Digital Twins'],
  array['Traffic scenario simulation', 'Signal plan optimisation', 'Emissions impact estimates'],
  '{}',
  2499,
  false,
  false,
  false,
  '/images/models/logos/cityflow-traffic-twin.svg',
  '/images/models/covers/urban-planning-smart-cities.svg',
  now() - interval '617 hours'
),
(
  'EdgeSense IoT Anomaly',
  'EdgeSense IoT Anomaly runs compact anomaly-detection models directly on gateways and microcontrollers. Connected devices flag faults locally and send only what matters to the cloud.',
  'Tiny anomaly-detection models that run on gateways and microcontrollers, flagging device faults without cloud round-trips.',
  'EdgeSense IoT Anomaly learns the normal behaviour of each device from its own sensor streams and compiles models small enough for microcontrollers with under 256 KB of memory. Devices raise alerts locally in milliseconds and send compact summaries upstream, cutting bandwidth and cloud costs.

A fleet console manages model versions, over-the-air updates and alert thresholds across thousands of devices.',
  'EdgeSense IoT Anomaly: Edge AI for Devices | Aivora',
  'Run anomaly detection directly on IoT gateways and microcontrollers with EdgeSense. Local alerts, less bandwidth, fleet management.',
  array['edge AI', 'IoT', 'anomaly detection', 'TinyML']
    || array['faulty appliances in homes', 'cellular data bills for sensors', 'patchy connectivity', 'faults detected on the device', 'smart features for our product', 'anomaly detection on a tiny chip', 'cloud bills for raw data', 'boiler and HVAC faults'],
  'https://aivora.ai/models/edgesense-iot-anomaly',
  array['IoT & Connected Devices', 'Manufacturing'],
  array['Smart appliance fault detection', 'Industrial sensor monitoring', 'Connected building equipment'],
  array['Embedded engineers deploying models', 'Product managers adding smart features', 'Facility managers monitoring equipment'],
  array['Predictive Analytics'],
  array['Edge AI', 'Anomaly Detection'],
  array['On-device anomaly detection', 'Bandwidth reduction', 'Fleet model management'],
  '{}',
  199,
  false,
  false,
  true,
  '/images/models/logos/edgesense-iot-anomaly.svg',
  '/images/models/covers/iot-connected-devices.svg',
  now() - interval '630 hours'
),
(
  'MuseumGuide Narrator',
  'MuseumGuide Narrator is a conversational audio guide that answers visitors'' questions about artworks and exhibits in their own language. Curators control the sources and the tone.',
  'A conversational, multilingual audio guide that answers visitor questions about artworks using curator-approved sources.',
  'MuseumGuide Narrator is grounded in your collection records, catalogues and curatorial texts, so it answers only from approved material. Visitors scan a label or speak a question and hear a natural-voice answer in more than 25 languages, with audio description and simplified language modes for accessibility.

Anonymised question analytics show curators what visitors want to know, informing future labels and exhibitions.',
  'MuseumGuide Narrator: Conversational Audio Guide | Aivora',
  'Give visitors a multilingual audio guide that answers their questions from curator-approved sources. MuseumGuide Narrator.',
  array['audio guide', 'museum technology', 'accessibility', 'cultural heritage']
    || array['visitors curious about paintings', 'audio guides nobody uses', 'tours in visitors'' languages', 'blind visitors', 'not enough guides', 'exhibits nobody explains', 'class trips to the museum', 'boring audio guides'],
  'https://aivora.ai/models/museumguide-narrator',
  array['Arts & Culture', 'Travel & Tourism'],
  array['Museum and gallery audio guides', 'Heritage site tours', 'Accessible exhibition content'],
  array['Visitors exploring collections', 'Curators reviewing visitor questions', 'Educators planning school visits'],
  array['Conversational AI', 'Speech'],
  array['Audio Guides', 'Accessibility'],
  array['Conversational exhibit guide', 'Multilingual narration', 'Visitor insight analytics'],
  '{}',
  149,
  false,
  false,
  true,
  '/images/models/logos/museumguide-narrator.svg',
  null,
  now() - interval '643 hours'
),
(
  'RecipeLab Formulator',
  'RecipeLab Formulator proposes food and beverage formulations that hit target taste, texture, nutrition and cost. Product developers reach a winning recipe in fewer trial batches.',
  'Generates food and beverage formulations that meet taste, texture, nutrition and cost targets in fewer trial batches.',
  'RecipeLab Formulator learns from your historical formulations, ingredient specifications and sensory panel results to predict how a recipe will taste and perform. Developers set targets such as lower sugar, plant-based protein or a cost ceiling, and the model proposes candidate formulations ranked by predicted sensory score.

Ingredient substitution suggestions help teams respond quickly to supply disruptions and regulatory changes.',
  'RecipeLab Formulator: Food Formulation AI | Aivora',
  'Develop recipes that meet taste, nutrition and cost targets in fewer trials. RecipeLab Formulator predicts sensory performance.',
  array['food formulation', 'product development', 'sensory prediction', 'reformulation']
    || array['cutting sugar, keeping taste', 'less salt, same flavour', 'plant-based version tastes awful', 'trial batch after trial batch', 'ingredient shortages', 'replacing an ingredient', 'recipe cost creeping up', 'texture not right', 'healthier recipe'],
  'https://aivora.ai/models/recipelab-formulator',
  array['Food & Beverage', 'Chemical Industry'],
  array['Sugar and salt reduction', 'Plant-based product development', 'Ingredient substitution'],
  array['Food scientists designing recipes', 'Product managers setting targets', 'Sensory analysts planning panels'],
  array['Generative AI'],
  array['Formulation Design', 'Sensory Prediction'],
  array['Formulation generation', 'Sensory score prediction', 'Ingredient substitution'],
  '{}',
  399,
  false,
  false,
  true,
  '/images/models/logos/recipelab-formulator.svg',
  null,
  now() - interval '656 hours'
),
(
  'HarvestChain Traceability',
  'HarvestChain Traceability links farm, processing and shipping records to trace every batch from field to shelf. It predicts spoilage and contamination risk so recalls are smaller and rarer.',
  'Field-to-shelf traceability with spoilage and contamination risk prediction for food supply chains.',
  'HarvestChain Traceability reconciles records from farms, packers, cold-chain loggers and distributors into a single lineage graph for every lot. Risk models use temperature history, transit times and supplier performance to predict shelf life and flag lots likely to fail quality checks.

If a problem is found, targeted recall lists are generated in minutes rather than days, supporting FSMA 204 traceability requirements.',
  'HarvestChain Traceability: Food Supply Chain AI | Aivora',
  'Trace every batch from field to shelf and predict spoilage risk with HarvestChain. Faster, smaller recalls and less waste.',
  array['food traceability', 'cold chain', 'shelf life prediction', 'FSMA 204']
    || array['product recalls', 'where did this batch come from', 'tracing contaminated lettuce', 'spoiled shipments', 'cold chain breaks', 'proving origin', 'paper records from farms', 'recalling everything to be safe', 'shelf life running out'],
  'https://aivora.ai/models/harvestchain-traceability',
  array['Food & Beverage', 'Agriculture', 'Transportation & Logistics'],
  array['Fresh produce lot tracing', 'Cold-chain quality monitoring', 'Targeted recall management'],
  array['Quality managers investigating incidents', 'Supply chain planners routing lots', 'Growers proving provenance'],
  array['Predictive Analytics'],
  array['Supply Chain Risk', 'Traceability'],
  array['Lot lineage tracing', 'Shelf life prediction', 'Recall scoping'],
  '{}',
  599,
  false,
  false,
  true,
  '/images/models/logos/harvestchain-traceability.svg',
  '/images/models/covers/food-beverage.svg',
  now() - interval '669 hours'
),
(
  'PatentScope Analyzer',
  'PatentScope Analyzer searches global patent literature by meaning, maps technology landscapes and flags freedom-to-operate risks. R&D and IP teams make faster, better-informed decisions.',
  'Semantic patent search, technology landscaping and freedom-to-operate screening for R&D and IP teams.',
  'PatentScope Analyzer embeds claims, descriptions and drawings from more than 100 million patent documents so you can search with a plain-language invention description. Landscape maps cluster technologies and assignees over time, revealing white space and competitor strategy.

Freedom-to-operate screening ranks the claims most likely to read on your product, giving patent counsel a focused starting point.',
  'PatentScope Analyzer: Patent Search AI | Aivora',
  'Search patents by meaning, map technology landscapes and screen freedom-to-operate risk with PatentScope Analyzer.',
  array['patent search', 'IP analytics', 'prior art', 'technology landscaping']
    || array['has this been invented', 'is our idea new', 'before filing a patent', 'infringing someone''s patent', 'competitors'' patents', 'expensive novelty searches', 'white space for inventions', 'patent attorney fees'],
  'https://aivora.ai/models/patentscope-analyzer',
  array['Research & Development', 'Legal'],
  array['Prior art searching', 'Technology landscape mapping', 'Freedom-to-operate screening'],
  array['Patent attorneys reviewing prior art', 'R&D leads spotting white space', 'Inventors checking novelty'],
  array['NLP'],
  array['Patent Analytics', 'Semantic Search'],
  array['Semantic prior art search', 'Landscape clustering', 'Claim risk ranking'],
  '{}',
  749,
  false,
  false,
  true,
  '/images/models/logos/patentscope-analyzer.svg',
  '/images/models/covers/research-development.svg',
  now() - interval '682 hours'
),
(
  'SatLink Orbit Planner',
  'SatLink Orbit Planner schedules satellite tasking and ground station contacts and screens constellations for collision risk. Operators run larger fleets with the same team.',
  'Autonomous scheduling and conjunction screening for satellite constellations and ground station networks.',
  'SatLink Orbit Planner optimises imaging and communication schedules across hundreds of satellites, balancing power, storage, downlink windows and customer priorities. It screens conjunction data messages, estimates collision probability and proposes manoeuvres that minimise fuel use and service disruption.

Operators approve plans in a mission console, and the agent re-plans automatically when priorities or orbital conditions change.',
  'SatLink Orbit Planner: Satellite Operations AI | Aivora',
  'Schedule satellite tasking and ground contacts and screen collision risk across constellations with SatLink Orbit Planner.',
  array['satellite operations', 'mission planning', 'collision avoidance', 'space traffic']
    || array['scheduling satellite passes', 'ground station conflicts', 'collision warnings in orbit', 'space debris close approaches', 'juggling imaging requests', 'more satellites, same team', 'manual contact schedules', 'avoidance manoeuvres'],
  'https://aivora.ai/models/satlink-orbit-planner',
  array['Space Exploration & Satellite Technology', 'Telecommunications', 'Aerospace & Defense'],
  array['Constellation tasking optimisation', 'Ground station scheduling', 'Conjunction assessment'],
  array['Mission planners building schedules', 'Flight dynamics engineers assessing risk', 'Operators monitoring fleets'],
  array['Autonomous Agents', 'Predictive Analytics'],
  array['Mission Planning', 'Collision Avoidance'],
  array['Tasking optimisation', 'Collision risk screening', 'Manoeuvre planning'],
  '{}',
  4299,
  false,
  false,
  true,
  '/images/models/logos/satlink-orbit-planner.svg',
  '/images/models/covers/space-exploration-satellite-technology.svg',
  now() - interval '695 hours'
)
on conflict (slug) do nothing;

insert into public.labs (id, name, description, status, team_name, image_url, external_url, created_at)
values
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a01',
  'Project Aurora: Clinical Reasoning',
  'Multimodal models that combine imaging, lab results and clinical notes to support diagnostic reasoning, evaluated with partner hospitals under strict governance.',
  'active',
  'Health AI Research',
  '/images/labs/project-aurora-clinical-reasoning.svg',
  'https://aivora.ai/labs/project-aurora-clinical-reasoning',
  now() - interval '72 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a02',
  'Sovereign Edge Inference',
  'Running large models fully inside customer data centres and national clouds, with quantisation and hardware-aware compilation for predictable latency.',
  'active',
  'Platform Engineering',
  '/images/labs/sovereign-edge-inference.svg',
  'https://aivora.ai/labs/sovereign-edge-inference',
  now() - interval '160 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a03',
  'Agentic Workflows Sandbox',
  'A safe environment where enterprise teams prototype AI agents that act across ERP, CRM and ticketing systems, with human approval at every consequential step.',
  'active',
  'Applied Agents',
  '/images/labs/agentic-workflows-sandbox.svg',
  'https://aivora.ai/labs/agentic-workflows-sandbox',
  now() - interval '250 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a04',
  'Responsible AI Evaluation Suite',
  'Open benchmarks and tooling for measuring bias, robustness and hallucination in industry models before and after deployment.',
  'active',
  'Trust & Safety',
  '/images/labs/responsible-ai-evaluation-suite.svg',
  'https://aivora.ai/labs/responsible-ai-evaluation-suite',
  now() - interval '340 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a05',
  'Low-Resource Language Models',
  'Speech and text models for Indic, African and Southeast Asian languages, built with local communities and released with open evaluation data.',
  'active',
  'Language Technologies',
  '/images/labs/low-resource-language-models.svg',
  'https://aivora.ai/labs/low-resource-language-models',
  now() - interval '430 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a06',
  'Quantised Vision at the Edge',
  'Compressed vision models that keep accuracy within one point of full precision on low-power cameras. The results now power LineGuard and ShelfSense.',
  'completed',
  'Vision Systems',
  '/images/labs/quantised-vision-at-the-edge.svg',
  'https://aivora.ai/labs/quantised-vision-at-the-edge',
  now() - interval '900 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a07',
  'Synthetic Data Studio',
  'Privacy-preserving synthetic tabular and document data for training models where real records cannot leave a regulated environment.',
  'completed',
  'Data Engineering',
  '/images/labs/synthetic-data-studio.svg',
  'https://aivora.ai/labs/synthetic-data-studio',
  now() - interval '1300 hours'
),
(
  '5b7e2c1a-3f4d-4e8b-9a61-2d0c8f3e1a08',
  'Federated Learning for Banks',
  'Training shared fraud models across several banks without moving customer data. Paused while the consortium agrees on a governance framework.',
  'paused',
  'Financial Services AI',
  '/images/labs/federated-learning-for-banks.svg',
  'https://aivora.ai/labs/federated-learning-for-banks',
  now() - interval '560 hours'
)
on conflict (id) do nothing;

-- The models' Spanish and French text (supabase/migrations/20261128040000_model_translations.sql
-- holds it, by slug, as 20261207010000_model_translation_facts.sql mended it, with the long
-- descriptions of 20261207020000_model_translation_long_descriptions.sql and the keywords of
-- 20261207030000_keywords_in_the_assistant_search.sql), for the models just seeded.
insert into public.ai_model_translations
  (model_id, language, short_description, description, long_description, industry_use, use_cases, keywords)
select m.id, t.language, t.short_description, t.description, t.long_description, t.industry_use, t.use_cases, t.keywords
from private.catalogue_translation_seed t
join public.ai_models m on m.slug = t.slug
on conflict (model_id, language) do nothing;
