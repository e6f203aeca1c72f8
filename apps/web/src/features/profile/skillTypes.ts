import type { TagType } from '@atrium/contract';

/** The skills a profile lists as tags, edited one type at a time (`?modified_tag_type=`). */
export type SkillType = Extract<TagType, 'technical' | 'sectorial'>;
export const SKILL_TYPES: readonly SkillType[] = ['technical', 'sectorial'];
export const SKILL_FIELDS = { technical: 'technical_skills', sectorial: 'sectorial_skills' } as const;
