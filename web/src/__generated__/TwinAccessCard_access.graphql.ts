/**
 * @generated SignedSource<<aa96b38c2dad0769ba2812358b93299e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TwinAccessMode = "everyone" | "nobody" | "signed_in" | "%future added value";
export type TwinStyle = "adaptive" | "strict" | "%future added value";
export type TwinVoice = "first" | "third" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TwinAccessCard_access$data = {
  readonly anonymousDailyLimit: number;
  readonly chosenModel: string | null | undefined;
  readonly maxAnonymousDailyLimit: number;
  readonly mode: TwinAccessMode;
  readonly style: TwinStyle;
  readonly voice: TwinVoice;
  readonly voiceChat: boolean;
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
      "name": "voice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voiceChat",
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

(node as any).hash = "b37bc7d243a3c199a4698725f2b5ee5d";

export default node;
