import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '../i18n/languages';
import { useLocale } from '../i18n/useLocale';
import { shellMessages } from './shellMessages';

const NAMES = { en: shellMessages.english, fr: shellMessages.french } as const;

/**
 * EN/FR switch; the choice is kept in the 'language' cookie. Two pressed/unpressed buttons
 * rather than MUI's ToggleButtonGroup, which would weigh on the login page for no gain.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLocale();
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage(shellMessages.language)}
      // No overflow clipping: it would cut the buttons' focus ring.
      sx={{ display: 'inline-flex', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {LANGUAGES.map((code) => {
        const pressed = code === language;
        return (
          <Button
            key={code}
            lang={code}
            size="small"
            color="inherit"
            aria-pressed={pressed}
            // The name starts with what the button shows ('EN, English'), so speech control works.
            aria-label={`${code.toUpperCase()}, ${intl.formatMessage(NAMES[code])}`}
            onClick={() => setLanguage(code)}
            sx={{
              minWidth: 40,
              px: 1,
              py: 0.25,
              borderRadius: 0,
              '&:first-of-type': { borderTopLeftRadius: 4, borderBottomLeftRadius: 4 },
              '&:last-of-type': { borderTopRightRadius: 4, borderBottomRightRadius: 4 },
              fontWeight: 700,
              bgcolor: pressed ? 'action.selected' : 'transparent',
            }}
          >
            {code.toUpperCase()}
          </Button>
        );
      })}
    </Box>
  );
}
