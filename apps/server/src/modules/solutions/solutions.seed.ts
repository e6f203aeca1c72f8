import { SolutionInput } from '@atrium/contract';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { users } from '../../platform/users/users.tables.ts';
import { solutions } from './solutions.tables.ts';

/** The demo seed's role accounts (`{name}@atrium.demo`), which demo records name. */
const ACCOUNTS = ['admin', 'hr', 'cso', 'management', 'leader', 'employee'] as const;
export type DemoAccountName = (typeof ACCOUNTS)[number];
/** A role account by name, or someone else by position in email order (wrapping round). */
export type DemoPerson = DemoAccountName | number;

/**
 * The firm's people as the demo seeds choose them: the same ids for the same people on every
 * fresh database. A missing role account falls back to the first other person, so a firm without
 * them still gets whole records. Null when the firm has nobody.
 */
export async function demoPeople(tx: Tx): Promise<((who: DemoPerson) => string) | null> {
  const everyone = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .orderBy(asc(users.email));
  const accounts = new Map<string, string>(
    ACCOUNTS.flatMap((name) => {
      const found = everyone.find((person) => person.email === `${name}@atrium.demo`);
      return found ? [[name, found.id]] : [];
    }),
  );
  const accountIds = new Set(accounts.values());
  const others = everyone.filter((person) => !accountIds.has(person.id));
  const pool = others.length > 0 ? others : everyone;
  if (pool.length === 0) return null;
  return (who) =>
    typeof who === 'number' ? pool[who % pool.length]!.id : (accounts.get(who) ?? pool[0]!.id);
}

type DemoSolution = Omit<SolutionInput, 'owners'> & { owners: DemoPerson[] };

const intranet = (path: string) => `https://intranet.atrium.demo/solutions/${path}`;
const links = (path: string) => ({
  drive_url: intranet(`${path}/drive`),
  deck_url: intranet(`${path}/deck`),
  pitch_mail_url: intranet(`${path}/pitch-mail`),
});

/**
 * The demo catalogue: 25 offers across the firm's markets, six of them Top Solutions. Credentials
 * of the demo seed name them, so a name changed here is changed there too.
 */
