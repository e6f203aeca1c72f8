import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedSearch } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../api/notifier';
import { ConfirmedActionButton } from '../../layout/ConfirmedActionButton';
import { LoadFailedAlert } from '../../layout/LoadFailedAlert';
import { savedSearchPath, useDeleteSavedSearch, useSavedSearches } from './researchApi';
import { researchMessages as messages } from './researchMessages';

/** The caller's saved searches: open one, copy its link, delete it (asked first). */
export function SavedSearchesList({ onOpen }: { onOpen: (saved: SavedSearch) => void }) {
  const intl = useIntl();
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const copy = async (saved: SavedSearch) => {
    await navigator.clipboard?.writeText(
      new URL(savedSearchPath(saved.id), window.location.origin).toString(),
    );
    notify('success', intl.formatMessage(messages.linkCopied));
  };
  return (
    <Stack spacing={1} component="section" aria-label={intl.formatMessage(messages.saved)}>
      <Typography variant="subtitle1" component="h2">
        <FormattedMessage {...messages.saved} />
      </Typography>
      {saved.isError ? (
        <LoadFailedAlert onRetry={() => void saved.refetch()} />
      ) : (saved.data?.data ?? []).length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage {...messages.noSaved} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {saved.data!.data.map((each) => (
            <Stack
              component="li"
              key={each.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ flexGrow: 1 }}>{each.name}</Typography>
              {each.visibility === 'link' && (
                <Chip size="small" label={intl.formatMessage(messages.shared)} />
              )}
              <Button
                size="small"
                onClick={() => onOpen(each)}
                aria-label={`${intl.formatMessage(messages.open)}: ${each.name}`}
              >
                <FormattedMessage {...messages.open} />
              </Button>
              {each.visibility === 'link' && (
                <Button size="small" onClick={() => void copy(each)}>
                  <FormattedMessage {...messages.copyLink} />
                </Button>
              )}
              <ConfirmedActionButton
                size="small"
                label={<FormattedMessage {...messages.deleteSaved} />}
                title={each.name}
                body={<FormattedMessage {...messages.deleteSavedBody} />}
                busyLabel={<FormattedMessage {...messages.deleting} />}
                onConfirm={() => remove.mutateAsync(each.id)}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
