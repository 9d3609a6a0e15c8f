import { describe, expect, it } from 'vitest';
import { publicSwitchText } from './public-switch-text';

describe('the public switch says that a public profile is listed in Discover', () => {
  it('before it is turned on', () => {
    expect(publicSwitchText(false)).toMatch(/Turning it on also lists it in Discover/);
  });
  it('while it is on', () => {
    expect(publicSwitchText(true)).toMatch(/listed in Discover/);
  });
});
