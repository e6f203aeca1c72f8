/**
 * Read by screen readers, not shown: a chart's figures in words, a heat map cell's level. A box
 * of one pixel that clips what it holds. A table ignores the width it is given and spreads to its
 * content's (a profile was 2,033 px wide, issue 47): a table goes inside a box with this style,
 * never takes it itself.
 * Used in `sx` or `style` alike.
 */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx`, a width of 1 means 100 % and a margin of -1 one spacing unit.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
