/**
 * @generated SignedSource<<c541d4bd6c65fc0b0b40e0cd4503a3b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UsageUnit = "messages" | "tokens" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PeopleUsageTable_report$data = {
  readonly people: ReadonlyArray<{
    readonly cost: number | null | undefined;
    readonly email: string;
    readonly inputTokens: number;
    readonly limits: {
      readonly daily: number | null | undefined;
      readonly monthly: number | null | undefined;
      readonly unit: UsageUnit;
    };
    readonly messages: number;
    readonly outputTokens: number;
    readonly ownLimits: {
      readonly daily: number | null | undefined;
      readonly dailySet: boolean;
      readonly monthly: number | null | undefined;
      readonly monthlySet: boolean;
    };
    readonly userId: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "PeopleUsageTable_report";
};
export type PeopleUsageTable_report$key = {
  readonly " $data"?: PeopleUsageTable_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeopleUsageTable_report">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daily",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthly",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PeopleUsageTable_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonUsage",
      "kind": "LinkedField",
      "name": "people",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messages",
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
          "name": "cost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PersonUsageLimits",
          "kind": "LinkedField",
          "name": "ownLimits",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dailySet",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "monthlySet",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UsageReport",
  "abstractKey": null
};
})();

(node as any).hash = "f3a600185b61062c77380aabc9cbc1f0";

export default node;
