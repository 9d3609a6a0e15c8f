/**
 * Profile Pal over the real stack with the offline model: how far the person is (REST and
 * GraphQL), a question skipped by typing "skip" (what the Skip button sends) letting her through to
 * the private chat, and the profile saved as the conversation goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_STEPS } from '../src/onboarding/profile-steps.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let maya: TestClient;
let thread: string;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  thread = (await maya.post('/api/v1/chat/profile-pal/start')).body.thread_id;
});
afterAll(() => t.close());

const question = (field: string) => PROFILE_STEPS.find((s) => s.field === field)!.question;
const progress = async () => (await maya.get('/api/v1/chat/profile-pal/progress')).body;
const statuses = async () => Object.fromEntries((await progress()).steps.map((s: any) => [s.field, s.status]));
const lastAnswer = (steps: any[]) => steps.at(-1).output as string;

describe('Profile Pal shows how far the person is, and lets them skip', () => {
  it('counts the name given at sign-up and asks the next question, all of them optional', async () => {
    expect(await progress()).toEqual({
      total: 5,
      done: 1,
      current: 'bio',
      current_question: question('bio'),
      steps: [
        { field: 'displayName', label: 'Name', required: false, status: 'answered' },
        { field: 'bio', label: 'About you', required: false, status: 'current' },
        { field: 'interests', label: 'Interests', required: false, status: 'todo' },
        { field: 'location', label: 'Location', required: false, status: 'todo' },
        { field: 'skills', label: 'Skills', required: false, status: 'todo' },
      ],
    });
    const gql = await maya.gql(
      '{ viewer { profilePalProgress { total done current currentQuestion steps { field label required status } } } }',
    );
    const { currentQuestion, ...rest } = gql.data.viewer.profilePalProgress;
    const { current_question, ...restRest } = await progress();
    expect([currentQuestion, rest]).toEqual([current_question, restRest]);
  });

  it('a skip lets her through to the private chat, and no skipped question comes back', async () => {
    expect((await maya.get('/api/v1/auth/me')).body.is_onboarded).toBe(false);
    const skipped = await answered(maya, thread, 'Skip');
    expect((await maya.get('/api/v1/auth/me')).body.is_onboarded).toBe(true);
    expect(lastAnswer(skipped)).toContain('You can start chatting with your private brain now.');
    expect(lastAnswer(skipped)).toContain(`Your public page and twin can wait`);
    expect(lastAnswer(skipped)).toContain(question('interests'));
    expect(await statuses()).toMatchObject({ bio: 'skipped', interests: 'current' });
    expect((await progress()).done).toBe(2);

    await answered(maya, thread, 'typography, sourdough and climbing');
    expect(await progress()).toMatchObject({ done: 3, current: 'location' });
    await answered(maya, thread, 'Lisbon');
    expect(await progress()).toMatchObject({ done: 4, current: 'skills' });
    const last = await answered(maya, thread, "I'd rather not say");
    // Nothing is needed: the line about her does not come back as a demand.
    expect(await progress()).toMatchObject({ done: 5, current: null });
    expect(lastAnswer(last)).not.toContain('before you can start chatting');
  });

  it('keeps saving what she says after the profile is complete', async () => {
    await answered(maya, thread, 'I just moved to Porto.');
    await answered(maya, thread, "I'm good at TypeScript and I'm into jazz");
    const profile = (await maya.get('/api/v1/profile')).body;
    expect(profile).toMatchObject({
      location: 'Porto',
      skills: ['TypeScript'],
      interests: ['typography', 'sourdough', 'climbing', 'jazz'],
    });
    expect((await progress()).done).toBe(5);
  });

  it('saves achievements said in passing as achievements, not skills, and says so', async () => {
    const steps = await answered(
      maya,
      thread,
      'I won the Lisbon design award, the climbing app prize, and a bread contest',
    );
    expect(lastAnswer(steps)).toMatch(/achievements/i);
    const profile = (await maya.get('/api/v1/profile')).body;
    expect(profile.achievements).toEqual([
      'Won the Lisbon design award',
      'Won the climbing app prize',
      'Won a bread contest',
    ]);
    expect(profile.skills).toEqual(['TypeScript']);
  });

  it('is the signed-in person’s own', async () => {
    expect((await t.client().get('/api/v1/chat/profile-pal/progress')).status).toBe(401);
    const stranger = await t.client().gql('{ viewer { profilePalProgress { done } } }');
    expect(stranger.data?.viewer ?? null).toBeNull();
  });
});
