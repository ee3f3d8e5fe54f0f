// SPEC 2: the email is kept in local storage between the recovery steps and removed when moving to change-password.
export const RECOVERY_EMAIL_KEY = 'recovery-email';

export function storeRecoveryEmail(email: string): void {
  localStorage.setItem(RECOVERY_EMAIL_KEY, email);
}

export function readRecoveryEmail(): string {
  return localStorage.getItem(RECOVERY_EMAIL_KEY) ?? '';
}

export function clearRecoveryEmail(): void {
  localStorage.removeItem(RECOVERY_EMAIL_KEY);
}
