/**
 * @generated SignedSource<<0a05a4478c917a36a506475a1b9d4e60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutOtherSessionsMutation$variables = {
  connections: ReadonlyArray<string>;
};
export type useSignOutOtherSessionsMutation$data = {
  readonly signOutOtherSessions: {
    readonly endedSessionIds: ReadonlyArray<string>;
    readonly endedSessions: number;
    readonly message: string;
  };
};
export type useSignOutOtherSessionsMutation = {
  response: useSignOutOtherSessionsMutation$data;
  variables: useSignOutOtherSessionsMutation$variables;
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
    "name": "useSignOutOtherSessionsMutation",
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
    "name": "useSignOutOtherSessionsMutation",
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
    "cacheID": "ab1633a1234cf12d70347102ca2d0db1",
    "id": null,
    "metadata": {},
    "name": "useSignOutOtherSessionsMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutOtherSessionsMutation {\n  signOutOtherSessions {\n    message\n    endedSessions\n    endedSessionIds\n  }\n}\n"
  }
};
})();

(node as any).hash = "a28712a048c64e7d31fa3496039b15b3";

export default node;
