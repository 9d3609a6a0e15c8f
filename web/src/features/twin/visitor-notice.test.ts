import { describe, expect, it } from 'vitest';
import { ownerCanRead } from './visitor-notice';

describe('ownerCanRead', () => {
  it("tells a twin's visitor, by the owner's name, that the owner reads the conversation", () => {
    expect(ownerCanRead('Ana Lima')).toBe('Ana Lima can read this conversation and may answer what the twin cannot.');
  });
});
