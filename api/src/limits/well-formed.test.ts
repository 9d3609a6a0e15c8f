import { describe, expect, it } from 'vitest';
import { parseClientJson, wellFormed, wellFormedText } from './well-formed.js';

describe('well-formed text', () => {
  it('replaces each unpaired surrogate with U+FFFD and keeps pairs (emoji) as they are', () => {
    expect(wellFormedText('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormedText('\udfff\ud800')).toBe('\ufffd\ufffd');
    expect(wellFormedText('end\udbff')).toBe('end\ufffd');
    expect(wellFormedText('party 🎉 \ud83c\udf89')).toBe('party 🎉 🎉');
    expect(wellFormedText('\ud83c\ud83c\udf89')).toBe('\ufffd🎉');
  });

  it('walks parsed JSON at any depth, keys too, without recursion', () => {
    expect(parseClientJson('{"a\\ud800":["\\udc00",{"k":"\\ud800x"}],"n":1,"ok":"🎉"}')).toEqual({
      'a\ufffd': ['\ufffd', { k: '\ufffdx' }],
      n: 1,
      ok: '🎉',
    });
    const deep = parseClientJson(`${'['.repeat(20_000)}"\\ud800"${']'.repeat(20_000)}`);
    let inner: unknown = deep;
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe('\ufffd');
    expect(wellFormed(null)).toBeNull();
    expect(() => parseClientJson('{')).toThrow(SyntaxError);
  });
});
