import * as z from 'zod/mini';
import { password, typedEmail, typedText } from './typed-text';

/** SPEC 5 "Login". */
export const loginSchema = z.object({
  email: typedEmail('Email', 'Please enter an email', 'Email cannot be less than 2 characters!'),
  password: password('Password', {
    requiredMessage: 'Please enter your password',
    min: 3,
    shortMessage: 'Password cannot be less than 3 characters!',
  }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC 5 "Forgot password". */
export const forgotPasswordSchema = z.object({
  email: typedEmail('Email', 'Please enter a email', 'email cannot be less than 2 characters!'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** SPEC 5 "Verify code". */
export const verifyCodeSchema = z.object({
  code: typedText('Code', {
    requiredMessage: 'Please enter your code',
    min: 4,
    shortMessage: 'Code cannot be less than 4 characters!',
  }),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** POST /auth/forgot-password/validate (SPEC 7): the email and the code. */
export const validateCodeSchema = z.extend(forgotPasswordSchema, verifyCodeSchema.shape);

/** SPEC 5 "Change password": the mismatch message shows on both password fields. */
export const changePasswordSchema = z
  .object({
    email: typedEmail('Email', 'Please enter an email', 'Email cannot be less than 2 characters!'),
    newPassword: password('New password', {
      requiredMessage: 'Please enter your password',
      min: 3,
      shortMessage: 'Password cannot be less than 3 characters!',
    }),
    confirmPassword: password('Password confirmation', { requiredMessage: 'Please enter your password' }),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.confirmPassword && value.newPassword && value.confirmPassword !== value.newPassword) {
        for (const path of ['newPassword', 'confirmPassword']) {
          context.addIssue({ code: 'custom', path: [path], message: 'Passwords do not match.' });
        }
      }
    }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
