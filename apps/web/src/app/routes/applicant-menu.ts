import { paths } from '@/config/paths';
import type { MenuEntry } from './types';

/** Header menu of the applicant area (seed: Carreras only). Shown once its screen is registered. */
export const applicantMenu: MenuEntry[] = [{ path: paths.applicant.carreras, labelKey: 'menu.carreras' }];
