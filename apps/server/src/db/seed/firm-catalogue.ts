/** The rest of what the demo firm is made of: markets, hubs, grades and the vocabulary of profiles. */

/** Skills any consultant may list whatever their line. */
export const FIRM_WIDE_SKILLS = [
  'Agile',
  'Scrum',
  'Jira',
  'Confluence',
  'Excel',
  'SQL',
  'Power BI',
  'Miro',
] as const;

/** Markets with the sectorial skills that go with them. */
export const MARKETS: readonly { name: string; share: number; skills: readonly string[] }[] = [
  {
    name: 'Banking',
    share: 18,
    skills: ['Retail banking', 'Corporate banking', 'Payments', 'Basel III', 'KYC / AML', 'Lending'],
  },
  {
    name: 'Insurance',
    share: 14,
    skills: ['Claims', 'Underwriting', 'Solvency II', 'Life insurance', 'P&C insurance', 'Bancassurance'],
  },
  {
    name: 'Asset management',
    share: 6,
    skills: ['Asset management', 'Fund administration', 'ESG investing', 'Wealth management'],
  },
  {
    name: 'Energy',
    share: 12,
    skills: ['Energy transition', 'Power trading', 'Renewables', 'Smart grids', 'Utilities'],
  },
  {
    name: 'Public sector',
    share: 12,
    skills: ['Public procurement', 'e-Government', 'Public finance', 'Social security', 'Defence'],
  },
  {
    name: 'Retail',
    share: 10,
    skills: ['E-commerce', 'Omnichannel', 'Customer loyalty', 'Merchandising', 'Supply chain'],
  },
  {
    name: 'Healthcare',
    share: 9,
    skills: ['Pharma', 'Hospital management', 'Clinical trials', 'Medical devices', 'Health data'],
  },
  {
    name: 'Industry',
    share: 11,
    skills: ['Manufacturing', 'Supply chain', 'Industry 4.0', 'Aerospace', 'Automotive', 'PLM'],
  },
  { name: 'Telecom', share: 4, skills: ['Network operations', '5G', 'BSS / OSS', 'Customer care'] },
  { name: 'Transport', share: 4, skills: ['Rail', 'Airlines', 'Logistics', 'Mobility'] },
];

export type Hub = {
  name: string;
  share: number;
  /** Mobile number patterns there, `#` standing for a digit. */
  mobiles: readonly string[];
  /** Share of people hired there with English rather than French names. */
  englishNames: number;
};

const frenchMobiles = ['+33 6 ## ## ## ##', '+33 7 ## ## ## ##'];

export const HUBS: readonly Hub[] = [
  { name: 'Paris', share: 46, mobiles: frenchMobiles, englishNames: 0.12 },
  { name: 'Lyon', share: 11, mobiles: frenchMobiles, englishNames: 0.05 },
  { name: 'Nantes', share: 9, mobiles: frenchMobiles, englishNames: 0.05 },
  { name: 'Bordeaux', share: 7, mobiles: frenchMobiles, englishNames: 0.05 },
  { name: 'Lille', share: 6, mobiles: frenchMobiles, englishNames: 0.05 },
  { name: 'Brussels', share: 8, mobiles: ['+32 47# ## ## ##', '+32 49# ## ## ##'], englishNames: 0.2 },
  { name: 'London', share: 7, mobiles: ['+44 7### ######'], englishNames: 0.85 },
  { name: 'Casablanca', share: 6, mobiles: ['+212 6## ## ## ##', '+212 7## ## ## ##'], englishNames: 0.02 },
];

export type Grade = {
  name: string;
  share: number;
  years: readonly [min: number, max: number];
  positions: readonly string[];
};

/** The career ladder, junior first, with the experience each grade usually has. */
export const GRADES: readonly Grade[] = [
  { name: 'Analyst', share: 20, years: [0, 2], positions: ['Consultant'] },
  { name: 'Consultant', share: 25, years: [1, 4], positions: ['Consultant'] },
  { name: 'Senior Consultant', share: 20, years: [3, 7], positions: ['Consultant', 'Team lead'] },
  { name: 'Manager', share: 15, years: [6, 11], positions: ['Engagement manager', 'Team lead'] },
  { name: 'Senior Manager', share: 10, years: [9, 15], positions: ['Engagement manager', 'Practice lead'] },
  { name: 'Director', share: 6, years: [12, 22], positions: ['Practice lead', 'Account director'] },
  { name: 'Partner', share: 4, years: [15, 32], positions: ['Account partner', 'Business unit head'] },
];

export const SCHOOLS = [
  'HEC Paris',
  'ESSEC Business School',
  'ESCP Business School',
  'Sciences Po',
  'École polytechnique',
  'CentraleSupélec',
  'Mines Paris - PSL',
  'INSA Lyon',
  'Université Paris-Dauphine',
  'EPITA',
  'Télécom Paris',
  'Audencia',
  'emlyon business school',
  'IMT Atlantique',
  'Université Libre de Bruxelles',
  'London School of Economics',
  'Imperial College London',
  'École Mohammadia d’Ingénieurs',
] as const;

export const DEGREES: readonly { name: string; level: string }[] = [
  { name: 'Master in Management', level: 'Master' },
  { name: 'Engineering degree', level: 'Master' },
  { name: 'MSc Data Science', level: 'Master' },
  { name: 'Master in Finance', level: 'Master' },
  { name: 'MSc Computer Science', level: 'Master' },
  { name: 'Master in Public Affairs', level: 'Master' },
  { name: 'Bachelor in Business Administration', level: 'Bachelor' },
  { name: 'BSc Computer Science', level: 'Bachelor' },
  { name: 'Executive MBA', level: 'MBA' },
  { name: 'PhD in Applied Mathematics', level: 'PhD' },
];

/** Languages besides French and English that consultants list. */
export const OTHER_LANGUAGES = ['es', 'de', 'it', 'nl', 'ar'] as const;

export const PRONOUNS = { female: 'she/her', male: 'he/him' } as const;

/** The year profiles are written in, fixed so the seed does not depend on the clock. */
export const REFERENCE_YEAR = 2026;
