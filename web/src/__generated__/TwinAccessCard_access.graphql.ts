/**
 * @generated SignedSource<<a7169859ca0aa0f701e804cd217fc7d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_access$data = {
  readonly anonymousDailyLimit: number;
  readonly maxAnonymousDailyLimit: number;
  readonly mode: TwinAccessMode;
  readonly style: TwinStyle;
  readonly " $fragmentType": "TwinAccessCard_access";
};
export type TwinAccessCard_access$key = {
  readonly " $data"?: TwinAccessCard_access$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinAccessCard_access">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinAccessCard_access",
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
  "type": "TwinAccess",
  "abstractKey": null
};

(node as any).hash = "761dcf98a3f6414be91db1bcbfa77f8b";

export default node;
