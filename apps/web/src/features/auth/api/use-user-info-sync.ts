import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authQueries } from '@/api/auth';
import { updateSession, useSession } from '@/lib/session';

/**
 * Re-reads the signed-in user when a signed-in area opens (e.g. after a reload
 * from localStorage): keeps name and input_data current, and a 401 here means
 * the stored token expired, which the API client turns into a trip to login.
 * Right after login the answer fetched by the login itself is reused.
 */
export function useUserInfoSync(): void {
  const token = useSession()?.token ?? '';
  const query = useQuery(authQueries.userInfo(token));
  useEffect(() => {
    if (query.data) updateSession({ user: query.data.user, state_data: query.data.state_data });
  }, [query.data]);
}
