/**
 * @generated SignedSource<<0a84cff5b4c9f37078854fd946da0e7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useChatRun_event$data = {
  readonly __typename: string;
  readonly args?: unknown;
  readonly assistantStepId?: string;
  readonly delta?: string;
  readonly displayName?: string;
  readonly durationMs?: number;
  readonly errorType?: string;
  readonly estimatedTokens?: number;
  readonly finalStatus?: string | null | undefined;
  readonly inputParams?: unknown | null | undefined;
  readonly lastSeq?: number;
  readonly message?: string;
  readonly messageCount?: number;
  readonly name?: string;
  readonly oldId?: string | null | undefined;
  readonly output?: unknown | null | undefined;
  readonly reason?: string;
  readonly seq?: number;
  readonly status?: string;
  readonly text?: string;
  readonly toolCallId?: string;
  readonly totalChars?: number;
  readonly userStepId?: string;
  readonly " $fragmentType": "useChatRun_event";
};
export type useChatRun_event$key = {
  readonly " $data"?: useChatRun_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"useChatRun_event">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useChatRun_event"
};

(node as any).hash = "86e324e7d1a15937b0fd0609f190c62d";

export default node;
