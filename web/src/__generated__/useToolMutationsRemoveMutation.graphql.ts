/**
 * @generated SignedSource<<a63a9a2d233c0a89d340bf23bd61d0f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useToolMutationsRemoveMutation$variables = {
  id: string;
};
export type useToolMutationsRemoveMutation$data = {
  readonly removeMcpServer: {
    readonly __typename: string;
  };
};
export type useToolMutationsRemoveMutation = {
  response: useToolMutationsRemoveMutation$data;
  variables: useToolMutationsRemoveMutation$variables;
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
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useToolMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeMcpServer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useToolMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeMcpServer",
        "plural": false,
        "selections": [
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
    "cacheID": "c2dc55eef7572bde9ed3049d537fa665",
    "id": null,
    "metadata": {},
    "name": "useToolMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useToolMutationsRemoveMutation(\n  $id: ID!\n) {\n  removeMcpServer(id: $id) {\n    __typename\n    ... on Deleted {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd20646da0f0e7b60d0c8e4a2db4e1d5";

export default node;
