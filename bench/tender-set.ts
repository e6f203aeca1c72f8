/**
 * The tender bench's labelled set (issue 49): twelve tenders written for it, half in French, in the
 * shapes real ones take (prose, lists, "x2", a count after the title), each with the roles it asks
 * for (the words a found role's title must hold, singular, and how many) and, per role, the demo
 * firm's person it was written around: the planted one, who should be in the role's top 3.
 */
export type LabelledTender = {
  text: string;
  roles: { words: string; count: number; planted: string }[];
};

export const TENDERS: readonly LabelledTender[] = [
  {
    text:
      'Banque Atlantique (banking) is looking for a senior data engineer with Snowflake, Python and Machine Learning, ' +
      'and a project manager familiar with SAP S/4HANA, Salesforce and ServiceNow. English and French. Start in March for 6 months.',
    roles: [
      { words: 'data engineer', count: 1, planted: 'alpinien.martin@atrium.demo' },
      { words: 'project manager', count: 1, planted: 'veronique.leroy@atrium.demo' },
    ],
  },
  {
    text:
      "Pour un acteur de l'énergie, nous recherchons deux développeurs (Terraform, Kubernetes, Ansible, Linux) et un " +
      'architecte Kafka, microservices et API management. Mission de 4 mois à temps plein.',
    roles: [
      { words: 'developpeur', count: 2, planted: 'anastase.carre@atrium.demo' },
      { words: 'architecte', count: 1, planted: 'landry.vidal@atrium.demo' },
    ],
  },
  {
    text:
      'Our retail client needs a data scientist (Snowflake, dbt, Generative AI, Machine Learning) and a lead product owner ' +
      'experienced with Amplitude, OKR and Product Discovery, from 1 June.',
    roles: [
      { words: 'data scientist', count: 1, planted: 'julie.dubois@atrium.demo' },
      { words: 'product owner', count: 1, planted: 'maxime.rodriguez@atrium.demo' },
    ],
  },
  {
    text:
      "Appel d'offres — secteur public.\nProfils attendus :\n- 1 Data scientist (Airflow, Spark, dbt, AWS)\n" +
      '- 1 Business analyst (SAP, Anaplan, Python)\nDurée : 6 mois.',
    roles: [
      { words: 'data scientist', count: 1, planted: 'malo.jean@atrium.demo' },
      { words: 'business analyst', count: 1, planted: 'gerard.guyot@atrium.demo' },
    ],
  },
  {
    text:
      'Insurance finance transformation.\nRoles:\nProject Manager x1 — Anaplan, SAP, Excel\n' +
      'Developer x1 — Salesforce, ServiceNow, Power Apps, SAP S/4HANA\nLoad: 3 days a week.',
    roles: [
      { words: 'project manager', count: 1, planted: 'raphaelle.garcia@atrium.demo' },
      { words: 'developer', count: 1, planted: 'estelle.rolland@atrium.demo' },
    ],
  },
  {
    text:
      'Nous cherchons un scrum master confirmé (Scrum, Product Discovery, Jira, Figma) pour un industriel, ainsi ' +
      "qu'un architecte data (Data Science, Machine Learning, Python). Démarrage dès que possible.",
    roles: [
      { words: 'scrum master', count: 1, planted: 'therese.lucas@atrium.demo' },
      { words: 'architecte', count: 1, planted: 'dominique.carpentier@atrium.demo' },
    ],
  },
  {
    text:
      'An energy utility needs a lead data scientist with Databricks, Spark, Azure and Generative AI, plus a business ' +
      'analyst skilled in Financial modelling, Market sizing and Tableau. Full time, 3 months.',
    roles: [
      { words: 'data scientist', count: 1, planted: 'sheryl.kunde@atrium.demo' },
      { words: 'business analyst', count: 1, planted: 'agathange.muller@atrium.demo' },
    ],
  },
  {
    text:
      "Banque de détail : un architecte d'entreprise (ArchiMate, Java, API management, Microservices, Azure) et deux " +
      'UX designers (Figma, Design Systems, React).',
    roles: [
      { words: 'architecte', count: 1, planted: 'theodore.fleury@atrium.demo' },
      { words: 'ux designer', count: 2, planted: 'savinien.remy@atrium.demo' },
    ],
  },
  {
    text:
      'Healthcare platform: two developers with Spring, Kafka, Docker and Node.js, and a junior scrum master who knows ' +
      'TypeScript and Kubernetes. From May, for 4 months.',
    roles: [
      { words: 'developer', count: 2, planted: 'marine.louis@atrium.demo' },
      { words: 'scrum master', count: 1, planted: 'agilbert.morel@atrium.demo' },
    ],
  },
  {
    text:
      'Pour une banque : un chef de projet (Excel, Financial modelling, Tableau, Scrum) et un product owner (Kanban, ' +
      'Product Discovery, Amplitude, Figma, OKR). Démarrage en avril, 6 mois, anglais et espagnol.',
    roles: [
      { words: 'chef de projet', count: 1, planted: 'anaelle.rolland@atrium.demo' },
      { words: 'product owner', count: 1, planted: 'aurelienne.renaud@atrium.demo' },
    ],
  },
  {
    text:
      'A public sector agency seeks a product owner with Prototyping, Design thinking and Generative AI, German speaking, ' +
      'and a junior business analyst with Coupa and SAP Ariba.',
    roles: [
      { words: 'product owner', count: 1, planted: 'abel.rodriguez@atrium.demo' },
      { words: 'business analyst', count: 1, planted: 'fulcran.boyer@atrium.demo' },
    ],
  },
  {
    text:
      'Gestion d’actifs. Besoin : un développeur SAP S/4HANA, ABAP et ServiceNow parlant allemand ; un business analyst ' +
      '(Market sizing, Business case, Financial modelling). Mi-temps.',
    roles: [
      { words: 'developpeur', count: 1, planted: 'dolores.schulist@atrium.demo' },
      { words: 'business analyst', count: 1, planted: 'hortense.gerard@atrium.demo' },
    ],
  },
];
