/**
 * How the production build groups modules into files (decision 71).
 *
 * - `react`: Preact, which renders the React code (decision 350), and the router. They change least,
 *   so they get their own long-cached file.
 * - `ui-base`: the third-party code the login page runs (the Mantine components of the form and
 *   its layout, @mantine/form, the icons). On its own, Rollup splits that code into about thirty
 *   files of a few hundred bytes each, one per combination of lazy screens that shares it. Each
 *   file is compressed alone and requested separately, after the screen's chunk is parsed. As
 *   one file it weighs 8 KB less gzipped and costs one request. Every other screen uses the same
 *   components, so the file is not wasted there.
 * - `ui-rest`: what `ui-base`'s modules import without the login page running it (hooks that reach
 *   the chunk through the `@mantine/hooks` index). Rollup would otherwise put it into `ui-base`.
 * - `ui-shell`: the same as `ui-base` for the frame of the signed-in areas. It took /carreras
 *   from about thirty-five scripts before its first data to seventeen; Lighthouse's mobile run
 *   simulates a slow network with six connections, and its LCP went from 2.7 to 1.9 s.
 * - Everything else: Rollup's own split, one chunk per lazy route and shared chunks.
 *
 * The groups are computed from the module graph, not listed by hand. The graph is walked from
 * each group's roots, following only the names each module imports. A plain
 * closure over `importedIds` would go through the `@mantine/core` barrel, which imports every
 * component, and put all of Mantine into the login page's download.
 */
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

// Rollup's CommonJS helpers (`\0commonjsHelpers.js`) go with the framework: in a chunk that
// imports it they would make the two files import each other. `src/renderer/react.js` is the
// `react` every module imports (vite.config.ts).
const FRAMEWORK = /node_modules\/(preact|react-router)\/|\/src\/renderer\/react\.js$|^\0commonjsHelpers\.js$/;

/**
 * Each group is the third-party code its roots run that no earlier group took: `ui-base` for
 * the login page, `ui-shell` for the frame of the signed-in areas (AppShell, TanStack Query,
 * the menu's icons), which every signed-in screen needs first. What a group's modules import
 * without running it goes to `ui-rest` for the login page, whose download has a budget; the
 * shell keeps it, so that `ui-rest` never imports from the shell's file and the shell's file
 * never from `ui-rest` (two files that import each other break at run time).
 */
const GROUPS = [
  {
    name: 'ui-base',
    roots: ['src/features/auth/components/auth-layout.tsx', 'src/features/auth/screens/login-screen.tsx'],
    parkUnused: true,
  },
  { name: 'ui-shell', roots: ['src/app/shell/signed-in-shell.tsx'], parkUnused: false },
];

type Names = Set<string> | 'all';
type Node = Rollup.ProgramNode['body'][number];
type Dependency = { source: string; names: Names };

const isNodeModule = (id: string) => id.includes('/node_modules/');

