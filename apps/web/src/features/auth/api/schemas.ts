import { lazySchemaResolver } from '@/lib/form';
import { loadAuthApi } from './auth-api';

const schemas = () => import('@/lib/auth-schemas');

/** One resolver per form, created once: the schema chunk is fetched a single time. */
export const loginResolver = lazySchemaResolver(() => schemas().then((m) => m.loginSchema));
export const registrationResolver = lazySchemaResolver(() => schemas().then((m) => m.registerFormSchema));
export const forgotPasswordResolver = lazySchemaResolver(() => schemas().then((m) => m.forgotPasswordSchema));
export const resetPasswordResolver = lazySchemaResolver(() => schemas().then((m) => m.resetPasswordSchema));

/**
 * Fetch the schema chunk and the account calls once the auth screen is painted, before the
 * user's first blur or submit.
 */
export function preloadAuthSchemas(): void {
  void schemas().catch(() => undefined);
  void loadAuthApi().catch(() => undefined);
}
