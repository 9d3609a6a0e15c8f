/**
 * @generated SignedSource<<d7ac1c8908aba3846416afaaa13894c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDismissTwinQuestionMutation$variables = {
  id: string;
};
export type useDismissTwinQuestionMutation$data = {
  readonly dismissTwinQuestion: {
    readonly __typename: "TwinQuestion";
    readonly id: string;
    readonly status: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDismissTwinQuestionMutation = {
  response: useDismissTwinQuestionMutation$data;
  variables: useDismissTwinQuestionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "dismissTwinQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
        "type": "TwinQuestion",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDismissTwinQuestionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDismissTwinQuestionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "97200ce6bc24e2241be5b3c58365880a",
    "id": null,
    "metadata": {},
    "name": "useDismissTwinQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useDismissTwinQuestionMutation(\n  $id: ID!\n) {\n  dismissTwinQuestion(id: $id) {\n    __typename\n    ... on TwinQuestion {\n      id\n      status\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "29c9ec98bf1390fe9d1e02d45b1819c1";

export default node;
