/**
 * @generated SignedSource<<641f2b9a3b622b8f40738dd471495772>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignupPolicy = "approval" | "closed" | "invite" | "open" | "%future added value";
export type SignupRouteOptionsQuery$variables = {
  invitation?: string | null | undefined;
};
export type SignupRouteOptionsQuery$data = {
  readonly signUpOptions: {
    readonly invitationValid: boolean | null | undefined;
    readonly policy: SignupPolicy;
  };
};
export type SignupRouteOptionsQuery = {
  response: SignupRouteOptionsQuery$data;
  variables: SignupRouteOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "invitation"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "invitation",
        "variableName": "invitation"
      }
    ],
    "concreteType": "SignUpOptions",
    "kind": "LinkedField",
    "name": "signUpOptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "policy",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "invitationValid",
        "storageKey": null
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
    "name": "SignupRouteOptionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignupRouteOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0acd2fd71cd7fafd1d63cf45b9170bc0",
    "id": null,
    "metadata": {},
    "name": "SignupRouteOptionsQuery",
    "operationKind": "query",
    "text": "query SignupRouteOptionsQuery(\n  $invitation: String\n) {\n  signUpOptions(invitation: $invitation) {\n    policy\n    invitationValid\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ebd692419d4e9acfd3f5af96021e492";

export default node;
