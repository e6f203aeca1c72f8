import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { MenuCondition } from './menuConditions';
import type { PreloadableLazy } from './lazyNamed';
import type { MenuIcon } from './menuIcons';

/** One protected screen of the route table. */
export type AppRoute = {
  path: string;
  screen: PreloadableLazy<ComponentType>;
  condition: MenuCondition;
  /**
   * Drawn by the server on a full page load (issue 34): screens whose first screen was measured and
   * whose journeys take the server's page over cleanly; the others are rendered by the browser.
   */
  serverRendered?: true;
  /** Present when the screen has an entry in the side menu. */
  menu?: { label: MessageDescriptor; icon: MenuIcon };
};
