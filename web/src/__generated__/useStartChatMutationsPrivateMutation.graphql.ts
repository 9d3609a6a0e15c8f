/**
 * @generated SignedSource<<e53f5eab907ac8dad83c5481b31abda0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStartChatMutationsPrivateMutation$variables = Record<PropertyKey, never>;
export type useStartChatMutationsPrivateMutation$data = {
  readonly startPrivateBrainChat: {
    readonly threadId: string;
  };
};
export type useStartChatMutationsPrivateMutation = {
  response: useStartChatMutationsPrivateMutation$data;
  variables: useStartChatMutationsPrivateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartChatPayload",
    "kind": "LinkedField",
    "name": "startPrivateBrainChat",
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
    "name": "useStartChatMutationsPrivateMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartChatMutationsPrivateMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9f4672c7086088b7835c8ff8697f680d",
    "id": null,
    "metadata": {},
    "name": "useStartChatMutationsPrivateMutation",
    "operationKind": "mutation",
    "text": "mutation useStartChatMutationsPrivateMutation {\n  startPrivateBrainChat {\n    threadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "95123f22d1aca1da7208df77a9cda9c6";

export default node;
