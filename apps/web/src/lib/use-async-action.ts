import { useCallback, useRef, useState } from 'react';

type State<O> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: O; error: null }
  | { status: 'error'; data: undefined; error: unknown };

interface Callbacks<O> {
  onSuccess?: (data: O) => void;
  onError?: (error: unknown) => void;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * A one-shot request with pending/success/error state, shaped like TanStack
 * Query's useMutation (mutate, isPending, isError, data, error, reset).
 * The public auth screens use it instead of TanStack Query so that the
 * login page does not download the query cache; signed-in screens keep using
 * TanStack Query, whose provider lives in the signed-in shell.
 */
export function useAsyncAction<I, O>(action: (input: I) => Promise<O>) {
  const [state, setState] = useState<State<O>>(IDLE);
  // Only the latest call may settle the state (a double submit never shows a stale answer).
  const latest = useRef(0);

  const mutate = useCallback(
    (input: I, callbacks?: Callbacks<O>) => {
      const call = ++latest.current;
      setState({ status: 'pending', data: undefined, error: null });
      action(input).then(
        (data) => {
          if (call !== latest.current) return;
          setState({ status: 'success', data, error: null });
          callbacks?.onSuccess?.(data);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState({ status: 'error', data: undefined, error });
          callbacks?.onError?.(error);
        },
      );
    },
    [action],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);

  return { ...withFlags(state), mutate, reset };
}

/** Literal flags per status, so `if (x.isSuccess)` narrows `x.data` like TanStack's types do. */
function withFlags<O>(state: State<O>) {
  switch (state.status) {
    case 'idle':
      return { ...state, isIdle: true, isPending: false, isSuccess: false, isError: false } as const;
    case 'pending':
      return { ...state, isIdle: false, isPending: true, isSuccess: false, isError: false } as const;
    case 'success':
      return { ...state, isIdle: false, isPending: false, isSuccess: true, isError: false } as const;
    case 'error':
      return { ...state, isIdle: false, isPending: false, isSuccess: false, isError: true } as const;
  }
}
