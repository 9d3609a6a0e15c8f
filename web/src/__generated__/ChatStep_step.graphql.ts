/**
 * @generated SignedSource<<f36a642068accc2d7fea10aeb4f05e4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentStatus = "failed" | "queued" | "reading" | "ready" | "%future added value";
export type FeedbackRating = "down" | "up" | "%future added value";
export type ToolApprovalStatus = "ALLOWED" | "DENIED" | "EXPIRED" | "PENDING" | "STOPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatStep_step$data = {
  readonly agentModel: string | null | undefined;
  readonly answeredOffline: boolean;
  readonly answeredWithoutTools: boolean;
  readonly basedOn: ReadonlyArray<string>;
  readonly createdAt: string;
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
  readonly feedback: {
    readonly comment: string | null | undefined;
    readonly rating: FeedbackRating;
  } | null | undefined;
  readonly id: string;
  readonly input: string | null | undefined;
  readonly isError: boolean;
  readonly metadata: unknown;
  readonly output: string | null | undefined;
  readonly siblingCount: number;
  readonly siblingIds: ReadonlyArray<string>;
  readonly siblingIndex: number;
  readonly sources: ReadonlyArray<{
    readonly documentId: string;
    readonly href: string;
    readonly title: string;
    readonly where: string | null | undefined;
  }>;
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
  readonly totalTimeMs: number | null | undefined;
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
  "name": "name",
  "storageKey": null
},
v2 = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isError",
      "storageKey": null
    },
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
        (v1/*:: as any*/),
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
            (v2/*:: as any*/),
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
        (v2/*:: as any*/),
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayName",
              "storageKey": null
            },
            (v2/*:: as any*/),
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

(node as any).hash = "a2cb2583cd56aa02cb8d42da49dfbb5a";

export default node;
