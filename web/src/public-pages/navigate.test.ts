import { afterEach, describe, expect, it, vi } from 'vitest';
import { go } from './navigate';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('go', () => {
  it("follows the link in the app's router when there is one", () => {
    const routed: string[] = [];
    const loaded: string[] = [];
    vi.stubGlobal('window', { location: { assign: (path: string) => loaded.push(path) } });
    go('/twin/ana/chat', (path) => routed.push(path));
    expect(routed).toEqual(['/twin/ana/chat']);
    expect(loaded).toEqual([]);
  });

  it('loads the page when there is no router (a server-rendered page)', () => {
    const loaded: string[] = [];
    vi.stubGlobal('window', { location: { assign: (path: string) => loaded.push(path) } });
    go('/accounts/signup');
    expect(loaded).toEqual(['/accounts/signup']);
  });
});
