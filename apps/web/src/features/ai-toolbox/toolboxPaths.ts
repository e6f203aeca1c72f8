import type { ToolboxType } from '@atrium/contract';

/** `/ai-toolbox/{type}` (SPEC): one tab per tool. */
export const toolboxPath = (type: ToolboxType): string => `/ai-toolbox/${type}`;

/** The address parameter carrying the need into the tailored CV (a link works in a new tab too). */
export const NEED_PARAM = 'need';

/** The tailored CV of a person, for the need being worked on (carried in the address when there is one). */
export const tailoredPath = (userId: string, need = ''): string => {
  const params = new URLSearchParams({ person: userId });
  if (need.trim()) params.set(NEED_PARAM, need);
  return `${toolboxPath('tailored')}?${params.toString()}`;
};
