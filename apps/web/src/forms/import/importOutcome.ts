import type { ImportLine } from '@atrium/contract';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { serverText } from '../../i18n/serverMessage';
import { importMessages } from './importMessages';

/** Between the parts of one row's outcome: no punctuation that French spaces differently. */
const SEPARATOR = ' · ';

/**
 * What a row does, in the reader's language: the columns an update changes and those it clears,
 * or why a row is refused with the cell refused as the file has it (quoted, so an empty one shows).
 * `createRow` names what a new row makes (a new person, a new assignment).
 */
export function importOutcome(
  intl: IntlShape,
  line: ImportLine,
  createRow: MessageDescriptor = importMessages.createRow,
): string {
  if (line.errors) {
    const reasons = Object.entries(line.errors).map(([column, msg]) => {
      const reason = serverText(intl, { ...line.error_codes?.[column], msg });
      const value = line.values?.[column];
      return value === undefined
        ? reason
        : intl.formatMessage(importMessages.refusedCell, { column, value: JSON.stringify(value), reason });
    });
    return intl.formatMessage(importMessages.refusedBecause, { reasons: reasons.join(SEPARATOR) });
  }
  const cleared = line.cleared ?? [];
  const changed = (line.changes ?? []).filter((column) => !cleared.includes(column));
  const details = [
    ...(changed.length > 0 ? [changed.join(', ')] : []),
    ...(cleared.length > 0
      ? [intl.formatMessage(importMessages.cleared, { count: cleared.length, columns: cleared.join(', ') })]
      : []),
  ];
  return details.length > 0
    ? intl.formatMessage(importMessages.updatedWith, { details: details.join(SEPARATOR) })
    : line.action === 'create'
      ? intl.formatMessage(createRow)
      : intl.formatMessage(importMessages[`${line.action}Row`]);
}
