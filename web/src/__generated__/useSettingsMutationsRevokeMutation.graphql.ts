/**
 * @generated SignedSource<<4cdb40a8ee7e3db7f8585ef0baa6c48b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSettingsMutationsRevokeMutation$variables = {
  id: string;
};
export type useSettingsMutationsRevokeMutation$data = {
  readonly revokeSession: {
    readonly __typename: "Deleted";
    readonly id: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSettingsMutationsRevokeMutation = {
  response: useSettingsMutationsRevokeMutation$data;
  variables: useSettingsMutationsRevokeMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeSession",
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
          }
        ],
        "type": "Deleted",
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
        "type": "NotFoundError",
        "abstractKey": null
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
    "name": "useSettingsMutationsRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSettingsMutationsRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c6f22e8a35a5ca9b4f03cbd04e6847c2",
    "id": null,
    "metadata": {},
    "name": "useSettingsMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation useSettingsMutationsRevokeMutation(\n  $id: ID!\n) {\n  revokeSession(id: $id) {\n    __typename\n    ... on Deleted {\n      id\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2be82c69e85f7824941aebb1466dcbd6";

export default node;
