/**
 * @generated SignedSource<<2d1b97c884ad1123eb34b44ae92b6357>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UsageUnit = "messages" | "tokens" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UsageSection_viewer$data = {
  readonly usage: {
    readonly __typename: "Usage";
    readonly dayResetsAt: string;
    readonly days: ReadonlyArray<{
      readonly day: string;
      readonly messages: number;
    }>;
    readonly limits: {
      readonly daily: number | null | undefined;
      readonly monthly: number | null | undefined;
      readonly unit: UsageUnit;
    };
    readonly monthResetsAt: string;
    readonly rows: ReadonlyArray<{
      readonly calls: number;
      readonly estimated: boolean;
      readonly inputTokens: number;
      readonly model: string;
      readonly outputTokens: number;
      readonly purpose: string;
    }>;
    readonly thisMonth: {
      readonly messages: number;
      readonly tokens: number;
    };
    readonly today: {
      readonly audioSeconds: number;
      readonly messages: number;
      readonly speechSeconds: number;
      readonly tokens: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly voice: {
    readonly minutesPerDay: number;
  };
  readonly " $fragmentType": "UsageSection_viewer";
};
export type UsageSection_viewer$key = {
  readonly " $data"?: UsageSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsageSection_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsageSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "voice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minutesPerDay",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 30
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "usage",
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
              "concreteType": "UsageLimits",
              "kind": "LinkedField",
              "name": "limits",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "unit",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "daily",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "monthly",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "UsageCounts",
              "kind": "LinkedField",
              "name": "today",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "audioSeconds",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "speechSeconds",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "UsageCounts",
              "kind": "LinkedField",
              "name": "thisMonth",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dayResetsAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "monthResetsAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "UsageDay",
              "kind": "LinkedField",
              "name": "days",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "day",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "UsageRow",
              "kind": "LinkedField",
              "name": "rows",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "model",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "purpose",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "calls",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "inputTokens",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "outputTokens",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "estimated",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "Usage",
          "abstractKey": null
        }
      ],
      "storageKey": "usage(days:30)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "661f96d59a5f7873f2d1b4741fdef161";

export default node;
