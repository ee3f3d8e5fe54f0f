// After the production build: the sign-in and recovery screens drawn into dist/first-paint/ (see @pm/ui/first-paint).
import path from 'node:path';
import { writeFirstPaints } from '@pm/ui/first-paint';
import { LoginPage } from '../src/login/login-page';
import { ForgotPasswordPage } from '../src/recovery/forgot-password-page';

await writeFirstPaints(path.join(import.meta.dirname, '..'), {
  'sign-in': <LoginPage />,
  'recovery-email': <ForgotPasswordPage />,
});
