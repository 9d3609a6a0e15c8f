/**
 * @generated SignedSource<<9efb89c30f6d933d8478b0d489e71a00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useThreadEventsStepQuery$variables = {
  id: string;
};
export type useThreadEventsStepQuery$data = {
  readonly node: {
    readonly basedOn?: ReadonlyArray<string>;
    readonly id?: string;
    readonly metadata?: unknown;
    readonly output?: string | null | undefined;
    readonly sources?: ReadonlyArray<{
      readonly documentId: string;
      readonly href: string;
      readonly title: string;
      readonly where: string | null | undefined;
    }>;
  } | null | undefined;
};
export type useThreadEventsStepQuery = {
  response: useThreadEventsStepQuery$data;
  variables: useThreadEventsStepQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "output",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "metadata",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basedOn",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "AnswerSource",
  "kind": "LinkedField",
  "name": "sources",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "where",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "href",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useThreadEventsStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Step",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useThreadEventsStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Step",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3e9aa916d457d3bd4399789223b0ee64",
    "id": null,
    "metadata": {},
    "name": "useThreadEventsStepQuery",
    "operationKind": "query",
    "text": "query useThreadEventsStepQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Step {\n      id\n      output\n      metadata\n      basedOn\n      sources {\n        documentId\n        title\n        where\n        href\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "781a921ffeca12d59aad1245776ce6d6";

export default node;
