/** Colours of SPEC.md §9. */
export const PRIMARY_COLOR = '#1DE9B6';
export const SECONDARY_COLOR = '#f5985e';
export const DARK_BACKGROUND = '#171717';

/**
 * The primary teal darkened for text on light surfaces: #1DE9B6 on white is 1.6:1, this is 5.3:1
 * on white and 5.0:1 on the light background (WCAG AA asks 4.5:1). Surfaces keep the SPEC's teal.
 */
export const PRIMARY_TEXT_ON_LIGHT = '#00796b';

/** Warnings in light mode: 5.0:1 on white (MUI's default orange reads at 3.1:1). */
export const WARNING_ON_LIGHT = '#b45309';

/**
 * Errors in dark mode: MUI's red 300, 5.4:1 on the dark cards (its default red reads at 4.4:1 and
 * carries white at 3.7:1), with dark text on a filled error chip.
 */
export const ERROR_ON_DARK = { main: '#e57373', contrastText: '#1f0b0a' } as const;

/** Layout sizes of SPEC.md §9, in pixels. */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHT = 48;
export const SIDEBAR_WIDTH = 256;
export const CONTENT_PADDING = 24;
