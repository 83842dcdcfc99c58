import { createTheme } from '@mantine/core';

/** Seed: primary green, secondary blue. Breakpoints match the seed's 576/768/992/1200. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 6 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans JP", "Noto Sans SC", sans-serif',
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  other: { secondaryColor: 'blue' },
  // Links and focus rings must stay visible for keyboard users (DESIGN.md: accessibility is part of done).
  focusRing: 'auto',
});
