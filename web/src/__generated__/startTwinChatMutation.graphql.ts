/**
 * @generated SignedSource<<bc5edca4df341b9f9afe7a6bb9e398ad>>
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
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly message: string;
  } | {
    readonly __typename: "StartChatPayload";
    readonly threadId: string;
  } | {
    readonly __typename: "TwinClosedError";
    readonly message: string;
    readonly reason: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": [
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startTwinChat",
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
            "kind": "ScalarField",
            "name": "threadId",
            "storageKey": null
          }
        ],
        "type": "StartChatPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "RateLimitedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "type": "TwinClosedError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "startTwinChatMutation",
    "selections": (v4/*:: as any*/),
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
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "b020217dd2c7dc6ecb4c68527c237f5f",
    "id": null,
    "metadata": {},
    "name": "startTwinChatMutation",
    "operationKind": "mutation",
    "text": "mutation startTwinChatMutation(\n  $username: String!\n  $fresh: Boolean\n) {\n  startTwinChat(username: $username, fresh: $fresh) {\n    __typename\n    ... on StartChatPayload {\n      threadId\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on RateLimitedError {\n      message\n    }\n    ... on TwinClosedError {\n      reason\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6cfd41704fe9104dfcf5b0867a88f53f";

export default node;
