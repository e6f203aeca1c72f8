import { CredentialInput } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { demoPeople, type DemoPerson } from '../solutions/solutions.seed.ts';
import { solutions } from '../solutions/solutions.tables.ts';
import { credentialCodeCounters, credentials } from './credentials.tables.ts';
import { formatProjectCode } from './project-codes.ts';

/** Fictional clients of the demo firm, with the market each belongs to. */
const CLIENTS: readonly { client: string; company: string; market: string }[] = [
  { client: 'Banque Atlantique', company: 'Groupe Atlantique', market: 'Banking' },
  { client: 'Crédit Rhodanien', company: 'Crédit Rhodanien SA', market: 'Banking' },
  { client: 'Northbridge Bank', company: 'Northbridge Holdings', market: 'Banking' },
  { client: 'Mutuelle des Alpes', company: 'Groupe MDA', market: 'Insurance' },
  { client: 'Helvetia Life', company: 'Helvetia Group', market: 'Insurance' },
  { client: 'Assurances du Littoral', company: 'Littoral Assurances', market: 'Insurance' },
  { client: 'Volta Énergies', company: 'Volta Group', market: 'Energy' },
  { client: 'Nordgrid', company: 'Nordgrid AS', market: 'Energy' },
  { client: 'Ville de Lyon', company: 'Métropole de Lyon', market: 'Public sector' },
  { client: 'Ministère de la Santé', company: 'État français', market: 'Public sector' },
  { client: 'Maison Berthier', company: 'Berthier Retail', market: 'Retail' },
  { client: 'FreshMarket', company: 'FreshMarket Europe', market: 'Retail' },
  { client: 'CHU de Bordeaux', company: 'CHU de Bordeaux', market: 'Healthcare' },
  { client: 'Pharmalis', company: 'Pharmalis Laboratories', market: 'Healthcare' },
  { client: 'Aerotec Industries', company: 'Aerotec Group', market: 'Industry' },
  { client: 'Ferrand Automobiles', company: 'Ferrand SA', market: 'Industry' },
  { client: 'Telnova', company: 'Telnova Telecom', market: 'Telecom' },
  { client: 'RailConnect', company: 'RailConnect Europe', market: 'Transport' },
  { client: 'Orion Asset Management', company: 'Orion Capital', market: 'Asset management' },
];

type Template = {
  name: string;
  markets: readonly string[];
  /** Names from the demo catalogue (solutions.seed.ts), at most three. */
  solutions: readonly string[];
  /** Technical skills the project used: its contributors' years per skill count them. */
  skills: string[];
  description: string;
  challenge: string;
  solution: string;
  results: string;
};

