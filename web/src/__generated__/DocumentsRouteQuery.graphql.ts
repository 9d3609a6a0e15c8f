/**
 * @generated SignedSource<<f399e890eba5fd10ab096b823e2391e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type DocumentVisibility = "private" | "public" | "%future added value";
export type DocumentsRouteQuery$variables = {
  search?: string | null | undefined;
};
export type DocumentsRouteQuery$data = {
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
      readonly pageInfo: {
        readonly hasNextPage: boolean;
      };
    };
    readonly libraryQuota: {
      readonly bytes: number;
      readonly documents: number;
      readonly maxBytes: number;
      readonly maxDocuments: number;
      readonly maxPassages: number;
      readonly passages: number;
    };
  } | null | undefined;
};
export type DocumentsRouteQuery = {
  response: DocumentsRouteQuery$data;
  variables: DocumentsRouteQuery$variables;
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
      "concreteType": "PageInfo",
      "kind": "LinkedField",
      "name": "pageInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasNextPage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxDocuments",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxBytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxPassages",
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
    "name": "DocumentsRouteQuery",
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
    "name": "DocumentsRouteQuery",
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
    "cacheID": "823292fd64549cdfc1cbf8e5a7ea8a8b",
    "id": null,
    "metadata": {},
    "name": "DocumentsRouteQuery",
    "operationKind": "query",
    "text": "query DocumentsRouteQuery(\n  $search: String\n) {\n  viewer {\n    documentsConnection(first: 100, search: $search) {\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          name\n          title\n          kind\n          sourceUrl\n          status\n          failure\n          pages\n          bytes\n          visibility\n          createdAt\n        }\n      }\n    }\n    libraryQuota {\n      documents\n      maxDocuments\n      bytes\n      maxBytes\n      passages\n      maxPassages\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "570a27ce9439ff11f235ffc723733288";

export default node;
