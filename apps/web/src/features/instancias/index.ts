/** Public surface of the instancias feature: its screens, for the staff route registry. */
export { InstanciasScreen } from './instancias-screen';
export { NewPersonScreen } from './new-person-screen';
export { RequisitosScreen } from './requisitos-screen';
