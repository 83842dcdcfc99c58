import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// Translations first, so the first paint is already in the chosen language.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
