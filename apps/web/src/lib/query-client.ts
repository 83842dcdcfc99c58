import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { getSession, subscribeSession } from './session';

/**
 * The data cache of the signed-in areas. Loaded with the shell, not with the
 * login page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not fix itself by retrying; network hiccups may.
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// One user's data must never be shown to the next one signing in on the same browser.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});
