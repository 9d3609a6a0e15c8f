/**
 * @generated SignedSource<<242ba1c238e9839ff6060d46627257b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinAccessCardMutation$variables = {
  limit?: number | null | undefined;
  mode?: TwinAccessMode | null | undefined;
};
export type TwinAccessCardMutation$data = {
  readonly updateTwinAccess: {
    readonly __typename: string;
    readonly anonymousDailyLimit?: number;
    readonly maxAnonymousDailyLimit?: number;
    readonly message?: string;
    readonly mode?: TwinAccessMode;
  };
};
export type TwinAccessCardMutation = {
  response: TwinAccessCardMutation$data;
  variables: TwinAccessCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mode"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "anonymousDailyLimit",
        "variableName": "limit"
      },
      {
        "kind": "Variable",
        "name": "mode",
        "variableName": "mode"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateTwinAccess",
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
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "anonymousDailyLimit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxAnonymousDailyLimit",
            "storageKey": null
          }
        ],
        "type": "TwinAccess",
        "abstractKey": null
      },
      {
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
    "name": "TwinAccessCardMutation",
    "selections": (v2/*:: as any*/),
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
    "name": "TwinAccessCardMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c83564df26455a2c48e01e3fa1c12349",
    "id": null,
    "metadata": {},
    "name": "TwinAccessCardMutation",
    "operationKind": "mutation",
    "text": "mutation TwinAccessCardMutation(\n  $mode: TwinAccessMode\n  $limit: Int\n) {\n  updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit) {\n    __typename\n    ... on TwinAccess {\n      mode\n      anonymousDailyLimit\n      maxAnonymousDailyLimit\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f75cb138771f72126376d760ec7564c";

export default node;
