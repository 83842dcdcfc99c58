/**
 * The module `react` resolves to in the build (vite.config.ts, decision 350): Preact's React
 * layer, plus what React 19.2 has and preact/compat 11 does not. The code keeps React's API
 * and types; Preact renders it, in about 11 KB of gzip where React and react-dom took 69. Plain JavaScript:
 * preact/compat's typings are one `export =` namespace, which `export *` cannot re-export.
 */
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's `<Activity>`: Mantine keeps a closed Collapse, Transition, Tabs panel or Stepper step
 * mounted in one (`keepMounted`), so its state survives. Here the children stay mounted in a
 * wrapper that `display: contents` leaves out of the layout and `display: none` hides. Unlike
 * React, the hidden children's effects keep running: nothing of ours depends on them stopping.
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
