/**
 * What a conversation reads of each of its messages (ChatThread.tsx), wherever the message comes
 * from: the newest page and the answers appended to it (append-steps.ts), or an older page
 * (older-pages.ts). Inline: read with the page that brings it, in the one pass Relay makes over
 * that page, not again message by message with a store subscription each.
 */
import { graphql, readInlineData } from 'react-relay/hooks';
import type { threadSteps_step$data, threadSteps_step$key } from '../../__generated__/threadSteps_step.graphql';

// Its fields are read where the messages are used (ChatThread.tsx and its hooks); ChatStep.tsx reads
// the rest of each message itself (its own fragment, spread here).
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const StepFragment = graphql`
  fragment threadSteps_step on Step @inline {
    id
    databaseId
    seq
    stepType
    status
    output
    lastEventSeq
    isError
    ...ChatStep_step
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

export type ThreadStep = threadSteps_step$data;

export const readStep = (ref: threadSteps_step$key): ThreadStep => readInlineData(StepFragment, ref);
