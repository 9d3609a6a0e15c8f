/**
 * @generated SignedSource<<5cbe2993f146894ff49ebf26b73a486e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMarkThreadViewedMutation$variables = {
  threadId: string;
};
export type useMarkThreadViewedMutation$data = {
  readonly markThreadViewed: {
    readonly ProfilePalBadge_thread?: {
      readonly " $fragmentSpreads": FragmentRefs<"ProfilePalBadge_thread">;
    } | null | undefined;
    readonly id?: string;
  };
};
export type useMarkThreadViewedMutation = {
  response: useMarkThreadViewedMutation$data;
  variables: useMarkThreadViewedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "threadId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
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
    "name": "useMarkThreadViewedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markThreadViewed",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ProfilePalBadge_thread"
                    }
                  ],
                  "type": "Thread",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "ProfilePalBadge_thread"
              }
            ],
            "type": "Thread",
            "abstractKey": null
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
    "name": "useMarkThreadViewedMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markThreadViewed",
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
              (v2/*:: as any*/),
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
              }
            ],
            "type": "Thread",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d9fb96425da33586a1f10bd002be0819",
    "id": null,
    "metadata": {},
    "name": "useMarkThreadViewedMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkThreadViewedMutation(\n  $threadId: ID!\n) {\n  markThreadViewed(threadId: $threadId) {\n    __typename\n    ... on Thread {\n      id\n      ...ProfilePalBadge_thread\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment ProfilePalBadge_thread on Thread {\n  history(last: 5) {\n    edges {\n      node {\n        stepType\n        viewedAt\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e4600a27cda445fb99f308bfa7b108d";

export default node;
