/**
 * @generated SignedSource<<5a9e02bf03e6149ed226d41437edb92c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectionCard_model$data = {
  readonly allowed: boolean;
  readonly embedding: boolean;
  readonly id: string;
  readonly name: string;
  readonly supportsImages: boolean;
  readonly supportsTools: boolean;
  readonly " $fragmentType": "ConnectionCard_model";
};
export type ConnectionCard_model$key = {
  readonly " $data"?: ConnectionCard_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_model">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ConnectionCard_model"
};

(node as any).hash = "f8751eb739889a31f01cc1a24b7a9e2a";

export default node;
