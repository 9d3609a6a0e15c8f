/**
 * @generated SignedSource<<5d81b11affdf66c32d2f2f1d37ec9c32>>
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

const node: ReaderFragment = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceThreadId",
      "storageKey": null
    },
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
    }
  ],
  "type": "Memory",
  "abstractKey": null
};

(node as any).hash = "946289ccf4b90c55e331f0c3d1125a1b";

export default node;
