/** Public surface of the profile feature: the /perfil screen for the applicant route registry. */
export { ProfileScreen } from './profile-screen';
