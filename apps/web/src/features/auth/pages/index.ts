export { LoginPage } from './login-page.tsx';
export { SignupPage } from './signup-page.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { EmailChangePage } from './email-change-page.tsx';
