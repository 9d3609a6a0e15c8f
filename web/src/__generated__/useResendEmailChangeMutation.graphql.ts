/**
 * @generated SignedSource<<7bade0f7849e5b564a17d9959e47d541>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useResendEmailChangeMutation$variables = Record<PropertyKey, never>;
export type useResendEmailChangeMutation$data = {
  readonly resendEmailChange: {
    readonly __typename: string;
    readonly EmailSection_viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"EmailSection_viewer">;
    } | null | undefined;
    readonly id?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useResendEmailChangeMutation = {
  response: useResendEmailChangeMutation$data;
  variables: useResendEmailChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendEmailChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resendEmailChange",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "EmailSection_viewer"
                    }
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "EmailSection_viewer"
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          {
            "fragment": (v2/*:: as any*/),
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useResendEmailChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resendEmailChange",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PendingEmailChange",
                "kind": "LinkedField",
                "name": "pendingEmailChange",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
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
    "cacheID": "d576acabfc92d1e646ba81b509be7a7a",
    "id": null,
    "metadata": {},
    "name": "useResendEmailChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useResendEmailChangeMutation {\n  resendEmailChange {\n    __typename\n    ... on User {\n      id\n      ...EmailSection_viewer\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment EmailSection_viewer on User {\n  email\n  pendingEmailChange {\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "b145241b469b2572fed9e765d2db2213";

export default node;
