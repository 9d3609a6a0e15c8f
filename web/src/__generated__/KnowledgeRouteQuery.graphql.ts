/**
 * @generated SignedSource<<51c76dca4a7b1af854ac5ab7a69ccf4a>>
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
            "args": (v0/*:: as any*/),
            "concreteType": "Memory",
            "kind": "LinkedField",
            "name": "memories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceThreadId",
                "storageKey": null
              },
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
    "cacheID": "60a9377318cef1be6ce6125fac3f2f59",
    "id": null,
    "metadata": {},
    "name": "KnowledgeRouteQuery",
    "operationKind": "query",
    "text": "query KnowledgeRouteQuery {\n  viewer {\n    memories(first: 500) {\n      id\n      visibility\n      ...MemoryItem_memory\n    }\n    id\n  }\n}\n\nfragment MemoryItem_memory on Memory {\n  id\n  content\n  visibility\n  source\n  sourceThreadId\n  createdAt\n  updatedAt\n}\n"
  }
};
})();

(node as any).hash = "312435fef0dfaab38a887d73eae0c956";

export default node;
