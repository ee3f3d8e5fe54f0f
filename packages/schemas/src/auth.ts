import { z } from 'zod';

/** SPEC 5 "Login". */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Please enter an email' })
    .min(1, 'Please enter an email')
    .min(2, 'Email cannot be less than 2 characters!'),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .min(3, 'Password cannot be less than 3 characters!'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC 5 "Forgot password". */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter a email' })
    .min(1, 'Please enter a email')
    .min(2, 'email cannot be less than 2 characters!'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** SPEC 5 "Verify code". */
export const verifyCodeSchema = z.object({
  code: z
    .string({ error: 'Please enter your code' })
    .min(1, 'Please enter your code')
    .min(4, 'Code cannot be less than 4 characters!'),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** SPEC 5 "Change password": the mismatch message shows on both password fields. */
export const changePasswordSchema = z
  .object({
    email: z
      .string({ error: 'Please enter an email' })
      .min(1, 'Please enter an email')
      .min(2, 'Email cannot be less than 2 characters!'),
    newPassword: z
      .string({ error: 'Please enter your password' })
      .min(1, 'Please enter your password')
      .min(3, 'Password cannot be less than 3 characters!'),
    confirmPassword: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
  })
  .superRefine((value, context) => {
    if (value.confirmPassword && value.newPassword && value.confirmPassword !== value.newPassword) {
      for (const path of ['newPassword', 'confirmPassword']) {
        context.addIssue({ code: 'custom', path: [path], message: 'Passwords do not match.' });
      }
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
