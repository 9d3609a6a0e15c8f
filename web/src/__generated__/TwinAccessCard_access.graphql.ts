/**
 * @generated SignedSource<<a32759e1ff743d03864fcdfd826ca5e1>>
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
  readonly chosenModel: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenModel",
      "storageKey": null
    }
  ],
  "type": "TwinAccess",
  "abstractKey": null
};

(node as any).hash = "86482e72a08ee8a0dd2ef1739178f42a";

export default node;
