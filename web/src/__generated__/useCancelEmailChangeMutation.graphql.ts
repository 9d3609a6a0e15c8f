/**
 * @generated SignedSource<<9be92100706cbd54269ff1f58aaf8f3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCancelEmailChangeMutation$variables = Record<PropertyKey, never>;
export type useCancelEmailChangeMutation$data = {
  readonly cancelEmailChange: {
    readonly " $fragmentSpreads": FragmentRefs<"EmailSection_viewer">;
  };
};
export type useCancelEmailChangeMutation = {
  response: useCancelEmailChangeMutation$data;
  variables: useCancelEmailChangeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "useCancelEmailChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "cancelEmailChange",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailSection_viewer"
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
    "name": "useCancelEmailChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "cancelEmailChange",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PendingEmailChange",
            "kind": "LinkedField",
            "name": "pendingEmailChange",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d932b32ae5fcce7b3d6313b694a40a30",
    "id": null,
    "metadata": {},
    "name": "useCancelEmailChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelEmailChangeMutation {\n  cancelEmailChange {\n    ...EmailSection_viewer\n    id\n  }\n}\n\nfragment EmailSection_viewer on User {\n  email\n  pendingEmailChange {\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "d657e1d2072072fdc301513aafccd8c7";

export default node;
