/**
 * @generated SignedSource<<47a9aae0209d14b879a663a9a62ea8f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectSearchQuery$variables = {
  project: string;
  query: string;
};
export type ProjectSearchQuery$data = {
  readonly searchThreads: {
    readonly __typename: string;
    readonly data?: ReadonlyArray<{
      readonly highlights: ReadonlyArray<{
        readonly end: number;
        readonly start: number;
      }>;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly snippet: string | null | undefined;
      readonly stepId: string | null | undefined;
    }>;
    readonly message?: string;
  };
};
export type ProjectSearchQuery = {
  response: ProjectSearchQuery$data;
  variables: ProjectSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "project"
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
        "kind": "Literal",
        "name": "first",
        "value": 20
      },
      {
        "kind": "Variable",
        "name": "project",
        "variableName": "project"
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
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ProjectSearchQuery",
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
    "name": "ProjectSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0474e5fd7ca81cd20395a2fdc66f640c",
    "id": null,
    "metadata": {},
    "name": "ProjectSearchQuery",
    "operationKind": "query",
    "text": "query ProjectSearchQuery(\n  $query: String!\n  $project: ID!\n) {\n  searchThreads(query: $query, first: 20, project: $project) {\n    __typename\n    ... on QuerySearchThreadsSuccess {\n      data {\n        id\n        name\n        stepId\n        snippet\n        highlights {\n          start\n          end\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2512c0d50561d4291057aa10504a30f6";

export default node;
