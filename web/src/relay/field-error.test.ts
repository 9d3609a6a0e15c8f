import { describe, expect, it } from 'vitest';
import { commitMutation, Environment, Network, RecordSource, Store } from 'relay-runtime';
import ChangePassword, { type useChangePasswordMutation } from '../__generated__/useChangePasswordMutation.graphql';
import { FieldError, fieldMessages, formErrorsOf, throwIfFieldFailed } from './field-error';

/** The password form's result as Relay hands it over when the server answers `changePassword`. */
function changePassword(answer: Record<string, unknown>) {
  const environment = new Environment({
    network: Network.create(() => ({ data: { changePassword: answer } })),
    store: new Store(new RecordSource()),
  });
  return new Promise<useChangePasswordMutation['response']['changePassword']>((resolve, reject) => {
    commitMutation<useChangePasswordMutation>(environment, {
      mutation: ChangePassword,
      variables: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      onCompleted: (response) => resolve(response.changePassword),
      onError: reject,
    });
  });
}
const refused = (message: string, fieldErrors?: { field: string; message: string }[]) =>
  changePassword({
    __typename: fieldErrors ? 'ValidationError' : 'RateLimitedError',
    __isError: fieldErrors ? 'ValidationError' : 'RateLimitedError',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  });

describe('fieldMessages', () => {
  it("names the server's fields as the forms do (camelCase)", async () => {
    const result = await refused('Invalid input', [
      { field: 'current_password', message: 'Wrong password' },
      { field: 'new_password', message: 'Too short' },
    ]);
    expect(fieldMessages(result.refusal!)).toEqual([
      { field: 'currentPassword', message: 'Wrong password' },
      { field: 'newPassword', message: 'Too short' },
    ]);
  });

  it('puts a refusal that names no field on the whole form', async () => {
    const result = await refused('Too many attempts, try again later');
    expect(fieldMessages(result.refusal!)).toEqual([{ field: 'form', message: 'Too many attempts, try again later' }]);
  });

  it("says 'Failed' for an empty message and 'form' for an empty field", async () => {
    const result = await refused('Invalid input', [{ field: '', message: '' }]);
    expect(fieldMessages(result.refusal!)).toEqual([{ field: 'form', message: 'Failed' }]);
  });
});

describe('throwIfFieldFailed', () => {
  it("throws the refusal's first message at its field", async () => {
    const result = await refused('Invalid input', [
      { field: 'current_password', message: 'Wrong password' },
      { field: 'new_password', message: 'Too short' },
    ]);
    let thrown: unknown;
    try {
      throwIfFieldFailed(result.refusal);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FieldError);
    expect(thrown).toMatchObject({ field: 'currentPassword', message: 'Wrong password' });
  });

  it('does nothing for a success: it is no refusal', async () => {
    const result = await changePassword({
      __typename: 'PasswordChanged',
      message: 'Password changed',
      endedSessions: 2,
    });
    expect(result.refusal).toBeNull();
    expect(() => throwIfFieldFailed(result.refusal)).not.toThrow();
  });
});

describe('formErrorsOf', () => {
  it('puts a refusal at one of the form’s fields there, and anything else on the whole form', () => {
    expect(formErrorsOf(new FieldError('about', 'Too long'), ['about', 'style'])).toEqual({ about: 'Too long' });
    expect(formErrorsOf(new FieldError('email', 'Taken'), ['about', 'style'])).toEqual({ form: 'Taken' });
    expect(formErrorsOf(new Error('Network down'), ['about'])).toEqual({ form: 'Network down' });
  });

  it('puts a refusal inside a field (one header of a list) at the field', () => {
    expect(formErrorsOf(new FieldError('headers.1.name', 'Not a header name'), ['name', 'headers'])).toEqual({
      headers: 'Not a header name',
    });
  });
});
