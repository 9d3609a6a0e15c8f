/** checkZip: a DOCX's zip held to its caps by what it declares and by what it really unpacks to. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docx, zipBombDocx } from '../../test/support/document-files.js';
import { checkZip } from './zip-guard.js';

/** A zip whose headers say every part unpacks to `claimed` bytes, whatever it really holds. */
function lyingZip(files: Record<string, Uint8Array>, claimed: number): Uint8Array {
  const bytes = zipSync(files, { level: 9 });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, claimed, true); // local header: uncompressed size
    if (signature === 0x02014b50) view.setUint32(i + 24, claimed, true); // central directory: uncompressed size
  }
  return bytes;
}

describe('checkZip', () => {
  it('lets a real document through and lists its parts', () => {
    const verdict = checkZip(docx([{ heading: 1, text: 'Title' }, { text: 'Body' }]));
    expect(verdict).toMatchObject({ ok: true });
    expect(verdict.ok && verdict.parts).toContain('word/document.xml');
  });

  it('refuses a part that declares a huge unpacking ratio', () => {
    expect(checkZip(zipBombDocx(8))).toMatchObject({ ok: false, reason: 'zip_bomb' });
  });

  it('refuses a part that unpacks to more than its zip declares', () => {
    const padding = new Uint8Array(4 * 1024 * 1024).fill(0x20);
    const zip = lyingZip({ 'word/document.xml': strToU8('<w:document/>'), 'word/padding.xml': padding }, 100);
    expect(checkZip(zip)).toMatchObject({ ok: false, reason: 'zip_bomb' });
  });

  it('says bytes that are no zip are corrupt', () => {
    expect(checkZip(strToU8('PK\x03\x04 and then nothing a zip would have'))).toMatchObject({
      ok: false,
      reason: 'corrupt',
    });
  });
});
