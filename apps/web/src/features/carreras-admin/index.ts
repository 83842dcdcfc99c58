/** Public surface of the careers feature: the careers and subjects screen for the staff route registry. */
export { CareersScreen } from './careers-screen';
