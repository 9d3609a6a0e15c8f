/** Steps of the twin journeys: the owner's set-up through the GraphQL API, canary checks. */
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { readyAccount, type Account } from './helpers';

/** One GraphQL call with the page's cookies (the owner's session). */
export async function gql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export async function createMemory(request: APIRequestContext, content: string, visibility: 'public' | 'private') {
  const data = await gql<{ createMemory: { __typename: string } }>(
    request,
    'mutation($content: String!, $visibility: MemoryVisibility) { createMemory(content: $content, visibility: $visibility) { __typename } }',
    { content, visibility },
  );
  expect(data.createMemory.__typename).toBe('Memory');
}

export async function updateProfile(request: APIRequestContext, input: Record<string, unknown>) {
  const data = await gql<{ updateProfile: { __typename: string } }>(
    request,
    'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }',
    { input },
  );
  expect(data.updateProfile.__typename).toBe('Profile');
}

/** A signed-up, onboarded owner on /chat. */
export const onboardedOwner: (page: Page, prefix: string) => Promise<Account> = readyAccount;

/** Records every response body a page receives, to check a secret never reaches it. */
export function recordResponses(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    bodies.push(
      response
        .body()
        .then((b) => b.toString('utf8'))
        .catch(() => ''),
    );
  });
  return async () => {
    // A stream still open (the conversation's live events) has no whole body yet: it counts as empty.
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve(''), 10_000));
    const all = await Promise.all(bodies.map((body) => Promise.race([body, deadline])));
    return { count: bodies.length, text: all.join('\n') };
  };
}

/** The bell's unread count, from its accessible name ('Notifications, 3 unread'). */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  const match = /, (\d+)\+? unread/.exec(label);
  return match ? Number(match[1]) : 0;
}
