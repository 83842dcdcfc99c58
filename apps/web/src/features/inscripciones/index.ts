/** Public surface of the inscripciones feature: its screens, for the staff route registry. */
export { InscripcionesScreen } from './inscripciones-screen';
export { EnrolleesScreen } from './enrollees-screen';
export { CorrectionsScreen } from './corrections-screen';
export { ReviewScreen } from './review-screen';
export { IdentityScreen } from './identity-screen';
