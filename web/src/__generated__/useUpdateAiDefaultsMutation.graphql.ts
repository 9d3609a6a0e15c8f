/**
 * @generated SignedSource<<8b33b574cdeb5e79667904c86558c83d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutation$variables = {
  defaultChatModel?: string | null | undefined;
  embeddingModel?: string | null | undefined;
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
  "name": "utilityModel"
},
v3 = [
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
    "name": "utilityModel",
    "variableName": "utilityModel"
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
    "name": "useUpdateAiDefaultsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateAiDefaultsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAiDefaults",
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
    "cacheID": "cebbabe1ac9423f6983b2b0ac10b1bba",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutation(\n  $defaultChatModel: ID\n  $utilityModel: ID\n  $embeddingModel: ID\n) {\n  updateAiDefaults(defaultChatModel: $defaultChatModel, utilityModel: $utilityModel, embeddingModel: $embeddingModel) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "325d1dd594e8c89796e06af4ccb8062c";

export default node;
