/**
 * @generated SignedSource<<a5380a76620115250716f481dc059959>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProjectLeaving = "DELETE" | "MOVE_OUT" | "%future added value";
export type useProjectActionsDeleteMutation$variables = {
  conversations: ProjectLeaving;
  projectId: string;
};
export type useProjectActionsDeleteMutation$data = {
  readonly deleteProject: {
    readonly __typename: string;
    readonly deletedConversations?: number;
    readonly movedConversations?: number;
    readonly refusal: {
      readonly message: string;
    } | null | undefined;
  };
};
export type useProjectActionsDeleteMutation = {
  response: useProjectActionsDeleteMutation$data;
  variables: useProjectActionsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "conversations"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "projectId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "conversations",
    "variableName": "conversations"
  },
  {
    "kind": "Variable",
    "name": "projectId",
    "variableName": "projectId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "movedConversations",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedConversations",
      "storageKey": null
    }
  ],
  "type": "DeleteProjectPayload",
  "abstractKey": null
},
v5 = {
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useProjectActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteProject",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "fragment": (v5/*:: as any*/),
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useProjectActionsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteProject",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "81d43b317035cfee7bf387fd5dcbfb22",
    "id": null,
    "metadata": {},
    "name": "useProjectActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useProjectActionsDeleteMutation(\n  $projectId: ID!\n  $conversations: ProjectLeaving!\n) {\n  deleteProject(projectId: $projectId, conversations: $conversations) {\n    __typename\n    ... on DeleteProjectPayload {\n      movedConversations\n      deletedConversations\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d9feb4a1d4206885fa32ffd084e0a2e";

export default node;
