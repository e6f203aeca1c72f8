import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BUILT_IN_LAYOUT,
  type CvTemplateRef,
  type CvTemplateRefs,
  type ResumeLanguage,
} from '@atrium/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCvTemplateChoices } from '../api/useCvTemplateChoices';
import { resumeLanguageMessages } from '../i18n/resumeLabels';
import { resumeLayoutMessages as messages } from './resumeLayoutMessages';

/**
 * The Layout choice beside a CV download (issue 49): the language's default, one of the firm's
 * published templates, or Atrium's built-in layout. `select` is nothing while the firm has no
 * template, so downloads look as they did; `pdfBlocked` says a chosen template cannot make a PDF
 * on this server (Word then).
 */
export function useResumeLayout(language?: ResumeLanguage) {
  const intl = useIntl();
  const choices = useCvTemplateChoices().data;
  const [value, setValue] = useState('');
  const offered = (choices?.data ?? []).filter((choice) => !language || choice.language === language);
  const chosen = offered.find((choice) => choice.id === value);
  const template: CvTemplateRef | undefined = value === '' ? undefined : (value as CvTemplateRef);
  const templates: CvTemplateRefs | undefined = chosen
    ? { [chosen.language]: chosen.id }
    : value === BUILT_IN_LAYOUT
      ? { en: BUILT_IN_LAYOUT, fr: BUILT_IN_LAYOUT }
      : undefined;
  const select = offered.length > 0 && (
    <TextField
      select
      size="small"
      label={intl.formatMessage(messages.layout)}
      value={chosen || value === BUILT_IN_LAYOUT ? value : ''}
      onChange={(event) => setValue(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{intl.formatMessage(messages.firmDefault)}</MenuItem>
      {offered.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {language
            ? choice.name
            : `${choice.name} (${intl.formatMessage(resumeLanguageMessages[choice.language])})`}
        </MenuItem>
      ))}
      <MenuItem value={BUILT_IN_LAYOUT}>{intl.formatMessage(messages.builtIn)}</MenuItem>
    </TextField>
  );
  return {
    select,
    template: chosen || value === BUILT_IN_LAYOUT ? template : undefined,
    templates,
    pdfBlocked: chosen !== undefined && choices?.pdf_available === false,
    pdfBlockedText: intl.formatMessage(messages.pdfUnavailable),
  };
}
