import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './createAppTheme';

// WCAG 2.2 AA's contrast for text (1.4.3).
const AA_TEXT = 4.5;

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);

  it.each(['info', 'warning', 'error'] as const)(
    'writes %s text readably on the page and on cards',
    (tone) => {
      for (const background of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(palette[tone].main, background)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it.each(['warning', 'error'] as const)('writes readably on a filled %s chip', (tone) => {
    expect(getContrastRatio(palette[tone].contrastText, palette[tone].main)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('the theme on a phone (issue 47)', () => {
  const { components } = createAppTheme('light');

  it('lets every row of tabs scroll, with its arrows shown on touch screens too', () => {
    expect(components?.MuiTabs?.defaultProps).toMatchObject({
      variant: 'scrollable',
      scrollButtons: 'auto',
      allowScrollButtonsMobile: true,
    });
  });
});
