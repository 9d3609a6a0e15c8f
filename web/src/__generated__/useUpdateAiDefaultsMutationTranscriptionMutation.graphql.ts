/**
 * @generated SignedSource<<e9180f1e4f911151cd5199e1178bc70b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateAiDefaultsMutationTranscriptionMutation$variables = {
  value?: string | null | undefined;
};
export type useUpdateAiDefaultsMutationTranscriptionMutation$data = {
  readonly updateAiDefaults: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useUpdateAiDefaultsMutationTranscriptionMutation = {
  response: useUpdateAiDefaultsMutationTranscriptionMutation$data;
  variables: useUpdateAiDefaultsMutationTranscriptionMutation$variables;
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
    "name": "transcriptionModel",
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
    "name": "useUpdateAiDefaultsMutationTranscriptionMutation",
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
    "name": "useUpdateAiDefaultsMutationTranscriptionMutation",
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
    "cacheID": "0ec967e4e2b492fbafd7c3fd64a1034a",
    "id": null,
    "metadata": {},
    "name": "useUpdateAiDefaultsMutationTranscriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAiDefaultsMutationTranscriptionMutation(\n  $value: ID\n) {\n  updateAiDefaults(transcriptionModel: $value) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "629c7c49dafdec4e0c54a754e141f976";

export default node;
