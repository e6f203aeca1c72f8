import { Suspense } from 'react';
import { lazyNamed } from '../../../takeover/lazyNamed';
import { Spinner } from '../../../layout/Spinner';

const WallNow = lazyNamed(() => import('./Wall'), 'Wall');

/**
 * The wall, loaded after the home page's first paint: it sits below the welcome, and its pickers,
 * dialogs and menus would otherwise put the home page over its script budget (vite.config.ts).
 */
export function Wall() {
  return (
    <Suspense fallback={<Spinner />}>
      <WallNow />
    </Suspense>
  );
}
