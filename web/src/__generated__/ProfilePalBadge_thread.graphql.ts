/**
 * @generated SignedSource<<95577b4e5c143e15ee80ad18c02fc12c>>
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
        readonly id: string;
        readonly stepType: string;
        readonly viewedAt: string | null | undefined;
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "ProfilePalBadge_thread";
};
export type ProfilePalBadge_thread$key = {
  readonly " $data"?: ProfilePalBadge_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePalBadge_thread">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePalBadge_thread",
  "selections": [
    (v0/*:: as any*/),
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
                (v0/*:: as any*/),
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
})();

(node as any).hash = "bb3f6461cd77bbc70bdd0649e6156f98";

export default node;
