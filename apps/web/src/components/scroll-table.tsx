import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './scroll-table.module.css';

interface Overflow {
  /** The table is wider than its box (a phone). */
  overflow: boolean;
  /** Scrolled away from the start: the sticky first column casts a shadow. */
  scrolled: boolean;
  /** Columns remain to the right. */
  more: boolean;
}

/**
 * A staff table that fits any screen (issue 14): where it is wider than the screen, a line
 * above says to swipe, the first column (the row's name) stays in place, a shade marks that
 * columns remain to the right, and the box takes keyboard focus so arrow keys scroll it.
 * Where it fits, none of that shows.
 */
export function ScrollTable({ label, minWidth = 0, children }: { label: string; minWidth?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<Overflow>({ overflow: false, scrolled: false, more: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const overflow = el.scrollWidth > el.clientWidth + 1;
      const next = {
        overflow,
        scrolled: overflow && el.scrollLeft > 1,
        more: overflow && el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      };
      setState((prev) => (prev.overflow === next.overflow && prev.scrolled === next.scrolled && prev.more === next.more ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div>
      {state.overflow && (
        <Text id={hintId} size="sm" c="dimmed" mb={6} className={classes.hint} data-testid="table-scroll-hint">
          <IconArrowsHorizontal size={16} aria-hidden="true" />
          {t('common.tableScrollHint')}
        </Text>
      )}
      <div className={classes.frame} data-more={state.more || undefined}>
        <div
          ref={ref}
          className={classes.viewport}
          style={{ '--scroll-table-min-width': `${minWidth}px` } as CSSProperties}
          data-overflow={state.overflow || undefined}
          data-scrolled={state.scrolled || undefined}
          data-testid="table-scroll"
          // Focusable only when there is something to scroll: arrow keys then move it.
          role={state.overflow ? 'region' : undefined}
          aria-label={state.overflow ? label : undefined}
          aria-describedby={state.overflow ? hintId : undefined}
          tabIndex={state.overflow ? 0 : undefined}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
