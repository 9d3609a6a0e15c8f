/**
 * @generated SignedSource<<2344cbc2cceee701b2c78162860126ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useReviseTwinReplyMutation$variables = {
  output: string;
  stepId: string;
  threadId: string;
};
export type useReviseTwinReplyMutation$data = {
  readonly reviseTwinReply: {
    readonly __typename: string;
    readonly basedOn?: ReadonlyArray<string>;
    readonly id?: string;
    readonly metadata?: unknown;
    readonly output?: string | null | undefined;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
    readonly sources?: ReadonlyArray<{
      readonly href: string;
      readonly title: string;
      readonly where: string | null | undefined;
    }>;
  };
};
export type useReviseTwinReplyMutation = {
  response: useReviseTwinReplyMutation$data;
  variables: useReviseTwinReplyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "output"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stepId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "output",
    "variableName": "output"
  },
  {
    "kind": "Variable",
    "name": "stepId",
    "variableName": "stepId"
  },
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "output",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "metadata",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basedOn",
      "storageKey": null
    },
    {
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
    }
  ],
  "type": "Step",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReviseTwinReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviseTwinReply",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          {
            "fragment": (v7/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "refusal"
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useReviseTwinReplyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "reviseTwinReply",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7e982bc9564929cf2ac67b8dab6a6d9",
    "id": null,
    "metadata": {},
    "name": "useReviseTwinReplyMutation",
    "operationKind": "mutation",
    "text": "mutation useReviseTwinReplyMutation(\n  $threadId: ID!\n  $stepId: ID!\n  $output: String!\n) {\n  reviseTwinReply(threadId: $threadId, stepId: $stepId, output: $output) {\n    __typename\n    ... on Step {\n      id\n      output\n      metadata\n      basedOn\n      sources {\n        title\n        where\n        href\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb239bc5fd0736a69eb31222412139af";

export default node;
