import { AuthCard } from '../auth-card';

export function VerifyCodePage() {
  return <AuthCard title="Verify Code">{null}</AuthCard>;
}
