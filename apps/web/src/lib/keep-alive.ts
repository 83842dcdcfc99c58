import { useEffect } from 'react';

/** At most one keep-alive a minute: the server writes a session's last use at most once a minute too (decision 3). */
export const KEEP_ALIVE_EVERY_MS = 60_000;

/**
 * What counts as activity: the idle logout's events (lib/idle-timeout.ts) plus the
 * pointer and form events of clicking, typing and choosing a file.
 */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'pointerdown', 'input', 'change'] as const;

/**
 * The server ends a session after 30 minutes without requests, but a person can fill a
 * long form for longer without one. While signed in, activity in the page sends a light
 * signed-in request (POST /api/userinfo/, which already moves the session's last use
 * forward) at most once a minute; with no activity nothing is sent, so true inactivity
 * still ends the session on both sides. The call's module is loaded only when it is
 * first needed: the contract it brings stays out of the first download.
 */
export function useKeepAlive(enabled: boolean, everyMs: number = KEEP_ALIVE_EVERY_MS): void {
  useEffect(() => {
    if (!enabled) return undefined;
    // Signing in (or the page load's user-info call) just used the session.
    let last = Date.now();
    let inFlight = false;
    const onActivity = () => {
      const now = Date.now();
      if (inFlight || now - last < everyMs) return;
      last = now;
      inFlight = true;
      void import('@/api/auth')
        .then(({ authApi }) => authApi.keepAlive())
        // A 401 is handled by the API client (the session ended); anything else waits for the next activity.
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
    };
  }, [enabled, everyMs]);
}
