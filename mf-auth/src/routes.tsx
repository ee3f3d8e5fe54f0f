import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/login': lazyPage(() => import('./login/login-page'), 'LoginPage'),
  '/forgot-password': lazyPage(() => import('./recovery/forgot-password-page'), 'ForgotPasswordPage'),
  '/verify-otp': lazyPage(() => import('./recovery/verify-code-page'), 'VerifyCodePage'),
  '/change-password': lazyPage(() => import('./recovery/change-password-page'), 'ChangePasswordPage'),
};
