/**
 * @generated SignedSource<<a73bafe5bdf60ef2c00ce9001431d210>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KnowledgeRouteQuery$variables = Record<PropertyKey, never>;
export type KnowledgeRouteQuery$data = {
  readonly viewer: {
    readonly memories: ReadonlyArray<{
      readonly content: string;
      readonly id: string;
      readonly visibility: string;
      readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"MemorySuggestionsSection_viewer" | "RecentMemoryChanges_viewer">;
  } | null | undefined;
};
export type KnowledgeRouteQuery = {
  response: KnowledgeRouteQuery$data;
  variables: KnowledgeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 500
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
  "name": "content",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visibility",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceThreadId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceThreadName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "KnowledgeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MemorySuggestionsSection_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecentMemoryChanges_viewer"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Memory",
            "kind": "LinkedField",
            "name": "memories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MemoryItem_memory"
              }
            ],
            "storageKey": "memories(first:500)"
          }
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
    "name": "KnowledgeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "MemorySuggestion",
            "kind": "LinkedField",
            "name": "memorySuggestions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceStepId",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 10
              }
            ],
            "concreteType": "MemoryChange",
            "kind": "LinkedField",
            "name": "memoryChanges",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "memoryId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previous",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": "memoryChanges(first:10)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Memory",
            "kind": "LinkedField",
            "name": "memories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v6/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "replacedAt",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "memories(first:500)"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e9e3898cc9a77352e8dffdb640873677",
    "id": null,
    "metadata": {},
    "name": "KnowledgeRouteQuery",
    "operationKind": "query",
    "text": "query KnowledgeRouteQuery {\n  viewer {\n    ...MemorySuggestionsSection_viewer\n    ...RecentMemoryChanges_viewer\n    memories(first: 500) {\n      id\n      content\n      visibility\n      ...MemoryItem_memory\n    }\n    id\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n  history {\n    content\n    replacedAt\n    sourceThreadId\n    sourceThreadName\n  }\n}\n\nfragment MemorySuggestionsSection_viewer on User {\n  memorySuggestions {\n    id\n    content\n    sourceThreadId\n    sourceThreadName\n    sourceStepId\n  }\n}\n\nfragment RecentMemoryChanges_viewer on User {\n  memoryChanges(first: 10) {\n    id\n    kind\n    memoryId\n    previous\n    sourceThreadId\n    sourceThreadName\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc96acee8ab2cb761bbbe6d94724b4bd";

export default node;
