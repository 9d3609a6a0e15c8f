/**
 * @generated SignedSource<<46718c78b93eb3fa37dab45d00ba2f64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSettingsMutationsPasswordMutation$variables = {
  currentPassword: string;
  newPassword: string;
};
export type useSettingsMutationsPasswordMutation$data = {
  readonly changePassword: {
    readonly __typename: "PasswordChanged";
    readonly endedSessions: number;
    readonly message: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly field: string;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSettingsMutationsPasswordMutation = {
  response: useSettingsMutationsPasswordMutation$data;
  variables: useSettingsMutationsPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "currentPassword"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newPassword"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "currentPassword",
        "variableName": "currentPassword"
      },
      {
        "kind": "Variable",
        "name": "newPassword",
        "variableName": "newPassword"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "changePassword",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endedSessions",
            "storageKey": null
          }
        ],
        "type": "PasswordChanged",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "RateLimitedError",
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
    "name": "useSettingsMutationsPasswordMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSettingsMutationsPasswordMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "08669105ca1ad39cb3a2bdff4b20b4fc",
    "id": null,
    "metadata": {},
    "name": "useSettingsMutationsPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useSettingsMutationsPasswordMutation(\n  $currentPassword: String!\n  $newPassword: String!\n) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n    __typename\n    ... on PasswordChanged {\n      message\n      endedSessions\n    }\n    ... on ValidationError {\n      field\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on RateLimitedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f460e86fe3368d0288d7fab0eade160";

export default node;
