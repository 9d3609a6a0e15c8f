import { describe, expect, it } from 'vitest';
import { modelAction } from './model-action';

describe('what the offline notice offers', () => {
  it('an admin with nothing connected connects one', () => {
    expect(modelAction({ isAdmin: true, hasConnectedModel: false }).kind).toBe('connect');
  });
  it('anyone else with nothing connected asks their admin', () => {
    expect(modelAction({ isAdmin: false, hasConnectedModel: false }).kind).toBe('ask-admin');
  });
  it('everyone with a connected model in their menu is told to choose it, never to connect or ask', () => {
    expect(modelAction({ isAdmin: true, hasConnectedModel: true }).kind).toBe('choose');
    expect(modelAction({ isAdmin: false, hasConnectedModel: true }).kind).toBe('choose');
  });
});
