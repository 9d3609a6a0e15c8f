/**
 * @generated SignedSource<<d630fece0321cf6fbce2311ad35663d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutationUtilityMutation$variables = {
  value?: string | null | undefined;
};
export type useUpdateAiDefaultsMutationUtilityMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutationUtilityMutation = {
  response: useUpdateAiDefaultsMutationUtilityMutation$data;
  variables: useUpdateAiDefaultsMutationUtilityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "utilityModel",
    "variableName": "value"
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
    "name": "useUpdateAiDefaultsMutationUtilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "name": "useUpdateAiDefaultsMutationUtilityMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4d02eedea0cd2edacf73d3a969e10b2b",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutationUtilityMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutationUtilityMutation(\n  $value: ID\n) {\n  updateAiDefaults(utilityModel: $value) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "946d7301b60b015051034975c860d46d";

export default node;
