import { useEffect, useState } from 'react';
import classes from './route-progress.module.css';

/** Seed: the route-change bar grows by 10 every 30 ms. */
const STEP = 10;
const TICK_MS = 30;
/** Held short of the end until the screen is really there. */
const CAP_WHILE_LOADING = 90;

/**
 * A thin bar at the top of the viewport while a lazily loaded screen is
 * fetched. Built on CSS instead of a progress library to keep the login page light.
 */
export function RouteProgress({ active }: { active: boolean }) {
  const [value, setValue] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setValue(0);
      const timer = window.setInterval(() => {
        setValue((v) => Math.min(v + STEP, CAP_WHILE_LOADING));
      }, TICK_MS);
      return () => window.clearInterval(timer);
    }
    // Finish the bar, then fade it out.
    setValue(100);
    const hide = window.setTimeout(() => setVisible(false), 200);
    return () => window.clearTimeout(hide);
  }, [active]);

  if (!visible) return null;
  return (
    <div className={classes.track} aria-hidden="true" data-testid="route-progress">
      <div className={classes.bar} style={{ width: `${value}%`, opacity: active ? 1 : 0 }} />
    </div>
  );
}
