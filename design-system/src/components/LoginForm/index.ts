export { LoginForm } from './LoginForm';
export type { LoginFormProps, LoginValues } from './LoginForm';
