/** Public surface of the dashboard feature: the staff /dashboard screen for the route registry. */
export { DashboardScreen } from './dashboard-screen';
