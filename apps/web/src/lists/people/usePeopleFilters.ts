import { useAddressFilters } from '../useListFilters';
import { filtersFromSearch, searchFromFilters } from './peopleFilters';

/** The filters of Who's who or the CV library (with its resume language), kept in the address. */
export const usePeopleFilters = () => useAddressFilters(filtersFromSearch, searchFromFilters);
