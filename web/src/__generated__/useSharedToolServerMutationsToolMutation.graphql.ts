/**
 * @generated SignedSource<<fef0a50ff25e9258a3bc820e42233a65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSharedToolServerMutationsToolMutation$variables = {
  id: string;
  on: boolean;
};
export type useSharedToolServerMutationsToolMutation$data = {
  readonly adminUpdateMcpTool: {
    readonly enabledForEveryone?: boolean;
    readonly id?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSharedToolServerMutationsToolMutation = {
  response: useSharedToolServerMutationsToolMutation$data;
  variables: useSharedToolServerMutationsToolMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "on"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "enabledForEveryone",
    "variableName": "on"
  },
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabledForEveryone",
      "storageKey": null
    }
  ],
  "type": "SharedMcpTool",
  "abstractKey": null
},
v3 = {
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
    "name": "useSharedToolServerMutationsToolMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateMcpTool",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": (v3/*:: as any*/),
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
    "name": "useSharedToolServerMutationsToolMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateMcpTool",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "969a2907dfb46f6dc72352f71ce18db3",
    "id": null,
    "metadata": {},
    "name": "useSharedToolServerMutationsToolMutation",
    "operationKind": "mutation",
    "text": "mutation useSharedToolServerMutationsToolMutation(\n  $id: ID!\n  $on: Boolean!\n) {\n  adminUpdateMcpTool(id: $id, enabledForEveryone: $on) {\n    __typename\n    ... on SharedMcpTool {\n      id\n      enabledForEveryone\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "647df9762b5f201e4956c645cc12beae";

export default node;
