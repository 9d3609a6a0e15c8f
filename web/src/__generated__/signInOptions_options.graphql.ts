/**
 * @generated SignedSource<<8b6e7f23e0e0afee08ee43ec84146e04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type signInOptions_options$data = {
  readonly passwordSignIn: boolean;
  readonly registration: boolean;
  readonly singleSignOn: {
    readonly name: string;
    readonly startUrl: string;
  } | null | undefined;
  readonly " $fragmentType": "signInOptions_options";
};
export type signInOptions_options$key = {
  readonly " $data"?: signInOptions_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"signInOptions_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "signInOptions_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passwordSignIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SingleSignOnOption",
      "kind": "LinkedField",
      "name": "singleSignOn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignInOptions",
  "abstractKey": null
};

(node as any).hash = "253e920378b9fd14df1a0edce9d1aefe";

export default node;
