/**
 * @generated SignedSource<<594f8edb2e014600cbdfbe56a4820dc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type DocumentVisibility = "private" | "public" | "%future added value";
export type DocumentListNewestQuery$variables = {
  search?: string | null | undefined;
};
export type DocumentListNewestQuery$data = {
  readonly viewer: {
    readonly documentsConnection: {
      readonly edges: ReadonlyArray<{
        readonly node: {
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
        };
      }>;
    };
    readonly libraryQuota: {
      readonly bytes: number;
      readonly documents: number;
      readonly passages: number;
    };
  } | null | undefined;
};
export type DocumentListNewestQuery = {
  response: DocumentListNewestQuery$data;
  variables: DocumentListNewestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
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
  "args": null,
  "kind": "ScalarField",
  "name": "bytes",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    },
    {
      "kind": "Variable",
      "name": "search",
      "variableName": "search"
    }
  ],
  "concreteType": "LibraryDocumentConnection",
  "kind": "LinkedField",
  "name": "documentsConnection",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LibraryDocumentEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LibraryDocument",
          "kind": "LinkedField",
          "name": "node",
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
            (v2/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "LibraryQuota",
  "kind": "LinkedField",
  "name": "libraryQuota",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documents",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passages",
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
    "name": "DocumentListNewestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "DocumentListNewestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1be1a1636b873e310e1b16bcef677194",
    "id": null,
    "metadata": {},
    "name": "DocumentListNewestQuery",
    "operationKind": "query",
    "text": "query DocumentListNewestQuery(\n  $search: String\n) {\n  viewer {\n    documentsConnection(first: 100, search: $search) {\n      edges {\n        node {\n          id\n          name\n          title\n          kind\n          sourceUrl\n          status\n          failure\n          pages\n          bytes\n          visibility\n          createdAt\n        }\n      }\n    }\n    libraryQuota {\n      documents\n      bytes\n      passages\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "547c8185f39c915d685eeae49a477e5f";

export default node;
