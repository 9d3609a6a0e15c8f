/**
 * @generated SignedSource<<8ea734f717002a34a2d713b605fbf0bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemoryItem_memory$data = {
  readonly content: string;
  readonly createdAt: string;
  readonly history: ReadonlyArray<{
    readonly content: string;
    readonly replacedAt: string;
    readonly sourceThreadId: string | null | undefined;
    readonly sourceThreadName: string | null | undefined;
  }>;
  readonly id: string;
  readonly source: string;
  readonly sourceThreadId: string | null | undefined;
  readonly updatedAt: string;
  readonly visibility: string;
  readonly " $fragmentType": "MemoryItem_memory";
};
export type MemoryItem_memory$key = {
  readonly " $data"?: MemoryItem_memory$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceThreadId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemoryItem_memory",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MemoryVersion",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replacedAt",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceThreadName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Memory",
  "abstractKey": null
};
})();

(node as any).hash = "cb889846804700a95c3fdcd0d857405b";

export default node;
