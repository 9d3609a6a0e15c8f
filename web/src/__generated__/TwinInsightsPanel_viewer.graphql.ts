/**
 * @generated SignedSource<<17725fcaee4ed91af8ddade8816a1323>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinInsightsPanel_viewer$data = {
  readonly id: string;
  readonly twinInsights: {
    readonly conversations: number;
    readonly daily: ReadonlyArray<{
      readonly conversations: number;
      readonly date: string;
      readonly messages: number;
    }>;
    readonly days: number;
    readonly messages: number;
    readonly questionsAnswered: number;
    readonly questionsPassedOn: number;
    readonly thumbsDown: number;
    readonly thumbsUp: number;
    readonly topics: ReadonlyArray<{
      readonly count: number;
      readonly topic: string;
    }>;
    readonly visitors: number;
  };
  readonly " $fragmentType": "TwinInsightsPanel_viewer";
};
export type TwinInsightsPanel_viewer$key = {
  readonly " $data"?: TwinInsightsPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinInsightsPanel_viewer">;
};

import TwinInsightsPanelRefetchQuery_graphql from './TwinInsightsPanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conversations",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 7,
      "kind": "LocalArgument",
      "name": "days"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": TwinInsightsPanelRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "TwinInsightsPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        }
      ],
      "concreteType": "TwinInsights",
      "kind": "LinkedField",
      "name": "twinInsights",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitors",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionsPassedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionsAnswered",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbsUp",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbsDown",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TwinInsightsDay",
          "kind": "LinkedField",
          "name": "daily",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TwinInsightsTopic",
          "kind": "LinkedField",
          "name": "topics",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "topic",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "1dceb87edb14e5df30321baacd82592f";

export default node;
