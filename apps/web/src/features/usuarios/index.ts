/** Public surface of the users feature: the /usuarios screen for the staff route registry. */
export { UsersScreen } from './users-screen';
