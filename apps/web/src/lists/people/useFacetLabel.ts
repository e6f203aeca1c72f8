import { COMPLETION_STATES, type CompletionState } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { completionStateMessages } from './facetMessages';
import { languageName } from '../../i18n/languageName';
import type { PeopleFacet } from './peopleFilters';

const isCompletionState = (value: string): value is CompletionState =>
  (COMPLETION_STATES as readonly string[]).includes(value);

/**
 * How a facet's value reads: languages by name and profile states in the interface language,
 * others as stored.
 */
export function useFacetLabel() {
  const intl = useIntl();
  return (facet: PeopleFacet, value: string) => {
    if (facet === 'languages') return languageName(value, intl.locale);
    if (facet === 'completion' && isCompletionState(value))
      return intl.formatMessage(completionStateMessages[value]);
    return value;
  };
}
