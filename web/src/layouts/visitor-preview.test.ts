import { describe, expect, it } from 'vitest';
import { isVisitorPreview, previewedUsername, withVisitorPreview } from './visitor-preview';

describe('withVisitorPreview', () => {
  it('asks for the page as a visitor sees it, keeping its query', () => {
    expect(withVisitorPreview('/ana')).toBe('/ana?preview=visitor');
    expect(withVisitorPreview('/twin/ana/chat?ref=settings')).toBe('/twin/ana/chat?ref=settings&preview=visitor');
  });
});

describe('previewedUsername', () => {
  it('is the owner of a public page or a twin chat', () => {
    expect(previewedUsername('/ana')).toBe('ana');
    expect(previewedUsername('/ana/')).toBe('ana');
    expect(previewedUsername('/twin/ana/chat')).toBe('ana');
    expect(previewedUsername('/twin/ana/chat/')).toBe('ana');
  });

  it('decodes the name', () => {
    expect(previewedUsername('/an%61')).toBe('ana');
  });

  it('is nobody on other pages, or for a name that does not decode', () => {
    expect(previewedUsername('/')).toBeNull();
    expect(previewedUsername('/chat/th_1')).toBeNull();
    expect(previewedUsername('/twin/ana/embed')).toBeNull();
    expect(previewedUsername('/%E0%A4%A')).toBeNull();
  });
});

describe('isVisitorPreview', () => {
  it("is the owner's own page with ?preview=visitor", () => {
    expect(isVisitorPreview('/ana', '?preview=visitor', 'ana')).toBe(true);
    expect(isVisitorPreview('/twin/ana/chat', '?x=1&preview=visitor', 'ana')).toBe(true);
  });

  it("means nothing on someone else's page, signed out, or without the parameter", () => {
    expect(isVisitorPreview('/bob', '?preview=visitor', 'ana')).toBe(false);
    expect(isVisitorPreview('/ana', '?preview=visitor', null)).toBe(false);
    expect(isVisitorPreview('/ana', '', 'ana')).toBe(false);
    expect(isVisitorPreview('/ana', '?preview=owner', 'ana')).toBe(false);
  });
});
