/**
 * Runs `task` at the browser's first idle moment (at the latest after `timeout` ms), so
 * that work a screen does not need to paint (code for a dialog, validation schemas) does
 * not compete with the paint. Returns a cancel function, ready for a useEffect cleanup.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
