/**
 * @generated SignedSource<<889285276edf82b19d1df0aead2c9b48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_viewer$data = {
  readonly id: string;
  readonly twinAccess: {
    readonly anonymousDailyLimit: number;
    readonly maxAnonymousDailyLimit: number;
    readonly mode: TwinAccessMode;
  };
  readonly " $fragmentType": "TwinAccessCard_viewer";
};
export type TwinAccessCard_viewer$key = {
  readonly " $data"?: TwinAccessCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinAccessCard_viewer",
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
      "concreteType": "TwinAccess",
      "kind": "LinkedField",
      "name": "twinAccess",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "anonymousDailyLimit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAnonymousDailyLimit",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c3e65261652e8752fd99b8d8a23a3ba0";

export default node;
