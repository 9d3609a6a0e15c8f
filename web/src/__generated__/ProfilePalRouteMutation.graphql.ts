/**
 * @generated SignedSource<<1995fdb751c99fb8d7823c74e260fcb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfilePalRouteMutation$variables = Record<PropertyKey, never>;
export type ProfilePalRouteMutation$data = {
  readonly startProfilePalChat: {
    readonly threadId: string;
  };
};
export type ProfilePalRouteMutation = {
  response: ProfilePalRouteMutation$data;
  variables: ProfilePalRouteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartChatPayload",
    "kind": "LinkedField",
    "name": "startProfilePalChat",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "threadId",
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
    "name": "ProfilePalRouteMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfilePalRouteMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d2761df93b7b75350789fbc6a4e38e66",
    "id": null,
    "metadata": {},
    "name": "ProfilePalRouteMutation",
    "operationKind": "mutation",
    "text": "mutation ProfilePalRouteMutation {\n  startProfilePalChat {\n    threadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a655712bc5632a6df02627a4971b819";

export default node;
