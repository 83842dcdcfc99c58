import type { MessageResponse } from '@ingreso/shared';
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useAsyncAction } from '@/lib/use-async-action';

export function verifyAccount(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(paths.api.verifyAccount, { token });
}

/**
 * The activation token is single use, so each token is sent exactly once per
 * page load: StrictMode's second effect run (and any remount) joins the
 * request already made instead of spending the token again.
 */
const verifications = new Map<string, Promise<MessageResponse>>();

type VerifyState =
  | { status: 'pending' }
  | { status: 'success'; data: MessageResponse }
  | { status: 'error'; error: unknown };

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

export function resendVerification(input: { email: string }): Promise<MessageResponse> {
  return api.post<MessageResponse>(paths.api.resendVerification, { email: input.email });
}

export function useResendVerification() {
  return useAsyncAction(resendVerification);
}
