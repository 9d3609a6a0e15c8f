/**
 * @generated SignedSource<<90e531f3120e9a783c1af713a474d1d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type ToolApprovalStatus = "ALLOWED" | "DENIED" | "EXPIRED" | "PENDING" | "STOPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatStep_step$data = {
  readonly databaseId: string;
  readonly elements: ReadonlyArray<{
    readonly document: {
      readonly failure: string | null | undefined;
      readonly pages: number | null | undefined;
      readonly status: DocumentStatus;
    } | null | undefined;
    readonly elementType: string;
    readonly fileSize: number | null | undefined;
    readonly id: string;
    readonly mimeType: string | null | undefined;
    readonly name: string | null | undefined;
    readonly url: string | null | undefined;
  }>;
  readonly errors: unknown;
  readonly id: string;
  readonly input: string | null | undefined;
  readonly isError: boolean;
  readonly metadata: unknown;
  readonly output: string | null | undefined;
  readonly siblingCount: number;
  readonly siblingIds: ReadonlyArray<string>;
  readonly siblingIndex: number;
  readonly stepType: string;
  readonly toolApproval: {
    readonly status: ToolApprovalStatus;
    readonly " $fragmentSpreads": FragmentRefs<"ToolApproval_approval">;
  } | null | undefined;
  readonly toolCallSession: {
    readonly toolCalls: ReadonlyArray<{
      readonly displayName: string;
      readonly durationMs: number | null | undefined;
      readonly id: string;
      readonly inputParams: unknown;
      readonly name: string;
      readonly outputResult: unknown | null | undefined;
      readonly status: string;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerActions_step" | "StepSources_step">;
  readonly " $fragmentType": "ChatStep_step";
};
export type ChatStep_step$key = {
  readonly " $data"?: ChatStep_step$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatStep_step">;
};

const node: ReaderFragment = (function(){
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
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isError",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatStep_step",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siblingIndex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siblingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siblingIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stepType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "input",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "output",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errors",
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
      "kind": "InlineDataFragmentSpread",
      "name": "AnswerActions_step",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agentModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answeredOffline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answeredWithoutTools",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalTimeMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StepFeedback",
          "kind": "LinkedField",
          "name": "feedback",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rating",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "comment",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "StepSources_step",
      "selections": [
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
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "elementType",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mimeType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentReading",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pages",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "failure",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToolApproval",
      "kind": "LinkedField",
      "name": "toolApproval",
      "plural": false,
      "selections": [
        (v4/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ToolApproval_approval"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ToolCallSession",
      "kind": "LinkedField",
      "name": "toolCallSession",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ToolCall",
          "kind": "LinkedField",
          "name": "toolCalls",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "durationMs",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "inputParams",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "outputResult",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Step",
  "abstractKey": null
};
})();

(node as any).hash = "8937a59674b587e25279ab7e43ba2345";

export default node;
