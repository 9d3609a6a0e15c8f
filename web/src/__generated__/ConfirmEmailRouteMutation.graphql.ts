/**
 * @generated SignedSource<<52f80268aaa61197eb347bcb89722976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConfirmEmailRouteMutation$variables = {
  token: string;
};
export type ConfirmEmailRouteMutation$data = {
  readonly confirmEmailChange: {
    readonly __typename: string;
    readonly changed: {
      readonly email: string;
    } | null | undefined;
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
    } | null | undefined;
  };
};
export type ConfirmEmailRouteMutation = {
  response: ConfirmEmailRouteMutation$data;
  variables: ConfirmEmailRouteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "EmailChanged",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConfirmEmailRouteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "confirmEmailChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": (v3/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "changed"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "fieldError_refusal",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
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
    "name": "ConfirmEmailRouteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "confirmEmailChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4da0a2416cf88d86f902fc317df8efcc",
    "id": null,
    "metadata": {},
    "name": "ConfirmEmailRouteMutation",
    "operationKind": "mutation",
    "text": "mutation ConfirmEmailRouteMutation(\n  $token: String!\n) {\n  confirmEmailChange(token: $token) {\n    __typename\n    ... on EmailChanged {\n      email\n    }\n    ...fieldError_refusal\n  }\n}\n\nfragment fieldError_refusal on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d01c549391424eeaff7609e95a1fc70";

export default node;
