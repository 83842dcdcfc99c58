/**
 * The moments a person shows they are about to use an element: the pointer reaches it, a finger
 * touches it, or the keyboard focuses it. Spread on the element to start loading what a click
 * will need before the click (a dialog's code, a screen's code).
 */
export function intentHandlers(act: () => void) {
  return { onPointerEnter: act, onTouchStart: act, onFocus: act };
}