/** Kinds of project; each is sold to several clients of its markets. */
const TEMPLATES: readonly Template[] = [
  {
    name: 'Core banking migration',
    skills: ['Java', 'Kafka', 'PostgreSQL', 'Kubernetes'],
    markets: ['Banking'],
    solutions: ['Core banking modernisation', 'Cloud migration factory'],
    description: 'Moved the core banking platform off the mainframe without interrupting the bank.',
    challenge: 'A 30-year-old mainframe holding every account, with no downtime allowed.',
    solution: 'Strangler pattern around the legacy core, rehearsed data migrations, wave cut-overs.',
    results: 'Zero downtime at cut-over; running costs down by a quarter.',
  },
  {
    name: 'Analytics lakehouse',
    skills: ['Python', 'Spark', 'SQL', 'Azure'],
    markets: ['Banking', 'Insurance', 'Retail'],
    solutions: ['Data platform', 'Data governance'],
    description: 'Built one governed analytics platform replacing a dozen departmental data marts.',
    challenge: 'Conflicting figures between departments and month-long report requests.',
    solution: 'Lakehouse with automated ingestion, quality rules and a shared semantic layer.',
    results: 'Reports in days instead of weeks; one version of the key figures.',
  },
  {
    name: 'Claims straight-through processing',
    skills: ['Java', 'Spring', 'Kafka'],
    markets: ['Insurance'],
    solutions: ['Claims automation', 'Generative AI studio'],
    description: 'Automated the handling of simple claims from notification to payment.',
    challenge: 'Claims handlers spent most of their time on low-value, repetitive files.',
    solution: 'Document reading, rules and an AI triage sending complex files to experts.',
    results: 'Half of simple claims settled within a day.',
  },
  {
    name: 'KYC backlog remediation',
    skills: ['Python', 'SQL'],
    markets: ['Banking', 'Asset management'],
    solutions: ['KYC and AML remediation'],
    description: 'Cleared a regulatory backlog of customer files and set up continuous monitoring.',
    challenge: 'A regulator’s deadline and forty thousand incomplete files.',
    solution: 'A remediation factory with automated document checks and risk-based sampling.',
    results: 'Backlog cleared two months before the deadline.',
  },
  {
    name: 'Solvency II reporting overhaul',
    skills: ['SQL', 'Python', 'Power BI'],
    markets: ['Insurance'],
    solutions: ['Regulatory reporting', 'Data governance'],
    description: 'Rebuilt the quarterly regulatory reporting chain with full traceability.',
    challenge: 'Manual spreadsheets and late submissions.',
    solution: 'Automated data lineage, controls and a reporting calendar owned by finance.',
    results: 'Submissions on time every quarter since go-live.',
  },
  {
    name: 'Generative AI assistant for advisers',
    skills: ['Python', 'Azure', 'TypeScript'],
    markets: ['Banking', 'Insurance', 'Public sector'],
    solutions: ['Generative AI studio', 'Data platform'],
    description: 'Gave front-line advisers an assistant answering from internal procedures.',
    challenge: 'Thousands of pages of procedures nobody could search quickly.',
    solution: 'Retrieval-augmented assistant with evaluation, guardrails and feedback loops.',
    results: 'Answers found in seconds; adviser satisfaction up sharply.',
  },
  {
    name: 'Zero trust roll-out',
    skills: ['Azure', 'Terraform', 'Linux'],
    markets: ['Public sector', 'Banking', 'Healthcare'],
    solutions: ['Zero trust security', 'Cyber resilience'],
    description: 'Replaced the perimeter model with identity-based access for every application.',
    challenge: 'Remote work and a flat network exposing critical systems.',
    solution: 'Strong authentication, device posture checks and micro-segmentation.',
    results: 'Every critical application behind conditional access within a year.',
  },
  {
    name: 'Grid load forecasting',
    skills: ['Python', 'Machine Learning', 'AWS'],
    markets: ['Energy'],
    solutions: ['Smart grid analytics', 'Data platform'],
    description: 'Forecast consumption and renewable production for the grid operator.',
    challenge: 'Growing solar and wind output made balancing the grid harder every year.',
    solution: 'Machine-learning forecasts fed by meters and weather data, updated every 15 minutes.',
    results: 'Forecast error halved; fewer costly balancing actions.',
  },
  {
    name: 'Decarbonisation roadmap',
    skills: ['Power BI'],
    markets: ['Energy', 'Industry', 'Transport'],
    solutions: ['Energy transition roadmap', 'ESG reporting'],
    description: 'Drew a costed roadmap to the client’s 2030 carbon targets.',
    challenge: 'Ambitious public commitments with no plan behind them.',
    solution: 'Emission baseline, abatement levers costed project by project, governance.',
    results: 'Roadmap adopted by the board; first projects funded.',
  },
  {
    name: 'Online procedures portal',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    markets: ['Public sector'],
    solutions: ['Digital public services', 'Product discovery'],
    description: 'Put the most used procedures online, designed with citizens.',
    challenge: 'Paper forms and queues at the counters.',
    solution: 'Discovery with citizens, accessible design system, agile delivery.',
    results: 'Seven in ten requests now made online.',
  },
  {
    name: 'Omnichannel replatforming',
    skills: ['TypeScript', 'React', 'Kubernetes', 'AWS'],
    markets: ['Retail'],
    solutions: ['Omnichannel commerce', 'Customer analytics', 'DevOps platform'],
    description: 'Unified stores, website and app on one commerce platform.',
    challenge: 'Separate stocks and promotions per channel frustrated customers.',
    solution: 'Headless commerce, one stock view and personalised offers.',
    results: 'Online sales up by a third; click-and-collect in every store.',
  },
  {
    name: 'Supply chain control tower',
    skills: ['Python', 'SQL', 'Power BI'],
    markets: ['Retail', 'Industry', 'Transport'],
    solutions: ['Supply chain control tower', 'Data platform'],
    description: 'One place to follow orders and shipments and act before shortages.',
    challenge: 'Shortages discovered when shelves were already empty.',
    solution: 'Real-time visibility, alerts and scenario planning for the planners.',
    results: 'Stock-outs down by 40 %.',
  },
  {
    name: 'Predictive maintenance',
    skills: ['Python', 'Machine Learning', 'Azure'],
    markets: ['Industry', 'Transport'],
    solutions: ['Industry 4.0 shop floor', 'Data platform'],
    description: 'Predicted machine failures from sensor data on the production lines.',
    challenge: 'Unplanned stops cost hours of production every week.',
    solution: 'Connected sensors, failure models and maintenance planning integration.',
    results: 'Unplanned downtime down by a third.',
  },
  {
    name: 'Patient flow optimisation',
    skills: ['Python', 'SQL'],
    markets: ['Healthcare'],
    solutions: ['Hospital patient flow'],
    description: 'Reduced waiting times between emergency admission and a bed.',
    challenge: 'Overcrowded emergency rooms and no view of free beds.',
    solution: 'Bed management tool, admission forecasts and new discharge routines.',
    results: 'Average wait for a bed down from nine to five hours.',
  },
  {
    name: 'Clinical trials data hub',
    skills: ['Python', 'AWS', 'PostgreSQL'],
    markets: ['Healthcare'],
    solutions: ['Clinical data platform', 'Data governance'],
    description: 'Gathered trial data from partner sites into one compliant platform.',
    challenge: 'Data arriving late and in many formats delayed every study.',
    solution: 'Standardised ingestion, consent management and quality dashboards.',
    results: 'Database lock three weeks earlier per study.',
  },
  {
    name: 'Network automation programme',
    skills: ['Ansible', 'Python', 'Linux'],
    markets: ['Telecom'],
    solutions: ['Network automation', 'DevOps platform'],
    description: 'Automated network configuration and incident handling.',
    challenge: 'Manual changes caused most network incidents.',
    solution: 'Configuration as code, automated tests and self-healing playbooks.',
    results: 'Change-related incidents down by 60 %.',
  },
  {
    name: 'Agile transformation',
    skills: ['Scrum'],
    markets: ['Banking', 'Insurance', 'Telecom', 'Industry'],
    solutions: ['Agile at scale'],
    description: 'Reorganised IT and business teams around products.',
    challenge: 'Eighteen-month release cycles and teams waiting on each other.',
    solution: 'Product teams, quarterly planning and coaching of leaders and teams.',
    results: 'Releases every two weeks; time to market divided by four.',
  },
  {
    name: 'Cloud landing zone',
    skills: ['AWS', 'Terraform', 'Kubernetes', 'Docker'],
    markets: ['Banking', 'Insurance', 'Public sector', 'Industry'],
    solutions: ['Cloud migration factory', 'DevOps platform', 'Zero trust security'],
    description: 'Built a secure, compliant cloud foundation and migrated the first applications.',
    challenge: 'Strict security requirements and no cloud skills in house.',
    solution: 'Landing zone as code, security guardrails and a trained platform team.',
    results: 'Forty applications migrated in the first year.',
  },
  {
    name: 'Mobility app launch',
    skills: ['TypeScript', 'React', 'Node.js'],
    markets: ['Transport', 'Public sector'],
    solutions: ['Mobility as a service', 'Product discovery'],
    description: 'Launched an app to plan, book and pay every mode of transport.',
    challenge: 'Travellers juggling five apps and three ticket types.',
    solution: 'Discovery with travellers, partner integrations and a single payment.',
    results: 'Two hundred thousand users in six months.',
  },
  {
    name: 'CSRD readiness',
    skills: ['Power BI', 'SQL'],
    markets: ['Asset management', 'Industry', 'Energy'],
    solutions: ['ESG reporting', 'Regulatory reporting'],
    description: 'Prepared the first sustainability report under the new European rules.',
    challenge: 'Hundreds of new indicators and no data owners.',
    solution: 'Materiality assessment, data collection chain and audit trail.',
    results: 'First report published with a clean audit opinion.',
  },
];

