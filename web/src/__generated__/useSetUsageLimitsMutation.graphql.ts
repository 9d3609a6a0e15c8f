/**
 * @generated SignedSource<<aceec30bca8199bc98aa1e8788356cd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UsageUnit = "messages" | "tokens" | "%future added value";
export type useSetUsageLimitsMutation$variables = {
  daily?: number | null | undefined;
  monthly?: number | null | undefined;
  unit?: UsageUnit | null | undefined;
};
export type useSetUsageLimitsMutation$data = {
  readonly setUsageLimits: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSetUsageLimitsMutation = {
  response: useSetUsageLimitsMutation$data;
  variables: useSetUsageLimitsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "daily"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "monthly"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "unit"
},
v3 = [
  {
    "kind": "Variable",
    "name": "daily",
    "variableName": "daily"
  },
  {
    "kind": "Variable",
    "name": "monthly",
    "variableName": "monthly"
  },
  {
    "kind": "Variable",
    "name": "unit",
    "variableName": "unit"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetUsageLimitsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setUsageLimits",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetUsageLimitsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setUsageLimits",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "30817b709301fd2b5a56ffd7990c27e0",
    "id": null,
    "metadata": {},
    "name": "useSetUsageLimitsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetUsageLimitsMutation(\n  $unit: UsageUnit\n  $daily: Int\n  $monthly: Int\n) {\n  setUsageLimits(unit: $unit, daily: $daily, monthly: $monthly) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "684e532ac2946ff27f0d7d37a4ce33c5";

export default node;
