/**
 * @generated SignedSource<<69846f021505b89abb84679e43827abc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsageUnit = "messages" | "tokens" | "%future added value";
export type AdminUsageRouteQuery$variables = Record<PropertyKey, never>;
export type AdminUsageRouteQuery$data = {
  readonly usageReport: {
    readonly __typename: "UsageReport";
    readonly defaults: {
      readonly daily: number | null | undefined;
      readonly monthly: number | null | undefined;
      readonly unit: UsageUnit;
    };
    readonly models: ReadonlyArray<{
      readonly calls: number;
      readonly cost: number | null | undefined;
      readonly inputTokens: number;
      readonly model: string;
      readonly outputTokens: number;
      readonly price: {
        readonly inputPerMillion: number;
        readonly outputPerMillion: number;
      } | null | undefined;
    }>;
    readonly peopleReport: {
      readonly " $fragmentSpreads": FragmentRefs<"PeopleUsageTable_report">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type AdminUsageRouteQuery = {
  response: AdminUsageRouteQuery$data;
  variables: AdminUsageRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "days",
    "value": 30
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daily",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "monthly",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "unit",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "UsageLimits",
  "kind": "LinkedField",
  "name": "defaults",
  "plural": false,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inputTokens",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outputTokens",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cost",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ModelUsage",
  "kind": "LinkedField",
  "name": "models",
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
      "name": "calls",
      "storageKey": null
    },
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ModelPrice",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inputPerMillion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outputPerMillion",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminUsageRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "usageReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PeopleUsageTable_report"
                    }
                  ],
                  "type": "UsageReport",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "peopleReport"
              },
              (v10/*:: as any*/)
            ],
            "type": "UsageReport",
            "abstractKey": null
          }
        ],
        "storageKey": "usageReport(days:30)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminUsageRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "usageReport",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PersonUsageLimits",
                    "kind": "LinkedField",
                    "name": "ownLimits",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dailySet",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "type": "UsageReport",
            "abstractKey": null
          }
        ],
        "storageKey": "usageReport(days:30)"
      }
    ]
  },
  "params": {
    "cacheID": "b7b669363518ceabf6357b81ab4c6d65",
    "id": null,
    "metadata": {},
    "name": "AdminUsageRouteQuery",
    "operationKind": "query",
    "text": "query AdminUsageRouteQuery {\n  viewer {\n    isAdmin\n    id\n  }\n  usageReport(days: 30) {\n    __typename\n    ... on UsageReport {\n      defaults {\n        unit\n        daily\n        monthly\n      }\n      ...PeopleUsageTable_report\n      models {\n        model\n        calls\n        inputTokens\n        outputTokens\n        cost\n        price {\n          inputPerMillion\n          outputPerMillion\n        }\n      }\n    }\n  }\n}\n\nfragment PeopleUsageTable_report on UsageReport {\n  people {\n    userId\n    username\n    email\n    messages\n    inputTokens\n    outputTokens\n    cost\n    ownLimits {\n      daily\n      dailySet\n      monthly\n      monthlySet\n    }\n    limits {\n      unit\n      daily\n      monthly\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26c3f1117bf9ad69955e5ec077340d33";

export default node;
