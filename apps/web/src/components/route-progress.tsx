import classes from './route-progress.module.css';

/**
 * A thin bar at the top of the viewport while a lazily loaded screen is fetched: a Suspense
 * fallback, so it leaves when the screen arrives. Seed: the bar grows by 10 every 30 ms; it
 * holds at 90 until then. The steps are a CSS animation, not a React state ticking every
 * 30 ms: each tick was a render and a commit on the main thread while the screen's code was
 * loading (decision 330). Built on CSS instead of a progress library to keep the login page light.
 */
export function RouteProgress() {
  return (
    <div className={classes.track} aria-hidden="true" data-testid="route-progress">
      <div className={classes.bar} />
    </div>
  );
}
