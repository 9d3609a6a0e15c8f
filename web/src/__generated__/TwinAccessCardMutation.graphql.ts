/**
 * @generated SignedSource<<109433ed48495c68fbb37499cecaeca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
export type TwinAccessCardMutation$variables = {
  limit?: number | null | undefined;
  mode?: TwinAccessMode | null | undefined;
  style?: TwinStyle | null | undefined;
};
export type TwinAccessCardMutation$data = {
  readonly updateTwinAccess: {
    readonly __typename: string;
    readonly anonymousDailyLimit?: number;
    readonly maxAnonymousDailyLimit?: number;
    readonly message?: string;
    readonly mode?: TwinAccessMode;
    readonly style?: TwinStyle;
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
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "style"
},
v3 = [
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
      },
      {
        "kind": "Variable",
        "name": "style",
        "variableName": "style"
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "style",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwinAccessCardMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TwinAccessCardMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e752a5a4e4f2445698dcded5ed6550de",
    "id": null,
    "metadata": {},
    "name": "TwinAccessCardMutation",
    "operationKind": "mutation",
    "text": "mutation TwinAccessCardMutation(\n  $mode: TwinAccessMode\n  $limit: Int\n  $style: TwinStyle\n) {\n  updateTwinAccess(mode: $mode, anonymousDailyLimit: $limit, style: $style) {\n    __typename\n    ... on TwinAccess {\n      mode\n      anonymousDailyLimit\n      maxAnonymousDailyLimit\n      style\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "93d5adc5c5547daaf38ad56a8d1cbfa7";

export default node;
