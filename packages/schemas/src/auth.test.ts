import { messagesOf } from '../test/messages';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, verifyCodeSchema } from './auth';

describe('loginSchema (SPEC 5 "Login")', () => {
  it('asks for both fields when they are empty or missing', () => {
    const expected = { email: 'Please enter an email', password: 'Please enter your password' };
    expect(messagesOf(loginSchema, { email: '', password: '' })).toEqual(expected);
    expect(messagesOf(loginSchema, {})).toEqual(expected);
  });

  it('states the minimum lengths', () => {
    expect(messagesOf(loginSchema, { email: 'a', password: 'ab' })).toEqual({
      email: 'Email cannot be less than 2 characters!',
      password: 'Password cannot be less than 3 characters!',
    });
  });

  it('accepts an email of 2 characters and a password of 3', () => {
    expect(loginSchema.safeParse({ email: 'ab', password: 'abc' }).success).toBe(true);
  });
});

describe('forgotPasswordSchema (SPEC 5 "Forgot password")', () => {
  it('asks for the email with its own wording', () => {
    expect(messagesOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please enter a email' });
    expect(messagesOf(forgotPasswordSchema, {})).toEqual({ email: 'Please enter a email' });
  });

  it('states the minimum length', () => {
    expect(messagesOf(forgotPasswordSchema, { email: 'a' })).toEqual({
      email: 'email cannot be less than 2 characters!',
    });
    expect(forgotPasswordSchema.safeParse({ email: 'ab' }).success).toBe(true);
  });
});

describe('verifyCodeSchema (SPEC 5 "Verify code")', () => {
  it('asks for the code', () => {
    expect(messagesOf(verifyCodeSchema, { code: '' })).toEqual({ code: 'Please enter your code' });
    expect(messagesOf(verifyCodeSchema, {})).toEqual({ code: 'Please enter your code' });
  });

  it('states the minimum length', () => {
    expect(messagesOf(verifyCodeSchema, { code: '123' })).toEqual({
      code: 'Code cannot be less than 4 characters!',
    });
    expect(verifyCodeSchema.safeParse({ code: '1234' }).success).toBe(true);
  });
});

describe('changePasswordSchema (SPEC 5 "Change password")', () => {
  it('asks for every field', () => {
    const expected = {
      email: 'Please enter an email',
      newPassword: 'Please enter your password',
      confirmPassword: 'Please enter your password',
    };
    expect(messagesOf(changePasswordSchema, { email: '', newPassword: '', confirmPassword: '' })).toEqual(
      expected,
    );
    expect(messagesOf(changePasswordSchema, {})).toEqual(expected);
  });

  it('states the minimum lengths', () => {
    expect(
      messagesOf(changePasswordSchema, { email: 'a', newPassword: 'ab', confirmPassword: 'ab' }),
    ).toEqual({
      email: 'Email cannot be less than 2 characters!',
      newPassword: 'Password cannot be less than 3 characters!',
    });
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
