import { usersObject } from '@atrium/contract';
import { c13sPath } from '../../api/c13s';
import { useRefreshAfter } from '../../api/mutations';
import { ImportFileDialog, type ImportWords } from '../../forms/import/ImportFileDialog';
import { importMessages } from '../../forms/import/importMessages';

const WORDS: ImportWords = {
  title: importMessages.title,
  help: importMessages.help,
  apply: importMessages.apply,
  createRow: importMessages.createRow,
};

/** Bringing the firm's people in from the HR system's export, matched by email. */
export function ImportPeopleDialog({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshAfter();
  return (
    <ImportFileDialog
      path={c13sPath(usersObject, 'import')}
      words={WORDS}
      // People are created and changed at once: refreshed as an update, which covers a creation's lists.
      onApplied={() => refresh('update', usersObject)}
      onClose={onClose}
    />
  );
}
