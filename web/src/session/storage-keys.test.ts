import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearUserStorage,
  readStorage,
  rememberReturnTo,
  STORAGE_KEYS,
  takeReturnTo,
  writeStorage,
} from './storage-keys';
import { MemoryStorage } from './memory-storage';

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser that refuses storage (private mode, blocked cookies): every access throws. */
function storageRefused() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('window', {
    get localStorage() {
      return refuse();
    },
    get sessionStorage() {
      return refuse();
    },
  });
}

describe('readStorage and writeStorage', () => {
  it('keep a value, and forget it when written null', () => {
    writeStorage(STORAGE_KEYS.lastThreadId, 'th_1');
    expect(readStorage(STORAGE_KEYS.lastThreadId)).toBe('th_1');
    writeStorage(STORAGE_KEYS.lastThreadId, null);
    expect(readStorage(STORAGE_KEYS.lastThreadId)).toBeNull();
  });

  it('let the app work on when the browser refuses storage', () => {
    storageRefused();
    expect(() => writeStorage(STORAGE_KEYS.sidebarCollapsed, 'true')).not.toThrow();
    expect(readStorage(STORAGE_KEYS.sidebarCollapsed)).toBeNull();
  });
});

describe('clearUserStorage', () => {
  it("removes the user's data, every last-seen mark, every unsent draft and where they were going", () => {
    for (const key of [
      STORAGE_KEYS.lastThreadId,
      STORAGE_KEYS.anonId,
      STORAGE_KEYS.token,
      STORAGE_KEYS.persistAuth,
      STORAGE_KEYS.persistChat,
      STORAGE_KEYS.persistRoot,
      `${STORAGE_KEYS.lastSeenPrefix}notification`,
      `${STORAGE_KEYS.lastSeenPrefix}twin-question`,
      `${STORAGE_KEYS.draftPrefix}new`,
      `${STORAGE_KEYS.draftPrefix}th_1`,
    ])
      local.setItem(key, 'x');
    rememberReturnTo('/settings');
    clearUserStorage();
    expect(local.length).toBe(0);
    expect(takeReturnTo()).toBeNull();
  });

  it("keeps the sidebar preference and what is not the app's", () => {
    local.setItem(STORAGE_KEYS.sidebarCollapsed, 'true');
    local.setItem('other-app:setting', '1');
    local.setItem(STORAGE_KEYS.token, 't');
    clearUserStorage();
    expect(local.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    expect(local.getItem('other-app:setting')).toBe('1');
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('does not throw when the browser refuses storage', () => {
    storageRefused();
    expect(() => clearUserStorage()).not.toThrow();
  });
});

describe('rememberReturnTo and takeReturnTo', () => {
  it('give back the page once', () => {
    rememberReturnTo('/chat/th_1?step=s2');
    expect(takeReturnTo()).toBe('/chat/th_1?step=s2');
    expect(takeReturnTo()).toBeNull();
  });

  it('never send the visitor off the site', () => {
    for (const path of ['//evil.example/login', 'https://evil.example/', 'javascript:alert(1)']) {
      rememberReturnTo(path);
      expect(takeReturnTo(), path).toBeNull();
    }
  });

  it('are nothing when the browser refuses storage', () => {
    storageRefused();
    expect(() => rememberReturnTo('/settings')).not.toThrow();
    expect(takeReturnTo()).toBeNull();
  });
});
