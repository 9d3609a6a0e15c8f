/**
 * @generated SignedSource<<6fbfe0a0dd90b20b45ad961454be79e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatStep_step$data = {
  readonly agentModel: string | null | undefined;
  readonly elements: ReadonlyArray<{
    readonly elementType: string;
    readonly fileSize: number | null | undefined;
    readonly id: string;
    readonly mimeType: string | null | undefined;
    readonly name: string | null | undefined;
    readonly url: string | null | undefined;
  }>;
  readonly errors: unknown;
  readonly input: string | null | undefined;
  readonly isError: boolean;
  readonly metadata: unknown;
  readonly output: string | null | undefined;
  readonly stepType: string;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatStep_step",
  "selections": [
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
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

(node as any).hash = "b6a6404cf60670638f681663b0ecef25";

export default node;
