import { useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { TAG_TYPES, tagsObject, type TagType } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCardinalities } from '../../api/queries';
import { usePermissions } from '../../api/usePermissions';
import { ConfirmDeleteDialog } from '../../layout/ConfirmDeleteDialog';
import { listSpecOf } from '../../lists/listFilters';
import { ListPageLayout } from '../../lists/ListPageLayout';
import { ListResults } from '../../lists/ListResults';
import { useListFilters } from '../../lists/useListFilters';
import { useObjectList } from '../../lists/useObjectList';
import { MergeTagDialog } from './MergeTagDialog';
import type { TagAction } from './TagActions';
import { TagNameDialog } from './TagNameDialog';
import { TagsTable } from './TagsTable';
import { TagAliasesDialog } from './TagAliasesDialog';
import { useDeleteTag, type TagRecord } from './tagsApi';
import { tagsMessages } from './tagsMessages';
import { tagTypeMessages } from '../../i18n/tagTypeMessages';

const PAGE_SIZE = 20;
/** The type tab is the list's `type` filter, so the address keeps it (`?type=market`). */
const LIST = listSpecOf(tagsObject);
const isTagType = (value: string | undefined): value is TagType => TAG_TYPES.some((type) => type === value);

type Open = { action: 'create' } | { action: TagAction; tag: TagRecord; uses: number | undefined };

/** `/tags-management`: each type's tags with their uses; add, rename, merge and delete. */
export function TagsManagementPage() {
  const intl = useIntl();
  const { can } = usePermissions();
  const [open, setOpen] = useState<Open>();
  const remove = useDeleteTag();

  const [address] = useListFilters(LIST);
  const chosen = address.facets.type[0];
  const tab: TagType = isTagType(chosen) ? chosen : 'technical';
  const list = useObjectList(tagsObject, LIST, { pageSize: PAGE_SIZE, params: { type: tab }, facets: [] });
  const { filters, setFilters } = list;
  // How many tags of each type match the search, on the tabs.
  const perType = useCardinalities(tagsObject, ['type'], { q: filters.q || undefined });
  const showTab = (type: TagType) => setFilters({ ...filters, facets: { type: [type] }, page: 1 });

  return (
    <ListPageLayout
      title={<FormattedMessage {...tagsMessages.title} />}
      intro={<FormattedMessage {...tagsMessages.intro} />}
      action={
        (can('tags', 'create') || can('tag', tab)) && (
          <Button variant="contained" onClick={() => setOpen({ action: 'create' })}>
            <FormattedMessage {...tagsMessages.add} />
          </Button>
        )
      }
      search={{ label: intl.formatMessage(tagsMessages.search), value: filters.q, onSearch: list.search }}
      filters={
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...tagsMessages.about} />
        </Typography>
      }
      filtersLabel={intl.formatMessage(tagsMessages.filters)}
      resultsLabel={intl.formatMessage(tagsMessages.results)}
    >
      <Tabs
        value={tab}
        onChange={(_, next: TagType) => showTab(next)}
        variant="scrollable"
        aria-label={intl.formatMessage(tagsMessages.tabs)}
      >
        {TAG_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            label={intl.formatMessage(tagsMessages.tab, {
              type: intl.formatMessage(tagTypeMessages[type]),
              count: perType.data?.type?.[type] ?? 0,
            })}
          />
        ))}
      </Tabs>
      <ListResults {...list.paged} total={tagsMessages.total} empty={tagsMessages.empty}>
        {(tags) => <TagsTable tags={tags} onAction={(tag, action, uses) => setOpen({ action, tag, uses })} />}
      </ListResults>
      {open?.action === 'create' && (
        <TagNameDialog mode="create" type={tab} onClose={() => setOpen(undefined)} />
      )}
      {open?.action === 'rename' && (
        <TagNameDialog mode="rename" tag={open.tag} uses={open.uses} onClose={() => setOpen(undefined)} />
      )}
      {open?.action === 'aliases' && <TagAliasesDialog tag={open.tag} onClose={() => setOpen(undefined)} />}
      {open?.action === 'merge' && (
        <MergeTagDialog tag={open.tag} uses={open.uses ?? 0} onClose={() => setOpen(undefined)} />
      )}
      {open?.action === 'delete' && (
        <ConfirmDeleteDialog
          title={<FormattedMessage {...tagsMessages.deleteTitle} values={{ name: open.tag.name }} />}
          body={<FormattedMessage {...tagsMessages.deleteBody} />}
          onConfirm={() => remove.mutateAsync(open.tag)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </ListPageLayout>
  );
}
