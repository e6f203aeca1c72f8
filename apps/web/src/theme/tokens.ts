/** Colours of SPEC.md §9. */
export const PRIMARY_COLOR = '#1DE9B6';
export const SECONDARY_COLOR = '#f5985e';
export const DARK_BACKGROUND = '#171717';

/** Layout sizes of SPEC.md §9, in pixels. */
export const HEADER_HEIGHT = 64;
export const FOOTER_HEIGHT = 48;
export const SIDEBAR_WIDTH = 256;
export const CONTENT_PADDING = 24;
