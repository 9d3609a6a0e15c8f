/**
 * @generated SignedSource<<65bd84824da994ab8e27ed1b20b56629>>
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
  readonly step?: {
    readonly id: string;
    readonly lastEventSeq: number;
    readonly output: string | null | undefined;
    readonly status: string;
  };
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

(node as any).hash = "d6c44fec1016e4b2f44a4f95d4f6235c";

export default node;
