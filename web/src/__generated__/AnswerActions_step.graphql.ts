/**
 * @generated SignedSource<<bcc68c9b68f5195a4eb25f4aba019cd0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type FeedbackRating = "down" | "up" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AnswerActions_step$data = {
  readonly agentModel: string | null | undefined;
  readonly answeredOffline: boolean;
  readonly answeredWithoutTools: boolean;
  readonly createdAt: string;
  readonly databaseId: string;
  readonly feedback: {
    readonly comment: string | null | undefined;
    readonly rating: FeedbackRating;
  } | null | undefined;
  readonly id: string;
  readonly isError: boolean;
  readonly totalTimeMs: number | null | undefined;
  readonly " $fragmentType": "AnswerActions_step";
};
export type AnswerActions_step$key = {
  readonly " $data"?: AnswerActions_step$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerActions_step">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AnswerActions_step"
};

(node as any).hash = "60a65f75448a7bc95a0ea70fd0f9b057";

export default node;
