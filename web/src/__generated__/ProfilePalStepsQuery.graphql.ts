/**
 * @generated SignedSource<<fe2a77433cb870f03d7f249cbe9cba6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfilePalStepStatus = "answered" | "current" | "skipped" | "todo" | "%future added value";
export type ProfilePalStepsQuery$variables = Record<PropertyKey, never>;
export type ProfilePalStepsQuery$data = {
  readonly viewer: {
    readonly profilePalProgress: {
      readonly current: string | null | undefined;
      readonly done: number;
      readonly steps: ReadonlyArray<{
        readonly label: string;
        readonly required: boolean;
        readonly status: ProfilePalStepStatus;
      }>;
    };
  } | null | undefined;
};
export type ProfilePalStepsQuery = {
  response: ProfilePalStepsQuery$data;
  variables: ProfilePalStepsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ProfilePalProgress",
  "kind": "LinkedField",
  "name": "profilePalProgress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "done",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfilePalStep",
      "kind": "LinkedField",
      "name": "steps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfilePalStepsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfilePalStepsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "69e4baae1388141bcfee1d54392aad0d",
    "id": null,
    "metadata": {},
    "name": "ProfilePalStepsQuery",
    "operationKind": "query",
    "text": "query ProfilePalStepsQuery {\n  viewer {\n    profilePalProgress {\n      done\n      current\n      steps {\n        label\n        status\n        required\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "830c11890accb092645ba20034249e70";

export default node;
