/**
 * @generated SignedSource<<a5b230c7b0409568c0cd58fde828e70e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStartChatMutationsProfilePalMutation$variables = Record<PropertyKey, never>;
export type useStartChatMutationsProfilePalMutation$data = {
  readonly startProfilePalChat: {
    readonly threadId: string;
  };
};
export type useStartChatMutationsProfilePalMutation = {
  response: useStartChatMutationsProfilePalMutation$data;
  variables: useStartChatMutationsProfilePalMutation$variables;
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
    "name": "useStartChatMutationsProfilePalMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartChatMutationsProfilePalMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "397f168b6a32d6adbbfe8d1f986f0ba0",
    "id": null,
    "metadata": {},
    "name": "useStartChatMutationsProfilePalMutation",
    "operationKind": "mutation",
    "text": "mutation useStartChatMutationsProfilePalMutation {\n  startProfilePalChat {\n    threadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "616073de3c300026c5ead94c2970883c";

export default node;
