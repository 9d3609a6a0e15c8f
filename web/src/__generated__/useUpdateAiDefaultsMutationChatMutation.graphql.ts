/**
 * @generated SignedSource<<6b631b0afec7671601514c7b2d448a37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutationChatMutation$variables = {
  value?: string | null | undefined;
};
export type useUpdateAiDefaultsMutationChatMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutationChatMutation = {
  response: useUpdateAiDefaultsMutationChatMutation$data;
  variables: useUpdateAiDefaultsMutationChatMutation$variables;
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
    "name": "defaultChatModel",
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
    "name": "useUpdateAiDefaultsMutationChatMutation",
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
    "name": "useUpdateAiDefaultsMutationChatMutation",
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
    "cacheID": "c8990099f0b5b57c6e7fd8e73d39b4c7",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutationChatMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutationChatMutation(\n  $value: ID\n) {\n  updateAiDefaults(defaultChatModel: $value) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a977e8df3d8f216d3729da70b2dc4bd";

export default node;
