/**
 * @generated SignedSource<<e0b5dbfe33329dd60efde76086db5e1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MemoryVisibility = "private" | "public" | "%future added value";
export type useSetMemoryVisibilityMutation$variables = {
  id: string;
  visibility: MemoryVisibility;
};
export type useSetMemoryVisibilityMutation$data = {
  readonly setMemoryVisibility: {
    readonly __typename: string;
    readonly id?: string;
    readonly message?: string;
    readonly visibility?: string;
  };
};
export type useSetMemoryVisibilityMutation = {
  response: useSetMemoryVisibilityMutation$data;
  variables: useSetMemoryVisibilityMutation$variables;
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
    "name": "visibility"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "visibility",
        "variableName": "visibility"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setMemoryVisibility",
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
            "name": "visibility",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetMemoryVisibilityMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetMemoryVisibilityMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f4521c675f056300699f9932e025de00",
    "id": null,
    "metadata": {},
    "name": "useSetMemoryVisibilityMutation",
    "operationKind": "mutation",
    "text": "mutation useSetMemoryVisibilityMutation(\n  $id: ID!\n  $visibility: MemoryVisibility!\n) {\n  setMemoryVisibility(id: $id, visibility: $visibility) {\n    __typename\n    ... on Memory {\n      id\n      visibility\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "deb32dcf7d650a2a760ec176b1099a4b";

export default node;
