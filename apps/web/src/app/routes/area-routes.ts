import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { applicantScreens } from './applicant-routes';
import { staffScreens } from './staff-routes';
import type { AreaScreen } from './types';

export interface AreaRoute {
  path: string;
  Screen: PreloadableComponent;
  prefetch?: () => Promise<unknown>;
  permission?: AreaScreen['permission'];
}

/**
 * The screens of each area as route components, created once at module level (lazy
 * components must keep their identity across renders). The router renders them;
 * preload-route.ts preloads the one the page opens on.
 */
const areaRoutes = (screens: AreaScreen[]): AreaRoute[] =>
  screens.map((screen) => ({
    path: screen.path,
    Screen: lazyWithPreload(screen.load),
    prefetch: screen.prefetch,
    permission: screen.permission,
  }));

export const staffRoutes = areaRoutes(staffScreens);
export const applicantRoutes = areaRoutes(applicantScreens);
