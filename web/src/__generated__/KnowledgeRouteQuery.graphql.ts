/**
 * @generated SignedSource<<bde750b59342ee2b7a711e60b00ab54a>>
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
      readonly id: string;
      readonly visibility: string;
      readonly " $fragmentSpreads": FragmentRefs<"MemoryItem_memory">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"MemorySuggestionsSection_viewer">;
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
  "name": "visibility",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceThreadId",
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
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Memory",
            "kind": "LinkedField",
            "name": "memories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceThreadName",
                "storageKey": null
              },
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
    "cacheID": "b313525b94830df496c11439f696937e",
    "id": null,
    "metadata": {},
    "name": "KnowledgeRouteQuery",
    "operationKind": "query",
    "text": "query KnowledgeRouteQuery {\n  viewer {\n    ...MemorySuggestionsSection_viewer\n    memories(first: 500) {\n      id\n      visibility\n      ...MemoryItem_memory\n    }\n    id\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n}\n\nfragment MemorySuggestionsSection_viewer on User {\n  memorySuggestions {\n    id\n    content\n    sourceThreadId\n    sourceThreadName\n    sourceStepId\n  }\n}\n"
  }
};
})();

(node as any).hash = "7348d7623b1c4154dfc781c3206253cc";

export default node;
