import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage, STORAGE_KEYS } from '../../session/storage-keys';
import {
  clearDraft,
  forgetKept,
  keepUnsent,
  messageKept,
  NEW_CHAT_DRAFT,
  onKeptChange,
  readDraft,
  writeDraft,
} from './drafts';
import { MemoryStorage } from '../../session/memory-storage';

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: new MemoryStorage() });
});
afterEach(() => {
  forgetKept();
  vi.unstubAllGlobals();
});

describe('drafts', () => {
  it('keep each conversation’s text apart, as typed', () => {
    writeDraft('th_1', 'Plan the trip\n  with Ada ');
    writeDraft(NEW_CHAT_DRAFT, 'A new question');
    expect(readDraft('th_1')).toBe('Plan the trip\n  with Ada ');
    expect(readDraft(NEW_CHAT_DRAFT)).toBe('A new question');
    expect(readDraft('th_2')).toBe('');
    expect(local.getItem(`${STORAGE_KEYS.draftPrefix}th_1`)).toBe('Plan the trip\n  with Ada ');
  });

  it('keep nothing for an emptied composer, and go once sent', () => {
    writeDraft('th_1', 'Hello');
    writeDraft('th_1', '   ');
    expect(local.length).toBe(0);
    writeDraft('th_1', 'Hello');
    clearDraft('th_1');
    expect(readDraft('th_1')).toBe('');
  });

  it('go when the person signs out, with the rest of their data', () => {
    writeDraft('th_1', 'Private thought');
    writeDraft(NEW_CHAT_DRAFT, 'Another');
    local.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    clearUserStorage();
    expect(readDraft('th_1')).toBe('');
    expect(readDraft(NEW_CHAT_DRAFT)).toBe('');
    expect(local.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
  });

  it('are nothing, and throw nothing, when the browser refuses storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => writeDraft('th_1', 'Hello')).not.toThrow();
    expect(readDraft('th_1')).toBe('');
  });
});

describe('a message kept unsent', () => {
  it('is written as its conversation’s draft and told to whoever listens, once', () => {
    const heard = vi.fn();
    const stop = onKeptChange(heard);
    expect(messageKept()).toBe(false);
    keepUnsent('th_1', 'Sent while offline');
    keepUnsent('th_1', 'Sent while offline');
    expect(readDraft('th_1')).toBe('Sent while offline');
    expect(messageKept()).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    forgetKept();
    expect(messageKept()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    // The draft stays: it is the person's to send.
    expect(readDraft('th_1')).toBe('Sent while offline');
    stop();
  });

  it('of a temporary chat is kept in the composer only, never on the device', () => {
    keepUnsent(null, 'Not to be kept');
    expect(messageKept()).toBe(true);
    expect(local.length).toBe(0);
  });
});
