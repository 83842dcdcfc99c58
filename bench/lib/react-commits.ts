/**
 * How much React renders while a page opens: every commit, with the fibers it created and the
 * fibers it rendered again. Read through the hook React's production build offers to its
 * developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`), planted before the page's scripts run.
 *
 * Why: on a slow phone a screen opens in a handful of long tasks, and a component high in
 * the tree that renders again (a request finishing, a media query read in an effect) renders
 * everything under it again. Counting the fibers shows such a waste before Lighthouse can
 * tell it from noise (decision 330). Fibers are React's internal records; their fields
 * (`child`, `sibling`, `alternate`, `memoizedProps`, `memoizedState`) are stable across React
 * 16–19, and the script only reads them.
 */
import type { BrowserContext } from '@playwright/test';

export interface Commit {
  /** ms since the document started. */
  at_ms: number;
  /** Fibers in the tree after the commit. */
  fibers: number;
  /** Fibers this commit created (never seen in an earlier commit). */
  mounted: number;
  /** Fibers of earlier commits that rendered again in this one (new props or new state). */
  rendered_again: number;
  /** The components whose own state change started a re-render (the top of each re-rendered subtree). */
  started_by: string[];
}

/** Plain JavaScript, as the page runs it (no bundler helpers). */
const HOOK_SCRIPT = `
(() => {
  const commits = [];
  window.__benchCommits = commits;
  const seen = new WeakMap();
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous';
    if (type && typeof type === 'object') return type.displayName || (type.render && (type.render.displayName || type.render.name)) || 'object';
    return typeof type === 'string' ? type : null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    checkDCE() {},
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_rendererId, root) {
      let fibers = 0, mounted = 0, renderedAgain = 0;
      const startedBy = [];
      // Iterative walk: a deep tree must not overflow the stack.
      const stack = [[root.current.child, false]];
      while (stack.length) {
        let [fiber, parentRendered] = stack.pop();
        while (fiber) {
          fibers++;
          // A fiber and its alternate are the same component; what it rendered last time we saw it.
          const last = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
          let rendered = false;
          if (!last) mounted++;
          else if (fiber.memoizedProps !== last.props || fiber.memoizedState !== last.state) {
            rendered = true;
            renderedAgain++;
            if (!parentRendered && fiber.memoizedState !== last.state) startedBy.push(nameOf(fiber));
          }
          const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
          seen.set(fiber, now);
          if (fiber.alternate) seen.set(fiber.alternate, now);
          if (fiber.child) stack.push([fiber.child, rendered]);
          fiber = fiber.sibling;
        }
      }
      commits.push({ at_ms: Math.round(performance.now()), fibers, mounted, rendered_again: renderedAgain, started_by: startedBy.slice(0, 5) });
    },
  };
})();
`;

/** Every page of `context` records its React commits from the first script on. */
export async function recordReactCommits(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: HOOK_SCRIPT });
}

export function summariseCommits(commits: Commit[]) {
  const mounted = commits.reduce((sum, c) => sum + c.mounted, 0);
  const renderedAgain = commits.reduce((sum, c) => sum + c.rendered_again, 0);
  return {
    commits: commits.length,
    fibers_mounted: mounted,
    fibers_rendered_again: renderedAgain,
    // Re-rendered work against what the page had to create: 0 is a page that renders once.
    rendered_again_vs_mounted: mounted ? +(renderedAgain / mounted).toFixed(2) : 0,
    largest_re_render: commits.reduce((max, c) => Math.max(max, c.rendered_again), 0),
    timeline: commits,
  };
}