/** A module that only re-exports (like `@mantine/core`'s index): follow just the requested names. */
function isBarrel(body: Node[]) {
  return body.every(
    (node) =>
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExpressionStatement' && 'directive' in node),
  );
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? String(node.name) : String(node.value);

/** What a module needs from each of its static imports, given the names asked of it. */
function dependencies(body: Node[], wanted: Names, barrel: boolean): Dependency[] {
  const all = wanted === 'all' || !barrel;
  // `export { A as B }` without a source: B is asked for, A is the local binding to follow.
  const locals = new Set<string>();
  if (!all) {
    for (const node of body) {
      if (node.type === 'ExportNamedDeclaration' && !node.source) {
        for (const s of node.specifiers) if (wanted.has(nameOf(s.exported))) locals.add(nameOf(s.local));
      }
    }
    for (const name of wanted) locals.add(name);
  }
  const out: Dependency[] = [];
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const specifiers = all ? node.specifiers : node.specifiers.filter((s) => locals.has(s.local.name));
      if (!all && specifiers.length === 0) continue;
      const names: Names =
        specifiers.length === 0 || specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')
          ? 'all'
          : new Set(specifiers.map((s) => (s.type === 'ImportSpecifier' ? nameOf(s.imported) : 'default')));
      out.push({ source: String(node.source.value), names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const specifiers = all ? node.specifiers : node.specifiers.filter((s) => wanted.has(nameOf(s.exported)));
      if (specifiers.length > 0) out.push({ source: String(node.source.value), names: new Set(specifiers.map((s) => nameOf(s.local))) });
    } else if (node.type === 'ExportAllDeclaration') {
      out.push({ source: String(node.source.value), names: all ? 'all' : wanted });
    }
  }
  return out;
}

/** Every module the roots run, following static imports and, through barrels, only the names used. */
async function reach(ctx: Rollup.PluginContext, roots: string[]): Promise<Set<string>> {
  const asked = new Map<string, Names>();
  const queue: Array<[string, Names]> = roots.map((id) => [id, 'all']);
  while (queue.length > 0) {
    const [id, names] = queue.pop() as [string, Names];
    const before = asked.get(id);
    if (before === 'all') continue;
    let fresh: Names = names;
    if (before && names !== 'all') {
      fresh = new Set([...names].filter((n) => !before.has(n)));
      if (fresh.size === 0) continue;
    }
    asked.set(id, names === 'all' || !before ? names : new Set([...before, ...names]));
    const info = ctx.getModuleInfo(id);
    const body = info?.ast?.body;
    if (!info || !body) continue;
    for (const dep of dependencies(body, fresh, isNodeModule(id) && isBarrel(body))) {
      const resolved = await ctx.resolve(dep.source, id);
      if (resolved && !resolved.external) queue.push([resolved.id, dep.names]);
    }
  }
  return new Set(asked.keys());
}

/**
 * Rollup puts into a manual chunk every static dependency of its modules that no manualChunks
 * call claimed, even through a barrel (`@mantine/hooks`'s index brings every hook). This is
 * that closure, so that each of its modules can be claimed on purpose.
 */
function dependencyClosure(ctx: Rollup.PluginContext, chunk: Set<string>, claimed: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...chunk];
  while (queue.length > 0) {
    for (const dep of ctx.getModuleInfo(queue.pop() as string)?.importedIds ?? []) {
      if (seen.has(dep) || chunk.has(dep) || claimed(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return seen;
}

/** The plugin that computes the groups once the graph is built, and the manualChunks that uses them. */
export function chunking(): { plugin: Plugin; manualChunks: Rollup.GetManualChunk } {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ingreso-chunking',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      // Third-party code the entry runs (i18next, the Mantine provider) is left to Rollup: it
      // stays in the entry's file unless the components below need it too.
      const inEntry = await reach(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      // What sits in `ui-rest` is only parked there: a later group that reaches it takes it.
      const claimed = (id: string) => FRAMEWORK.test(id) || (chunkOf.has(id) && chunkOf.get(id) !== 'ui-rest');
      for (const group of GROUPS) {
        const roots = ids.filter((id) => group.roots.some((root) => id.endsWith(path.normalize(root))));
        // A renamed screen would silently bring back the small files.
        if (roots.length !== group.roots.length) this.error(`build/chunks.ts: cannot find ${group.roots.join(', ')}`);
        const reached = await reach(this, roots);
        const vendor = new Set(
          [...reached].filter((id) => {
            const body = this.getModuleInfo(id)?.ast?.body;
            return isNodeModule(id) && !claimed(id) && !inEntry.has(id) && !(body && isBarrel(body));
          }),
        );
        // What Rollup would drag into the chunk anyway, claimed on purpose (see GROUPS).
        const runs = (id: string) => reached.has(id) || inEntry.has(id);
        for (const id of dependencyClosure(this, vendor, claimed)) {
          // What the entry runs loads at start-up: with the login page's code, never with a
          // later group, or the entry would have to import that group's file.
          if (inEntry.has(id)) chunkOf.set(id, GROUPS[0].name);
          else chunkOf.set(id, runs(id) || !group.parkUnused ? group.name : 'ui-rest');
        }
        for (const id of vendor) chunkOf.set(id, group.name);
      }
    },
  };
  const manualChunks: Rollup.GetManualChunk = (id) => (FRAMEWORK.test(id) ? 'react' : chunkOf.get(id));
  return { plugin, manualChunks };
}
