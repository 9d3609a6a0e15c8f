/**
 * @generated SignedSource<<e76817e05f610a7230c24461e7580587>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePalBadgeQuery$variables = {
  id: string;
};
export type ProfilePalBadgeQuery$data = {
  readonly thread: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfilePalBadge_thread">;
  } | null | undefined;
};
export type ProfilePalBadgeQuery = {
  response: ProfilePalBadgeQuery$data;
  variables: ProfilePalBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePalBadgeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfilePalBadge_thread"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePalBadgeQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Thread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "last",
                "value": 5
              }
            ],
            "concreteType": "ThreadHistoryConnection",
            "kind": "LinkedField",
            "name": "history",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ThreadHistoryConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Step",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "stepType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "viewedAt",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "history(last:5)"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "60495a2609b5f534c99de8a574d38931",
    "id": null,
    "metadata": {},
    "name": "ProfilePalBadgeQuery",
    "operationKind": "query",
    "text": "query ProfilePalBadgeQuery(\n  $id: ID!\n) {\n  thread(id: $id) {\n    ...ProfilePalBadge_thread\n    id\n  }\n}\n\nfragment ProfilePalBadge_thread on Thread {\n  history(last: 5) {\n    edges {\n      node {\n        stepType\n        viewedAt\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3b2c2379651be63d449db4e6d2c3ced";

export default node;
