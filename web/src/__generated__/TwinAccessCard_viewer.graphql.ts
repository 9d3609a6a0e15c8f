/**
 * @generated SignedSource<<645e396903bb1f1760464f9aaeef417c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_viewer$data = {
  readonly id: string;
  readonly twinAccess: {
    readonly anonymousDailyLimit: number;
    readonly maxAnonymousDailyLimit: number;
    readonly mode: TwinAccessMode;
    readonly style: TwinStyle;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "style",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ffedc1a0f83d786352be9026b4e2b018";

export default node;
