/**
 * @generated SignedSource<<dc064e7c293a99a43511b8af51d15aae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwinWelcome_twin$data = {
  readonly avatarUrl: string | null | undefined;
  readonly displayName: string | null | undefined;
  readonly greeting: string;
  readonly suggestedQuestions: ReadonlyArray<string>;
  readonly username: string;
  readonly " $fragmentType": "TwinWelcome_twin";
};
export type TwinWelcome_twin$key = {
  readonly " $data"?: TwinWelcome_twin$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwinWelcome_twin">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwinWelcome_twin",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
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
      "name": "avatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "greeting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestedQuestions",
      "storageKey": null
    }
  ],
  "type": "TwinCard",
  "abstractKey": null
};

(node as any).hash = "4fdf9d39d428a3cddc503226a4ef0a6b";

export default node;
