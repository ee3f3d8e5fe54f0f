import { AuthCard } from '../auth-card';

export function ChangePasswordPage() {
  return <AuthCard title="Change Password">{null}</AuthCard>;
}
