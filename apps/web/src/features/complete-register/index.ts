export { CompleteRegisterScreen } from './complete-register-screen';
export { RegistrationWizard, type RegistrationWizardProps } from './components/registration-wizard';
