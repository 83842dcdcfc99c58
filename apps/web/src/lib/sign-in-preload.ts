/**
 * What the signed-in area needs first, downloaded while a login waits. The seed makes every
 * password login pause a second before its request (features/auth/api/login.ts); the app
 * registers here the signed-in shell's code (app/layouts/signed-in-layout.tsx), so that a
 * signed-in user's first screen does not wait for it afterwards. Features do not import the
 * app: the login only says that it started.
 */
let preloadSignedInArea: () => void = () => undefined;

export function registerSignedInPreload(preload: () => void): void {
  preloadSignedInArea = preload;
}

export function signInStarted(): void {
  preloadSignedInArea();
}
