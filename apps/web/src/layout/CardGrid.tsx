import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Props = {
  /** The narrowest a card may be, in pixels: the grid fits as many columns as that allows. */
  minWidth: number;
  gap?: number;
  /** `<li>` items: a grid of cards is a list to assistive technologies. */
  children: ReactNode;
};

/** Cards in as many columns as the width allows, as a list. */
export function CardGrid({ minWidth, gap = 2, children }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
