/**
 * @generated SignedSource<<805a869b8ef335d50bcb001c06465a97>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutationVoiceMutation$variables = {
  value?: string | null | undefined;
};
export type useUpdateAiDefaultsMutationVoiceMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutationVoiceMutation = {
  response: useUpdateAiDefaultsMutationVoiceMutation$data;
  variables: useUpdateAiDefaultsMutationVoiceMutation$variables;
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
    "name": "speechVoice",
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
    "name": "useUpdateAiDefaultsMutationVoiceMutation",
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
    "name": "useUpdateAiDefaultsMutationVoiceMutation",
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
    "cacheID": "08029992cccb3f9ae6e7b74d6011176b",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutationVoiceMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutationVoiceMutation(\n  $value: String\n) {\n  updateAiDefaults(speechVoice: $value) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "42f5fbd4eed797558bef797ce515cca5";

export default node;
