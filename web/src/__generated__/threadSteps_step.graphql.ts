/**
 * @generated SignedSource<<8f49503f9379ce078482a4ab5be8f319>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type threadSteps_step$data = {
  readonly databaseId: string;
  readonly id: string;
  readonly isError: boolean;
  readonly lastEventSeq: number;
  readonly output: string | null | undefined;
  readonly seq: number;
  readonly status: string;
  readonly stepType: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChatStep_step">;
  readonly " $fragmentType": "threadSteps_step";
};
export type threadSteps_step$key = {
  readonly " $data"?: threadSteps_step$data;
  readonly " $fragmentSpreads": FragmentRefs<"threadSteps_step">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "threadSteps_step"
};

(node as any).hash = "4bd78cf3bab9038fca2107bb579a760e";

export default node;
