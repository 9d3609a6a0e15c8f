/**
 * @generated SignedSource<<b2c9863b4e0013d420abe4df54313afa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemoryVisibility = "private" | "public" | "%future added value";
export type useCreateMemoryMutation$variables = {
  content: string;
  visibility: MemoryVisibility;
};
export type useCreateMemoryMutation$data = {
  readonly createMemory: {
    readonly __typename: string;
    readonly MemoryItem_memory?: {
      readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
    } | null | undefined;
    readonly id?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useCreateMemoryMutation$rawResponse = {
  readonly createMemory: {
    readonly __typename: "Memory";
    readonly content: string;
    readonly createdAt: string;
    readonly history: ReadonlyArray<{
      readonly content: string;
      readonly replacedAt: string;
      readonly sourceThreadId: string | null | undefined;
      readonly sourceThreadName: string | null | undefined;
    }>;
    readonly id: string;
    readonly source: string;
    readonly sourceThreadId: string | null | undefined;
    readonly updatedAt: string;
    readonly visibility: string;
  } | {
    readonly __typename: string;
    readonly __isError?: string;
    readonly message?: string;
  };
};
export type useCreateMemoryMutation = {
  rawResponse: useCreateMemoryMutation$rawResponse;
  response: useCreateMemoryMutation$data;
  variables: useCreateMemoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "content"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visibility"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "content",
    "variableName": "content"
  },
  {
    "kind": "Variable",
    "name": "visibility",
    "variableName": "visibility"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceThreadId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateMemoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createMemory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "MemoryItem_memory"
                    }
                  ],
                  "type": "Memory",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "MemoryItem_memory"
              }
            ],
            "type": "Memory",
            "abstractKey": null
          },
          {
            "fragment": (v4/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateMemoryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createMemory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
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
                "name": "source",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
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
                "concreteType": "MemoryVersion",
                "kind": "LinkedField",
                "name": "history",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "replacedAt",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sourceThreadName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Memory",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9c7bfe2113acfa8dc3ad3aca6ebd1ad3",
    "id": null,
    "metadata": {},
    "name": "useCreateMemoryMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateMemoryMutation(\n  $content: String!\n  $visibility: MemoryVisibility!\n) {\n  createMemory(content: $content, visibility: $visibility) {\n    __typename\n    ... on Memory {\n      id\n      ...MemoryItem_memory\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n  history {\n    content\n    replacedAt\n    sourceThreadId\n    sourceThreadName\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f7a367116f0c1217d41fa6ec3443ee7";

export default node;
