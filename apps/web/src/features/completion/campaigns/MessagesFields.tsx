import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_MERGE_FIELDS,
  TEXT_LONG,
  TEXT_SHORT,
  type CampaignLanguage,
} from '@atrium/contract';
import { useFormState, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../../forms/FormTextField';
import type { CampaignBody, CampaignFormValues } from './campaignForm';
import { campaignsMessages } from './campaignsMessages';

type Props = {
  control: Control<CampaignFormValues, unknown, CampaignBody>;
  getValues: UseFormGetValues<CampaignFormValues>;
  setValue: UseFormSetValue<CampaignFormValues>;
};
type MessageField = `messages.${CampaignLanguage}.${'subject' | 'body'}`;

const LANGUAGE_LABEL = { en: campaignsMessages.english, fr: campaignsMessages.french } as const;
const mergeToken = (field: string) => `{${field}}`;

/**
 * The mail in English and in French (each person gets theirs), with the merge fields insertable
 * where the cursor was in the subject or text last written in.
 */
export function MessagesFields({ control, getValues, setValue }: Props) {
  const intl = useIntl();
  const [language, setLanguage] = useState<CampaignLanguage>('en');
  const { errors, isSubmitted } = useFormState({ control, name: 'messages' });
  /** The subject or text last focused: where a merge field goes. */
  const lastInput = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  const insert = (token: string) => {
    const input = lastInput.current?.name.startsWith(`messages.${language}.`) ? lastInput.current : null;
    const name = (input?.name ?? `messages.${language}.body`) as MessageField;
    const value = getValues(name);
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? start;
    setValue(name, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    // Back to the field, the cursor after what was inserted, so writing goes on.
    requestAnimationFrame(() => {
      if (!input) return;
      input.focus();
      input.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack spacing={2}>
      <Tabs
        value={language}
        onChange={(_, next: CampaignLanguage) => setLanguage(next)}
        aria-label={intl.formatMessage(campaignsMessages.languages)}
      >
        {CAMPAIGN_LANGUAGES.map((each) => (
          <Tab
            key={each}
            value={each}
            id={`campaign-language-${each}`}
            aria-controls={`campaign-message-${each}`}
            label={intl.formatMessage(LANGUAGE_LABEL[each])}
            // A language with an error says so from its tab, even when the other one is shown.
            sx={errors.messages?.[each] ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      {CAMPAIGN_LANGUAGES.map((each) => (
        <Stack
          key={each}
          spacing={2}
          role="tabpanel"
          id={`campaign-message-${each}`}
          aria-labelledby={`campaign-language-${each}`}
          hidden={each !== language}
          onFocusCapture={(event) => {
            const target = event.target;
            if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
              lastInput.current = target;
          }}
          sx={each !== language ? { display: 'none' } : undefined}
        >
          <FormTextField
            control={control}
            name={`messages.${each}.subject`}
            label={intl.formatMessage(campaignsMessages.subject)}
            max={TEXT_SHORT}
            required
          />
          <FormTextField
            control={control}
            name={`messages.${each}.body`}
            label={intl.formatMessage(campaignsMessages.body)}
            max={TEXT_LONG}
            multiline
            minRows={6}
            required
          />
        </Stack>
      ))}
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage {...campaignsMessages.mergeHelp} />
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CAMPAIGN_MERGE_FIELDS.map((field) => (
            <Stack
              component="li"
              key={field}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Chip
                label={mergeToken(field)}
                onClick={() => insert(mergeToken(field))}
                // Keeps the cursor of the field being written in.
                onMouseDown={(event) => event.preventDefault()}
                aria-label={intl.formatMessage(campaignsMessages.insert, { field: mergeToken(field) })}
                color="primary"
                variant="outlined"
                size="small"
                sx={{ fontFamily: 'monospace', alignSelf: 'flex-start' }}
              />
              <Typography variant="body2">
                <FormattedMessage {...campaignsMessages[field]} />
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
