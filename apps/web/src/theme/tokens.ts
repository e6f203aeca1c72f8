/** Colours of SPEC.md §9. */
export const PRIMARY_COLOR = '#1DE9B6';
export const SECONDARY_COLOR = '#f5985e';
export const DARK_BACKGROUND = '#171717';

/**
 * The primary teal darkened for text on light surfaces: #1DE9B6 on white is 1.6:1, this is 5.3:1
 * on white and 5.0:1 on the light background (WCAG AA asks 4.5:1). Surfaces keep the SPEC's teal.
 */
export const PRIMARY_TEXT_ON_LIGHT = '#00796b';

/** Layout sizes of SPEC.md §9, in pixels. */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHT = 48;
export const SIDEBAR_WIDTH = 256;
export const CONTENT_PADDING = 24;
