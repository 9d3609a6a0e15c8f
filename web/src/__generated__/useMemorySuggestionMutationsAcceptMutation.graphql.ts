/**
 * @generated SignedSource<<e8433dd5b227105750a2d9d06f72eae4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMemorySuggestionMutationsAcceptMutation$variables = {
  ids: ReadonlyArray<string>;
  memories: ReadonlyArray<string>;
  suggestions: ReadonlyArray<string>;
};
export type useMemorySuggestionMutationsAcceptMutation$data = {
  readonly acceptMemorySuggestions: {
    readonly __typename: "AcceptedMemorySuggestions";
    readonly memories: ReadonlyArray<{
      readonly MemoryItem_memory: {
        readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
      };
      readonly id: string;
      readonly visibility: string;
    }>;
    readonly suggestionIds: ReadonlyArray<string>;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMemorySuggestionMutationsAcceptMutation = {
  response: useMemorySuggestionMutationsAcceptMutation$data;
  variables: useMemorySuggestionMutationsAcceptMutation$variables;
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
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v10 = {
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
    "name": "useMemorySuggestionMutationsAcceptMutation",
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useMemorySuggestionMutationsAcceptMutation",
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
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
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
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "replacedAt",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "356f383398685b7d9407854a2f21273b",
    "id": null,
    "metadata": {},
    "name": "useMemorySuggestionMutationsAcceptMutation",
    "operationKind": "mutation",
    "text": "mutation useMemorySuggestionMutationsAcceptMutation(\n  $ids: [ID!]!\n) {\n  acceptMemorySuggestions(ids: $ids) {\n    __typename\n    ... on AcceptedMemorySuggestions {\n      suggestionIds\n      memories {\n        id\n        visibility\n        ...MemoryItem_memory\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n  history {\n    content\n    replacedAt\n    sourceThreadId\n    sourceThreadName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4172dc3a37ec90f0538482cd6eef1f4";

export default node;
