/**
 * @generated SignedSource<<a0c70385fe0597953af737b1d7f9b7b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignupPolicy = "approval" | "closed" | "invite" | "open" | "%future added value";
export type useUpdateAdminSettingsMutation$variables = {
  signupPolicy: SignupPolicy;
};
export type useUpdateAdminSettingsMutation$data = {
  readonly adminUpdateSettings: {
    readonly done: {
      readonly signupPolicy: SignupPolicy;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAdminSettingsMutation = {
  response: useUpdateAdminSettingsMutation$data;
  variables: useUpdateAdminSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signupPolicy"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "signupPolicy",
    "variableName": "signupPolicy"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signupPolicy",
      "storageKey": null
    }
  ],
  "type": "InstanceSettings",
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
    "name": "useUpdateAdminSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateSettings",
        "plural": false,
        "selections": [
          {
            "fragment": (v2/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "done"
          },
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
    "name": "useUpdateAdminSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateSettings",
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
    "cacheID": "3666e044c852fb702e64ba15f8a076a1",
    "id": null,
    "metadata": {},
    "name": "useUpdateAdminSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAdminSettingsMutation(\n  $signupPolicy: SignupPolicy!\n) {\n  adminUpdateSettings(signupPolicy: $signupPolicy) {\n    __typename\n    ... on InstanceSettings {\n      signupPolicy\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "59413ca849ff0ea6f60bf0fcec5f7c3e";

export default node;
