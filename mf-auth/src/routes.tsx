import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'sign-in': lazyPage(() => import('./login/login-page'), 'LoginPage'),
  'sign-in-second-step': lazyPage(() => import('./second-step/two-step-sign-in-page'), 'TwoStepSignInPage'),
  invitation: lazyPage(() => import('./invitation/invitation-page'), 'InvitationPage'),
  'recovery-email': lazyPage(() => import('./recovery/forgot-password-page'), 'ForgotPasswordPage'),
  'recovery-code': lazyPage(() => import('./recovery/verify-code-page'), 'VerifyCodePage'),
  'recovery-second-step': lazyPage(
    () => import('./recovery/recovery-second-step-page'),
    'RecoverySecondStepPage',
  ),
  'recovery-password': lazyPage(() => import('./recovery/change-password-page'), 'ChangePasswordPage'),
};
