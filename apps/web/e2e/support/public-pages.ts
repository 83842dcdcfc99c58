/** The public pages a signed-out visitor can open, each with the title (level 1) it shows. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/auth/login', heading: 'Iniciar sesión' },
  { path: '/auth/registration', heading: 'Crear cuenta' },
  { path: '/auth/forgot-password', heading: '¿Olvidaste tu contraseña?' },
  { path: '/auth/reset-password/token-de-prueba', heading: 'Restablecer contraseña' },
  { path: '/terms', heading: 'Términos y condiciones de uso del Sistema de Ingreso' },
  { path: '/error/404', heading: 'Oops!' },
];
