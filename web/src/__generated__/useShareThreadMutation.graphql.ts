/**
 * @generated SignedSource<<d8c53019ae57d4df47c36e9fa5bd39b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useShareThreadMutation$variables = {
  connections: ReadonlyArray<string>;
  threadId: string;
};
export type useShareThreadMutation$data = {
  readonly shareThread: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly shared: {
      readonly share: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SharedLinkRow_link">;
      };
      readonly token: string;
      readonly url: string;
    } | null | undefined;
  };
};
export type useShareThreadMutation = {
  response: useShareThreadMutation$data;
  variables: useShareThreadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useShareThreadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "shareThread",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SharedLink",
                  "kind": "LinkedField",
                  "name": "share",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SharedLinkRow_link"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "ShareThreadPayload",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "shared"
          },
          {
            "fragment": (v7/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useShareThreadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "shareThread",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SharedLink",
                "kind": "LinkedField",
                "name": "share",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "messageCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
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
                "name": "share",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "SharedLinkEdge"
                  }
                ]
              }
            ],
            "type": "ShareThreadPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ff685ff7d6143ffdb3e31cd018eefe51",
    "id": null,
    "metadata": {},
    "name": "useShareThreadMutation",
    "operationKind": "mutation",
    "text": "mutation useShareThreadMutation(\n  $threadId: ID!\n) {\n  shareThread(threadId: $threadId) {\n    __typename\n    ... on ShareThreadPayload {\n      token\n      url\n      share {\n        id\n        ...SharedLinkRow_link\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment SharedLinkRow_link on SharedLink {\n  id\n  token\n  url\n  title\n  messageCount\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "aa07b40592c7551b322692369b4d6c59";

export default node;
