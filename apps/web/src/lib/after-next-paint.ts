/**
 * Runs `task` just after the browser has painted the current frame: a frame callback runs
 * before the paint, and a task queued from it runs after. Returns a cancel function, ready
 * for a useEffect cleanup.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
