/**
 * @generated SignedSource<<b0b1de7bf3f6e94d978802eb375b4416>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetModelPriceMutation$variables = {
  inputPerMillion?: number | null | undefined;
  model: string;
  outputPerMillion?: number | null | undefined;
};
export type useSetModelPriceMutation$data = {
  readonly setModelPrice: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSetModelPriceMutation = {
  response: useSetModelPriceMutation$data;
  variables: useSetModelPriceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "inputPerMillion"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "model"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "outputPerMillion"
},
v3 = [
  {
    "kind": "Variable",
    "name": "inputPerMillion",
    "variableName": "inputPerMillion"
  },
  {
    "kind": "Variable",
    "name": "model",
    "variableName": "model"
  },
  {
    "kind": "Variable",
    "name": "outputPerMillion",
    "variableName": "outputPerMillion"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetModelPriceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setModelPrice",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetModelPriceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setModelPrice",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "39a22ff7583f42c0c4d24e1f6e0d65e2",
    "id": null,
    "metadata": {},
    "name": "useSetModelPriceMutation",
    "operationKind": "mutation",
    "text": "mutation useSetModelPriceMutation(\n  $model: String!\n  $inputPerMillion: Float\n  $outputPerMillion: Float\n) {\n  setModelPrice(model: $model, inputPerMillion: $inputPerMillion, outputPerMillion: $outputPerMillion) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "195e7e36dfe61283acaf02595897a1ab";

export default node;
