/**
 * @generated SignedSource<<2600959bcda2a1143fa0f0306c8ada35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type startTwinChatMutation$variables = {
  fresh?: boolean | null | undefined;
  username: string;
};
export type startTwinChatMutation$data = {
  readonly startTwinChat: {
    readonly __typename: string;
    readonly reason?: string;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly started: {
      readonly threadId: string;
    } | null | undefined;
  };
};
export type startTwinChatMutation = {
  response: startTwinChatMutation$data;
  variables: startTwinChatMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fresh"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "username"
},
v2 = [
  {
    "kind": "Variable",
    "name": "fresh",
    "variableName": "fresh"
  },
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "threadId",
      "storageKey": null
    }
  ],
  "type": "StartChatPayload",
  "abstractKey": null
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
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "type": "TwinClosedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "startTwinChatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "startTwinChat",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "fragment": (v4/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "started"
          },
          {
            "fragment": (v5/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
          },
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "startTwinChatMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "startTwinChat",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a0523fbeb17d77f7135b938e97cbe58d",
    "id": null,
    "metadata": {},
    "name": "startTwinChatMutation",
    "operationKind": "mutation",
    "text": "mutation startTwinChatMutation(\n  $username: String!\n  $fresh: Boolean\n) {\n  startTwinChat(username: $username, fresh: $fresh) {\n    __typename\n    ... on StartChatPayload {\n      threadId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on TwinClosedError {\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e21d97d0fc3199ebbe296563aa7a3b95";

export default node;
