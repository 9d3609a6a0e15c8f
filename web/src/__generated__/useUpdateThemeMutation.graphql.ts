/**
 * @generated SignedSource<<022fb1c80b821439338abf6f48f5419d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Theme = "dark" | "light" | "system" | "%future added value";
export type useUpdateThemeMutation$variables = {
  theme: Theme;
};
export type useUpdateThemeMutation$data = {
  readonly updateTheme: {
    readonly id: string;
    readonly theme: Theme;
  };
};
export type useUpdateThemeMutation = {
  response: useUpdateThemeMutation$data;
  variables: useUpdateThemeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "theme"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "theme",
        "variableName": "theme"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateTheme",
    "plural": false,
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
        "name": "theme",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateThemeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateThemeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "960eb809f7be939fa0d5c2467190acf0",
    "id": null,
    "metadata": {},
    "name": "useUpdateThemeMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateThemeMutation(\n  $theme: Theme!\n) {\n  updateTheme(theme: $theme) {\n    id\n    theme\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c8a49fed3d68d74b8bd1bd38bb4b33f";

export default node;
