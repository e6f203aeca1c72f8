import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newsObject, newsVersion } from '@atrium/contract';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useById } from '../../../api/queries';
import { useLocale } from '../../../i18n/useLocale';
import { RecordHeader } from '../../../layout/RecordHeader';
import { RecordUnavailable } from '../../../layout/RecordUnavailable';
import { lazyNamed } from '../../../takeover/lazyNamed';
import { Spinner } from '../../../layout/Spinner';
import { ArchiveNewsButton } from './ArchiveNewsButton';
import { NewsDates } from './NewsDates';
import { NewsDialog } from './NewsDialog';
import { coverUrl } from './newsApi';
import { NEWS_PATH } from './newsPaths';
import { newsMessages } from './newsMessages';
import { NewsStateChip } from './NewsStateChip';

// The Markdown renderer is a chunk of its own: the home page and the list, which share this
// feature's other parts, never load it.
const NewsMarkdown = lazyNamed(() => import('./NewsMarkdown'), 'NewsMarkdown');

/** `/news/{id}`: one news item in full, in the reader's language (else the other); editing for those who may. */
export function NewsPage() {
  const { id } = useParams();
  const { language } = useLocale();
  const news = useById(newsObject, id, {}, { notifyError: false });
  const [editing, setEditing] = useState(false);
  const back = (
    <Link component={RouterLink} to={NEWS_PATH}>
      <FormattedMessage {...newsMessages.back} />
    </Link>
  );
  if (news.isPending) return <Spinner />;
  if (news.isError) return <RecordUnavailable query={news} notFound={newsMessages.unavailable} back={back} />;
  const item = news.data;
  const shown = newsVersion(item, language);
  const cover = coverUrl(item);
  const editable = item._can.update && item.state !== 'archived';

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {back}
      <RecordHeader
        title={<span lang={shown.language}>{shown.title}</span>}
        badge={item._can.update ? <NewsStateChip state={item.state} /> : undefined}
        actions={
          editable && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                <FormattedMessage {...newsMessages.edit} />
              </Button>
              <ArchiveNewsButton news={item} title={shown.title} />
            </Stack>
          )
        }
      />
      <NewsDates news={item} />
      {item._can.update && (
        <Typography variant="body2" color="text.secondary">
          {item.business_units.length > 0 ? (
            <FormattedMessage {...newsMessages.forUnits} values={{ units: item.business_units.join(', ') }} />
          ) : (
            <FormattedMessage {...newsMessages.forEveryone} />
          )}
        </Typography>
      )}
      {cover && (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Box lang={shown.language}>
        <Suspense fallback={<Spinner />}>
          <NewsMarkdown text={shown.body} />
        </Suspense>
      </Box>
      {editing && <NewsDialog news={item} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
