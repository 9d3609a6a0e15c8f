export { SignupForm } from './SignupForm';
export type { SignupFormProps, SignupValues, UsernameStatus } from './SignupForm';
