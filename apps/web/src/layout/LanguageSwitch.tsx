import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import { isLanguage, LANGUAGES } from '../i18n/languages';
import { useLocale } from '../i18n/useLocale';
import { layoutMessages } from './layoutMessages';

const NAMES = { en: layoutMessages.english, fr: layoutMessages.french } as const;

/** EN/FR switch; the choice is kept in the 'language' cookie. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLocale();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      onChange={(_, value: unknown) => {
        if (isLanguage(value)) setLanguage(value);
      }}
      aria-label={intl.formatMessage(layoutMessages.language)}
      sx={{ '& .MuiToggleButton-root': { color: 'inherit', px: 1, py: 0.25, fontWeight: 600 } }}
    >
      {LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={intl.formatMessage(NAMES[code])}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
