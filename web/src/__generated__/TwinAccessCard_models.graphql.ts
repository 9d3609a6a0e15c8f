/**
 * @generated SignedSource<<d5d03e88d7a591e3364513961f1ec883>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_models$data = {
  readonly aiModels: ReadonlyArray<{
    readonly connectionName: string;
    readonly id: string;
    readonly isDefault: boolean;
    readonly label: string;
    readonly supportsTools: boolean;
  }>;
  readonly " $fragmentType": "TwinAccessCard_models";
};
export type TwinAccessCard_models$key = {
  readonly " $data"?: TwinAccessCard_models$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_models">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinAccessCard_models",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiModel",
      "kind": "LinkedField",
      "name": "aiModels",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectionName",
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
          "name": "isDefault",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ce552e28644a294e6fa566c2ea74c785";

export default node;
