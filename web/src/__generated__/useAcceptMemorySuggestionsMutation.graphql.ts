/**
 * @generated SignedSource<<c20f712ad2055cfef3266d8ef035c567>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAcceptMemorySuggestionsMutation$variables = {
  ids: ReadonlyArray<string>;
  memories: ReadonlyArray<string>;
  suggestions: ReadonlyArray<string>;
};
export type useAcceptMemorySuggestionsMutation$data = {
  readonly acceptMemorySuggestions: {
    readonly __typename: string;
    readonly memories?: ReadonlyArray<{
      readonly MemoryItem_memory: {
        readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
      };
      readonly id: string;
      readonly visibility: string;
    }>;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly suggestionIds?: ReadonlyArray<string>;
  };
};
export type useAcceptMemorySuggestionsMutation = {
  response: useAcceptMemorySuggestionsMutation$data;
  variables: useAcceptMemorySuggestionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "memories"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "suggestions"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
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
  "name": "suggestionIds",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visibility",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v8 = {
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
    "name": "useAcceptMemorySuggestionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptMemorySuggestions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Memory",
                "kind": "LinkedField",
                "name": "memories",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                "storageKey": null
              }
            ],
            "type": "AcceptedMemorySuggestions",
            "abstractKey": null
          },
          {
            "fragment": (v6/*:: as any*/),
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
    "name": "useAcceptMemorySuggestionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptMemorySuggestions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "suggestionIds",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "suggestions"
                  }
                ]
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Memory",
                "kind": "LinkedField",
                "name": "memories",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "replacedAt",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
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
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "memories",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "memories"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "MemoryEdge"
                  }
                ]
              }
            ],
            "type": "AcceptedMemorySuggestions",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b37d9337f44013f28aeed62eb50be85e",
    "id": null,
    "metadata": {},
    "name": "useAcceptMemorySuggestionsMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptMemorySuggestionsMutation(\n  $ids: [ID!]!\n) {\n  acceptMemorySuggestions(ids: $ids) {\n    __typename\n    ... on AcceptedMemorySuggestions {\n      suggestionIds\n      memories {\n        id\n        visibility\n        ...MemoryItem_memory\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n  history {\n    content\n    replacedAt\n    sourceThreadId\n    sourceThreadName\n  }\n}\n"
  }
};
})();

(node as any).hash = "054f3167cb9fe1bc3f76d665bc4d065b";

export default node;
