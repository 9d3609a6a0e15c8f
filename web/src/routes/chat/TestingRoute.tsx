/** /testing: a chat with the testing agent, no layout (protected). */
import { Button, PromptSuggestions } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import { commitMutation, graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { ChatRouteQuery as ChatRouteQueryType } from '../../__generated__/ChatRouteQuery.graphql';
import type { TestingRouteStartMutation } from '../../__generated__/TestingRouteStartMutation.graphql';
import { environment } from '../../relay/environment';
import { ChatWelcome } from '../../features/chat/ChatWelcome';
import { requireViewer } from '../../session/AppViewer';
import { BareChatFrame } from './BareChatFrame';
import { loadChatQuery, ThreadView } from './ChatRoute';

const Start = graphql`
  mutation TestingRouteStartMutation {
    startTestingChat {
      threadId
    }
  }
`;

/** The user's testing thread (the server makes it on first use and reuses it after). */
function testingThreadId(): Promise<string> {
  return new Promise((resolve, reject) => {
    commitMutation<TestingRouteStartMutation>(environment, {
      mutation: Start,
      variables: {},
      onCompleted: ({ startTestingChat }) => resolve(startTestingChat.threadId),
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
  const { t } = useLingui();
  return (
    <ChatWelcome
      icon={<FlaskConical />}
      title={t`Try out the chat with the testing agent`}
      description={t`It repeats what you write with its echo tool, and tells you the server time when you ask for it. Use it to see how messages, tool calls and answers look. Nothing you write here goes into your memories.`}
    >
      <PromptSuggestions
        label={t`Things to try`}
        prompts={[t`Hello, testing agent`, t`What time is it?`]}
        onSelect={onAsk}
      />
    </ChatWelcome>
  );
}

export function TestingRoute() {
  const { t } = useLingui();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ChatRouteQueryType> };
  const navigate = useNavigate();
  return (
    <BareChatFrame
      title={t`Testing Agent Chat`}
      subtitle={t`Development testing environment`}
      actions={
        <Button size="sm" variant="ghost" onClick={() => navigate('/chat')}>
          <Trans>Back to chat</Trans>
        </Button>
      }
    >
      <ThreadView
        queryRef={queryRef}
        rememberAsLast={false}
        setTitle={false}
        empty={(ask) => <TestingWelcome onAsk={ask} />}
      />
    </BareChatFrame>
  );
}
