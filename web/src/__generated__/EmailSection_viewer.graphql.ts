/**
 * @generated SignedSource<<10d6b6ef29004eaca9121a1f5998469d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailSection_viewer$data = {
  readonly email: string | null | undefined;
  readonly pendingEmailChange: {
    readonly email: string;
  } | null | undefined;
  readonly " $fragmentType": "EmailSection_viewer";
};
export type EmailSection_viewer$key = {
  readonly " $data"?: EmailSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailSection_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailSection_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PendingEmailChange",
      "kind": "LinkedField",
      "name": "pendingEmailChange",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "75ba88ff818c2b7f6ca6d1746cbd2eda";

export default node;
