/**
 * How much the page renders while it opens: every commit, with the vnodes it created and the
 * vnodes it rendered again. The page is React code rendered by Preact (decision 350); the
 * script stands in for Preact's developer tools (`__PREACT_DEVTOOLS__`, planted before the
 * page's scripts; main.tsx then loads `preact/devtools`, which hands it Preact's `options`).
 *
 * Why: on a slow phone a screen opens in a handful of long tasks, and a component high in
 * the tree that renders again (a request finishing, a media query read in an effect) renders
 * everything under it again. Counting the vnodes shows such a waste before Lighthouse can
 * tell it from noise (decision 330). Preact's build shortens its internal names; the ones read
 * here (`__b` and `__c` of `options`: a vnode's diff starts, a render commits; `__k`, `__c` and
 * `__e` of a vnode: its children, its component, its DOM node) are the ones Preact's own
 * developer tools and signals read, stable across Preact 10 and 11. The fields keep the names
 * of the React version of this script (`fibers`), so earlier results still compare.
 */
import type { BrowserContext } from '@playwright/test';

export interface Commit {
  /** ms since the document started. */
  at_ms: number;
  /** Vnodes in the tree after the commit. */
  fibers: number;
  /** Vnodes this commit created (their component or DOM node never rendered before). */
  mounted: number;
  /** Vnodes of earlier commits that rendered again in this one. */
  rendered_again: number;
  /** The components whose own state change started a render (the top of each rendered subtree). */
  started_by: string[];
}

/** Plain JavaScript, as the page runs it (no bundler helpers). */
const HOOK_SCRIPT = `
(() => {
  const commits = [];
  window.__benchCommits = commits;
  const rendered = new WeakSet();
  let top = null, depth = 0, mounted = 0, renderedAgain = 0, startedBy = [];
  const nameOf = (vnode) => {
    const type = vnode.type;
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous';
    return typeof type === 'string' ? type : 'text';
  };
  const treeSize = (root) => {
    let size = 0;
    const stack = [root];
    while (stack.length) {
      const vnode = stack.pop();
      if (!vnode) continue;
      size++;
      if (vnode.__k) for (const child of vnode.__k) stack.push(child);
    }
    return size;
  };
  window.__PREACT_DEVTOOLS__ = {
    attachPreact(_version, options) {
      const diff = options.__b, diffed = options.diffed, commit = options.__c;
      options.__b = (vnode) => {
        // A diff that starts outside any other is a component rendering for its own state.
        if (depth === 0 && top && typeof vnode.type === 'function' && vnode.__c) startedBy.push(nameOf(vnode));
        depth++;
        if (diff) diff(vnode);
      };
      options.diffed = (vnode) => {
        depth = Math.max(0, depth - 1);
        const self = vnode.__c || vnode.__e;
        if (self && rendered.has(self)) renderedAgain++;
        else {
          mounted++;
          if (self) rendered.add(self);
        }
        if (diffed) diffed(vnode);
      };
      options.__c = (root, queue) => {
        if (commit) commit(root, queue);
        if (!top) top = root;
        commits.push({ at_ms: Math.round(performance.now()), fibers: treeSize(top), mounted, rendered_again: renderedAgain, started_by: startedBy.slice(0, 5) });
        depth = 0; mounted = 0; renderedAgain = 0; startedBy = [];
      };
    },
  };
})();
`;

/** Every page of `context` records its commits from the first script on. */
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
