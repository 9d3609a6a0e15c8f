import { describe, expect, it } from 'vitest';
import { asksAQuestion, passageAnswer, unwrapLines } from './document-passages.js';
import type { FileSeen } from './prompt-reading.js';

const file = (name: string, text: string): FileSeen => ({
  name,
  mimeType: 'application/pdf',
  size: 1,
  text,
  cut: true,
});
const report = file(
  'report.pdf',
  [
    '[Page 1]',
    'Quarterly budgets and hiring plans for the year.',
    '[Page 12]',
    'Supplier contracts were renewed. The Lisbon office opens on the ninth of March at the old tram depot.',
    '[Page 13]',
    'The Porto office stays closed for repairs until June.',
  ].join('\n\n'),
);
const policy = file(
  'policy.docx',
  '[Section: Meals]\n\nDinner is reimbursed up to forty euros a night.\n\n[Section: Travel]\n\nBook trains for short trips.',
);

describe('the offline brain points to the passage that answers a question about a document', () => {
  it.each([
    'When does the Lisbon office open?',
    'where is the new Lisbon office going to open',
    'Lisbon office opening date?',
  ])('"%s": the sentence, and the page it is on', (question) => {
    const answer = passageAnswer([report], question)!;
    expect(answer).toMatch(/page 12/i);
    expect(answer).toContain('ninth of March');
    expect(answer).not.toContain('Porto');
  });

  it('names the section of a document without pages', () => {
    const answer = passageAnswer([report, policy], 'How much is dinner reimbursed?')!;
    expect(answer).toContain('policy.docx');
    expect(answer).toContain('Meals');
    expect(answer).toContain('forty euros');
  });

  it('quotes whole sentences when a PDF breaks its lines inside them', () => {
    const rental = file(
      'rental.pdf',
      [
        '[Page 4]',
        'At the end of the trip hand the keys in at the desk and return the\ncar to bay 12 with a full tank.\nLate returns cost forty euros an hour.',
      ].join('\n\n'),
    );
    const answer = passageAnswer([rental], 'Where do I return the car?')!;
    expect(answer).toContain('return the car to bay 12 with a full tank.');
    // No quoted line stops before the answer.
    for (const line of answer.split('\n').filter((l) => l.startsWith('> ') && l.length > 2))
      expect(line).toMatch(/[.!?]$/);
  });

  it('keeps the breaks of a list: each line is its own item', () => {
    expect(unwrapLines('Bring:\n- a passport\n- the booking\nCheck-in is at noon')).toBe(
      'Bring:\n- a passport\n- the booking\nCheck-in is at noon',
    );
    expect(unwrapLines('and return the\ncar by noon')).toBe('and return the car by noon');
  });

  it('finds nothing for a question that shares no words with the files', () => {
    expect(passageAnswer([report, policy], 'What is the capital of Peru?')).toBeNull();
  });

  it('tells a question from a statement', () => {
    for (const q of ['When does it open?', 'how long is the lease', 'Is dinner covered?'])
      expect(asksAQuestion(q)).toBe(true);
    for (const s of ['Here is the report.', 'Thanks for reading this', '']) expect(asksAQuestion(s)).toBe(false);
  });
});
