/**
 * @generated SignedSource<<d56c0ba17a45973e5655aed33ef02b07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSharedToolServerMutationsRemoveMutation$variables = {
  id: string;
};
export type useSharedToolServerMutationsRemoveMutation$data = {
  readonly adminRemoveMcpServer: {
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSharedToolServerMutationsRemoveMutation = {
  response: useSharedToolServerMutationsRemoveMutation$data;
  variables: useSharedToolServerMutationsRemoveMutation$variables;
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSharedToolServerMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminRemoveMcpServer",
        "plural": false,
        "selections": [
          {
            "fragment": (v2/*:: as any*/),
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
    "name": "useSharedToolServerMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminRemoveMcpServer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "type": "Deleted",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "019db610601402851c6914aa956aa803",
    "id": null,
    "metadata": {},
    "name": "useSharedToolServerMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useSharedToolServerMutationsRemoveMutation(\n  $id: ID!\n) {\n  adminRemoveMcpServer(id: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Deleted {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2672dd30a22a8770c7c7c2215881c983";

export default node;
