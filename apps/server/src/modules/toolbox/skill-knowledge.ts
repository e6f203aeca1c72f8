import type { TagType } from '@atrium/contract';
import type { DbOrTx } from '../../db/database.ts';

/**
 * What staffing needs from advanced research, behind a small interface until that work lands:
 * months of practice per skill (derived from experiences and credentials), and skill synonyms
 * (tag aliases). Until then neither is known, and staffing works without them.
 */
export type SkillKnowledge = {
  /** Months of practice per skill of each person asked about; a person or skill missing is unknown. */
  monthsOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Map<string, number>>>;
  /** Other names of tags: an alias read in a need stands for its tag. */
  aliases(db: DbOrTx): Promise<{ type: TagType; name: string; alias: string }[]>;
};

export const noSkillKnowledge: SkillKnowledge = {
  monthsOf: async () => new Map(),
  aliases: async () => [],
};
