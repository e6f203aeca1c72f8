import { useIntl } from 'react-intl';
import { languageName } from './languageName';
import type { PeopleFacet } from './peopleFilters';

/** How a facet's value reads: languages by name in the interface language, others as stored. */
export function useFacetLabel() {
  const intl = useIntl();
  return (facet: PeopleFacet, value: string) =>
    facet === 'languages' ? languageName(value, intl.locale) : value;
}
