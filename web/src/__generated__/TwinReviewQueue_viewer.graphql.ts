/**
 * @generated SignedSource<<882d1f71227ab3a57fa8680c0841ffa6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinReviewQueue_viewer$data = {
  readonly id: string;
  readonly twinQuestions: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly question: string;
  }>;
  readonly " $fragmentType": "TwinReviewQueue_viewer";
};
export type TwinReviewQueue_viewer$key = {
  readonly " $data"?: TwinReviewQueue_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinReviewQueue_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinReviewQueue_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "status",
          "value": "open"
        }
      ],
      "concreteType": "TwinQuestion",
      "kind": "LinkedField",
      "name": "twinQuestions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": "twinQuestions(status:\"open\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9b00939a7d7ec1b23ac1c646b25007fd";

export default node;
