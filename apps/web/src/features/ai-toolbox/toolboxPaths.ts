import type { ToolboxType } from '@atrium/contract';

/** `/ai-toolbox/{type}` (SPEC): one tab per tool. */
export const toolboxPath = (type: ToolboxType): string => `/ai-toolbox/${type}`;
/** The tailored CV of a person, for the need being worked on. */
export const tailoredPath = (userId: string): string =>
  `${toolboxPath('tailored')}?person=${encodeURIComponent(userId)}`;
