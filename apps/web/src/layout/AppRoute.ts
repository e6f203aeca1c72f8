import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { MenuCondition } from './menuConditions';
import type { PreloadableLazy } from '../takeover/lazyNamed';
import type { MenuIcon } from './menuIcons';

/**
 * A screen the server draws: its source module (`src/features/home/HomePage.tsx`), the key of the
 * build's manifest, so that the page lists its code for the browser to run once it has painted
 * (layout/screenCode.ts).
 */
export type ServerRenderedScreen = {
  module: string;
  /** The modules of the parts its first screen loads by themselves (lazily), which the server draws too. */
  parts?: string[];
};

/** One protected screen of the route table. */
export type AppRoute = {
  path: string;
  screen: PreloadableLazy<ComponentType>;
  condition: MenuCondition;
  /**
   * Drawn by the server on a full page load (issue 34): screens whose first screen was measured and
   * whose journeys take the server's page over cleanly; the others are rendered by the browser.
   * Names the module `screen` loads, as the build's manifest does: the page lists its code
   * (ServerRenderedScreen).
   */
  serverRendered?: ServerRenderedScreen;
  /** Present when the screen has an entry in the side menu. */
  menu?: { label: MessageDescriptor; icon: MenuIcon };
};
