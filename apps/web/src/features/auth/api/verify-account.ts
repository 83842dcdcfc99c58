import type { MessageResponse } from '@ingreso/shared';
import { useEffect, useState } from 'react';
import { useAsyncAction } from '@/lib/use-async-action';
import { loadAuthApi } from './auth-api';

const verifyAccount = async (token: string) => (await loadAuthApi()).verifyAccount(token);

/**
 * The activation token is single use, so each token is sent exactly once per
 * page load: StrictMode's second effect run (and any remount) joins the
 * request already made instead of spending the token again.
 */
const verifications = new Map<string, Promise<MessageResponse>>();

type VerifyState = { status: 'pending' } | { status: 'success'; data: MessageResponse } | { status: 'error'; error: unknown };

export function useVerifyAccount(token: string): VerifyState {
  const [state, setState] = useState<VerifyState>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    let request = verifications.get(token);
    if (!request) {
      request = verifyAccount(token);
      verifications.set(token, request);
    }
    request.then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}

const resendVerification = async (input: { email: string }) => (await loadAuthApi()).resendVerification(input.email);

export function useResendVerification() {
  return useAsyncAction(resendVerification);
}
