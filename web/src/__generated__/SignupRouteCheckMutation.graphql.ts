/**
 * @generated SignedSource<<1c94c639b52f9daf0b2597dc5089726c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignupRouteCheckMutation$variables = {
  username: string;
};
export type SignupRouteCheckMutation$data = {
  readonly checkUsername: {
    readonly __typename: string;
    readonly available?: boolean;
    readonly message?: string;
    readonly reason?: string | null | undefined;
  };
};
export type SignupRouteCheckMutation = {
  response: SignupRouteCheckMutation$data;
  variables: SignupRouteCheckMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkUsername",
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
            "name": "available",
            "storageKey": null
          },
          {
            "alias": "reason",
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Availability",
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
    "name": "SignupRouteCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupRouteCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b1370edbb365ebe2edfe556782b5be89",
    "id": null,
    "metadata": {},
    "name": "SignupRouteCheckMutation",
    "operationKind": "mutation",
    "text": "mutation SignupRouteCheckMutation(\n  $username: String!\n) {\n  checkUsername(username: $username) {\n    __typename\n    ... on Availability {\n      available\n      reason: message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7eac47fae9a7bd746953750799b81d45";

export default node;
