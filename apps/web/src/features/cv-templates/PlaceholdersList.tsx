import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CV_TEMPLATE_PLACEHOLDERS, type CvTemplatePlaceholder } from '@atrium/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../i18n/useLocale';
import { cvTemplatesMessages as messages } from './cvTemplatesMessages';

const code = { fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;

/**
 * What a template may hold, from the contract's CV_TEMPLATE_PLACEHOLDERS (the upload check and
 * the README read the same list), described in the interface language.
 */
export function PlaceholdersList() {
  const { language } = useLocale();
  const said = (placeholder: CvTemplatePlaceholder) =>
    placeholder.description[language === 'fr' ? 'fr' : 'en'];
  const row = (tag: string, placeholder: CvTemplatePlaceholder, component: 'li' | 'div' = 'li') => (
    <Box component={component} key={tag} sx={{ display: 'flex', gap: 1.5 }}>
      <Box component="code" sx={code}>
        {tag}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {said(placeholder)}
      </Typography>
    </Box>
  );
  const list = (items: ReactNode[]) => (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {items}
    </Stack>
  );
  const { fields, loops, conditions, images } = CV_TEMPLATE_PLACEHOLDERS;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="cv-template-placeholders">
      <Typography id="cv-template-placeholders" variant="subtitle2" component="h3">
        <FormattedMessage {...messages.placeholders} />
      </Typography>
      <Typography variant="body2">
        <FormattedMessage {...messages.placeholdersIntro} />
      </Typography>
      <Typography variant="overline" component="h4">
        <FormattedMessage {...messages.fields} />
      </Typography>
      {list(fields.map((field) => row(`{${field.name}}`, field)))}
      <Typography variant="overline" component="h4">
        <FormattedMessage {...messages.loops} />
      </Typography>
      {list(
        loops.map((loop) => (
          <Box component="li" key={loop.name}>
            {row(`{#${loop.name}} … {/${loop.name}}`, loop, 'div')}
            <Box sx={{ pl: 3, pt: 0.5 }}>
              {list(loop.fields.map((field) => row(`{${field.name}}`, field)))}
            </Box>
          </Box>
        )),
      )}
      <Typography variant="overline" component="h4">
        <FormattedMessage {...messages.conditions} />
      </Typography>
      {list(conditions.map((condition) => row(`{#${condition.name}} … {/${condition.name}}`, condition)))}
      <Typography variant="overline" component="h4">
        <FormattedMessage {...messages.images} />
      </Typography>
      {list(images.map((image) => row(`{${image.name}}`, image)))}
    </Stack>
  );
}
