/** Public surface of the reports feature: the staff /reportes screen for the route registry. */
export { ReportesScreen } from './reportes-screen';
