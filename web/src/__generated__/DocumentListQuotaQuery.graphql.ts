/**
 * @generated SignedSource<<78514fd214ea135c37c666e767a13e4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DocumentListQuotaQuery$variables = Record<PropertyKey, never>;
export type DocumentListQuotaQuery$data = {
  readonly viewer: {
    readonly libraryQuota: {
      readonly bytes: number;
      readonly documents: number;
      readonly passages: number;
    };
  } | null | undefined;
};
export type DocumentListQuotaQuery = {
  response: DocumentListQuotaQuery$data;
  variables: DocumentListQuotaQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
      "name": "bytes",
      "storageKey": null
    },
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentListQuotaQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DocumentListQuotaQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7860b58a9d47c6823527931836f64693",
    "id": null,
    "metadata": {},
    "name": "DocumentListQuotaQuery",
    "operationKind": "query",
    "text": "query DocumentListQuotaQuery {\n  viewer {\n    libraryQuota {\n      documents\n      bytes\n      passages\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "25808fba15cbd7ad91ccc59d23809331";

export default node;
