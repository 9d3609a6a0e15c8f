/**
 * @generated SignedSource<<246a5c4b6f2f795a8f146050bf4a2c1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DefaultsSection_settings$data = {
  readonly connections: ReadonlyArray<{
    readonly models: ReadonlyArray<{
      readonly allowed: boolean;
      readonly embedding: boolean;
      readonly id: string;
      readonly name: string;
    }>;
    readonly name: string;
  }>;
  readonly defaultChatModel: {
    readonly id: string;
  };
  readonly embeddingModel: {
    readonly id: string;
  } | null | undefined;
  readonly embeddingModelName: string | null | undefined;
  readonly lockedBy: {
    readonly defaultChatModel: string | null | undefined;
    readonly embeddingModel: string | null | undefined;
    readonly utilityModel: string | null | undefined;
  };
  readonly offlineModel: {
    readonly allowed: boolean;
    readonly id: string;
    readonly label: string;
  };
  readonly reembedding: {
    readonly done: number;
    readonly model: string | null | undefined;
    readonly total: number;
  };
  readonly speechModel: {
    readonly id: string;
  } | null | undefined;
  readonly speechVoice: string;
  readonly transcriptionModel: {
    readonly id: string;
  } | null | undefined;
  readonly utilityModel: {
    readonly id: string;
  };
  readonly " $fragmentType": "DefaultsSection_settings";
};
export type DefaultsSection_settings$key = {
  readonly " $data"?: DefaultsSection_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"DefaultsSection_settings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DefaultsSection_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiConnection",
      "kind": "LinkedField",
      "name": "connections",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AiModel",
          "kind": "LinkedField",
          "name": "models",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v0/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "embedding",
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
      "name": "offlineModel",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "defaultChatModel",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "utilityModel",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "embeddingModel",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "transcriptionModel",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "speechModel",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speechVoice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "embeddingModelName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiSettingLocks",
      "kind": "LinkedField",
      "name": "lockedBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultChatModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utilityModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embeddingModel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EmbeddingProgress",
      "kind": "LinkedField",
      "name": "reembedding",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AiSettings",
  "abstractKey": null
};
})();

(node as any).hash = "5954f0d587e0c51b17f83b6d56debdb8";

export default node;
