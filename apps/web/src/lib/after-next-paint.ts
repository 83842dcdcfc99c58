/**
 * Runs `tasks` just after the browser has painted the current frame, each in a task of its
 * own: a frame callback runs before the paint, and a task queued from it runs after. Separate
 * tasks let input and rendering through between them; the signed-in preloads each insert
 * their chunk's modulepreload links, about a millisecond of main thread per link on a phone
 * (issue 20). Returns a cancel function, ready for a useEffect cleanup.
 */
export function afterNextPaint(...tasks: Array<() => void>): () => void {
  let timer: number | undefined;
  let next = 0;
  const runNext = () => {
    const task = tasks[next++];
    // The next one is queued first, so that a task that throws does not stop the others.
    if (next < tasks.length) timer = window.setTimeout(runNext, 0);
    task();
  };
  const frame = window.requestAnimationFrame(() => {
    if (tasks.length) timer = window.setTimeout(runNext, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
