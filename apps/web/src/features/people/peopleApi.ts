import type { TagType } from '@atrium/contract';

export const WHOS_WHO_PATH = '/who-s-who';
export const CV_LIBRARY_PATH = '/cv-library';
export const profilePath = (id: string): string => `/profile/${encodeURIComponent(id)}`;
export const resumesPath = (id: string): string => `/resumes/${encodeURIComponent(id)}`;

/** Cards per page on Who's who (a multiple of 2, 3 and 4 so every grid row is full). */
export const WHOS_WHO_PAGE_SIZE = 24;
/** Resumes per page in the CV library. */
export const CV_LIBRARY_PAGE_SIZE = 20;
/** The skills a profile lists as tags, edited one type at a time (`?modified_tag_type=`). */
export type SkillType = Extract<TagType, 'technical' | 'sectorial'>;
export const SKILL_TYPES: readonly SkillType[] = ['technical', 'sectorial'];
export const SKILL_FIELDS = { technical: 'technical_skills', sectorial: 'sectorial_skills' } as const;
