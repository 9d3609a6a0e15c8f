/**
 * @generated SignedSource<<2f531b4c2b18c69f048bf106dbb03340>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HistorySearchQuery$variables = {
  query: string;
};
export type HistorySearchQuery$data = {
  readonly searchThreads: {
    readonly __typename: "QuerySearchThreadsSuccess";
    readonly data: ReadonlyArray<{
      readonly highlights: ReadonlyArray<{
        readonly end: number;
        readonly start: number;
      }>;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly snippet: string | null | undefined;
      readonly stepId: string | null | undefined;
    }>;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type HistorySearchQuery = {
  response: HistorySearchQuery$data;
  variables: HistorySearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
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
                "name": "stepId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "snippet",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TextRange",
                "kind": "LinkedField",
                "name": "highlights",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "start",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "end",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QuerySearchThreadsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HistorySearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HistorySearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6515e818e1e32b44ea02604b05b8460c",
    "id": null,
    "metadata": {},
    "name": "HistorySearchQuery",
    "operationKind": "query",
    "text": "query HistorySearchQuery(\n  $query: String!\n) {\n  searchThreads(query: $query, first: 50) {\n    __typename\n    ... on QuerySearchThreadsSuccess {\n      data {\n        id\n        name\n        stepId\n        snippet\n        highlights {\n          start\n          end\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a799f853733ff6e9761cd185b7a2536f";

export default node;
