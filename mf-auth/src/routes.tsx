import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'sign-in': lazyPage(() => import('./login/login-page'), 'LoginPage'),
  'recovery-email': lazyPage(() => import('./recovery/forgot-password-page'), 'ForgotPasswordPage'),
  'recovery-code': lazyPage(() => import('./recovery/verify-code-page'), 'VerifyCodePage'),
  'recovery-password': lazyPage(() => import('./recovery/change-password-page'), 'ChangePasswordPage'),
};
