/**
 * The firm's resume look, shared by the Word and PDF layouts: sizes in points, colours as hex
 * without '#'. The accent is a darker shade of the brand teal (#1DE9B6), which is too light to
 * read as text on white paper.
 */
export const RESUME_STYLE = {
  nameSize: 22,
  titleSize: 13,
  headingSize: 13,
  bodySize: 10.5,
  /** Longest side of the picture, in points (about 3.2 cm). */
  pictureSide: 90,
  text: '1F2933',
  muted: '5F6B76',
  accent: '0B8A6B',
} as const;

/** Between the items of a one-line list; a middle dot prints in Word and in the PDF's Helvetica alike. */
export const INLINE_SEPARATOR = ' · ';
