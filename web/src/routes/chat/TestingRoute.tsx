/** /testing: a chat with the testing agent, no layout (protected). */
import { Button, PromptSuggestions } from '@duet/design-system';
import { FlaskConical } from 'lucide-react';
import { commitMutation, fetchQuery, graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { ChatRouteQuery as ChatRouteQueryType } from '../../__generated__/ChatRouteQuery.graphql';
import type { TestingRouteCreateMutation } from '../../__generated__/TestingRouteCreateMutation.graphql';
import type { TestingRouteThreadsQuery } from '../../__generated__/TestingRouteThreadsQuery.graphql';
import { environment } from '../../relay/environment';
import { ChatWelcome } from '../../features/chat/ChatWelcome';
import { requireViewer } from '../../session/AppViewer';
import { BareChatFrame } from './BareChatFrame';
import { loadChatQuery, ThreadView } from './ChatRoute';

const Threads = graphql`
  query TestingRouteThreadsQuery {
    viewer {
      threads(first: 100) {
        edges {
          node {
            databaseId
            threadType
          }
        }
      }
    }
  }
`;

const Create = graphql`
  mutation TestingRouteCreateMutation {
    createThread(agentType: testing, name: "Testing Agent Chat", metadata: { thread_type: "testing" }) {
      __typename
      ... on Thread {
        databaseId
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

/** The user's testing thread, created on first use. */
async function testingThreadId(): Promise<string> {
  const data = await fetchQuery<TestingRouteThreadsQuery>(environment, Threads, {}, { fetchPolicy: 'network-only' }).toPromise();
  const existing = data?.viewer?.threads.edges.find((e) => e.node.threadType === 'testing');
  if (existing) return existing.node.databaseId;
  return new Promise((resolve, reject) => {
    commitMutation<TestingRouteCreateMutation>(environment, {
      mutation: Create,
      variables: {},
      onCompleted: ({ createThread }) =>
        createThread.__typename === 'Thread' ? resolve(createThread.databaseId) : reject(new Error(createThread.__typename === 'ValidationError' ? createThread.message : 'Failed to create thread')),
      onError: reject,
    });
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadChatQuery(await testingThreadId()) };
}

/**
 * An empty testing chat says what the agent does (api/src/agent/local/testing-policy.ts with the
 * tools of api/src/agent/tools/testing-tools.ts), with one prompt for each of its two tools.
 */
function TestingWelcome({ onAsk }: { onAsk: (prompt: string) => void }) {
  return (
    <ChatWelcome
      icon={<FlaskConical />}
      title="Try out the chat with the testing agent"
      description="It repeats what you write with its echo tool, and tells you the server time when you ask for it. Use it to see how messages, tool calls and answers look. Nothing you write here goes into your memories."
    >
      <PromptSuggestions label="Things to try" prompts={['Hello, testing agent', 'What time is it?']} onSelect={onAsk} />
    </ChatWelcome>
  );
}

export function TestingRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ChatRouteQueryType> };
  const navigate = useNavigate();
  return (
    <BareChatFrame
      title="Testing Agent Chat"
      subtitle="Development testing environment"
      actions={
        <Button size="sm" variant="ghost" onClick={() => navigate('/chat')}>
          Back to chat
        </Button>
      }
    >
      <ThreadView queryRef={queryRef} rememberAsLast={false} setTitle={false} empty={(ask) => <TestingWelcome onAsk={ask} />} />
    </BareChatFrame>
  );
}
