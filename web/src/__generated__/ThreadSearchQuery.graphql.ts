/**
 * @generated SignedSource<<113b3d61ea58576228746a091b10f4b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThreadSearchQuery$variables = {
  first: number;
  query: string;
};
export type ThreadSearchQuery$data = {
  readonly searchThreads: {
    readonly __typename: "QuerySearchThreadsSuccess";
    readonly data: ReadonlyArray<{
      readonly id: string;
      readonly name: string | null | undefined;
      readonly updatedAt: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ThreadSearchQuery = {
  response: ThreadSearchQuery$data;
  variables: ThreadSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "searchThreads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ThreadSearchResult",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "name",
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
            "storageKey": null
          }
        ],
        "type": "QuerySearchThreadsSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ThreadSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ThreadSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "f8fa9faa95d3f6cd4f70577a47aa6904",
    "id": null,
    "metadata": {},
    "name": "ThreadSearchQuery",
    "operationKind": "query",
    "text": "query ThreadSearchQuery(\n  $query: String!\n  $first: Int!\n) {\n  searchThreads(query: $query, first: $first) {\n    __typename\n    ... on QuerySearchThreadsSuccess {\n      data {\n        id\n        name\n        updatedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c53be2da88e90f1c8dba63385f5ccf7";

export default node;
