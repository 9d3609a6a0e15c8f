/**
 * @generated SignedSource<<f401ac9ba7b89d711af871b7af84878f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useModelChoicesQuery$variables = Record<PropertyKey, never>;
export type useModelChoicesQuery$data = {
  readonly aiModels: ReadonlyArray<{
    readonly id: string;
    readonly label: string;
    readonly offline: boolean;
    readonly supportsImages: boolean;
    readonly supportsTools: boolean;
  }>;
  readonly viewer: {
    readonly chatModel: {
      readonly id: string;
    };
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type useModelChoicesQuery = {
  response: useModelChoicesQuery$data;
  variables: useModelChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "AiModel",
  "kind": "LinkedField",
  "name": "aiModels",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportsTools",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supportsImages",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "AiModel",
  "kind": "LinkedField",
  "name": "chatModel",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useModelChoicesQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useModelChoicesQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eed216a0694fb618018fef34e99c7956",
    "id": null,
    "metadata": {},
    "name": "useModelChoicesQuery",
    "operationKind": "query",
    "text": "query useModelChoicesQuery {\n  aiModels {\n    id\n    label\n    offline\n    supportsTools\n    supportsImages\n  }\n  viewer {\n    isAdmin\n    chatModel {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb28235f24e700f82fb321ef888b6cfb";

export default node;
