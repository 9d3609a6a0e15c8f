/**
 * @generated SignedSource<<c2b00237fe1b298528932f6497880e20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestingRouteStartMutation$variables = Record<PropertyKey, never>;
export type TestingRouteStartMutation$data = {
  readonly startTestingChat: {
    readonly threadId: string;
  };
};
export type TestingRouteStartMutation = {
  response: TestingRouteStartMutation$data;
  variables: TestingRouteStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartChatPayload",
    "kind": "LinkedField",
    "name": "startTestingChat",
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
    "name": "TestingRouteStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestingRouteStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c7dab693763ccbda0e8d52ef47355242",
    "id": null,
    "metadata": {},
    "name": "TestingRouteStartMutation",
    "operationKind": "mutation",
    "text": "mutation TestingRouteStartMutation {\n  startTestingChat {\n    threadId\n  }\n}\n"
  }
};
})();

(node as any).hash = "886228d9f5320d6885d1a43b397c4da2";

export default node;
