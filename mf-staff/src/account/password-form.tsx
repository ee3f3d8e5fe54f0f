import { zodResolver } from '@hookform/resolvers/zod';
import { accountApi } from '@pm/api-client';
import { type AccountPasswordInput, accountPasswordSchema } from '@pm/schemas/staff';
import { FormTextField, showToast } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../common/staff-text';

const emptyPasswords: AccountPasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The field a refusal of the server is about, from the sentence, which names its field ("Current password is not
 * right.", "New password must be at least 8 characters long."); none for a refusal of the whole request (429).
 */
export function fieldOfRefusal(message: string, status?: number): keyof AccountPasswordInput | undefined {
  if (status !== 400 && status !== 403) return undefined;
  if (/current ?password/i.test(message)) return 'currentPassword';
  if (/confirm/i.test(message)) return 'confirmPassword';
  return 'newPassword';
}

/**
 * "Change password": the current one, a new one and its confirmation. The server's password rules judge the new
 * one: its sentence shows under the field it is about. Every other session of the account ends.
 */
export function PasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<AccountPasswordInput>({
    resolver: zodResolver(accountPasswordSchema),
    mode: 'onTouched',
    defaultValues: emptyPasswords,
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await accountApi.changePassword(values);
      reset(emptyPasswords);
      void showToast('Password changed. Your other sessions were signed out.');
    } catch (error) {
      const message = failureText(error);
      const field = fieldOfRefusal(message, (error as { status?: number }).status);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Change password"
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </Box>
    </Box>
  );
}
