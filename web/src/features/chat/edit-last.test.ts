import { describe, expect, it } from 'vitest';
import { editLastHandler } from './edit-last';

const history = [
  { stepType: 'USER_MESSAGE', databaseId: 'u1' },
  { stepType: 'ASSISTANT_MESSAGE', databaseId: 'a1' },
  { stepType: 'USER_MESSAGE', databaseId: 'u2' },
  { stepType: 'ASSISTANT_MESSAGE', databaseId: 'a2' },
];

describe('editLastHandler', () => {
  it("edits the owner's last message, not the answer after it", () => {
    const edited: string[] = [];
    const handler = editLastHandler(true, history, (id) => edited.push(id));
    handler?.();
    expect(edited).toEqual(['u2']);
  });

  it('is not offered when editing is not allowed now', () => {
    expect(editLastHandler(false, history, () => {})).toBeUndefined();
  });

  it('is not offered when there is no message of the owner', () => {
    expect(editLastHandler(true, [], () => {})).toBeUndefined();
    expect(editLastHandler(true, [{ stepType: 'ASSISTANT_MESSAGE', databaseId: 'a1' }], () => {})).toBeUndefined();
  });
});
