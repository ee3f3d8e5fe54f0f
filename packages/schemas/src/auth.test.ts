import { lengthRuleCases, messagesOf } from '../test/messages';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, verifyCodeSchema } from './auth';

describe('loginSchema (SPEC 5 "Login")', () => {
  lengthRuleCases(loginSchema, {
    required: { email: 'Please enter an email', password: 'Please enter your password' },
    tooShort: {
      values: { email: 'a', password: 'ab' },
      messages: {
        email: 'Email cannot be less than 2 characters!',
        password: 'Password cannot be less than 3 characters!',
      },
    },
    shortest: { email: 'ab', password: 'abc' },
  });
});

describe('forgotPasswordSchema (SPEC 5 "Forgot password"), with its own wording', () => {
  lengthRuleCases(forgotPasswordSchema, {
    required: { email: 'Please enter a email' },
    tooShort: { values: { email: 'a' }, messages: { email: 'email cannot be less than 2 characters!' } },
    shortest: { email: 'ab' },
  });
});

describe('verifyCodeSchema (SPEC 5 "Verify code")', () => {
  lengthRuleCases(verifyCodeSchema, {
    required: { code: 'Please enter your code' },
    tooShort: { values: { code: '123' }, messages: { code: 'Code cannot be less than 4 characters!' } },
    shortest: { code: '1234' },
  });
});

describe('changePasswordSchema (SPEC 5 "Change password")', () => {
  lengthRuleCases(changePasswordSchema, {
    required: {
      email: 'Please enter an email',
      newPassword: 'Please enter your password',
      confirmPassword: 'Please enter your password',
    },
    tooShort: {
      values: { email: 'a', newPassword: 'ab', confirmPassword: 'ab' },
      messages: {
        email: 'Email cannot be less than 2 characters!',
        newPassword: 'Password cannot be less than 3 characters!',
      },
    },
    shortest: { email: 'ab', newPassword: 'abc', confirmPassword: 'abc' },
  });

  it('shows "Passwords do not match." on both password fields', () => {
    expect(
      messagesOf(changePasswordSchema, { email: 'ab', newPassword: 'abcdef', confirmPassword: 'abcdeg' }),
    ).toEqual({
      newPassword: 'Passwords do not match.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('accepts matching passwords of 3 characters or more', () => {
    const values = { email: 'ab', newPassword: 'abc', confirmPassword: 'abc' };
    expect(changePasswordSchema.safeParse(values)).toEqual({ success: true, data: values });
  });
});
