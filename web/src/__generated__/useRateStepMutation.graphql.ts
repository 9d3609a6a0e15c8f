/**
 * @generated SignedSource<<3263978f59374bad244a97d5b774cb2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackRating = "down" | "up" | "%future added value";
export type useRateStepMutation$variables = {
  comment?: string | null | undefined;
  rating?: FeedbackRating | null | undefined;
  stepId: string;
};
export type useRateStepMutation$data = {
  readonly rateStep: {
    readonly __typename: "Step";
    readonly feedback: {
      readonly comment: string | null | undefined;
      readonly rating: FeedbackRating;
    } | null | undefined;
    readonly id: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRateStepMutation = {
  response: useRateStepMutation$data;
  variables: useRateStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "comment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rating"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stepId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "comment",
    "variableName": "comment"
  },
  {
    "kind": "Variable",
    "name": "rating",
    "variableName": "rating"
  },
  {
    "kind": "Variable",
    "name": "stepId",
    "variableName": "stepId"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StepFeedback",
      "kind": "LinkedField",
      "name": "feedback",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Step",
  "abstractKey": null
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
    "name": "useRateStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rateStep",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/)
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRateStepMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rateStep",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7ca5143ac3d3ca6709e909c68ada0ddb",
    "id": null,
    "metadata": {},
    "name": "useRateStepMutation",
    "operationKind": "mutation",
    "text": "mutation useRateStepMutation(\n  $stepId: ID!\n  $rating: FeedbackRating\n  $comment: String\n) {\n  rateStep(stepId: $stepId, rating: $rating, comment: $comment) {\n    __typename\n    ... on Step {\n      id\n      feedback {\n        rating\n        comment\n      }\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2746fba0ec14b3de495fa442553f330d";

export default node;
