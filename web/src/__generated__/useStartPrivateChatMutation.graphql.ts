/**
 * @generated SignedSource<<701bc5b79a20cb4237d6160f8fc873e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useStartPrivateChatMutation$variables = Record<PropertyKey, never>;
export type useStartPrivateChatMutation$data = {
  readonly startPrivateBrainChat: {
    readonly threadId: string;
  };
};
export type useStartPrivateChatMutation = {
  response: useStartPrivateChatMutation$data;
  variables: useStartPrivateChatMutation$variables;
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
    "name": "useStartPrivateChatMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartPrivateChatMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fe79907788a1e3510e4ebea7e294229f",
    "id": null,
    "metadata": {},
    "name": "useStartPrivateChatMutation",
    "operationKind": "mutation",
    "text": "mutation useStartPrivateChatMutation {\n  startPrivateBrainChat {\n    threadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "98a4620ad643d10edd74367df9113b2e";

export default node;
