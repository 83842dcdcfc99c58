/** Public surface of the attendance feature: the attendance and grades wizard for the staff route registry. */
export { AttendanceWizardScreen } from './attendance-wizard-screen';
