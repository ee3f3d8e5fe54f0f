import { AuthCard } from '../auth-card';

export function ForgotPasswordPage() {
  return <AuthCard title="Verify Email">{null}</AuthCard>;
}
