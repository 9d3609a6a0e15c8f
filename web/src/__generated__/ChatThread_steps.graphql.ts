/**
 * @generated SignedSource<<91f68854fc90417331bacbf388b3e659>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatThread_steps$data = ReadonlyArray<{
  readonly databaseId: string;
  readonly id: string;
  readonly isError: boolean;
  readonly lastEventSeq: number;
  readonly output: string | null | undefined;
  readonly seq: number;
  readonly status: string;
  readonly stepType: string;
  readonly " $fragmentSpreads": FragmentRefs<"ChatStep_step">;
  readonly " $fragmentType": "ChatThread_steps";
}>;
export type ChatThread_steps$key = ReadonlyArray<{
  readonly " $data"?: ChatThread_steps$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatThread_steps">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ChatThread_steps",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stepType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "output",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastEventSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isError",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatStep_step"
    }
  ],
  "type": "Step",
  "abstractKey": null
};

(node as any).hash = "c101c9341d7c9839c73554b14c569de0";

export default node;