/** What each contributor did, in turn. */
const CONTRIBUTIONS = [
  'Led the delivery',
  'Designed the target architecture',
  'Ran the workshops with the business',
  'Built the data pipelines',
  'Managed the change and training',
  'Led the testing',
  'Developed the application',
  'Coached the teams',
] as const;

/** How many credentials the demo firm has. */
export const DEMO_CREDENTIALS_COUNT = 60;
const FIRST_YEAR = 2018;
const YEARS = 8;
/** A fixed date rather than today, so the demo is the same whenever it is seeded. */
const RUNNING_AFTER = new Date(Date.UTC(FIRST_YEAR + YEARS, 0, 1));

type DemoCredential = Omit<
  CredentialInput,
  'sales_owner' | 'credential_manager' | 'contributors' | 'solutions'
> & {
  sales_owner: DemoPerson;
  credential_manager: DemoPerson;
  contributors: { who: DemoPerson; description: string }[];
  solutionNames: readonly string[];
};

const isoDate = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The i-th demo credential, by plain arithmetic on `i` so every fresh database gets the same:
 * kinds of project in turn, each at a client of its markets, started between 2018 and 2025.
 */
function demoCredential(i: number): DemoCredential {
  const template = TEMPLATES[i % TEMPLATES.length]!;
  const clients = CLIENTS.filter((client) => template.markets.includes(client.market));
  // Each time a kind of project comes round again, it is at another client.
  const { client, company } =
    clients[(Math.floor(i / TEMPLATES.length) + (i % TEMPLATES.length)) % clients.length]!;
  const year = FIRST_YEAR + ((i * 3) % YEARS);
  const month = ((i * 5) % 12) + 1;
  const end = new Date(Date.UTC(year, month - 1 + 3 + ((i * 7) % 16), 1));
  // Projects that would end after the demo's reference date are still running.
  const running = end >= RUNNING_AFTER;
  const contributors: DemoPerson[] = [
    // Some for the people who try the demo, so their profiles list credentials.
    ...(i % 6 === 0 ? (['employee'] as const) : []),
    ...(i % 8 === 1 ? (['leader'] as const) : []),
    ...[30 + ((i * 3) % 90), 31 + ((i * 7) % 90), 32 + ((i * 11) % 90)].slice(0, 2 + (i % 3)),
  ];
  return {
    name: template.name,
    client,
    company,
    sales_owner: i % 4 === 0 ? 'cso' : (i % 10) + 25,
    credential_manager: i % 5 === 0 ? 'leader' : ((i * 13) % 60) + 120,
    start_date: isoDate(year, month),
    end_date: running ? null : isoDate(end.getUTCFullYear(), end.getUTCMonth() + 1),
    description: template.description,
    challenge: template.challenge,
    solution: template.solution,
    results: template.results,
    solutionNames: template.solutions,
    skills: template.skills,
    contributors: contributors.map((who, n) => ({
      who,
      description: CONTRIBUTIONS[(i + n) % CONTRIBUTIONS.length]!,
    })),
    top: i % 9 === 4,
  };
}

