/**
 * @generated SignedSource<<1e15e7ceb9edb852f6455b4c3385e671>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type fieldError_refusal$data = {
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "fieldError_refusal";
};
export type fieldError_refusal$key = {
  readonly " $data"?: fieldError_refusal$data;
  readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "fieldError_refusal"
};

(node as any).hash = "25e44d412003d89db77bd047efcccbe1";

export default node;
