import { dashboardRefs as d } from '@ingreso/shared';
import type { dashboardContract } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type DashboardSummary = dashboardContract.DashboardSummary;
export type DashboardInstancia = dashboardContract.DashboardInstancia;
export type DashboardAuditEntry = dashboardContract.DashboardAuditEntry;

/** The staff board: the instancias open today with their counts, and the newest audit entries. */
export const dashboardKeys = {
  all: resourcePrefix.dashboard,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export const dashboardQueries = {
  /** A view of what others are doing right now: never served from an old cache. */
  summary: () =>
    queryOptions({
      queryKey: dashboardKeys.summary(),
      queryFn: async ({ signal }) => (await callRoute(d.getDashboard, {}, { signal })).data,
      staleTime: 0,
    }),
};
