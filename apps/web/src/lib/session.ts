import { useSyncExternalStore } from 'react';
import type { PersonaSummary, SituacionLaboralRow, StateData, UserInfo } from '@ingreso/shared';

/**
 * The signed-in session, persisted in localStorage so a reload keeps the user
 * signed in. A tiny external store (not React state) because the API client,
 * the route guards and the idle timer all read it outside the component tree.
 */
export interface Session {
  token: string;
  scope: string;
  state_data: StateData;
  persona: PersonaSummary | null;
  /** Filled from the login answer, then refreshed by POST /api/userinfo/. */
  user: UserInfo | null;
  /** The applicant's job situation as last saved from the profile (seed: the session keeps it). */
  situacionlaboral?: SituacionLaboralRow | null;
}

export const SESSION_STORAGE_KEY = 'session';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && v.token.length > 0 && typeof v.scope === 'string';
}

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isSession(parsed)) return null;
    return {
      token: parsed.token,
      scope: parsed.scope,
      state_data: parsed.state_data ?? { input_data: false },
      persona: parsed.persona ?? null,
      user: parsed.user ?? null,
      situacionlaboral: parsed.situacionlaboral ?? null,
    };
  } catch {
    // Corrupt or inaccessible storage: behave as signed out rather than crash.
    return null;
  }
}

let current: Session | null = readStored();

function emit() {
  for (const listener of listeners) listener();
}

function persist(next: Session | null) {
  try {
    if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session still lives in memory for this tab.
  }
}

export function getSession(): Session | null {
  return current;
}

export function setSession(next: Session): void {
  current = next;
  persist(next);
  emit();
}

/**
 * Merge fields into the current session; a no-op when signed out or when
 * nothing changes (a refresh that returns the same user must not re-render
 * every screen that reads the session).
 */
export function updateSession(patch: Partial<Session>): void {
  if (!current) return;
  const next = { ...current, ...patch };
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  setSession(next);
}

export function clearSession(): void {
  if (current === null) return;
  current = null;
  persist(null);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing out (or in) in one tab applies to every open tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStored();
    emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
