/**
 * @generated SignedSource<<fa6fcfbf8b07dc34222acf64e7615da8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreateInvitationMutation$variables = {
  expiresInDays?: number | null | undefined;
  maxUses?: number | null | undefined;
};
export type useCreateInvitationMutation$data = {
  readonly adminCreateInvitation: {
    readonly made: {
      readonly link: string;
    } | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useCreateInvitationMutation = {
  response: useCreateInvitationMutation$data;
  variables: useCreateInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "expiresInDays"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "maxUses"
},
v2 = [
  {
    "kind": "Variable",
    "name": "expiresInDays",
    "variableName": "expiresInDays"
  },
  {
    "kind": "Variable",
    "name": "maxUses",
    "variableName": "maxUses"
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    }
  ],
  "type": "NewInvitation",
  "abstractKey": null
},
v4 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminCreateInvitation",
        "plural": false,
        "selections": [
          {
            "fragment": (v3/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "made"
          },
          {
            "fragment": (v4/*:: as any*/),
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminCreateInvitation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "474384dfa4ac8f1c5e577801f5c6f94f",
    "id": null,
    "metadata": {},
    "name": "useCreateInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateInvitationMutation(\n  $maxUses: Int\n  $expiresInDays: Int\n) {\n  adminCreateInvitation(maxUses: $maxUses, expiresInDays: $expiresInDays) {\n    __typename\n    ... on NewInvitation {\n      link\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "76e1aa6c5c7406af1f566e7d1eb3f565";

export default node;
