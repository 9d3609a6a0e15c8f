/**
 * @generated SignedSource<<274899b161c686d043d6717bdc25e63f>>
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
      readonly highlights: ReadonlyArray<{
        readonly end: number;
        readonly start: number;
      }>;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly snippet: string | null | undefined;
      readonly stepId: string | null | undefined;
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
    "cacheID": "52f0889d2a058aa0d39c680d8d3e3ff5",
    "id": null,
    "metadata": {},
    "name": "ThreadSearchQuery",
    "operationKind": "query",
    "text": "query ThreadSearchQuery(\n  $query: String!\n  $first: Int!\n) {\n  searchThreads(query: $query, first: $first) {\n    __typename\n    ... on QuerySearchThreadsSuccess {\n      data {\n        id\n        name\n        updatedAt\n        stepId\n        snippet\n        highlights {\n          start\n          end\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca66235424776c30e19f07485584aaf3";

export default node;
