/**
 * @generated SignedSource<<9a65e86f98f229753727af14fc9f1bda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MemoryChangeKind = "forgotten" | "updated" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecentMemoryChanges_viewer$data = {
  readonly memoryChanges: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly kind: MemoryChangeKind;
    readonly memoryId: string | null | undefined;
    readonly previous: string | null | undefined;
    readonly sourceThreadId: string | null | undefined;
    readonly sourceThreadName: string | null | undefined;
  }>;
  readonly " $fragmentType": "RecentMemoryChanges_viewer";
};
export type RecentMemoryChanges_viewer$key = {
  readonly " $data"?: RecentMemoryChanges_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentMemoryChanges_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentMemoryChanges_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "MemoryChange",
      "kind": "LinkedField",
      "name": "memoryChanges",
      "plural": true,
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memoryId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previous",
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
          "name": "sourceThreadName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "memoryChanges(first:10)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "80cc58cdbe999899c099c4f266758cd1";

export default node;
