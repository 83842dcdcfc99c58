/**
 * The auth forms' zod schemas, imported on demand (see lazySchemaResolver):
 * zod is a quarter of the login page's weight and is not needed to paint it.
 */
export { forgotPasswordSchema, loginSchema, registerFormSchema, resetPasswordSchema } from '@ingreso/shared';
