/**
 * @generated SignedSource<<0df941ccc55e12b46b6bfe1674f81f18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type DocumentVisibility = "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentList_document$data = {
  readonly bytes: number | null | undefined;
  readonly createdAt: string;
  readonly failure: string | null | undefined;
  readonly id: string;
  readonly kind: string | null | undefined;
  readonly name: string;
  readonly pages: number | null | undefined;
  readonly sourceUrl: string | null | undefined;
  readonly status: DocumentStatus;
  readonly title: string;
  readonly visibility: DocumentVisibility;
  readonly " $fragmentType": "DocumentList_document";
};
export type DocumentList_document$key = {
  readonly " $data"?: DocumentList_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentList_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentList_document",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "sourceUrl",
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
      "name": "failure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bytes",
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
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "LibraryDocument",
  "abstractKey": null
};

(node as any).hash = "86bc83126d2ff30d2785b7ef137cbeca";

export default node;
