/**
 * @generated SignedSource<<3a1237c6e7c4259bfc3f34ed88980608>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiConnectionKind = "ollama" | "openai_compatible" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConnectionCard_connection$data = {
  readonly baseUrl: string;
  readonly fromEnvironment: boolean;
  readonly hasApiKey: boolean;
  readonly id: string;
  readonly keyLost: boolean;
  readonly kind: AiConnectionKind;
  readonly lastTest: {
    readonly checks: ReadonlyArray<{
      readonly check: string;
      readonly message: string;
      readonly ok: boolean | null | undefined;
    }>;
    readonly models: ReadonlyArray<string>;
    readonly ok: boolean;
    readonly testedAt: string | null | undefined;
  } | null | undefined;
  readonly models: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_model">;
  }>;
  readonly name: string;
  readonly " $fragmentType": "ConnectionCard_connection";
};
export type ConnectionCard_connection$key = {
  readonly " $data"?: ConnectionCard_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectionCard_connection">;
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
  "name": "ok",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConnectionCard_connection",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "baseUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasApiKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyLost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromEnvironment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiConnectionTest",
      "kind": "LinkedField",
      "name": "lastTest",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "models",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AiConnectionCheck",
          "kind": "LinkedField",
          "name": "checks",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "check",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
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
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "models",
      "plural": true,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "ConnectionCard_model",
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "allowed",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "embedding",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AiConnection",
  "abstractKey": null
};
})();

(node as any).hash = "be449f508b3f6710e1959f1a334ad4b0";

export default node;
