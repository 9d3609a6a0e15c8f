/**
 * @generated SignedSource<<0ea934208f4646952c93001c0935a169>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useFinishOnboardingMutation$variables = Record<PropertyKey, never>;
export type useFinishOnboardingMutation$data = {
  readonly finishOnboarding: {
    readonly id: string;
    readonly isOnboarded: boolean;
  };
};
export type useFinishOnboardingMutation = {
  response: useFinishOnboardingMutation$data;
  variables: useFinishOnboardingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "finishOnboarding",
    "plural": false,
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
        "name": "isOnboarded",
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
    "name": "useFinishOnboardingMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFinishOnboardingMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "27e7ee83f003517e90272e8c655ae9dc",
    "id": null,
    "metadata": {},
    "name": "useFinishOnboardingMutation",
    "operationKind": "mutation",
    "text": "mutation useFinishOnboardingMutation {\n  finishOnboarding {\n    id\n    isOnboarded\n  }\n}\n"
  }
};
})();

(node as any).hash = "e7de01cbe8c14042a07932f78994bc9a";

export default node;