export const DEMO_SOLUTIONS: readonly DemoSolution[] = [
  {
    name: 'Cloud migration factory',
    summary: 'Moves application portfolios to the cloud in waves, with a repeatable factory.',
    description:
      'Assessment of the portfolio, landing zone, wave planning and industrialised migration with automated testing and cut-over runbooks.',
    scope: 'Infrastructure and applications',
    markets: ['Banking', 'Insurance', 'Industry'],
    tags: ['Cloud', 'AWS', 'Azure', 'Migration'],
    top: true,
    owners: ['cso', 0],
    ...links('cloud-migration-factory'),
  },
  {
    name: 'Data platform',
    summary: 'One governed platform for analytics, from ingestion to self-service dashboards.',
    description:
      'Lakehouse architecture, ingestion pipelines, data quality checks and a semantic layer business users can query themselves.',
    scope: 'Data and analytics',
    markets: ['Banking', 'Insurance', 'Retail'],
    tags: ['Data', 'Lakehouse', 'Databricks', 'Power BI'],
    top: true,
    owners: ['leader', 1],
    ...links('data-platform'),
  },
  {
    name: 'Data governance',
    summary: 'Ownership, quality rules and a catalogue so data can be trusted and found.',
    scope: 'Data and analytics',
    markets: ['Banking', 'Insurance', 'Public sector'],
    tags: ['Data', 'Governance', 'GDPR'],
    top: false,
    owners: ['leader'],
    ...links('data-governance'),
  },
  {
    name: 'Generative AI studio',
    summary: 'From use-case ideas to safe generative AI assistants in production.',
    description:
      'Use-case discovery, retrieval-augmented assistants on the client’s documents, evaluation and guardrails, and an operating model for AI.',
    scope: 'Artificial intelligence',
    markets: ['Banking', 'Insurance', 'Public sector', 'Industry'],
    tags: ['AI', 'LLM', 'RAG'],
    top: true,
    owners: ['cso', 2],
    ...links('generative-ai-studio'),
  },
  {
    name: 'Customer analytics',
    summary: 'Segments, churn and next-best-action models wired into sales and marketing tools.',
    scope: 'Data and analytics',
    markets: ['Retail', 'Telecom', 'Banking'],
    tags: ['Data', 'Machine learning', 'CRM'],
    top: false,
    owners: [3],
    ...links('customer-analytics'),
  },
  {
    name: 'Product discovery',
    summary: 'Five-week discovery sprints that turn an idea into a tested product backlog.',
    scope: 'Digital products',
    markets: ['Retail', 'Public sector', 'Transport'],
    tags: ['Design thinking', 'UX', 'Agile'],
    top: false,
    owners: [4, 5],
    ...links('product-discovery'),
  },
  {
    name: 'Agile at scale',
    summary: 'Team topologies, SAFe or LeSS where it fits, and coaching until teams run on their own.',
    scope: 'Organisation and ways of working',
    markets: ['Banking', 'Insurance', 'Telecom', 'Industry'],
    tags: ['Agile', 'SAFe', 'Coaching'],
    top: false,
    owners: [6],
    ...links('agile-at-scale'),
  },
  {
    name: 'Core banking modernisation',
    summary: 'Replaces or wraps a legacy core banking system without stopping the bank.',
    description:
      'Target architecture, vendor selection, strangler pattern around the mainframe, data migration rehearsals and a zero-downtime cut-over.',
    scope: 'Banking platforms',
    markets: ['Banking'],
    tags: ['Core banking', 'Mainframe', 'Migration'],
    top: true,
    owners: ['cso', 7],
    ...links('core-banking-modernisation'),
  },
  {
    name: 'Claims automation',
    summary: 'Straight-through processing of simple claims, with people on the complex ones.',
    scope: 'Insurance operations',
    markets: ['Insurance'],
    tags: ['Claims', 'Automation', 'RPA', 'AI'],
    top: false,
    owners: [8],
    ...links('claims-automation'),
  },
  {
    name: 'KYC and AML remediation',
    summary: 'Clears know-your-customer backlogs and keeps files compliant afterwards.',
    scope: 'Compliance',
    markets: ['Banking', 'Asset management'],
    tags: ['KYC / AML', 'Compliance', 'Automation'],
    top: false,
    owners: [9],
    ...links('kyc-aml-remediation'),
  },
  {
    name: 'Regulatory reporting',
    summary: 'Reliable, traceable regulatory reports (Basel III, Solvency II) on time every quarter.',
    scope: 'Finance and risk',
    markets: ['Banking', 'Insurance'],
    tags: ['Basel III', 'Solvency II', 'Reporting'],
    top: false,
    owners: [10],
    ...links('regulatory-reporting'),
  },
  {
    name: 'Zero trust security',
    summary: 'Identity-centred security: every access checked, whatever the network.',
    scope: 'Cybersecurity',
    markets: ['Public sector', 'Banking', 'Healthcare'],
    tags: ['Security', 'Identity', 'Zero trust'],
    top: true,
    owners: [11, 12],
    ...links('zero-trust-security'),
  },
  {
    name: 'Cyber resilience',
    summary: 'Crisis exercises, backup strategy and recovery plans tested before they are needed.',
    scope: 'Cybersecurity',
    markets: ['Healthcare', 'Energy', 'Transport'],
    tags: ['Security', 'DORA', 'NIS2'],
    top: false,
    owners: [12],
    ...links('cyber-resilience'),
  },
  {
    name: 'Smart grid analytics',
    summary: 'Forecasts load and production so grid operators balance renewables in real time.',
    scope: 'Energy systems',
    markets: ['Energy'],
    tags: ['Smart grids', 'IoT', 'Forecasting'],
    top: false,
    owners: [13],
    ...links('smart-grid-analytics'),
  },
  {
    name: 'Energy transition roadmap',
    summary: 'A costed path to the client’s carbon targets, project by project.',
    scope: 'Strategy',
    markets: ['Energy', 'Industry', 'Transport'],
    tags: ['Energy transition', 'ESG', 'Strategy'],
    top: false,
    owners: [14],
    ...links('energy-transition-roadmap'),
  },
  {
    name: 'Digital public services',
    summary: 'Online procedures citizens can complete on a phone, accessible to everyone.',
    scope: 'Digital products',
    markets: ['Public sector'],
    tags: ['e-Government', 'Accessibility', 'UX'],
    top: false,
    owners: [15],
    ...links('digital-public-services'),
  },
  {
    name: 'Omnichannel commerce',
    summary: 'One customer journey across stores, web and app, with one view of stock.',
    scope: 'Digital products',
    markets: ['Retail'],
    tags: ['E-commerce', 'Omnichannel', 'Headless'],
    top: false,
    owners: [16],
    ...links('omnichannel-commerce'),
  },
  {
    name: 'Supply chain control tower',
    summary: 'Sees every order and shipment in one place and warns before a shortage.',
    scope: 'Operations',
    markets: ['Retail', 'Industry', 'Transport'],
    tags: ['Supply chain', 'Data', 'Forecasting'],
    top: true,
    owners: [17],
    ...links('supply-chain-control-tower'),
  },
  {
    name: 'Industry 4.0 shop floor',
    summary: 'Connected machines, predictive maintenance and a digital twin of the line.',
    scope: 'Operations',
    markets: ['Industry'],
    tags: ['Industry 4.0', 'IoT', 'Digital twin'],
    top: false,
    owners: [18],
    ...links('industry-4-0-shop-floor'),
  },
  {
    name: 'Hospital patient flow',
    summary: 'Shorter waits through bed management and admission forecasts.',
    scope: 'Healthcare operations',
    markets: ['Healthcare'],
    tags: ['Hospital management', 'Forecasting', 'Lean'],
    top: false,
    owners: [19],
    ...links('hospital-patient-flow'),
  },
  {
    name: 'Clinical data platform',
    summary: 'Trial and real-world data in one compliant platform for faster studies.',
    scope: 'Data and analytics',
    markets: ['Healthcare'],
    tags: ['Clinical trials', 'Health data', 'GDPR'],
    top: false,
    owners: [20],
    ...links('clinical-data-platform'),
  },
  {
    name: 'Network automation',
    summary: 'Configuration as code and self-healing networks for operators.',
    scope: 'Infrastructure and applications',
    markets: ['Telecom'],
    tags: ['5G', 'Automation', 'DevOps'],
    top: false,
    owners: [21],
    ...links('network-automation'),
  },
  {
    name: 'DevOps platform',
    summary: 'An internal developer platform: pipelines, environments and observability on tap.',
    scope: 'Infrastructure and applications',
    markets: ['Banking', 'Telecom', 'Retail'],
    tags: ['DevOps', 'Kubernetes', 'Observability'],
    top: false,
    owners: [22],
    ...links('devops-platform'),
  },
  {
    name: 'ESG reporting',
    summary: 'CSRD-ready sustainability reporting with auditable figures.',
    scope: 'Finance and risk',
    markets: ['Asset management', 'Industry', 'Energy'],
    tags: ['ESG investing', 'CSRD', 'Reporting'],
    top: false,
    owners: [23],
    ...links('esg-reporting'),
  },
  {
    name: 'Mobility as a service',
    summary: 'Plan, book and pay every mode of transport in one app.',
    scope: 'Digital products',
    markets: ['Transport', 'Public sector'],
    tags: ['Mobility', 'Mobile apps', 'Payments'],
    top: false,
    owners: [24],
    ...links('mobility-as-a-service'),
  },
];

/**
 * Adds the demo catalogue to a demo firm, its owners chosen among its people in the same way on
 * every fresh database. Runs once: answers false, changing nothing, when the catalogue has
 * solutions already or the firm has nobody.
 */
export async function seedDemoSolutions(db: DbOrTx): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the second waits here, then finds the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium.seedDemoSolutions'))`);
    const [anySolution] = await tx.select({ id: solutions.id }).from(solutions).limit(1);
    if (anySolution) return false;
    const person = await demoPeople(tx);
    if (!person) return false;
    // Checked as a client's input would be, so the demo never shows what the API would refuse.
    const rows = DEMO_SOLUTIONS.map(({ owners, ...solution }) => {
      const { owners: owner_ids = [], ...checked } = SolutionInput.parse({
        ...solution,
        owners: [...new Set(owners.map(person))],
      });
      return { ...checked, owner_ids };
    });
    await tx.insert(solutions).values(rows);
    return true;
  });
}
