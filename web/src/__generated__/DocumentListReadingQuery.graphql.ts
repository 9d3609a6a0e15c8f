/**
 * @generated SignedSource<<61ef2cfb843799bd5e33b87f11d57f55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type DocumentVisibility = "private" | "public" | "%future added value";
export type DocumentListReadingQuery$variables = {
  id: string;
};
export type DocumentListReadingQuery$data = {
  readonly viewer: {
    readonly document: {
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
    } | null | undefined;
  } | null | undefined;
};
export type DocumentListReadingQuery = {
  response: DocumentListReadingQuery$data;
  variables: DocumentListReadingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "id",
      "variableName": "id"
    }
  ],
  "concreteType": "LibraryDocument",
  "kind": "LinkedField",
  "name": "document",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentListReadingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentListReadingQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a03b0f2c2863fbe94ace11cc69e56f54",
    "id": null,
    "metadata": {},
    "name": "DocumentListReadingQuery",
    "operationKind": "query",
    "text": "query DocumentListReadingQuery(\n  $id: ID!\n) {\n  viewer {\n    document(id: $id) {\n      id\n      name\n      title\n      kind\n      sourceUrl\n      status\n      failure\n      pages\n      bytes\n      visibility\n      createdAt\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec2943f62d605a94bd5e9f7e46dca967";

export default node;
