/**
 * @generated SignedSource<<39140c987da0f80214104c39a05acc63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutation$variables = {
  defaultChatModel?: string | null | undefined;
  embeddingModel?: string | null | undefined;
  transcriptionModel?: string | null | undefined;
  utilityModel?: string | null | undefined;
};
export type useUpdateAiDefaultsMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutation = {
  response: useUpdateAiDefaultsMutation$data;
  variables: useUpdateAiDefaultsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "defaultChatModel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "embeddingModel"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "transcriptionModel"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "utilityModel"
},
v4 = [
  {
    "kind": "Variable",
    "name": "defaultChatModel",
    "variableName": "defaultChatModel"
  },
  {
    "kind": "Variable",
    "name": "embeddingModel",
    "variableName": "embeddingModel"
  },
  {
    "kind": "Variable",
    "name": "transcriptionModel",
    "variableName": "transcriptionModel"
  },
  {
    "kind": "Variable",
    "name": "utilityModel",
    "variableName": "utilityModel"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateAiDefaultsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "fragment": (v6/*:: as any*/),
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
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateAiDefaultsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2275e9a85efc63add0652e3028088d31",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutation(\n  $defaultChatModel: ID\n  $utilityModel: ID\n  $embeddingModel: ID\n  $transcriptionModel: ID\n) {\n  updateAiDefaults(defaultChatModel: $defaultChatModel, utilityModel: $utilityModel, embeddingModel: $embeddingModel, transcriptionModel: $transcriptionModel) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3ea497da3338b6075b03d435ba6d102";

export default node;
