import type { ImportLine } from '@atrium/contract';

/** An import report's counts: its lines by what applying them does. */
export const countImportLines = (lines: readonly ImportLine[]) => ({
  create: lines.filter((line) => line.action === 'create').length,
  update: lines.filter((line) => line.action === 'update').length,
  unchanged: lines.filter((line) => line.action === 'unchanged').length,
  refused: lines.filter((line) => line.action === 'refused').length,
});
