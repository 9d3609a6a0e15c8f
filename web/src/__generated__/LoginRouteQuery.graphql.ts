/**
 * @generated SignedSource<<1a9d11d5069a55c8cc652b56fe51e09e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = {
  ssoError: string;
};
export type LoginRouteQuery$data = {
  readonly signInOptions: {
    readonly failureMessage: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"signInOptions_options">;
  };
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ssoError"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "code",
      "variableName": "ssoError"
    }
  ],
  "kind": "ScalarField",
  "name": "failureMessage",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
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
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginRouteQuery",
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
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "57d3a23ec116255ba48bb4368f8cab46",
    "id": null,
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery(\n  $ssoError: String!\n) {\n  signInOptions {\n    ...signInOptions_options\n    failureMessage(code: $ssoError)\n  }\n}\n\nfragment signInOptions_options on SignInOptions {\n  passwordSignIn\n  registration\n  singleSignOn {\n    name\n    startUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc550f0f6ddf240a961950f9023c9259";

export default node;
