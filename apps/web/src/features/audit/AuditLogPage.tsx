import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { auditLogObject, FILTER_VALUE_PATTERNS, usersObject } from '@atrium/contract';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { auditActionMessages, auditObjectMessages } from '../../layout/auditLabels';
import { AuditEntryView } from '../../layout/AuditEntryView';
import { PeoplePicker } from '../../layout/PeoplePicker';
import { FacetChipGroups } from '../../lists/FacetChipGroups';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useFacetLabels } from '../../lists/useFacetLabels';
import { useObjectList } from '../../lists/useObjectList';
import { auditLogMessages } from './auditLogMessages';
import { AUDIT_CHIPS, AUDIT_LIST, type AuditFacet } from './auditLogList';
import { AuditTextFilters } from './AuditTextFilters';

const PAGE_SIZE = 25;

const chipTitles = { object: auditLogMessages.object, action: auditLogMessages.action };

/** `/audit-log`: holders of 'audit read' search who changed what, and when, newest first. */
export function AuditLogPage() {
  const intl = useIntl();
  const list = useObjectList(auditLogObject, AUDIT_LIST, {
    pageSize: PAGE_SIZE,
    defaultSort: '-at',
    facets: AUDIT_CHIPS,
  });
  const { filters, setFilters } = list;
  const set = (facet: AuditFacet, values: string[]) =>
    setFilters({ ...filters, facets: { ...filters.facets, [facet]: values }, page: 1 });
  const actorName = useFacetLabels(
    usersObject,
    undefined,
    filters.facets.actor,
    (person) => `${person.first_name} ${person.last_name}`,
  );
  const label = (facet: 'object' | 'action') => (value: string) => {
    const messages: Record<string, MessageDescriptor | undefined> =
      facet === 'object' ? auditObjectMessages : auditActionMessages;
    const message = messages[value];
    return message ? intl.formatMessage(message) : value;
  };

  return (
    <ListPageLayout
      title={<FormattedMessage {...auditLogMessages.title} />}
      intro={<FormattedMessage {...auditLogMessages.intro} />}
      search={{ label: intl.formatMessage(auditLogMessages.search), value: filters.q, onSearch: list.search }}
      filters={
        <Stack spacing={2}>
          <PeoplePicker
            label={intl.formatMessage(auditLogMessages.who)}
            single
            value={filters.facets.actor.map((id) => ({ id, first_name: actorName(id), last_name: '' }))}
            onChange={(people) =>
              set(
                'actor',
                people.map((person) => person.id),
              )
            }
          />
          <AuditTextFilters filters={filters} onChange={setFilters} />
          <FacetChipGroups
            facets={AUDIT_CHIPS}
            titles={chipTitles}
            counts={list.counts.data}
            filters={filters}
            onChange={setFilters}
            labelOf={label}
          />
        </Stack>
      }
      activeFilters={list.activeFilters}
      filtersLabel={intl.formatMessage(auditLogMessages.filters)}
      resultsLabel={intl.formatMessage(auditLogMessages.results)}
    >
      <ListResults {...list.paged} total={auditLogMessages.total} empty={auditLogMessages.empty}>
        {(entries) => (
          <Stack spacing={1.5} divider={<Divider flexItem />}>
            {entries.map((entry) => (
              <AuditEntryView
                key={entry.id}
                entry={entry}
                subject={
                  <>
                    <Chip size="small" label={label('object')(entry.object)} />
                    {entry.record_id && FILTER_VALUE_PATTERNS.id.test(entry.record_id) && (
                      <Button size="small" onClick={() => set('record_id', [entry.record_id!])}>
                        <FormattedMessage {...auditLogMessages.sameRecord} />
                      </Button>
                    )}
                  </>
                }
              />
            ))}
          </Stack>
        )}
      </ListResults>
    </ListPageLayout>
  );
}
