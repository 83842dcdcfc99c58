import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Translations first, so the first paint is already in the chosen language.
// The first render as a transition: React renders it in slices of a few milliseconds and lets
// the browser breathe in between, instead of one long task on a slow phone (decision 188).
void initI18n().then(() => {
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
