import { describe, expect, it } from 'vitest';
import { OLLAMA_LOCAL_URL, baseUrlForKind, checkConnection, defaultBaseUrl } from './connection-values';

describe('defaultBaseUrl', () => {
  it('starts Ollama on this machine and an OpenAI-compatible server empty', () => {
    expect(defaultBaseUrl('ollama')).toBe('http://127.0.0.1:11434');
    expect(defaultBaseUrl('openai-compatible')).toBe('');
  });
});

describe('baseUrlForKind', () => {
  it('fills in the new kind’s address when the field was empty or untouched', () => {
    expect(baseUrlForKind('', 'openai-compatible', 'ollama')).toBe(OLLAMA_LOCAL_URL);
    expect(baseUrlForKind(OLLAMA_LOCAL_URL, 'ollama', 'openai-compatible')).toBe('');
    expect(baseUrlForKind(` ${OLLAMA_LOCAL_URL} `, 'ollama', 'openai-compatible')).toBe('');
  });
  it('keeps an address the person typed', () => {
    expect(baseUrlForKind('https://openrouter.ai/api/v1', 'openai-compatible', 'ollama')).toBe(
      'https://openrouter.ai/api/v1',
    );
    expect(baseUrlForKind('http://gpu-box.lan:11434', 'ollama', 'openai-compatible')).toBe('http://gpu-box.lan:11434');
  });
});

describe('checkConnection', () => {
  it('accepts a name and an http or https address', () => {
    expect(checkConnection({ name: 'OpenAI', baseUrl: 'https://api.openai.com/v1' })).toEqual({});
    expect(checkConnection({ name: 'Ollama', baseUrl: 'http://127.0.0.1:11434' })).toEqual({});
  });
  it('asks for what is missing', () => {
    expect(checkConnection({ name: '  ', baseUrl: '' })).toEqual({
      name: 'Give the connection a name.',
      baseUrl: "Enter the server's address.",
    });
  });
  it('refuses an address that is not a web address', () => {
    for (const baseUrl of ['api.openai.com/v1', 'ftp://example.com', 'http://', 'localhost:11434']) {
      expect(checkConnection({ name: 'x', baseUrl }).baseUrl).toBe(
        'Enter an address that starts with http:// or https://.',
      );
    }
  });
});
