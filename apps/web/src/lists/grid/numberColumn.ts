import type { IntlShape } from 'react-intl';

/**
 * A data grid column of counts, in the reader's number format (the grid's own formats in the
 * browser's locale, which may not be the language the reader chose: 1,234 in a French interface).
 */
export const numberColumn = (intl: Pick<IntlShape, 'formatNumber'>, width: number) => ({
  type: 'number' as const,
  width,
  valueFormatter: (value: number | null | undefined) =>
    value === null || value === undefined ? '' : intl.formatNumber(value),
});
