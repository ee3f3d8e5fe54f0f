import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema, type SecondStepMethod } from '@pm/schemas/staff-sign-in';
import { FormTextField } from '@pm/ui';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';

interface CodeValues {
  code: string;
}

export interface SecondStepCodeFormProps {
  /** The account's ways: the code field asks for the authenticator app's code while it has one. */
  methods: readonly SecondStepMethod[];
  /** What the form is for, before the field: with the authenticator app's code, and with a recovery code. */
  intro: { app: string; recoveryCode: string };
  submitLabel: string;
  busyLabel: string;
  /** Sends the code. A rejection's message shows under the field; a page handles the failures of its own first. */
  onSubmit: (code: string) => Promise<void>;
  /** More ways, under the form (the passkey button). */
  children?: ReactNode;
}

/**
 * A second step's code: the 6-digit code of the authenticator app (one-time-code autofill, a numeric keyboard), or,
 * through the "Use a recovery code" toggle, one of the account's recovery codes. The server's sentence shows under
 * the field when it refuses one.
 */
export function SecondStepCodeForm({
  methods,
  intro,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: SecondStepCodeFormProps) {
  const hasApp = methods.includes('totp');
  const hasRecoveryCodes = methods.includes('recovery-code');
  const [recoveryCode, setRecoveryCode] = useState(!hasApp);
  const { control, handleSubmit, formState, setError, reset } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : String(error);
      setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });

  const toggle = () => {
    reset({ code: '' });
    setRecoveryCode((current) => !current);
  };

  if (!hasApp && !hasRecoveryCodes) return <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{recoveryCode ? intro.recoveryCode : intro.app}</Typography>
        {recoveryCode ? (
          <FormTextField
            key="recovery-code"
            control={control}
            name="code"
            id="recovery-code"
            label="Recovery code"
            autoComplete="off"
          />
        ) : (
          <FormTextField
            key="app-code"
            control={control}
            name="code"
            id="app-code"
            label="6-digit code"
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? busyLabel : submitLabel}
        </Button>
      </Box>
      {hasApp && hasRecoveryCodes && (
        <Button variant="text" onClick={toggle}>
          {recoveryCode ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
      )}
      {children}
    </Box>
  );
}