/**
 * Adds the demo credentials (no files) to a demo firm, with their sales owners, managers and
 * contributors among its people and the catalogue's solutions (seed those first). Project codes
 * are numbered per start year, and each year's counter is moved past them. Runs once: answers
 * false, changing nothing, when credentials exist or the firm has nobody.
 */
export async function seedDemoCredentials(db: DbOrTx): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the credentials.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium.seedDemoCredentials'))`);
    const [anyCredential] = await tx.select({ id: credentials.id }).from(credentials).limit(1);
    if (anyCredential) return false;
    const person = await demoPeople(tx);
    if (!person) return false;
    const catalogue = new Map(
      (await tx.select({ id: solutions.id, name: solutions.name }).from(solutions)).map((s) => [
        s.name,
        s.id,
      ]),
    );

    const lastCode = new Map<number, number>();
    const rows = Array.from({ length: DEMO_CREDENTIALS_COUNT }, (_, i) => {
      const { sales_owner, credential_manager, contributors, solutionNames, ...fields } = demoCredential(i);
      const byPerson = new Map(contributors.map(({ who, description }) => [person(who), description]));
      // Checked as a client's input would be, so the demo never shows what the API would refuse.
      const {
        sales_owner: sales_owner_id,
        credential_manager: credential_manager_id,
        solutions: solution_ids = [],
        contributors: contributions = [],
        ...columns
      } = CredentialInput.parse({
        ...fields,
        sales_owner: person(sales_owner),
        credential_manager: person(credential_manager),
        solutions: solutionNames.flatMap((name) => catalogue.get(name) ?? []),
        contributors: [...byPerson].map(([user_id, description]) => ({ user_id, description })),
      });
      const year = Number(columns.start_date!.slice(0, 4));
      const number = (lastCode.get(year) ?? 0) + 1;
      lastCode.set(year, number);
      return {
        ...columns,
        project_code: formatProjectCode(year, number),
        sales_owner_id,
        credential_manager_id,
        solution_ids,
        // The demo's people did take part.
        contributors: contributions.map((contribution) => ({ ...contribution, confirmed: true })),
        contributor_ids: contributions.map((contribution) => contribution.user_id),
      };
    });
    await tx.insert(credentials).values(rows);
    for (const [year, last_value] of lastCode) {
      await tx
        .insert(credentialCodeCounters)
        .values({ year, last_value })
        .onConflictDoUpdate({
          target: credentialCodeCounters.year,
          set: { last_value: sql`greatest(${credentialCodeCounters.last_value}, ${last_value})` },
        });
    }
    return true;
  });
}
