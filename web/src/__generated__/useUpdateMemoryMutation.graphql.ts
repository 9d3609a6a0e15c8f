/**
 * @generated SignedSource<<6cbeb1bd039148c2acbee1fd861e1044>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateMemoryMutation$variables = {
  content: string;
  id: string;
};
export type useUpdateMemoryMutation$data = {
  readonly updateMemory: {
    readonly __typename: string;
    readonly content?: string;
    readonly id?: string;
    readonly message?: string;
    readonly updatedAt?: string;
  };
};
export type useUpdateMemoryMutation = {
  response: useUpdateMemoryMutation$data;
  variables: useUpdateMemoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "content"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "content",
        "variableName": "content"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMemory",
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
            "name": "content",
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
        "type": "Memory",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMemoryMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "useUpdateMemoryMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "10704a96c4b815fffe7004ac824833c5",
    "id": null,
    "metadata": {},
    "name": "useUpdateMemoryMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMemoryMutation(\n  $id: ID!\n  $content: String!\n) {\n  updateMemory(id: $id, content: $content) {\n    __typename\n    ... on Memory {\n      id\n      content\n      updatedAt\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "92fba11fa2104a41f6370fa0972a8162";

export default node;
