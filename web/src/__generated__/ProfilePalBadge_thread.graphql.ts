/**
 * @generated SignedSource<<e1f9a9215325a8757946082e2629eeb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePalBadge_thread$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly stepType: string;
        readonly viewedAt: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "ProfilePalBadge_thread";
};
export type ProfilePalBadge_thread$key = {
  readonly " $data"?: ProfilePalBadge_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePalBadge_thread">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePalBadge_thread",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "last",
          "value": 5
        }
      ],
      "concreteType": "ThreadHistoryConnection",
      "kind": "LinkedField",
      "name": "history",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadHistoryConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Step",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "stepType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewedAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "history(last:5)"
    }
  ],
  "type": "Thread",
  "abstractKey": null
};

(node as any).hash = "52a0c91254c4d5f69aceecb44cf3f79a";

export default node;
