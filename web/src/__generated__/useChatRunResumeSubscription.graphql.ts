/**
 * @generated SignedSource<<d90ae5e572355ded8144316ab7f02aa6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useChatRunResumeSubscription$variables = {
  afterSeq: number;
  threadId: string;
};
export type useChatRunResumeSubscription$data = {
  readonly resumeRun: {
    readonly " $fragmentSpreads": FragmentRefs<"useChatRun_event">;
  };
};
export type useChatRunResumeSubscription = {
  response: useChatRunResumeSubscription$data;
  variables: useChatRunResumeSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "afterSeq"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "afterSeq",
    "variableName": "afterSeq"
  },
  {
    "kind": "Variable",
    "name": "threadId",
    "variableName": "threadId"
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
      "name": "seq",
      "storageKey": null
    }
  ],
  "type": "RunEventBase",
  "abstractKey": "__isRunEventBase"
},
v5 = {
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
v6 = {
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
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "toolCallId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    (v10/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oldId",
      "storageKey": null
    },
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    (v12/*:: as any*/),
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
v14 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
    (v12/*:: as any*/),
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
v15 = {
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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v17 = {
  "kind": "InlineFragment",
  "selections": [
    (v16/*:: as any*/),
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
v18 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/)
  ],
  "type": "RunDone",
  "abstractKey": null
},
v19 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    (v16/*:: as any*/)
  ],
  "type": "RunRefused",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatRunResumeSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resumeRun",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "useChatRun_event",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChatRunResumeSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "resumeRun",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isRunEvent"
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v11/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "395997c44ea70d7da4f3ce7d17a38b57",
    "id": null,
    "metadata": {},
    "name": "useChatRunResumeSubscription",
    "operationKind": "subscription",
    "text": "subscription useChatRunResumeSubscription(\n  $threadId: ID!\n  $afterSeq: Int!\n) {\n  resumeRun(threadId: $threadId, afterSeq: $afterSeq) {\n    __typename\n    ...useChatRun_event\n  }\n}\n\nfragment useChatRun_event on RunEvent {\n  __isRunEvent: __typename\n  __typename\n  ... on RunEventBase {\n    __isRunEventBase: __typename\n    seq\n  }\n  ... on RunStarted {\n    assistantStepId\n    userStepId\n  }\n  ... on TextDelta {\n    delta\n  }\n  ... on RunSnapshot {\n    text\n    lastSeq\n    finalStatus\n  }\n  ... on ToolCalled {\n    toolCallId\n    name\n    displayName\n    args\n  }\n  ... on ToolStatusUpdate {\n    toolCallId\n    oldId\n    name\n    displayName\n    status\n    inputParams\n  }\n  ... on ToolOutput {\n    toolCallId\n    status\n    output\n    durationMs\n  }\n  ... on TokenInfoEvent {\n    estimatedTokens\n    totalChars\n    messageCount\n  }\n  ... on RunErrorEvent {\n    message\n    errorType\n  }\n  ... on RunDone {\n    status\n  }\n  ... on RunRefused {\n    reason\n    message\n  }\n}\n"
  }
};
})();

(node as any).hash = "84a96098250a6be0f35823daa09ae3ef";

export default node;
