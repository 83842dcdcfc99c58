/**
 * The module `react` resolves to in the build (vite.config.ts, decision 350): Preact's React
 * layer, plus what React 19.2 has and preact/compat 11 does not. The code keeps React's API
 * and types; Preact renders it, in about 11 KB of gzip where React and react-dom took 69. Plain JavaScript:
 * preact/compat's typings are one `export =` namespace, which `export *` cannot re-export.
 */
import { options } from 'preact';
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

/*
 * When effects run. React runs the effects of a render caused by a discrete event (a click, a key,
 * typing, focus) right after that render, and runs any effect still pending before it handles the
 * next such event. Preact runs every effect after the next frame. The code is written for React:
 * an effect that moves focus after Editar (Mi Perfil) could run after the user had already put the
 * cursor in another field, and what they typed went into the focused one (a browser-suite run
 * caught it, decision 350). Here, renders caused by a discrete event flush their effects in a
 * microtask after the render, and a discrete event first runs what is pending. Other renders
 * (a request's answer, a timer) keep Preact's after-the-frame timing.
 */
const DISCRETE_EVENTS = new Set([
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'drop',
  'focusin',
  'focusout',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointerdown',
  'pointerup',
  'submit',
  'touchend',
  'touchstart',
]);
let discrete = false;
/** The hooks' flush of pending effects, while one is scheduled. */
let pendingEffects = null;
const runPendingEffects = () => {
  const flush = pendingEffects;
  pendingEffects = null;
  if (flush) flush();
};
/** After the next frame, as Preact does by default (with its fallback for a tab in the background). */
const afterNextFrame = () => {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(runPendingEffects);
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
};
options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  if (discrete) queueMicrotask(runPendingEffects);
  else afterNextFrame();
};
const previousEvent = options.event;
options.event = (event) => {
  if (DISCRETE_EVENTS.has(event.type)) {
    runPendingEffects();
    discrete = true;
    // The render an event causes runs in a microtask, before this timer.
    setTimeout(() => (discrete = false));
  }
  return previousEvent ? previousEvent(event) : event;
};
