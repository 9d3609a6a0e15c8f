/**
 * @generated SignedSource<<101da55024ae69035ec7788a833fb364>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccessTokensSection_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly id: string;
    readonly kind: string;
    readonly " $fragmentSpreads": FragmentRefs<"SessionRow_session">;
  }>;
  readonly " $fragmentType": "AccessTokensSection_viewer";
};
export type AccessTokensSection_viewer$key = {
  readonly " $data"?: AccessTokensSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokensSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokensSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceSession",
      "kind": "LinkedField",
      "name": "sessions",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SessionRow_session"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5b741c3c054dd2eaac2d09fc5f031433";

export default node;
