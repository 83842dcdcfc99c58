import { LIMITS } from '@ingreso/shared';
import { useEffect, useRef } from 'react';

/**
 * TEST HOOK: an end-to-end test may shorten the inactivity logout with
 * `localStorage.setItem('idleLogoutMs', '2000')` before the app starts.
 * Anything that is not a positive number falls back to LIMITS.idleLogoutMs
 * (30 minutes), so a stray value can never disable the logout.
 */
export const IDLE_OVERRIDE_STORAGE_KEY = 'idleLogoutMs';

export function readIdleLogoutMs(): number {
  try {
    const raw = localStorage.getItem(IDLE_OVERRIDE_STORAGE_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) && value > 0 ? value : LIMITS.idleLogoutMs;
  } catch {
    return LIMITS.idleLogoutMs;
  }
}

/**
 * The seed names mouse movement, key presses and scrolling; touchstart is added
 * so a phone user who taps (and never "moves a mouse") is not signed out mid-form.
 */
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart'] as const;

/** Calls onIdle after `timeoutMs` without activity; any activity restarts the countdown. */
export function useIdleTimeout(onIdle: () => void, timeoutMs: number, enabled: boolean): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return undefined;
    let timer = window.setTimeout(() => onIdleRef.current(), timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    // Capture phase so scrolling inside any scrollable panel counts too.
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, options);
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, options);
    };
  }, [enabled, timeoutMs]);
}
