import { describe, expect, it } from 'vitest';
import {
  AUTH_REQUIRED,
  errorText,
  isAuthMessage,
  isQuietAuthMessage,
  isSwallowedError,
  isUnauthenticatedResponse,
  UNKNOWN_ERROR,
} from './error-text';

describe('errorText', () => {
  it('is the text itself, or the fallback for nothing', () => {
    expect(errorText('Quota exceeded')).toBe('Quota exceeded');
    expect(errorText('')).toBe(UNKNOWN_ERROR);
    expect(errorText(null)).toBe(UNKNOWN_ERROR);
    expect(errorText(undefined, 'Upload failed')).toBe('Upload failed');
    expect(errorText(42, 'Upload failed')).toBe('Upload failed');
  });

  it('reads error.message first, then detail, message and error', () => {
    expect(errorText({ error: { message: 'Nested' }, detail: 'Detail', message: 'Message' })).toBe('Nested');
    expect(errorText({ detail: 'Detail', message: 'Message' })).toBe('Detail');
    expect(errorText({ message: 'Message', error: 'Error' })).toBe('Message');
    expect(errorText({ error: 'Error' })).toBe('Error');
  });

  it('joins the messages of a detail list', () => {
    const detail = [{ msg: 'email: invalid' }, { message: 'password: too short' }, 'username: taken', {}];
    expect(errorText({ detail })).toBe('email: invalid, password: too short, username: taken');
  });

  it('joins the messages of a list, and of GraphQL errors', () => {
    expect(errorText([{ message: 'First' }, 'Second', null])).toBe('First, Second');
    expect(errorText({ errors: [{ message: 'Not allowed' }] })).toBe('Not allowed');
    expect(errorText([], 'Nothing said')).toBe('Nothing said');
  });

  it('falls back when an object says nothing readable', () => {
    expect(errorText({ detail: [], message: '' }, 'Failed')).toBe('Failed');
    expect(errorText({ error: { code: 500 } }, 'Failed')).toBe('Failed');
  });
});

describe('isAuthMessage', () => {
  it('recognises the messages of a missing or dead session anywhere in the text', () => {
    expect(isAuthMessage('GraphQL: Token has expired (at 12:00)')).toBe(true);
    expect(isAuthMessage('Missing authentication cookie')).toBe(true);
    expect(isAuthMessage(AUTH_REQUIRED)).toBe(true);
  });

  it('is false for other failures and for nothing', () => {
    expect(isAuthMessage('Quota exceeded')).toBe(false);
    expect(isAuthMessage('')).toBe(false);
    expect(isAuthMessage(null)).toBe(false);
  });
});

describe('isQuietAuthMessage', () => {
  it('hides plain unauthenticated states and nothing else', () => {
    expect(isQuietAuthMessage('Not authenticated')).toBe(true);
    expect(isQuietAuthMessage('Invalid token signature')).toBe(true);
    expect(isQuietAuthMessage('Thread not found')).toBe(false);
    expect(isQuietAuthMessage(undefined)).toBe(false);
  });
});

describe('isUnauthenticatedResponse', () => {
  it('is true when an error has the UNAUTHENTICATED code or an auth message', () => {
    expect(isUnauthenticatedResponse([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(true);
    expect(isUnauthenticatedResponse([{ message: 'Other' }, { message: 'Invalid token' }])).toBe(true);
  });

  it('is false for other errors and for none', () => {
    expect(isUnauthenticatedResponse([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }])).toBe(false);
    expect(isUnauthenticatedResponse([])).toBe(false);
    expect(isUnauthenticatedResponse(undefined)).toBe(false);
  });
});

describe('isSwallowedError', () => {
  it('swallows auth errors and dropped connections', () => {
    expect(isSwallowedError({ type: 'auth', message: 'whatever' })).toBe(true);
    expect(isSwallowedError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isSwallowedError('EventSource closed')).toBe(true);
    expect(isSwallowedError({ message: 'streaming stopped' })).toBe(true);
    expect(isSwallowedError(new Error(AUTH_REQUIRED))).toBe(true);
  });

  it('lets other errors through', () => {
    expect(isSwallowedError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isSwallowedError(null)).toBe(false);
    expect(isSwallowedError({ type: 'network' })).toBe(false);
  });
});
