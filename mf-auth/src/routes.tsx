import type { RemotePages } from '@pm/ui';
import { LoginPage } from './login/login-page';
import { ChangePasswordPage } from './recovery/change-password-page';
import { ForgotPasswordPage } from './recovery/forgot-password-page';
import { VerifyCodePage } from './recovery/verify-code-page';

export const pages: RemotePages = {
  '/login': LoginPage,
  '/forgot-password': ForgotPasswordPage,
  '/verify-otp': VerifyCodePage,
  '/change-password': ChangePasswordPage,
};
