/**
 * @generated SignedSource<<3e9e83d253601aa7e04851397af28516>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementInput = {
  content?: string | null | undefined;
  filePath?: string | null | undefined;
  fileSize?: number | null | undefined;
  mimeType?: string | null | undefined;
  name?: string | null | undefined;
  properties?: unknown | null | undefined;
  type: string;
  uploadId?: string | null | undefined;
  url?: string | null | undefined;
};
export type useChatRunSendSubscription$variables = {
  editStepId?: string | null | undefined;
  elements?: ReadonlyArray<ElementInput> | null | undefined;
  input: string;
  model?: string | null | undefined;
  regenerateStepId?: string | null | undefined;
  threadId: string;
};
export type useChatRunSendSubscription$data = {
  readonly sendMessage: {
    readonly " $fragmentSpreads": FragmentRefs<"useChatRun_event">;
  };
};
export type useChatRunSendSubscription = {
  response: useChatRunSendSubscription$data;
  variables: useChatRunSendSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "editStepId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "elements"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "model"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "regenerateStepId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v6 = [
  {
    "kind": "Variable",
    "name": "editStepId",
    "variableName": "editStepId"
  },
  {
    "kind": "Variable",
    "name": "elements",
    "variableName": "elements"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "model",
    "variableName": "model"
  },
  {
    "kind": "Variable",
    "name": "regenerateStepId",
    "variableName": "regenerateStepId"
  },
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seq",
      "storageKey": null
    }
  ],
  "type": "RunEventBase",
  "abstractKey": "__isRunEventBase"
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assistantStepId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userStepId",
      "storageKey": null
    }
  ],
  "type": "RunStarted",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "delta",
      "storageKey": null
    }
  ],
  "type": "TextDelta",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalStatus",
      "storageKey": null
    }
  ],
  "type": "RunSnapshot",
  "abstractKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "toolCallId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v15 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "args",
      "storageKey": null
    }
  ],
  "type": "ToolCalled",
  "abstractKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v17 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oldId",
      "storageKey": null
    },
    (v13/*:: as any*/),
    (v14/*:: as any*/),
    (v16/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inputParams",
      "storageKey": null
    }
  ],
  "type": "ToolStatusUpdate",
  "abstractKey": null
},
v18 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
    (v16/*:: as any*/),
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
      "name": "durationMs",
      "storageKey": null
    }
  ],
  "type": "ToolOutput",
  "abstractKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedTokens",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalChars",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageCount",
      "storageKey": null
    }
  ],
  "type": "TokenInfoEvent",
  "abstractKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v21 = {
  "kind": "InlineFragment",
  "selections": [
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorType",
      "storageKey": null
    }
  ],
  "type": "RunErrorEvent",
  "abstractKey": null
},
v22 = {
  "kind": "InlineFragment",
  "selections": [
    (v16/*:: as any*/)
  ],
  "type": "RunDone",
  "abstractKey": null
},
v23 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    (v20/*:: as any*/)
  ],
  "type": "RunRefused",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatRunSendSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sendMessage",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "useChatRun_event",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v15/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChatRunSendSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "sendMessage",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isRunEvent"
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "167d6bdc8659ef172dcfdb81126c33cf",
    "id": null,
    "metadata": {},
    "name": "useChatRunSendSubscription",
    "operationKind": "subscription",
    "text": "subscription useChatRunSendSubscription(\n  $threadId: ID!\n  $input: String!\n  $elements: [ElementInput!]\n  $editStepId: ID\n  $regenerateStepId: ID\n  $model: ID\n) {\n  sendMessage(threadId: $threadId, input: $input, elements: $elements, editStepId: $editStepId, regenerateStepId: $regenerateStepId, model: $model) {\n    __typename\n    ...useChatRun_event\n  }\n}\n\nfragment useChatRun_event on RunEvent {\n  __isRunEvent: __typename\n  __typename\n  ... on RunEventBase {\n    __isRunEventBase: __typename\n    seq\n  }\n  ... on RunStarted {\n    assistantStepId\n    userStepId\n  }\n  ... on TextDelta {\n    delta\n  }\n  ... on RunSnapshot {\n    text\n    lastSeq\n    finalStatus\n  }\n  ... on ToolCalled {\n    toolCallId\n    name\n    displayName\n    args\n  }\n  ... on ToolStatusUpdate {\n    toolCallId\n    oldId\n    name\n    displayName\n    status\n    inputParams\n  }\n  ... on ToolOutput {\n    toolCallId\n    status\n    output\n    durationMs\n  }\n  ... on TokenInfoEvent {\n    estimatedTokens\n    totalChars\n    messageCount\n  }\n  ... on RunErrorEvent {\n    message\n    errorType\n  }\n  ... on RunDone {\n    status\n  }\n  ... on RunRefused {\n    reason\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "c74d254d44aed1fb27a439cbad44d16e";

export default node;
