/**
 * @generated SignedSource<<9dcd24ef582868ed499f471dd9b0bd13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAnswerTwinQuestionMutation$variables = {
  answer: string;
  id: string;
};
export type useAnswerTwinQuestionMutation$data = {
  readonly answerTwinQuestion: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "TwinQuestion";
    readonly answer: string | null | undefined;
    readonly id: string;
    readonly status: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAnswerTwinQuestionMutation = {
  response: useAnswerTwinQuestionMutation$data;
  variables: useAnswerTwinQuestionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answer"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answer",
        "variableName": "answer"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "answerTwinQuestion",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          }
        ],
        "type": "TwinQuestion",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAnswerTwinQuestionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAnswerTwinQuestionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "382f6388c28962d2a5a7e0e29b7d8533",
    "id": null,
    "metadata": {},
    "name": "useAnswerTwinQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerTwinQuestionMutation(\n  $id: ID!\n  $answer: String!\n) {\n  answerTwinQuestion(id: $id, answer: $answer) {\n    __typename\n    ... on TwinQuestion {\n      id\n      status\n      answer\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e9aae63cb8b9a02f8c8e0c5d0992fde4";

export default node;
