import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { tagAliases, tags } from './people.tables.ts';

/** The usual other words for the demo firm's technical skills (a tag the demo lacks is skipped). */
export const DEMO_TECHNICAL_ALIASES: Record<string, readonly string[]> = {
  TypeScript: ['TS'],
  Kubernetes: ['k8s', 'kube'],
  'Node.js': ['Node', 'NodeJS'],
  React: ['ReactJS', 'React.js'],
  PostgreSQL: ['Postgres', 'psql'],
  'Machine Learning': ['ML'],
  'Generative AI': ['GenAI', 'LLM'],
  'CI/CD': ['Continuous integration', 'DevOps pipelines'],
  AWS: ['Amazon Web Services'],
  GCP: ['Google Cloud'],
  Azure: ['Microsoft Azure'],
  Go: ['Golang'],
  Python: ['py'],
  '.NET': ['dotnet', 'C#'],
  'SAP S/4HANA': ['S/4HANA', 'S4'],
  'Power BI': ['PowerBI'],
  'UX Research': ['User research'],
  Cybersecurity: ['Cyber', 'Security'],
  Angular: ['AngularJS'],
  Terraform: ['TF', 'IaC'],
};

/** Adds the demo's aliases to its technical tags (the profiles' trigger made the tags). */
export async function seedDemoTagAliases(db: DbOrTx): Promise<void> {
  const rows = Object.entries(DEMO_TECHNICAL_ALIASES).flatMap(([name, aliases]) =>
    aliases.map((alias) => ({ name, alias })),
  );
  await db.execute(sql`insert into ${tagAliases} (tag_id, type, alias)
    select ${tags.id}, ${tags.type}, wanted.alias
    from json_to_recordset(${JSON.stringify(rows)}::json) as wanted(name text, alias text)
    join ${tags} on ${tags.type} = 'technical' and lower(${tags.name}) = lower(wanted.name)
    on conflict do nothing`);
}
