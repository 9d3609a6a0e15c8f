/**
 * @generated SignedSource<<c55e035a052ca18255024832bbb2b8aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutationEmbeddingMutation$variables = {
  value?: string | null | undefined;
};
export type useUpdateAiDefaultsMutationEmbeddingMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutationEmbeddingMutation = {
  response: useUpdateAiDefaultsMutationEmbeddingMutation$data;
  variables: useUpdateAiDefaultsMutationEmbeddingMutation$variables;
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
    "name": "embeddingModel",
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
    "name": "useUpdateAiDefaultsMutationEmbeddingMutation",
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
    "name": "useUpdateAiDefaultsMutationEmbeddingMutation",
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
    "cacheID": "275b855c701110265d105c8ca1f6cf73",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutationEmbeddingMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutationEmbeddingMutation(\n  $value: ID\n) {\n  updateAiDefaults(embeddingModel: $value) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ff4d6359ba2789d833de66276ac84d1";

export default node;
