/**
 * @generated SignedSource<<4e41b6dfb94684d7152ea7c2e2666144>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TokenScope = "data" | "read" | "%future added value";
export type useCreateAccessTokenMutation$variables = {
  connections: ReadonlyArray<string>;
  name: string;
  scope: TokenScope;
};
export type useCreateAccessTokenMutation$data = {
  readonly createAccessToken: {
    readonly __typename: string;
    readonly created: {
      readonly session: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
      };
      readonly token: string;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useCreateAccessTokenMutation = {
  response: useCreateAccessTokenMutation$data;
  variables: useCreateAccessTokenMutation$variables;
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
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scope"
},
v3 = [
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "scope",
    "variableName": "scope"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAccessTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAccessToken",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "DeviceSession",
                  "kind": "LinkedField",
                  "name": "session",
                  "plural": false,
                  "selections": [
                    (v6/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "SessionRow_session"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "type": "AccessToken",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "created"
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
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateAccessTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAccessToken",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceSession",
                "kind": "LinkedField",
                "name": "session",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
                    "name": "scope",
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
                    "name": "userAgent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "current",
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
                    "name": "lastUsedAt",
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
                "name": "session",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "DeviceSessionEdge"
                  }
                ]
              }
            ],
            "type": "AccessToken",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bb954c2d395f04af35133e769178ae37",
    "id": null,
    "metadata": {},
    "name": "useCreateAccessTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAccessTokenMutation(\n  $name: String!\n  $scope: TokenScope!\n) {\n  createAccessToken(name: $name, scope: $scope) {\n    __typename\n    ... on AccessToken {\n      token\n      session {\n        id\n        ...SessionRow_session\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment SessionRow_session on DeviceSession {\n  id\n  kind\n  scope\n  name\n  userAgent\n  ip\n  current\n  createdAt\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "f3f184824fdbb8e47e5fc487aa78eee7";

export default node;
