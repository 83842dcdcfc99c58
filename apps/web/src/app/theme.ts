import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's green with the two darkest shades deepened so white text on a
 * button and green links on white reach WCAG AA contrast (>= 4.5:1; the stock
 * #2f9e44 only reaches 3.4:1).
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f9e44',
  '#237a38',
  '#1e6f31',
];

/** Seed: primary green, secondary blue. Breakpoints match the seed's 576/768/992/1200. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  colors: { green },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  other: { secondaryColor: 'blue' },
  // Focus rings only for keyboard users, never removed.
  focusRing: 'auto',
  // People who ask their system for less motion get modals, menus and drawers without animation
  // (WCAG 2.3.3); the browser suite asks for it too, which spares it the frames.
  respectReducedMotion: true,
  components: {
    // The show-password eye is a button like any other: Tab reaches it (Mantine leaves it out by default; issue 14).
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // A closed Select keeps no hidden list of its options in the page. Mantine's default mounts
    // every Select's dropdown hidden, and positions it while the page mounts: a forced style
    // recalculation per Select, about 100 ms per opening of the enrolment dialog on a phone,
    // and every option of every list of the registration wizard in the DOM (decision 342).
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Text colours Mantine derives for the light scheme, darkened to WCAG AA on
 * white: error messages (stock red-6 is 3.3:1) and dimmed text (stock gray-6
 * is 3.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
