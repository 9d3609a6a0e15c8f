/**
 * @generated SignedSource<<3c274a9492cc5316021761015881548f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMarkNotificationReadMutation$variables = {
  id: string;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly __typename: "Notification";
    readonly id: string;
    readonly isRead: boolean;
    readonly readAt: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markNotificationRead",
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
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isRead",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "readAt",
            "storageKey": null
          }
        ],
        "type": "Notification",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bc8300058702d12830fddc211c915b1e",
    "id": null,
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkNotificationReadMutation(\n  $id: ID!\n) {\n  markNotificationRead(id: $id) {\n    __typename\n    ... on Notification {\n      id\n      isRead\n      readAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e530c12e79aac2aaef434d0982af8bc";

export default node;
