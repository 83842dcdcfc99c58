import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { publicScreenLoaded } from '@/app/routes/public-routes';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Translations first, so the first paint is already in the chosen language, and with them the
// code of the public screen the page opens on, so the first commit holds it (public-routes.ts;
// after a second the page renders anyway and shows the progress bar while the code arrives).
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone (decision 188).
const FIRST_SCREEN_WAIT_MS = 1000;
void Promise.all([initI18n(), publicScreenLoaded(window.location.pathname, FIRST_SCREEN_WAIT_MS)]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
