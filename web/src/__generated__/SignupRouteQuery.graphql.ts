/**
 * @generated SignedSource<<32a680bc6ae422c66d2dd83f5f75bac9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignupRouteQuery$variables = Record<PropertyKey, never>;
export type SignupRouteQuery$data = {
  readonly signInOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"signInOptions_options">;
  };
};
export type SignupRouteQuery = {
  response: SignupRouteQuery$data;
  variables: SignupRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignupRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignInOptions",
        "kind": "LinkedField",
        "name": "signInOptions",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "signInOptions_options"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignupRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignInOptions",
        "kind": "LinkedField",
        "name": "signInOptions",
        "plural": false,
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "14fd0abea5ec1056a37cdfefee7aa560",
    "id": null,
    "metadata": {},
    "name": "SignupRouteQuery",
    "operationKind": "query",
    "text": "query SignupRouteQuery {\n  signInOptions {\n    ...signInOptions_options\n  }\n}\n\nfragment signInOptions_options on SignInOptions {\n  passwordSignIn\n  registration\n  singleSignOn {\n    name\n    startUrl\n  }\n}\n"
  }
};

(node as any).hash = "2ff424fa1578968f490f211a966772ed";

export default node;
