import { describe, expect, it } from 'vitest';
import { commitMutation, Environment, Network, RecordSource, Store } from 'relay-runtime';
import Register, { type SignupRouteMutation } from '../../__generated__/SignupRouteMutation.graphql';
import {
  emailError,
  fieldErrorsOf,
  passwordError,
  usernameError,
  withoutFixed,
  type FieldErrors,
} from './account-rules';

describe('emailError', () => {
  it('accepts an address, spaces around it too', () => {
    expect(emailError('ana@example.com')).toBeUndefined();
    expect(emailError('  ana@example.com ')).toBeUndefined();
  });

  it('refuses what is not one', () => {
    for (const email of ['', 'ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com']) {
      expect(emailError(email), email).toBe('Invalid email format');
    }
  });
});

describe('passwordError', () => {
  it('needs at least 8 characters', () => {
    expect(passwordError('1234567')).toBe('Password must be at least 8 characters');
    expect(passwordError('12345678')).toBeUndefined();
  });
});

describe('usernameError', () => {
  it('accepts 3 to 20 lowercase letters, digits and inner hyphens', () => {
    for (const name of ['ana', 'ana-maria-2', 'a'.repeat(20)]) expect(usernameError(name), name).toBeUndefined();
  });

  it('says what is wrong with a name', () => {
    expect(usernameError('an')).toBe('Username must be at least 3 characters');
    expect(usernameError('a'.repeat(21))).toBe('Username cannot be more than 20 characters');
    expect(usernameError('Ana')).toBe('Username can only contain lowercase letters, numbers, and hyphens');
    expect(usernameError('ana_m')).toBe('Username can only contain lowercase letters, numbers, and hyphens');
    expect(usernameError('-ana')).toBe('Username cannot start or end with a hyphen');
    expect(usernameError('ana-')).toBe('Username cannot start or end with a hyphen');
  });
});

describe('withoutFixed', () => {
  const errors: FieldErrors<'email' | 'password'> = {
    password: 'Password must be at least 8 characters',
    form: 'Try again',
  };

  it("drops a field's message as soon as its value passes", () => {
    expect(withoutFixed(errors, 'password', undefined)).toEqual({ form: 'Try again' });
    expect(errors.password).toBeDefined();
  });

  it('keeps the same errors while the value still fails, or when the field had none', () => {
    expect(withoutFixed(errors, 'password', 'Password must be at least 8 characters')).toBe(errors);
    expect(withoutFixed(errors, 'email', undefined)).toBe(errors);
  });
});

/** The sign-up form's result as Relay hands it over when the server answers `register`. */
function register(answer: Record<string, unknown>) {
  const environment = new Environment({
    network: Network.create(() => ({ data: { register: answer } })),
    store: new Store(new RecordSource()),
  });
  return new Promise<SignupRouteMutation['response']['register']>((resolve, reject) => {
    commitMutation<SignupRouteMutation>(environment, {
      mutation: Register,
      variables: { input: { email: 'ana@example.com', password: 'long-enough', username: 'ana' } },
      onCompleted: (response) => resolve(response.register),
      onError: reject,
    });
  });
}
const FIELDS = ['email', 'password', 'username', 'displayName'] as const;

describe('fieldErrorsOf', () => {
  it("puts the server's messages at the form's fields, and others on the whole form", async () => {
    const result = await register({
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      message: 'Invalid input',
      fieldErrors: [
        { field: 'username', message: 'This username is reserved' },
        { field: 'display_name', message: 'Display name is too long' },
        { field: 'captcha', message: 'Please prove you are human' },
        { field: 'username', message: 'A second message about it' },
        { field: 'timezone', message: 'Unknown time zone' },
      ],
    });
    expect(fieldErrorsOf(result.refusal, FIELDS)).toEqual({
      username: 'This username is reserved',
      displayName: 'Display name is too long',
      form: 'Please prove you are human',
    });
  });

  it('puts a refusal without fields on the whole form', async () => {
    const result = await register({
      __typename: 'RateLimitedError',
      __isError: 'RateLimitedError',
      message: 'Too many sign-ups from here',
    });
    expect(fieldErrorsOf(result.refusal, FIELDS)).toEqual({ form: 'Too many sign-ups from here' });
  });

  it('is no errors for a success', async () => {
    const result = await register({ __typename: 'AuthPayload' });
    expect(fieldErrorsOf(result.refusal, FIELDS)).toEqual({});
    expect(fieldErrorsOf(null, FIELDS)).toEqual({});
  });
});
