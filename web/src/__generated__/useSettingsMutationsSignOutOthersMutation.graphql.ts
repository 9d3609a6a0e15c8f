/**
 * @generated SignedSource<<24bfde1b2e633f6f3be8ce851e9de690>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSettingsMutationsSignOutOthersMutation$variables = {
  connections: ReadonlyArray<string>;
};
export type useSettingsMutationsSignOutOthersMutation$data = {
  readonly signOutOtherSessions: {
    readonly endedSessionIds: ReadonlyArray<string>;
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
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedSessions",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedSessionIds",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSettingsMutationsSignOutOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PasswordChanged",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSettingsMutationsSignOutOthersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PasswordChanged",
        "kind": "LinkedField",
        "name": "signOutOtherSessions",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "endedSessionIds",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2a7bff55656db748e5c63627ddb53bd5",
    "id": null,
    "metadata": {},
    "name": "useSettingsMutationsSignOutOthersMutation",
    "operationKind": "mutation",
    "text": "mutation useSettingsMutationsSignOutOthersMutation {\n  signOutOtherSessions {\n    message\n    endedSessions\n    endedSessionIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ea39ec4f570aa2422cbb2c4bfce832b";

export default node;
