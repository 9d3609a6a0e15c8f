/**
 * @generated SignedSource<<4587e0480afeb494951325550bc7712c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetPersonUsageLimitsMutation$variables = {
  daily?: number | null | undefined;
  monthly?: number | null | undefined;
  reset?: boolean | null | undefined;
  userId: string;
};
export type useSetPersonUsageLimitsMutation$data = {
  readonly setPersonUsageLimits: {
    readonly __typename: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useSetPersonUsageLimitsMutation = {
  response: useSetPersonUsageLimitsMutation$data;
  variables: useSetPersonUsageLimitsMutation$variables;
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
  "name": "reset"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v4 = [
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
    "name": "reset",
    "variableName": "reset"
  },
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetPersonUsageLimitsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setPersonUsageLimits",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "fragment": (v6/*:: as any*/),
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSetPersonUsageLimitsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setPersonUsageLimits",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0cbab55c7f7def3bb7dcf8ee2324796d",
    "id": null,
    "metadata": {},
    "name": "useSetPersonUsageLimitsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetPersonUsageLimitsMutation(\n  $userId: ID!\n  $daily: Int\n  $monthly: Int\n  $reset: Boolean\n) {\n  setPersonUsageLimits(userId: $userId, daily: $daily, monthly: $monthly, reset: $reset) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4b286004a29016a669578a51825cc9b";

export default node;
