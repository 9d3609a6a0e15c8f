/**
 * @generated SignedSource<<74b80cf1e0918ca393eb9a4d621f51da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSettingsMutationsSignOutOthersMutation$variables = Record<PropertyKey, never>;
export type useSettingsMutationsSignOutOthersMutation$data = {
  readonly signOutOtherSessions: {
    readonly endedSessions: number;
    readonly message: string;
  };
};
export type useSettingsMutationsSignOutOthersMutation = {
  response: useSettingsMutationsSignOutOthersMutation$data;
  variables: useSettingsMutationsSignOutOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PasswordChanged",
    "kind": "LinkedField",
    "name": "signOutOtherSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedSessions",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSettingsMutationsSignOutOthersMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSettingsMutationsSignOutOthersMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1aad6b33890ac494c337a1926c4f4a6e",
    "id": null,
    "metadata": {},
    "name": "useSettingsMutationsSignOutOthersMutation",
    "operationKind": "mutation",
    "text": "mutation useSettingsMutationsSignOutOthersMutation {\n  signOutOtherSessions {\n    message\n    endedSessions\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd82135a1047caeaa6df320d1a043372";

export default node;
