import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { publicScreenLoaded } from '@/app/routes/public-routes';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Preact's developer tools, and the bench's count of renders (bench/lib/react-commits.ts), hook
// in through this global before the first render; a page without it downloads nothing more.
const devtools = '__PREACT_DEVTOOLS__' in window ? import('preact/devtools') : undefined;

// Translations first, so the first paint is already in the chosen language, and with them the
// code of the public screen the page opens on, so the first render holds it (public-routes.ts;
// after a second the page renders anyway and shows the progress bar while the code arrives).
const FIRST_SCREEN_WAIT_MS = 1000;
void Promise.all([initI18n(), publicScreenLoaded(window.location.pathname, FIRST_SCREEN_WAIT_MS), devtools]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
