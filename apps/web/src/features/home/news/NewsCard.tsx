import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import { newsVersion } from '@atrium/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/useLocale';
import { linkColor } from './linkColor';
import { NewsDates } from './NewsDates';
import { coverUrl, type NewsRecord } from './newsApi';
import { newsPath } from './newsPaths';
import { newsMessages } from './newsMessages';

/** The first lines of a text, without its Markdown marks: a card's teaser, never rendered as HTML. */
const EXCERPT_CHARS = 220;
const excerpt = (markdown: string) => {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS)}…` : plain;
};

/** A news item on the home page or in the list: cover, title, date and a teaser, linking to its page. */
export function NewsCard({ news }: { news: NewsRecord }) {
  const intl = useIntl();
  const { language } = useLocale();
  const shown = newsVersion(news, language);
  const cover = coverUrl(news);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={newsPath(news.id)} sx={{ height: '100%' }}>
        {cover && <CardMedia component="img" image={cover} alt="" sx={{ height: 140, objectFit: 'cover' }} />}
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            {news.pinned && (
              <PushPinIcon
                fontSize="small"
                color="primary"
                titleAccess={intl.formatMessage(newsMessages.pinned)}
              />
            )}
            <Typography variant="h6" component="h3" lang={shown.language} sx={{ fontWeight: 600 }}>
              {shown.title}
            </Typography>
          </Stack>
          <NewsDates news={news} />
          <Typography sx={{ mt: 1 }} lang={shown.language}>
            {excerpt(shown.body)}
          </Typography>
          <Box sx={{ mt: 1, color: linkColor, fontWeight: 600 }}>
            <FormattedMessage {...newsMessages.readMore} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
