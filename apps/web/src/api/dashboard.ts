import { dashboardContract as d } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type DashboardSummary = d.DashboardSummary;
export type DashboardInstancia = d.DashboardInstancia;
export type DashboardAuditEntry = d.DashboardAuditEntry;

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
