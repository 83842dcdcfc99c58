/**
 * Resolves when `work` settles (either way) or after `ms`, whichever comes first: a wait that
 * never holds a screen back for long, nor fails with the work.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
