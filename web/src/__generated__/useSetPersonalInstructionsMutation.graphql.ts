/**
 * @generated SignedSource<<4a3136bc2be0d80947b9f7ff7d9bcb4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSetPersonalInstructionsMutation$variables = {
  about?: string | null | undefined;
  style?: string | null | undefined;
};
export type useSetPersonalInstructionsMutation$data = {
  readonly setPersonalInstructions: {
    readonly __typename: string;
    readonly refusal: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldError_refusal">;
    } | null | undefined;
    readonly saved: {
      readonly about: string | null | undefined;
      readonly style: string | null | undefined;
    } | null | undefined;
  };
};
export type useSetPersonalInstructionsMutation = {
  response: useSetPersonalInstructionsMutation$data;
  variables: useSetPersonalInstructionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "about"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "style"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "about",
    "variableName": "about"
  },
  {
    "kind": "Variable",
    "name": "style",
    "variableName": "style"
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
      "name": "about",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "style",
      "storageKey": null
    }
  ],
  "type": "PersonalInstructions",
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
    "name": "useSetPersonalInstructionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setPersonalInstructions",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": (v3/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "saved"
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
    "name": "useSetPersonalInstructionsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setPersonalInstructions",
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
    "cacheID": "3cb872082f295c0e193e2fe3021183e8",
    "id": null,
    "metadata": {},
    "name": "useSetPersonalInstructionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetPersonalInstructionsMutation(\n  $about: String\n  $style: String\n) {\n  setPersonalInstructions(about: $about, style: $style) {\n    __typename\n    ... on PersonalInstructions {\n      about\n      style\n    }\n    ...fieldError_refusal\n  }\n}\n\nfragment fieldError_refusal on Error {\n  __isError: __typename\n  message\n  ... on ValidationError {\n    fieldErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dcd9870c8b9fb6d7cc744ce82c22ab2";

export default node;
