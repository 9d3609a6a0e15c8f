/**
 * @generated SignedSource<<3d83ab278cc35e82d3cfd77da871880a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSharedToolServerMutationsRefreshMutation$variables = {
  id: string;
};
export type useSharedToolServerMutationsRefreshMutation$data = {
  readonly adminRefreshMcpServer: {
    readonly id?: string;
    readonly lastError?: string | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSharedToolServerMutationsRefreshMutation = {
  response: useSharedToolServerMutationsRefreshMutation$data;
  variables: useSharedToolServerMutationsRefreshMutation$variables;
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    }
  ],
  "type": "SharedMcpServer",
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
    "name": "useSharedToolServerMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminRefreshMcpServer",
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
    "name": "useSharedToolServerMutationsRefreshMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminRefreshMcpServer",
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
    "cacheID": "8937f390c81bb6db1a8cb3e8db9d6202",
    "id": null,
    "metadata": {},
    "name": "useSharedToolServerMutationsRefreshMutation",
    "operationKind": "mutation",
    "text": "mutation useSharedToolServerMutationsRefreshMutation(\n  $id: ID!\n) {\n  adminRefreshMcpServer(id: $id) {\n    __typename\n    ... on SharedMcpServer {\n      id\n      lastError\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d27223a70e0897f9015de0081ea5d80c";

export default node;
