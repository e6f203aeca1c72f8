import { ASSIGNMENTS_NAME } from '@atrium/contract';
import { c13sPath } from '../../api/c13s';
import { useRefreshAfter } from '../../api/mutations';
import { ImportFileDialog, type ImportWords } from '../../forms/import/ImportFileDialog';
import { benchMessages } from './benchMessages';

const WORDS: ImportWords = {
  title: benchMessages.importTitle,
  help: benchMessages.importHelp,
  apply: benchMessages.importApply,
  createRow: benchMessages.importCreateRow,
};

/** The resource-planning tool's export of assignments, matched by its external id (the CSO's). */
export function ImportAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshAfter();
  return (
    <ImportFileDialog
      path={c13sPath(ASSIGNMENTS_NAME, 'import')}
      words={WORDS}
      // Created and changed at once, as an update: availabilities and the people views (the Bench) follow.
      onApplied={() => refresh('update', ASSIGNMENTS_NAME)}
      onClose={onClose}
    />
  );
}
