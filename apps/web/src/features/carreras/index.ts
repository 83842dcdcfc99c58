/** Public surface of the enrolment feature: the /carreras screen for the applicant route registry. */
export { CarrerasScreen } from './carreras-screen';
